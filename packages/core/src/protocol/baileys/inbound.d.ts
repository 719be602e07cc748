import { proto, type WAMessage } from '@whiskeysockets/baileys';
import type { InboundMessage, InboundReaction } from '../ports/messages.js';
/** The message fields that carry an attachment, and the media type each is. */
export declare const mediaKinds: {
    readonly imageMessage: "image";
    readonly videoMessage: "video";
    readonly audioMessage: "audio";
    readonly documentMessage: "document";
    readonly stickerMessage: "sticker";
};
export type MediaKey = keyof typeof mediaKinds;
/**
 * A Baileys WAMessage -> the port's message, received or sent by the account (`fromMe`), or null for what is not
 * a user's message. `account` is the session's own JID (Baileys' `socket.user.id`), the sender of a `fromMe`
 * message. `status` is the message's WebMessageInfo.status: a history sync's record of it, `sent` for a live
 * message another of the account's devices sent (decode-wa-message.js stamps SERVER_ACK), null for one received.
 */
export declare function toInboundMessage(message: WAMessage, account: string | undefined): InboundMessage | null;
/**
 * Baileys' messages.reaction entry -> the port's reaction: `key` the reacted message (Baileys made it the account's
 * point of view), `reaction.key` the reaction's own message (who sent it), `text` the emoji ("" removed it).
 */
export declare function toInboundReaction(key: proto.IMessageKey, reaction: proto.IReaction, account: string | undefined, now: number): InboundReaction | null;
/**
 * The new text of an edit as Baileys reports it (messages.update with `message.editedMessage.message`, from
 * process-message's MESSAGE_EDIT): a text's words or a media message's caption; null for any other update.
 */
export declare function editedTextOf(message: proto.IMessage | null | undefined): string | null;
