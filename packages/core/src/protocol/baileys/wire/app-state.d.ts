import { proto, type WAPatchCreate } from '@whiskeysockets/baileys';
import type { StarTarget } from '../../ports/chats.js';
/** `['lock', chat]`, regular_low, version 7: WhatsApp's chat lock (the chat moves to the locked folder). */
export declare const lockPatch: (chatJid: string, locked: boolean) => WAPatchCreate;
/** `['clearChat', chat, deleteStarred, deleteMedia]`, regular_high, version 6. */
export declare const clearPatch: (chatJid: string, range: proto.SyncActionValue.ISyncActionMessageRange, options: {
    deleteStarred: boolean;
    deleteMedia: boolean;
}) => WAPatchCreate;
/** `['deleteChat', chat, deleteMedia]`, regular_high, version 6. */
export declare const deletePatch: (chatJid: string, range: proto.SyncActionValue.ISyncActionMessageRange, deleteMedia: boolean) => WAPatchCreate;
/** `['star', chat, id, fromMe, participant or '0']`, regular_high, version 2. */
export declare const starPatch: (message: StarTarget, starred: boolean) => WAPatchCreate;
