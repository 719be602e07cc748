import { type Readable } from 'node:stream';
import { EngineError } from '../errors.js';
import { type Resolver } from '../net/address-guard.js';
export interface FetchMediaOptions {
    allowPrivateNetwork: boolean;
    timeoutMs: number;
    maxBytes: number;
    /** Name resolution for the check and for every connection, replaceable in tests. */
    resolve?: Resolver;
}
export interface FetchedMedia {
    stream: Readable;
    mimetype: string | null;
    /**
     * Why the stream failed, once it did: past maxBytes (413) or the source broke off (502 media_fetch_failed).
     * The protocol only sees a broken stream, so the send uses this to say what really went wrong.
     */
    failure: () => EngineError | null;
}
/**
 * Fetches a `mediaUrl` for a send: only public http(s) addresses (unless the operator allows private ones),
 * each redirect checked again, a deadline for the whole transfer, and a byte cap enforced while streaming,
 * so a huge or slow file can neither fill memory nor hold a send forever. The URL is checked up front (for a
 * clear 422), and every connection goes through the guarded agents, so the address connected to is the
 * address checked at that moment: a name that answers a public address to the check and a private one to
 * the connection (DNS rebinding) is refused.
 */
export declare function fetchMedia(url: string, options: FetchMediaOptions): Promise<FetchedMedia>;
