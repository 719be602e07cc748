import { type BinaryNode } from '@whiskeysockets/baileys';
import type { PresenceUpdate } from '../../ports/contacts.js';
/**
 * A person's `<presence>` and `<chatstate>` as WhatsApp sends them, read here instead of from Baileys'
 * `presence.update`, which reports `paused` as `available` and so loses the end of typing.
 *
 * - `<presence from type? last?>`: no `type` is online, `unavailable` offline, with `last` the time last seen in
 *   seconds unless it is `deny` (whatsmeow presence.go `handlePresence`; Baileys Socket/chats.js
 *   `handlePresenceUpdate`).
 * - `<chatstate from participant?><composing media?/>|<paused/></chatstate>`: typing in the chat `from` (a group
 *   names the typist in `participant`); `media='audio'` is recording (whatsmeow `handleChatState` and types
 *   `ChatPresenceMediaAudio`, Baileys `handlePresenceUpdate`).
 *
 * Unverified against WhatsApp beyond those two clients.
 */
export declare function parsePresence(node: BinaryNode): PresenceUpdate | null;
