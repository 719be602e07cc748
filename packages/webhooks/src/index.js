/**
 * Signing and verification of sessionkit webhook deliveries (spec part 5): the header
 * `<prefix>signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 *
 * Zero dependencies beyond node:crypto, so a receiver can install this package alone. During a secret
 * rotation a delivery carries one `v1` per active secret; a receiver holding either secret accepts it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
/** Default header prefix: the spec's neutral `svc-` (`svc-signature`, `svc-event-id`, `svc-event-type`). */
export const DEFAULT_HEADER_PREFIX = 'svc-';
/** Default verification window: a signed timestamp older or newer than this is refused (replay defence). */
export const DEFAULT_TOLERANCE_SECONDS = 300;
/** The delivery header names for a prefix (lower case, as Fetch and node:http present them). */
export const headerNames = (prefix = DEFAULT_HEADER_PREFIX) => {
    const p = prefix.toLowerCase();
    return { signature: `${p}signature`, eventId: `${p}event-id`, eventType: `${p}event-type` };
};
const toBuffer = (body) => typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
/** Hex HMAC-SHA256 of `<timestamp>.<rawBody>`: the `v1` value. */
export function computeSignature(rawBody, secret, timestamp) {
    return createHmac('sha256', secret).update(`${timestamp}.`).update(toBuffer(rawBody)).digest('hex');
}
/**
 * The header value for a delivery: `t=<unix>,v1=<hex>`, with one `v1` per secret when several are given
 * (the current secret first, then secrets still inside their rotation grace period).
 */
export function sign(rawBody, secret, options = {}) {
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    if (!Number.isSafeInteger(timestamp) || timestamp < 0)
        throw new TypeError('timestamp must be a non-negative integer number of seconds');
    const secrets = typeof secret === 'string' ? [secret] : secret;
    if (secrets.length === 0)
        throw new TypeError('at least one secret is required');
    return [`t=${timestamp}`, ...secrets.map((s) => `v1=${computeSignature(rawBody, s, timestamp)}`)].join(',');
}
/** Splits a signature header; null when it has no integer `t` or no `v1`. Unknown schemes (`v0=`, …) are ignored. */
export function parseSignatureHeader(header) {
    let timestamp;
    const signatures = [];
    for (const part of header.split(',')) {
        const eq = part.indexOf('=');
        if (eq <= 0)
            continue;
        const key = part.slice(0, eq).trim();
        const value = part.slice(eq + 1).trim();
        if (key === 't' && /^\d{1,15}$/.test(value))
            timestamp = Number(value);
        else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value))
            signatures.push(value.toLowerCase());
    }
    if (timestamp === undefined || signatures.length === 0)
        return null;
    return { timestamp, signatures };
}
/**
 * Checks a delivery: the header must parse, its timestamp must lie within the tolerance, and one of its
 * `v1` values must equal the HMAC under one of the secrets. Every candidate pair is compared in constant
 * time (no early exit), so timing reveals neither which secret nor how many bytes matched.
 */
export function verify(rawBody, header, secret, options = {}) {
    const parsed = header ? parseSignatureHeader(header) : null;
    if (!parsed)
        return { ok: false, reason: 'malformed_header' };
    const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
    const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
    if (Math.abs(nowSeconds - parsed.timestamp) > tolerance)
        return { ok: false, reason: 'timestamp_outside_tolerance' };
    const secrets = typeof secret === 'string' ? [secret] : secret;
    let matched = false;
    for (const s of secrets) {
        const expected = Buffer.from(computeSignature(rawBody, s, parsed.timestamp), 'hex');
        for (const candidate of parsed.signatures) {
            // Both are 32 bytes (the header parser only keeps 64 hex digits), as timingSafeEqual requires.
            if (timingSafeEqual(expected, Buffer.from(candidate, 'hex')))
                matched = true;
        }
    }
    return matched ? { ok: true, timestamp: parsed.timestamp } : { ok: false, reason: 'signature_mismatch' };
}
/** verify() as a boolean, for receivers that only need yes or no. */
export const isValidSignature = (rawBody, header, secret, options = {}) => verify(rawBody, header, secret, options).ok;
//# sourceMappingURL=index.js.map