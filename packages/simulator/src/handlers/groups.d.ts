import type { Handler } from '../dispatch.js';
/**
 * xmlns='w:g2', the group server (communities are parent groups on it): one row per request a client sends, its answer,
 * and the w:gp2 notifications of each change. Each row names where the request and its answer are read: Baileys
 * `lib/Socket/groups.js`, whatsmeow `group.go`, whatsapp-rust `wacore/src/iq/groups.rs` (the `…Iq` specs).
 */
export declare const groupHandlers: readonly Handler[];
