import type { Handler } from '../dispatch.js';
/**
 * A client's result or error for an iq the server sent (pair-device, pair-success): it settles the
 * server's request with that id, if the server waits on one.
 */
export declare const replyHandlers: readonly Handler[];
