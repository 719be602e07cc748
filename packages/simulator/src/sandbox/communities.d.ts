import { type SandboxRoute } from './route.js';
/** Communities as a phone sees and runs them. */
export declare const communityRoutes: SandboxRoute[];
