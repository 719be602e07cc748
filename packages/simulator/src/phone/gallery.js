import { attachmentOf } from './attachments.js';
/**
 * The attachments the phone holds, by message id: what it sent, received and had in its history. A phone keeps
 * the files of its chats, which is why a device can ask it to upload one again once the link expired (media
 * retry: whatsmeow mediaretry.go SendMediaRetryReceipt "request to the phone to re-upload the media").
 */
export class PhoneGallery {
    kept = new Map();
    /** keeps the file of a message that carries an attachment (anything else is ignored) */
    keep(id, message, bytes) {
        const attachment = attachmentOf(message);
        if (!attachment?.media.mediaKey?.length)
            return;
        this.kept.set(id, { kind: attachment.kind, bytes, mediaKey: attachment.media.mediaKey });
    }
    find(id) {
        return this.kept.get(id);
    }
}
//# sourceMappingURL=gallery.js.map