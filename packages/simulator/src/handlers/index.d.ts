import type { Handler } from '../dispatch.js';
/** The dispatch table: every role's rows, replies to the server's own requests first. */
export declare const handlers: readonly Handler[];
