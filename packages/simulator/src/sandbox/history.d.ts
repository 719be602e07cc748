import { type SandboxRoute } from './route.js';
/** A phone's history before its companions link: what the initial sync and on-demand requests share. */
export declare const historyRoutes: SandboxRoute[];
