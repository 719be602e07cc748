import type { Handler } from '../dispatch.js';
/** Media retry: a device's request to its phone, and the phone's answer with the new link. */
export declare const mediaRetryHandlers: readonly Handler[];
