import { type AuthenticationCreds, type BinaryNode, type KeyPair, proto } from '@whiskeysockets/baileys';
import { type EventHub } from '../events.js';
import type { Logger } from '../log.js';
import type { Linking } from '../server/linking.js';
import type { Sockets } from '../server/sockets.js';
import type { Account } from '../state/accounts.js';
import type { Clock } from '../state/clock.js';
import { PhoneCalls } from './calls.js';
import { PhoneChats } from './chats.js';
import type { PhoneIdentity } from './identity.js';
import { PhoneCommunities } from './communities.js';
import { PhoneGroups } from './groups.js';
import { type HistoryChatSeed } from './history.js';
import type { LinkedDevice, OutgoingContact, OutgoingLocation, OutgoingMedia, ReceivedMedia, ReceivedMessage, SentMessage, StanzaType, TextOptions } from './types.js';
/** What a phone may use of the server besides its line: linking, whether its devices are online, the media host's certificate. */
export interface PhoneServer {
    readonly linking: Linking;
    readonly sockets: Sockets;
    readonly media: {
        readonly ca: string;
    };
    readonly events: EventHub;
    readonly logger: Logger;
    readonly clock: Clock;
}
/** a companion's credentials as it has them after its first login (see createLinkedAuth) */
export interface LinkedAuth {
    creds: AuthenticationCreds;
    preKeys: Record<string, KeyPair>;
    appStateSyncKeys: Record<string, proto.Message.IAppStateSyncKeyData>;
}
/**
 * The account's primary device (device 0): a real Signal identity that links companions, and a client
 * of the server like any other: what it sends goes through the dispatch table, and it learns what
 * happens from the stanzas the server sends it.
 */
