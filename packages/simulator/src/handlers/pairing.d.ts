import { type Handler } from '../dispatch.js';
/** xmlns='md': linking by pairing code (companion_hello, companion_finish) and a companion logging itself out. */
export declare const pairingHandlers: readonly Handler[];
