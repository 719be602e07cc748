import { type SandboxRoute } from './route.js';
/** Failures injected into the simulator's sockets. */
export declare const faultRoutes: SandboxRoute[];