export declare class Phone {
    private readonly server;
    readonly account: Account;
    private readonly identity;
    private readonly line;
    private readonly messaging;
    private readonly mediaClient;
    private readonly linkingDeps;
    /** the groups this phone is in, as it knows them, and what it does with them */
    readonly groups: PhoneGroups;
    /** the communities this phone is in, as it knows them */
    readonly communities: PhoneCommunities;
    /** the phone's calls: it places, answers, refuses, ends and mutes them, and keeps their log */
    readonly calls: PhoneCalls;
    /** the phone's chats as app state describes them, and the changes it makes to them */
    readonly chats: PhoneChats;
    private readonly appState;
    private readonly gallery;
    private readonly history;
    private inbox;
    constructor(server: PhoneServer, account: Account, identity: PhoneIdentity, submit: (node: BinaryNode) => Promise<void>);
    get phoneNumber(): string;
    get jid(): string;
    get lid(): string;
    /** sets the account's profile picture (JPEG bytes), as the phone's app does: a `w:profile:picture` set to the server */
    setProfilePicture(jpeg: Buffer): Promise<void>;
    /**
     * saves `other` in the phone's address book under `name` (one of its contacts, for its privacy settings) and syncs
     * it to the linked devices as WhatsApp's apps do: a `contact` app-state mutation in `critical_unblock_low` keyed by
     * the PN jid, with the name and the LID (Baileys Utils/chat-utils.js `chatModificationToAppPatch` `contact`, read by
     * its sync-action-utils.js `processContactAction`)
     */
    saveContact(other: Phone, name?: string): Promise<void>;
    /** removes `other` from the phone's address book: the same mutation, a REMOVE without a value */
    removeContact(other: Phone): Promise<void>;
    /**
     * where the server serves `jid`'s profile picture to this phone (a `w:profile:picture` get, as Baileys'
     * `profilePictureUrl` asks); null when there is none (404) or its owner's privacy hides it from this phone (401)
     */
    fetchPictureUrl(jid: string): Promise<string | null>;
    /** the phone goes online or offline: `<presence type>` as WhatsApp's apps send it (Baileys `sendPresenceUpdate`) */
    setOnline(online: boolean): Promise<void>;
    /**
     * the phone types (`composing`), records a voice message (`recording`) or stops (`paused`) in its chat with `to`:
     * `<chatstate to><composing media?/></chatstate>` (Baileys `sendPresenceUpdate`, whatsmeow `SendChatPresence`)
     */
    setChatState(to: string, state: 'composing' | 'recording' | 'paused'): Promise<void>;
    /**
     * the about of `jid` as the server serves it to this phone: a usync `status` query, as WhatsApp's apps read a
     * contact's about (Baileys `fetchStatus`); null when the server gives none
     */
    fetchAbout(jid: string): Promise<string | null>;
    /** removes the account's profile picture */
    removeProfilePicture(): Promise<void>;
    get messages(): ReceivedMessage[];
    get sent(): SentMessage[];
    /** uploads `count` one-time prekeys, as a client does with `<iq xmlns='encrypt' type='set'>` */
    uploadPreKeys(count?: number): Promise<void>;
    linkedDevices(): LinkedDevice[];
    scanQr(qr: string): Promise<void>;
    /** `waitMs`: how long to wait for a companion's pairing-code request to arrive */
    enterPairingCode(code: string, waitMs?: number): Promise<void>;
    /**
     * Credentials of a companion that is already linked to this phone (and already synced), as if
     * it had been paired earlier: for benchmarks and tests that start from a logged-in session.
     */
    createLinkedCreds(): Promise<AuthenticationCreds>;
    /**
     * createLinkedCreds plus what a device holds after its first login: `preKeys` one-time prekeys
     * already on the server (Baileys then skips generating and uploading 812 prekeys on login), and
     * the app-state sync key the phone shared with it (creds' `myAppStateKeyId` names it), without
     * which Baileys refuses every chat modification. Put `preKeys` into the auth state's key store
     * under 'pre-key' and `appStateSyncKeys` under 'app-state-sync-key'.
     */
    createLinkedAuth(options?: {
        preKeys?: number;
    }): Promise<LinkedAuth>;
    /** Logs a companion out from the phone, as "Linked devices → Log out" does. */
    removeDevice(jidOrId: string | number): Promise<void>;
    /**
     * Sends a Signal-encrypted text to every device of the recipient, and a copy to this account's
     * companions; to a group jid (`<id>@g.us`), one sender-key message for every member device.
     */
    sendText(to: string, text: string, options?: TextOptions): Promise<{
        id: string;
    }>;
    /**
     * Reacts to a message the phone received or sent ("" removes its reaction): a reactionMessage naming the
     * message's key from the phone's point of view (whatsmeow send.go BuildReaction and BuildMessageKey: `fromMe`
     * for its own message, `participant` the sender of someone else's group message).
     */
    react(messageId: string, emoji: string): Promise<{
        id: string;
    }>;
    /**
     * Edits the text of a message the phone sent: a MESSAGE_EDIT protocolMessage naming it, the new content in
     * editedMessage (whatsmeow send.go BuildEdit; Baileys Utils/messages.ts `edit`).
     */
    edit(messageId: string, text: string): Promise<{
        id: string;
    }>;
    /**
     * Deletes a message the phone sent for everyone: a REVOKE protocolMessage naming it (whatsmeow send.go
     * BuildRevoke; Baileys Utils/messages.ts `delete`).
     */
    revoke(messageId: string): Promise<{
        id: string;
    }>;
    /**
     * A reply's and a mention's contextInfo as WhatsApp's apps fill it (Baileys Utils/messages.ts
     * generateWAMessageFromContent and generateWAMessageContent; WAProto ContextInfo): the quoted message's id
     * (`stanzaId`), its sender without device (`participant`), its content (`quotedMessage`), and `mentionedJid`.
     */
    private contextInfo;
    /** `stanzaType`: the `type` of the message stanza; WhatsApp marks attachments 'media' */
    sendMessage(to: string, message: proto.IMessage, stanzaType?: StanzaType): Promise<{
        id: string;
    }>;
    /**
     * Gives the phone a chat's past messages, as if they had been sent and received before any companion linked
     * (attachments are uploaded to the media host now). A companion linked later gets the chat's newest messages
     * in its initial history sync and the older ones when it asks (on-demand). Resolves with the ids, oldest first.
     */
    seedHistory(chat: HistoryChatSeed): Promise<string[]>;
    /** Sends a read receipt for a message the phone received. */
    markRead(id: string): Promise<void>;
    waitForMessage(predicate?: (m: ReceivedMessage) => boolean, timeoutMs?: number): Promise<ReceivedMessage>;
    /** the media messages this phone received, in order, decrypted */
    receivedMedia(): (ReceivedMedia & {
        messageId: string;
        from: string;
    })[];
    /**
     * Encrypts the bytes, uploads the blob to the media host and sends the media message pointing at
     * it, so the recipient downloads it from the host like any WhatsApp attachment.
     */
    sendMedia(to: string, media: OutgoingMedia): Promise<{
        id: string;
        sha256: string;
        directPath: string;
    }>;
    sendImage(to: string, bytes: Buffer | Uint8Array, options?: {
        mimetype?: string;
        caption?: string;
    }): Promise<{
        id: string;
        sha256: string;
        directPath: string;
    }>;
    sendLocation(to: string, location: OutgoingLocation): Promise<{
        id: string;
    }>;
    sendContact(to: string, contact: OutgoingContact): Promise<{
        id: string;
    }>;
    /** several cards in one contactsArrayMessage; `displayName` defaults to "<n> contacts" */
    sendContacts(to: string, contacts: OutgoingContact[], displayName?: string): Promise<{
        id: string;
    }>;
    /** Everything the server sends device 0 arrives here: replies to its iqs at once, the rest in order. */
    receive(node: BinaryNode): void;
    private handle;
    /**
     * A companion's peer request: HISTORY_SYNC_ON_DEMAND (Baileys Socket/messages-recv.ts fetchMessageHistory,
     * whatsmeow send.go BuildHistorySyncRequest) is answered with a history sync of type ON_DEMAND uploaded to the
     * media host and named by a HISTORY_SYNC_NOTIFICATION peer message to that device, which carries the request's
     * id as `peerDataRequestSessionId` (Baileys passes it on in messaging-history.set; whatsapp-rust
     * src/history_sync.rs reads it). whatsmeow: "The response will come as an *events.HistorySync with type
     * ON_DEMAND". Other peer requests are not served by this phone.
     */
    private receivePeer;
}
