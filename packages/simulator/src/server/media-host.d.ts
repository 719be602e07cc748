import type { Logger } from '../log.js';
/** how long Baileys may reuse a media_conn answer before asking again (WhatsApp answers a few minutes) */
export declare const MEDIA_CONN_TTL_SECONDS = 300;
/** what the host advertises and enforces for one upload */
export declare const MAX_UPLOAD_BYTES: number;
/** blobs kept in memory; past this the oldest go first, so a long-running sandbox does not grow without bound */
export declare const MAX_STORED_BYTES: number;
export interface StoredBlob {
    directPath: string;
    url: string;
    /** the upload path's kind: image, video, audio, document (stickers are uploaded as image) */
    kind: string;
    /** the bytes as uploaded: encrypted with their MAC, or a channel's plaintext */
    bytes: Buffer;
}
/**
 * The media host media_conn points clients at: HTTPS on loopback with a self-signed certificate
 * (clients trust `ca`, TLS checks stay on). It stores uploaded blobs as they arrive (encrypted,
 * with their MAC) and serves them back by direct path, the way WhatsApp's mmg hosts do.
 */
export declare class MediaHost {
    private readonly logger;
    /** the PEM certificate of the host: the CA a client must trust */
    ca: string;
    /** `127.0.0.1:<port>`: the hostname of media_conn's `<host>` and of the blobs' urls */
    hostname: string;
    /** the media_conn auth token uploads must carry */
    readonly auth: string;
    private readonly blobs;
    /** paths whose links have expired: WhatsApp's CDN stops serving a link after its `oe` time */
    private readonly expired;
    private storedBytes;
    private server;
    constructor(logger: Logger);
    listen(host: string): Promise<void>;
    /**
     * Stores a blob under a new direct path: an upload as it came (encrypted), or one the server itself
     * publishes (a channel's image, which WhatsApp keeps unencrypted, as Baileys uploads it for a newsletter).
     */
    publish(kind: string, bytes: Buffer): StoredBlob;
    /**
     * Makes links expire as WhatsApp's do after their `oe` time: the blob at `directPath` (its path; the query is
     * ignored), or every blob stored so far. Later uploads, a re-upload among them, get fresh links.
     */
    expire(directPath?: string): void;
    close(): Promise<void>;
}
