/** Default header prefix: the spec's neutral `svc-` (`svc-signature`, `svc-event-id`, `svc-event-type`). */
export declare const DEFAULT_HEADER_PREFIX = "svc-";
/** Default verification window: a signed timestamp older or newer than this is refused (replay defence). */
export declare const DEFAULT_TOLERANCE_SECONDS = 300;
export interface HeaderNames {
    signature: string;
    eventId: string;
    eventType: string;
}
/** The delivery header names for a prefix (lower case, as Fetch and node:http present them). */
export declare const headerNames: (prefix?: string) => HeaderNames;
export type RawBody = string | Uint8Array;
export interface SignOptions {
    /** Unix time in seconds (integer); defaults to now. */
    timestamp?: number;
}
/** Hex HMAC-SHA256 of `<timestamp>.<rawBody>`: the `v1` value. */
export declare function computeSignature(rawBody: RawBody, secret: string, timestamp: number): string;
/**
 * The header value for a delivery: `t=<unix>,v1=<hex>`, with one `v1` per secret when several are given
 * (the current secret first, then secrets still inside their rotation grace period).
 */
export declare function sign(rawBody: RawBody, secret: string | readonly string[], options?: SignOptions): string;
export interface ParsedSignature {
    timestamp: number;
    signatures: string[];
}
/** Splits a signature header; null when it has no integer `t` or no `v1`. Unknown schemes (`v0=`, …) are ignored. */
export declare function parseSignatureHeader(header: string): ParsedSignature | null;
export interface VerifyOptions {
    /** Maximum distance between the signed timestamp and now, in seconds (default 300). */
    toleranceSeconds?: number;
    /** Current time in milliseconds (default Date.now()); for tests and replayed archives. */
    now?: number;
}
export type VerifyFailure = 'malformed_header' | 'timestamp_outside_tolerance' | 'signature_mismatch';
export type VerifyResult = {
    ok: true;
    timestamp: number;
} | {
    ok: false;
    reason: VerifyFailure;
};
/**
 * Checks a delivery: the header must parse, its timestamp must lie within the tolerance, and one of its
 * `v1` values must equal the HMAC under one of the secrets. Every candidate pair is compared in constant
 * time (no early exit), so timing reveals neither which secret nor how many bytes matched.
 */
export declare function verify(rawBody: RawBody, header: string | null | undefined, secret: string | readonly string[], options?: VerifyOptions): VerifyResult;
/** verify() as a boolean, for receivers that only need yes or no. */
export declare const isValidSignature: (rawBody: RawBody, header: string | null | undefined, secret: string | readonly string[], options?: VerifyOptions) => boolean;
