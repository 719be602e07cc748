import { type LookupAddress, type LookupOptions } from 'node:dns';
import { type EngineErrorCode } from '../errors.js';
/** True for loopback, private, link-local and other non-public addresses (IPv4 or IPv6 literal). */
export declare function isPrivateAddress(address: string): boolean;
export type Resolver = (hostname: string) => Promise<string[]>;
export interface UrlCheckOptions {
    /** The operator's switch (`allowPrivateNetwork` / SESSIONKIT_ALLOW_PRIVATE_NETWORK): skips the address checks. */
    allowPrivateNetwork: boolean;
    /** Schemes accepted (default http and https). */
    protocols?: readonly string[];
    /** Name resolution, replaceable in tests. */
    resolve?: Resolver;
}
export type UrlCheck = {
    ok: true;
    url: URL;
} | {
    ok: false;
    reason: string;
};
/**
 * Validates a client-supplied URL: parseable, an allowed scheme, no credentials, and (unless private networks
 * are allowed) a host that is not and does not resolve to a non-public address.
 */
export declare function checkOutboundUrl(input: string, options: UrlCheckOptions): Promise<UrlCheck>;
type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
/** The error a guarded connection fails with; `EPRIVATEADDRESS` lets callers tell it from network failures. */
export declare function privateAddressError(message: string): NodeJS.ErrnoException;
/**
 * A `lookup` for node:http/https/net that fails the connection when the name resolves to a non-public
 * address: the connect-time half of the guard. Node connects to the addresses this lookup hands back, so the
 * address checked is the address used, whatever the name resolves to a moment later (DNS rebinding).
 */
export declare function guardedLookup(allowPrivateNetwork: boolean, resolve?: Resolver): (hostname: string, options: LookupOptions, callback: LookupCallback) => void;
export interface AssertUrlOptions extends UrlCheckOptions {
    /** The field name for the 422 (`mediaUrl`, `url`). */
    what: string;
    /** Error code thrown (default `media_url_forbidden`; webhooks use `webhook_url_forbidden`). */
    code?: EngineErrorCode;
}
/** checkOutboundUrl that throws a 422-mapped EngineError naming the field, for request paths. */
export declare function assertAllowedUrl(input: string | URL, options: AssertUrlOptions): Promise<URL>;
export {};
