import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { computeSignature, headerNames, parseSignatureHeader, sign, verify } from '@sessionkit/webhooks';
const body = '{"id":"evt_1","type":"message.received","createdAt":"2026-01-01T00:00:00.000Z","sessionId":"s1","data":{}}';
const t = 1767225600; // 2026-01-01T00:00:00Z
const atT = t * 1000;
// Vectors computed once with node:crypto from spec part 5 ("HMAC SHA-256 of <timestamp>.<raw_json_body>, hex").
const VECTOR_CURRENT = 'e7f19b957f72029c54a79388566ae0ac22e2065f448e53a5b829b112ec9b71da';
const VECTOR_OLD = '8d58337587a8b5b7ef0a54bb30b362b276f8509412b3a99a199f273650f3cee6';
const VECTOR_UTF8 = '29eb340fa79c8bc02c17a2f5a8129f45bc597db5b5adce114eda8f6bcbe44abb';
/** The receiver side written straight from the spec text, independent of the package. */
const specHmac = (secret, timestamp, raw) => createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
describe('sign', () => {
    test('matches the fixed vector and the spec recipe', () => {
        expect(specHmac('whsec_test', t, body)).toBe(VECTOR_CURRENT);
        expect(sign(body, 'whsec_test', { timestamp: t })).toBe(`t=${t},v1=${VECTOR_CURRENT}`);
    });
    test('signs the bytes as received, including non-ASCII text and Uint8Array bodies', () => {
        expect(computeSignature('héllo ✓', 'k', 1700000000)).toBe(VECTOR_UTF8);
        expect(computeSignature(new TextEncoder().encode('héllo ✓'), 'k', 1700000000)).toBe(VECTOR_UTF8);
    });
    test('one v1 per secret during a rotation, the current secret first', () => {
        expect(sign(body, ['whsec_test', 'whsec_old'], { timestamp: t })).toBe(`t=${t},v1=${VECTOR_CURRENT},v1=${VECTOR_OLD}`);
    });
    test('refuses a non-integer timestamp and an empty secret list', () => {
        expect(() => sign(body, 'k', { timestamp: 1.5 })).toThrow(TypeError);
        expect(() => sign(body, [], { timestamp: t })).toThrow(TypeError);
    });
});
describe('verify', () => {
    const header = `t=${t},v1=${VECTOR_CURRENT}`;
    test('accepts the fixed vector inside the tolerance', () => {
        expect(verify(body, header, 'whsec_test', { now: atT + 299_000 })).toEqual({ ok: true, timestamp: t });
        expect(verify(body, header, 'whsec_test', { now: atT - 299_000 }).ok).toBe(true);
    });
    test('refuses outside the tolerance (default 300 s, configurable)', () => {
        expect(verify(body, header, 'whsec_test', { now: atT + 301_000 })).toEqual({
            ok: false,
            reason: 'timestamp_outside_tolerance',
        });
        expect(verify(body, header, 'whsec_test', { now: atT - 301_000 }).ok).toBe(false);
        expect(verify(body, header, 'whsec_test', { now: atT + 301_000, toleranceSeconds: 600 }).ok).toBe(true);
    });
    test('refuses a body changed by one byte and a wrong secret', () => {
        const changed = body.replace('"s1"', '"s2"');
        expect(verify(changed, header, 'whsec_test', { now: atT })).toEqual({ ok: false, reason: 'signature_mismatch' });
        expect(verify(body, header, 'whsec_other', { now: atT })).toEqual({ ok: false, reason: 'signature_mismatch' });
    });
    test('accepts any of several v1 entries and any of several secrets (rotation on either side)', () => {
        const rotated = `t=${t},v1=${VECTOR_CURRENT},v1=${VECTOR_OLD}`;
        expect(verify(body, rotated, 'whsec_old', { now: atT }).ok).toBe(true);
        expect(verify(body, rotated, 'whsec_test', { now: atT }).ok).toBe(true);
        expect(verify(body, `t=${t},v1=${VECTOR_OLD}`, ['whsec_new', 'whsec_old'], { now: atT }).ok).toBe(true);
    });
    test('refuses malformed headers', () => {
        for (const bad of [
            undefined,
            null,
            '',
            `v1=${VECTOR_CURRENT}`,
            `t=${t}`,
            `t=abc,v1=${VECTOR_CURRENT}`,
            `t=${t},v1=zz`,
            `t=${t},v1=${VECTOR_CURRENT.slice(2)}`,
        ]) {
            expect(verify(body, bad, 'whsec_test', { now: atT })).toEqual({ ok: false, reason: 'malformed_header' });
        }
    });
    test('ignores unknown schemes and spaces around entries', () => {
        expect(parseSignatureHeader(` t=${t} , v0=abc, v1=${VECTOR_CURRENT.toUpperCase()}`)).toEqual({
            timestamp: t,
            signatures: [VECTOR_CURRENT],
        });
    });
});
test('header names follow the configurable prefix', () => {
    expect(headerNames()).toEqual({ signature: 'svc-signature', eventId: 'svc-event-id', eventType: 'svc-event-type' });
    expect(headerNames('Acme-')).toEqual({
        signature: 'acme-signature',
        eventId: 'acme-event-id',
        eventType: 'acme-event-type',
    });
});
//# sourceMappingURL=signature.test.js.map