import { type Agent } from 'node:https';
import { type Readable } from 'node:stream';
import { type MediaType } from '@whiskeysockets/baileys';
/** Where WhatsApp keeps an attachment: its directPath on the host of its url (Baileys' rule), else its url. */
export declare function downloadUrlOf(media: {
    directPath?: string | null;
    url?: string | null;
}): URL;
/**
 * Fetches and decrypts a WhatsApp attachment as a stream. The engine does this itself (rather than through
 * Baileys' fetch-based download) so the same https.Agent that carries the operator's TLS trust serves both
 * upload and download, and so the file's MAC is checked: a corrupted or forged blob fails instead of
 * returning garbage. The caller has checked `url` against the media hosts.
 */
export declare function openMediaStream(url: URL, mediaKey: Uint8Array | string, mediaType: MediaType, agent: Agent | undefined): Promise<Readable>;
/**
 * Fetches an attachment WhatsApp keeps unencrypted (a channel post's: channel media is not end-to-end encrypted,
 * Baileys uploads it raw) as a stream, checked against the sha256 the post carries: bytes that do not hash to it
 * fail the stream at its end, as a MAC mismatch does for encrypted media.
 */
export declare function openPlainMediaStream(url: URL, sha256: Uint8Array, agent: Agent | undefined): Promise<Readable>;
/**
 * The media host no longer serves the link: WhatsApp's links expire, and its CDN then answers 404 or 410 (the
 * statuses on which Baileys' Utils/messages.ts downloadMediaMessage asks for a re-upload, REUPLOAD_REQUIRED_STATUS;
 * whatsmeow download.go ErrMediaDownloadFailedWith404 / With410).
 */
export declare class MediaLinkGone extends Error {
    readonly status: number;
    constructor(status: number);
}
