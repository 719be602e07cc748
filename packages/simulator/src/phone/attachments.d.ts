import { type proto } from '@whiskeysockets/baileys';
import { type MediaKind } from '../media.js';
import type { MediaClient } from './media-client.js';
import type { OutgoingMedia, ReceivedMedia } from './types.js';
type MediaProto = proto.Message.IImageMessage & proto.Message.IAudioMessage & proto.Message.IDocumentMessage;
/** the attachment of a message, looking through the wrappers Baileys uses (ephemeral, view once, document with caption) */
export declare function attachmentOf(message: proto.IMessage): {
    kind: MediaKind;
    media: MediaProto;
} | undefined;
/**
 * Downloads the blob the message points at (its directPath, or its url), checks it and decrypts it.
 * `plaintext`: a channel's attachment, which is not end-to-end encrypted: the blob is the file, and its
 * fileSha256 is the only check there is.
 */
export declare function openAttachment(client: MediaClient, kind: MediaKind, media: MediaProto, plaintext?: boolean): Promise<ReceivedMedia>;
/** Encrypts the bytes, uploads the blob to the media host and builds the message pointing at it. */
export declare function uploadAttachment(client: MediaClient, media: OutgoingMedia, now: number): Promise<{
    message: proto.IMessage;
    sha256: string;
    directPath: string;
}>;
export {};
