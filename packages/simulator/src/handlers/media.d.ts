import type { Handler } from '../dispatch.js';
/** xmlns='w:m' media_conn: one host, the simulator's own HTTPS blob store; Baileys uploads to `https://<hostname><path>` */
export declare const mediaHandlers: readonly Handler[];
