import { type SandboxRoute } from './route.js';
/** The channel directory's server side: channels made here, posts to their followers, and WhatsApp's suspensions. */
export declare const channelRoutes: SandboxRoute[];
