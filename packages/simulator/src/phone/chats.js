import { chatModificationToAppPatch, proto } from '@whiskeysockets/baileys';
import { ViewWatch } from './watch.js';
function emptyView(jid) {
    return {
        jid,
        archived: false,
        pinned: false,
        mutedUntil: null,
        markedUnread: false,
        locked: false,
        cleared: null,
        deleted: null,
        starred: [],
        deletedForMe: [],
    };
}
function copy(view) {
    return {
        ...view,
        cleared: view.cleared && { ...view.cleared },
        deleted: view.deleted && { ...view.deleted },
        starred: view.starred.map((s) => ({ ...s })),
        deletedForMe: view.deletedForMe.map((m) => ({ ...m })),
    };
}
function toMillis(value) {
    if (value === null || value === undefined)
        return undefined;
    return typeof value === 'number' ? value : value.toNumber();
}
/** index flags are '1' or '0' */
const flag = (value) => value === '1';
/** the index's participant slot: '0' when the message is the account's own or not from a group */
const participantOf = (value) => (value && value !== '0' ? value : null);
function sameMessage(a, b) {
    return a.id === b.id && a.fromMe === b.fromMe;
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
export class PhoneChats {
    phoneNumber;
    appState;
    events;
    clock;
    chats = new Map();
    watch = new ViewWatch((chatJid) => this.view(chatJid), (chatJid) => `phone ${this.phoneNumber}, chat ${chatJid} (now ${JSON.stringify(this.view(chatJid))})`);
    constructor(phoneNumber, appState, events, clock) {
        this.phoneNumber = phoneNumber;
        this.appState = appState;
        this.events = events;
        this.clock = clock;
    }
    /** never null: a chat with no state is all defaults */
    view(chatJid) {
        const view = this.chats.get(chatJid);
        return view ? copy(view) : emptyView(chatJid);
    }
    /** the chats that have any state */
    list() {
        return [...this.chats.values()].map(copy);
    }
    /** resolves with the chat's view once `predicate` holds for it (at once when it already does) */
    waitFor(chatJid, predicate, timeoutMs) {
        return this.watch.waitFor(chatJid, predicate, timeoutMs);
    }
    archive(chatJid, archived) {
        return this.change({ archive: archived, lastMessages: [] }, chatJid);
    }
    pin(chatJid, pinned) {
        return this.change({ pin: pinned }, chatJid);
    }
    /** `untilMs`: ms since epoch, -1 for always, null to unmute */
    mute(chatJid, untilMs) {
        return this.change({ mute: untilMs }, chatJid);
    }
    /**
     * Stars or unstars a message. The phone builds the patch as the engine does (core's wire/app-state.ts,
     * after whatsapp-rust's catalogue of WhatsApp Web's sync actions; unverified against real WhatsApp), not with
     * Baileys' chatModificationToAppPatch: that one always writes '0' as the participant, only right for the
     * account's own messages and 1:1 chats, and files stars under `regular_low`, where WhatsApp keeps them in
     * `regular_high`.
     */
    star(chatJid, message, starred) {
        const patch = {
            syncAction: { starAction: { starred }, timestamp: this.clock.now() },
            index: [
                'star',
                chatJid,
                message.id,
                message.fromMe ? '1' : '0',
                !message.fromMe && message.participant ? message.participant : '0',
            ],
            type: 'regular_high',
            apiVersion: 2,
            operation: proto.SyncdMutation.SyncdOperation.SET,
        };
        return this.appState.upload(patch);
    }
    /**
     * Deletes a message from the account's devices only, as Baileys' chatModificationToAppPatch builds it
     * (`deleteForMe`: a `deleteMessageForMe` mutation naming the message and its time, regular_high).
     * `messageTimestamp` is the message's time in ms, as WhatsApp clients commonly fill it (whatsmeow-based clients'
     * `Timestamp.UnixMilli()`; Baileys passes it through as given).
     */
    deleteForMe(chatJid, message, messageTimestamp, deleteMedia = false) {
        return this.change({ deleteForMe: { key: { remoteJid: chatJid, ...message }, timestamp: messageTimestamp, deleteMedia } }, chatJid);
    }
    change(modification, chatJid) {
        const patch = chatModificationToAppPatch(modification, chatJid);
        patch.syncAction.timestamp = this.clock.now();
        return this.appState.upload(patch);
    }
    /** one mutation, from any device of the account; indexes that say nothing about a chat are left alone */
    apply({ index, value }) {
        const [kind, chatJid] = index;
        if (!chatJid || !kind)
            return;
        const view = this.chats.get(chatJid) ?? emptyView(chatJid);
        switch (kind) {
            case 'archive':
                view.archived = !!value.archiveChatAction?.archived;
                break;
            case 'pin_v1':
                view.pinned = !!value.pinAction?.pinned;
                break;
            case 'mute':
                view.mutedUntil = value.muteAction?.muted ? (toMillis(value.muteAction.muteEndTimestamp) ?? -1) : null;
                break;
            case 'markChatAsRead':
                view.markedUnread = !value.markChatAsReadAction?.read;
                break;
            case 'lock':
                view.locked = !!value.lockChatAction?.locked;
                break;
            case 'clearChat':
                view.cleared = { deleteStarred: flag(index[2]), deleteMedia: flag(index[3]) };
                // starred messages survive a clear unless it says otherwise
                if (view.cleared.deleteStarred)
                    view.starred = [];
                break;
            case 'deleteChat':
                view.deleted = { deleteMedia: flag(index[2]) };
                view.starred = [];
                break;
            case 'star': {
                const message = { id: index[2] ?? '', fromMe: flag(index[3]), participant: participantOf(index[4]) };
                view.starred = view.starred.filter((s) => !sameMessage(s, message));
                if (value.starAction?.starred)
                    view.starred.push(message);
                break;
            }
            case 'deleteMessageForMe': {
                const message = { id: index[2] ?? '', fromMe: flag(index[3]) };
                view.starred = view.starred.filter((s) => !sameMessage(s, message));
                view.deletedForMe.push(message);
                break;
            }
            default:
                return;
        }
        this.chats.set(chatJid, view);
        this.watch.changed(chatJid);
        this.events.emit('phone-chat', { phoneNumber: this.phoneNumber, chatJid });
    }
}
//# sourceMappingURL=chats.js.map