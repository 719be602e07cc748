import type { Handler } from '../dispatch.js';
/** xmlns='w:sync:app:state': a device syncs collections, or uploads a patch to one; every collection asked about is answered. */
export declare const appStateHandlers: readonly Handler[];
