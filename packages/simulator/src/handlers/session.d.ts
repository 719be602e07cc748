import type { Handler } from '../dispatch.js';
/** What a logged-in client asks on its own while connected: keep-alive, props, privacy, telemetry (the blocklist: handlers/blocklist.ts). */
export declare const sessionHandlers: readonly Handler[];
