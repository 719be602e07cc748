import type { PhoneLine } from './line.js';
/**
 * The phone's way to the media host, the one a client takes: media_conn for the host and its token, then
 * HTTPS uploads and downloads, trusting the host's certificate.
 */
export declare class MediaClient {
    private readonly line;
    private readonly ca;
    private connection?;
    constructor(line: PhoneLine, ca: () => string);
    private mediaConn;
    /** `POST /mms/<kind>/<enc sha256>`: the blob is stored as sent, under the direct path the answer names */
    upload(kind: string, encrypted: Buffer, encSha256: Buffer): Promise<{
        url: string;
        directPath: string;
    }>;
    /** `GET https://<host><direct path>`: the encrypted blob a message points at */
    download(directPathOrUrl: string): Promise<Buffer>;
}
