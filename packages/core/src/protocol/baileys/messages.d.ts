import type { Agent } from 'node:https';
import { proto } from '@whiskeysockets/baileys';
import { type CloseInfo } from '../port.js';
import type { DownloadedMedia, EditedContent, HistoryAnchor, MessageKey, MessagesPort, OutgoingContent, SendOptions, SentMessage } from '../ports/messages.js';
import type { LoadedAuthState } from './auth-state.js';
import type { FacetContext } from './facet.js';
/** The last `capacity` messages this connection sent, for resends after retry receipts. */
export declare class RecentSends {
    #private;
    constructor(capacity: number);
    get(id: string): proto.IMessage | undefined;
    set(id: string, message: proto.IMessage): void;
}
/** Where media downloads may go, and how. */
export interface MediaAccess {
    /** Carries the operator's extra TLS trust (mediaCa), when there is one. */
    agent: Agent | undefined;
    /** Media hosts allowed besides those of media_conn, lower case. */
    hosts: readonly string[];
}
export interface MessagingOptions {
    auth: Pick<LoadedAuthState, 'committed'>;
    media: MediaAccess;
    recent: RecentSends;
    /** The close that ended the connection, once it has. */
    closed: () => CloseInfo | null;
}
/**
 * Sends, media download and the inbound side of messaging (received messages, receipts) on Baileys. A send
 * answers once the server acknowledged it, which Baileys does not wait for: the acks are matched here by id.
 */
export declare class BaileysMessaging implements MessagesPort {
    #private;
    constructor(context: FacetContext, options: MessagingOptions);
    /** The connection closed: every send still waiting for its ack fails with the reason. */
    failPending(info: CloseInfo): void;
    sendMessage(jid: string, content: OutgoingContent, options: SendOptions): Promise<SentMessage>;
    /** Baileys' reaction (a reactionMessage naming the message's key; empty text removes it). */
    react(message: MessageKey, emoji: string, options: {
        ackTimeoutMs: number;
    }): Promise<SentMessage>;
    /**
     * A text's edit is Baileys' (`edit`: a MESSAGE_EDIT protocolMessage around the generated content). A caption's is
     * built here, as Baileys' edit would wrap the caption as a text: the protocolMessage's editedMessage holds the
     * media message type with only its caption (unverified against WhatsApp: docs/protocol-fidelity.md).
     */
    edit(message: MessageKey, content: EditedContent, options: {
        ackTimeoutMs: number;
    }): Promise<SentMessage>;
    /** A revoke is Baileys' `delete` (a REVOKE protocolMessage); a deletion for me its app-state `deleteForMe`. */
    delete(message: MessageKey, scope: {
        forEveryone: boolean;
        timestamp: number;
    }, options: {
        ackTimeoutMs: number;
    }): Promise<void>;
    /** Baileys' readMessages: one `<receipt type="read">` per chat and sender, naming the messages. */
    read(messages: MessageKey[]): Promise<void>;
    downloadMedia(message: unknown): Promise<DownloadedMedia>;
    fetchHistory(chatJid: string, request: {
        count: number;
        oldest: HistoryAnchor;
    }): Promise<{
        requestId: string;
    }>;
}
