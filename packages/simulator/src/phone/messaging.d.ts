import { proto, type BinaryNode } from '@whiskeysockets/baileys';
import type { EventHub } from '../events.js';
import type { Account } from '../state/accounts.js';
import type { Clock } from '../state/clock.js';
import type { PhoneGallery } from './gallery.js';
import type { GroupMembersLookup } from './group-members.js';
import type { PhoneIdentity } from './identity.js';
import type { PhoneLine } from './line.js';
import type { MediaClient } from './media-client.js';
import { PhoneSessions } from './sessions.js';
import type { ReceivedMessage, SentMessage, StanzaType } from './types.js';
export interface MessagingDeps {
    account: Account;
    identity: PhoneIdentity;
    line: PhoneLine;
    events: EventHub;
    media: MediaClient;
    clock: Clock;
    /** how the phone learns who is in a group it sends to */
    groupMembers: GroupMembersLookup;
    /** the app-state sync key share a linked companion gets, for its ADV key index */
    appStateKeyShare(keyIndex: number): proto.Message.IAppStateSyncKeyShare;
    /** where the files of received attachments are kept, for a later re-upload */
    gallery: PhoneGallery;
    /** a peer message (`category='peer'`) from one of the account's companions, decrypted */
    onPeerMessage(fromDevice: string, id: string, message: proto.IMessage): Promise<void>;
}
/**
 * The phone's messages: it learns devices by usync and key bundles by key fetches, encrypts with its
 * own Signal sessions, and sends and receives stanzas through the server like any client.
 */
export declare class PhoneMessaging {
    private readonly deps;
    readonly messages: ReceivedMessage[];
    readonly sent: SentMessage[];
    /** the phone's Signal sessions, shared with what else it encrypts (call keys) */
    readonly sessions: PhoneSessions;
    private readonly groups;
    constructor(deps: MessagingDeps);
    private get account();
    /**
     * To a group: one sender-key ciphertext for all members. Otherwise one `<message>` with an `<enc>`
     * per device: the recipient's devices and, as device-sent copies, this account's companions (the message
     * wrapped in a DeviceSentMessage naming the chat, as whatsmeow's send.go and Baileys' messages-send.js
     * relayMessage encrypt it for the sender's own devices; the server adds `recipient`, handlers/relay.ts).
     */
    send(to: string, message: proto.IMessage, stanzaType: StanzaType): Promise<{
        id: string;
    }>;
    /**
     * `<receipt to=<chat> type=read id t [participant=<author, no device>]>`, as whatsmeow's receipt.go MarkRead and
     * whatsapp-rust's src/receipt.rs build_read_receipt_node build it (several ids would go in a `<list>` of `<item>`).
     */
    markRead(id: string): Promise<void>;
    receiveMessage(node: BinaryNode): Promise<void>;
    /** the sender key holds for the phone's own account too, but only other accounts' messages are kept */
    private receiveGroupMessage;
    /** a channel's post arrives in plaintext (proto bytes, not padded); a client acks it and sends no receipt */
    private receiveChannelPost;
    /** keeps a decrypted message, with its text and its attachment opened as a client opens it (`plaintext`: a channel's) */
    private record;
    receiveReceipt(node: BinaryNode): Promise<void>;
    /**
     * A device could not decrypt what the phone sent (a retry receipt): start a new session, from
     * the keys in the receipt or a fresh bundle from the server, and send the message again to that
     * device. A group receipt names the group in `from` and the device in `participant`.
     */
    private resend;
    /**
     * What a real phone sends a companion right after linking: the app-state key share and the initial history
     * sync. The sync travels inline (`initialHistBootstrapInlinePayload`, zlib-deflated), as a companion that
     * announces `historySyncConfig.inlineInitialPayloadInE2EeMsg` (Baileys Utils/validate-connection.ts) gets it;
     * Baileys' Utils/history.ts downloadAndProcessHistorySyncNotification reads the inline payload first. Baileys
     * leaves its "awaiting initial sync" state as soon as the notification arrives, instead of waiting 20 s.
     */
    sendInitialSync(deviceId: number, keyIndex: number, history: proto.IHistorySync): Promise<void>;
    /**
     * A peer message to one companion of the account: `<message to=<own jid> category='peer'
     * push_priority='high_force'>` with that device's `<enc>`, as the phone sends history and app-state keys
     * (whatsmeow message.go handles peer messages from the primary; Baileys Socket/messages-send.ts
     * sendPeerDataOperationMessage builds the same attributes the other way).
     */
    sendPeer(deviceId: number, message: proto.IMessage): Promise<void>;
}
