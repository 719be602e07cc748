import { type BinaryNode } from '@whiskeysockets/baileys';
import type { PhoneGallery } from './gallery.js';
import type { PhoneLine } from './line.js';
import type { MediaClient } from './media-client.js';
/**
 * The phone's side of a media retry. A device whose download failed (the link expired) sends
 * `<receipt type='server-error' to=<own jid> id><encrypt><enc_p/><enc_iv/></encrypt><rmr jid from_me participant/></receipt>`
 * (Baileys Utils/messages-media.ts encryptMediaRetryRequest, whatsmeow mediaretry.go SendMediaRetryReceipt,
 * whatsapp-rust wacore/src/media_retry.rs build_media_retry_receipt); the server hands it to the phone. The
 * phone uploads the file again, encrypted under the message's own media key (so the message's hashes still
 * hold), and answers the device with `<notification type='mediaretry' id><encrypt><enc_p/><enc_iv/></encrypt><rmr/>`
 * carrying a MediaRetryNotification { stanzaId, directPath, result } sealed with the retry key, or with
 * `<error code='2'/>` when it no longer has the file (whatsapp-rust parse_media_retry_notification: 2 not found,
 * 3 decryption error; whatsmeow DecryptMediaRetryNotification: code 2 ErrMediaNotAvailableOnPhone). How a phone
 * hands its answer to the server is in no reference: this phone sends the notification addressed `to` the
 * device, and the server relays it.
 */
export declare function answerMediaRetry(deps: {
    line: PhoneLine;
    media: MediaClient;
    gallery: PhoneGallery;
}, receipt: BinaryNode): Promise<{
    messageId: string;
    deviceJid: string;
    directPath: string | null;
} | undefined>;
