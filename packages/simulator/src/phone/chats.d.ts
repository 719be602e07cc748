import type { EventHub } from '../events.js';
import type { Clock } from '../state/clock.js';
import type { AppStateMutation, PhoneAppState } from './app-state.js';
export interface StarredMessage {
    id: string;
    fromMe: boolean;
    /** the author of a group message someone else sent; null otherwise */
    participant: string | null;
}
/** How the account's phone sees one chat, from every app-state mutation it applied. */
export interface ChatView {
    jid: string;
    archived: boolean;
    pinned: boolean;
    /** ms since epoch; -1 = always; null = not muted */
    mutedUntil: number | null;
    /** a markChatAsRead action with read=false */
    markedUnread: boolean;
    locked: boolean;
    /** the last clear applied (null: never) */
    cleared: {
        deleteStarred: boolean;
        deleteMedia: boolean;
    } | null;
    /** null: not deleted */
    deleted: {
        deleteMedia: boolean;
    } | null;
    starred: StarredMessage[];
    /** messages deleted for me (deleteMessageForMe), in the order the changes came */
    deletedForMe: {
        id: string;
        fromMe: boolean;
    }[];
}
/**
 * The phone's chats as app state describes them (archived, pinned, muted, read, locked, cleared,
 * deleted, starred messages), and the changes a user makes on the phone, uploaded as patches its
 * companions receive through a sync.
 *
 * What each index means (Baileys' chatModificationToAppPatch and processSyncAction, whatsmeow's
 * appstate): `clearChat, jid, deleteStarred, deleteMedia`; `deleteChat, jid, deleteMedia`;
 * `star, jid, messageId, fromMe, participant`; `deleteMessageForMe, jid, messageId, fromMe, participant`.
 */
export declare class PhoneChats {
    private readonly phoneNumber;
    private readonly appState;
    private readonly events;
    private readonly clock;
    private readonly chats;
    private readonly watch;
    constructor(phoneNumber: string, appState: PhoneAppState, events: EventHub, clock: Clock);
    /** never null: a chat with no state is all defaults */
    view(chatJid: string): ChatView;
    /** the chats that have any state */
    list(): ChatView[];
    /** resolves with the chat's view once `predicate` holds for it (at once when it already does) */
    waitFor(chatJid: string, predicate: (view: ChatView) => boolean, timeoutMs?: number): Promise<ChatView>;
    archive(chatJid: string, archived: boolean): Promise<void>;
    pin(chatJid: string, pinned: boolean): Promise<void>;
    /** `untilMs`: ms since epoch, -1 for always, null to unmute */
    mute(chatJid: string, untilMs: number | null): Promise<void>;
    /**
     * Stars or unstars a message. The phone builds the patch as the engine does (core's wire/app-state.ts,
     * after whatsapp-rust's catalogue of WhatsApp Web's sync actions; unverified against real WhatsApp), not with
     * Baileys' chatModificationToAppPatch: that one always writes '0' as the participant, only right for the
     * account's own messages and 1:1 chats, and files stars under `regular_low`, where WhatsApp keeps them in
     * `regular_high`.
     */
    star(chatJid: string, message: {
        id: string;
        fromMe: boolean;
        participant?: string;
    }, starred: boolean): Promise<void>;
    /**
     * Deletes a message from the account's devices only, as Baileys' chatModificationToAppPatch builds it
     * (`deleteForMe`: a `deleteMessageForMe` mutation naming the message and its time, regular_high).
     * `messageTimestamp` is the message's time in ms, as WhatsApp clients commonly fill it (whatsmeow-based clients'
     * `Timestamp.UnixMilli()`; Baileys passes it through as given).
     */
    deleteForMe(chatJid: string, message: {
        id: string;
        fromMe: boolean;
    }, messageTimestamp: number, deleteMedia?: boolean): Promise<void>;
    private change;
    /** one mutation, from any device of the account; indexes that say nothing about a chat are left alone */
    apply({ index, value }: AppStateMutation): void;
}
