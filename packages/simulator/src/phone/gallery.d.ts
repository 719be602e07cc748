import type { proto } from '@whiskeysockets/baileys';
import type { MediaKind } from '../media.js';
export interface KeptAttachment {
    kind: MediaKind;
    /** the decrypted file */
    bytes: Buffer;
    mediaKey: Uint8Array;
}
/**
 * The attachments the phone holds, by message id: what it sent, received and had in its history. A phone keeps
 * the files of its chats, which is why a device can ask it to upload one again once the link expired (media
 * retry: whatsmeow mediaretry.go SendMediaRetryReceipt "request to the phone to re-upload the media").
 */
export declare class PhoneGallery {
    private readonly kept;
    /** keeps the file of a message that carries an attachment (anything else is ignored) */
    keep(id: string, message: proto.IMessage, bytes: Buffer): void;
    find(id: string): KeptAttachment | undefined;
}
