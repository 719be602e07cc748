import { type SandboxRoute } from './route.js';
/** The phone's chats as app state describes them: what a session's chat actions did, seen from the phone. */
export declare const chatRoutes: SandboxRoute[];
