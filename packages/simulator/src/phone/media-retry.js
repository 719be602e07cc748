import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { getBinaryNodeChild, proto } from '@whiskeysockets/baileys';
import { encryptMedia } from '../media.js';
const GCM_TAG_LENGTH = 16;
/** HKDF-SHA256 of the media key, info "WhatsApp Media Retry Notification" (Baileys getMediaRetryKey, whatsmeow getMediaRetryKey) */
function retryKey(mediaKey) {
    return Buffer.from(hkdfSync('sha256', mediaKey, Buffer.alloc(0), 'WhatsApp Media Retry Notification', 32));
}
/** AES-256-GCM with the message id as additional data, the tag appended (Baileys aesEncryptGCM, whatsmeow gcmutil) */
function seal(key, iv, plaintext, id) {
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(id));
    return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}
function open(key, iv, sealed, id) {
    const data = Buffer.from(sealed);
    const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(id));
    decipher.setAuthTag(data.subarray(data.length - GCM_TAG_LENGTH));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - GCM_TAG_LENGTH)), decipher.final()]);
}
const bytesOf = (node) => (node?.content instanceof Uint8Array ? node.content : undefined);
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
export async function answerMediaRetry(deps, receipt) {
    const { id, from } = receipt.attrs;
    if (!id || !from)
        return undefined;
    const rmr = getBinaryNodeChild(receipt, 'rmr');
    const answer = (content) => deps.line.send({
        tag: 'notification',
        attrs: { to: from, type: 'mediaretry', id },
        content: [...content, ...(rmr ? [rmr] : [])],
    });
    const failed = async (code) => {
        await answer([{ tag: 'error', attrs: { code } }]);
        return { messageId: id, deviceJid: from, directPath: null };
    };
    const kept = deps.gallery.find(id);
    if (!kept)
        return failed('2');
    const key = retryKey(kept.mediaKey);
    const encrypt = getBinaryNodeChild(receipt, 'encrypt');
    const sealed = bytesOf(getBinaryNodeChild(encrypt, 'enc_p'));
    const iv = bytesOf(getBinaryNodeChild(encrypt, 'enc_iv'));
    try {
        if (!sealed || !iv)
            throw new Error('no encrypted request');
        if (proto.ServerErrorReceipt.decode(open(key, iv, sealed, id)).stanzaId !== id)
            throw new Error('another message');
    }
    catch {
        return failed('3');
    }
    const { encrypted, fileEncSha256 } = await encryptMedia(kept.bytes, kept.kind, Buffer.from(kept.mediaKey));
    // stickers are uploaded to the image path, as Baileys does (MEDIA_PATH_MAP)
    const { directPath } = await deps.media.upload(kept.kind === 'sticker' ? 'image' : kept.kind, encrypted, fileEncSha256);
    const notification = proto.MediaRetryNotification.encode({
        stanzaId: id,
        directPath,
        result: proto.MediaRetryNotification.ResultType.SUCCESS,
    }).finish();
    const nonce = randomBytes(12);
    await answer([
        {
            tag: 'encrypt',
            attrs: {},
            content: [
                { tag: 'enc_p', attrs: {}, content: seal(key, nonce, notification, id) },
                { tag: 'enc_iv', attrs: {}, content: nonce },
            ],
        },
    ]);
    return { messageId: id, deviceJid: from, directPath };
}
//# sourceMappingURL=media-retry.js.map