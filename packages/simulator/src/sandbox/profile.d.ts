import { type SandboxRoute } from './route.js';
/** A phone's profile as the server serves it to others, and the phone changing it; its presence and typing. */
export declare const profileRoutes: SandboxRoute[];
