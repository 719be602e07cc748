import { createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { get } from 'node:https';
import { Transform } from 'node:stream';
import { getMediaKeys, getUrlFromDirectPath } from '@whiskeysockets/baileys';
const macLength = 10;
/** Where WhatsApp keeps an attachment: its directPath on the host of its url (Baileys' rule), else its url. */
export function downloadUrlOf(media) {
    const host = media.url ? new URL(media.url).host : undefined;
    const url = media.directPath ? getUrlFromDirectPath(media.directPath, host) : media.url;
    if (!url)
        throw new Error('the attachment has neither a directPath nor a url');
    return new URL(url);
}
/**
 * Fetches and decrypts a WhatsApp attachment as a stream. The engine does this itself (rather than through
 * Baileys' fetch-based download) so the same https.Agent that carries the operator's TLS trust serves both
 * upload and download, and so the file's MAC is checked: a corrupted or forged blob fails instead of
 * returning garbage. The caller has checked `url` against the media hosts.
 */
export async function openMediaStream(url, mediaKey, mediaType, agent) {
    const { iv, cipherKey, macKey } = await getMediaKeys(mediaKey, mediaType);
    const response = await fetchBlob(url, agent);
    const decipher = createDecipheriv('aes-256-cbc', cipherKey, iv);
    const hmac = createHmac('sha256', macKey).update(iv);
    // The last 10 bytes are the MAC, so each chunk's tail is held back until the next one arrives.
    let held = Buffer.alloc(0);
    const decrypt = new Transform({
        transform(chunk, _encoding, done) {
            const data = Buffer.concat([held, chunk]);
            const body = data.subarray(0, Math.max(0, data.length - macLength));
            held = data.subarray(body.length);
            hmac.update(body);
            done(null, decipher.update(body));
        },
        flush(done) {
            const expected = hmac.digest().subarray(0, macLength);
            if (held.length !== macLength || !timingSafeEqual(held, expected))
                return done(new Error('the attachment failed its integrity check (MAC mismatch)'));
            try {
                done(null, decipher.final());
            }
            catch (error) {
                done(new Error('the attachment could not be decrypted', { cause: error }));
            }
        },
    });
    response.on('error', (error) => decrypt.destroy(new Error('the media host broke off the transfer', { cause: error })));
    return response.pipe(decrypt);
}
/**
 * Fetches an attachment WhatsApp keeps unencrypted (a channel post's: channel media is not end-to-end encrypted,
 * Baileys uploads it raw) as a stream, checked against the sha256 the post carries: bytes that do not hash to it
 * fail the stream at its end, as a MAC mismatch does for encrypted media.
 */
export async function openPlainMediaStream(url, sha256, agent) {
    const response = await fetchBlob(url, agent);
    const hash = createHash('sha256');
    const check = new Transform({
        transform(chunk, _encoding, done) {
            hash.update(chunk);
            done(null, chunk);
        },
        flush(done) {
            const digest = hash.digest();
            done(digest.length === sha256.length && timingSafeEqual(digest, sha256)
                ? null
                : new Error('the attachment failed its integrity check (sha256 mismatch)'));
        },
    });
    response.on('error', (error) => check.destroy(new Error('the media host broke off the transfer', { cause: error })));
    return response.pipe(check);
}
/**
 * The media host no longer serves the link: WhatsApp's links expire, and its CDN then answers 404 or 410 (the
 * statuses on which Baileys' Utils/messages.ts downloadMediaMessage asks for a re-upload, REUPLOAD_REQUIRED_STATUS;
 * whatsmeow download.go ErrMediaDownloadFailedWith404 / With410).
 */
export class MediaLinkGone extends Error {
    status;
    constructor(status) {
        super(`the media host no longer serves the link (HTTP ${status})`);
        this.status = status;
    }
}
/**
 * The GET of a blob on a media host. Failures are told in fixed words: the URL came from a client, and socket or
 * TLS error texts would tell it what listens where.
 */
async function fetchBlob(url, agent) {
    return new Promise((resolve, reject) => {
        const late = new Error('the media host did not answer in time');
        const answered = (response) => {
            const status = response.statusCode ?? 0;
            if (status !== 404 && status !== 410)
                return resolve(response);
            response.resume();
            reject(new MediaLinkGone(status));
        };
        const request = get(url, { agent, headers: { Origin: 'https://web.whatsapp.com' }, timeout: 30_000 }, answered);
        request.on('timeout', () => request.destroy(late));
        request.on('error', (error) => reject(error === late ? late : new Error('the media host could not be reached', { cause: error })));
    });
}
//# sourceMappingURL=media-download.js.map