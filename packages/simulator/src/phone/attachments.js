import { createHash } from 'node:crypto';
import { normalizeMessageContent } from '@whiskeysockets/baileys';
import { decryptMedia, encryptMedia } from '../media.js';
const MEDIA_FIELDS = [
    ['imageMessage', 'image'],
    ['videoMessage', 'video'],
    ['audioMessage', 'audio'],
    ['documentMessage', 'document'],
    ['stickerMessage', 'sticker'],
];
/** the attachment of a message, looking through the wrappers Baileys uses (ephemeral, view once, document with caption) */
export function attachmentOf(message) {
    const content = normalizeMessageContent(message);
    if (!content)
        return undefined;
    for (const [field, kind] of MEDIA_FIELDS) {
        const media = content[field];
        if (media)
            return { kind, media: media };
    }
    return undefined;
}
/**
 * Downloads the blob the message points at (its directPath, or its url), checks it and decrypts it.
 * `plaintext`: a channel's attachment, which is not end-to-end encrypted: the blob is the file, and its
 * fileSha256 is the only check there is.
 */
export async function openAttachment(client, kind, media, plaintext = false) {
    if (plaintext ? !media.fileSha256?.length : !media.mediaKey?.length)
        throw new Error(plaintext ? 'the attachment has no fileSha256' : 'the attachment has no media key');
    const where = media.directPath || media.url;
    if (!where)
        throw new Error('no blob on the media host for an attachment without directPath or url');
    const blob = await client.download(where);
    if (!plaintext &&
        media.fileEncSha256?.length &&
        !createHash('sha256').update(blob).digest().equals(Buffer.from(media.fileEncSha256))) {
        throw new Error('the blob does not match the fileEncSha256 of the message');
    }
    const bytes = plaintext ? blob : await decryptMedia(blob, media.mediaKey, kind);
    const sha256 = createHash('sha256').update(bytes).digest();
    if (media.fileSha256?.length && !sha256.equals(Buffer.from(media.fileSha256)))
        throw new Error('the bytes do not match the fileSha256 of the message');
    return {
        type: kind,
        sha256: sha256.toString('hex'),
        sizeBytes: bytes.length,
        mimetype: media.mimetype ?? null,
        caption: media.caption ?? null,
        fileName: media.fileName ?? null,
        ptt: kind === 'audio' && media.ptt === true,
        bytes,
    };
}
/** Encrypts the bytes, uploads the blob to the media host and builds the message pointing at it. */
export async function uploadAttachment(client, media, now) {
    const bytes = Buffer.from(media.bytes);
    const { mediaKey, encrypted, fileSha256, fileEncSha256 } = await encryptMedia(bytes, media.type);
    // stickers are uploaded to the image path, as Baileys does (MEDIA_PATH_MAP)
    const blob = await client.upload(media.type === 'sticker' ? 'image' : media.type, encrypted, fileEncSha256);
    const common = {
        url: blob.url,
        directPath: blob.directPath,
        mediaKey,
        fileSha256,
        fileEncSha256,
        fileLength: bytes.length,
        mimetype: media.mimetype,
        mediaKeyTimestamp: Math.floor(now / 1000),
    };
    const caption = media.caption ? { caption: media.caption } : {};
    let message;
    switch (media.type) {
        case 'image':
            message = { imageMessage: { ...common, ...caption } };
            break;
        case 'video':
            message = { videoMessage: { ...common, ...caption } };
            break;
        case 'audio':
            message = { audioMessage: { ...common, ptt: media.ptt === true } };
            break;
        case 'document': {
            const document = { ...common, fileName: media.fileName ?? 'file', ...caption };
            // a captioned document travels wrapped, as WhatsApp clients send it
            message = media.caption
                ? { documentWithCaptionMessage: { message: { documentMessage: document } } }
                : { documentMessage: document };
            break;
        }
        case 'sticker':
            message = { stickerMessage: common };
            break;
    }
    return { message, sha256: fileSha256.toString('hex'), directPath: blob.directPath };
}
//# sourceMappingURL=attachments.js.map