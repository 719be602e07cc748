import { Curve } from '@whiskeysockets/baileys';
import { describe, expect, test } from 'vitest';
import { installSignatureCheck } from '../src/protocol/baileys/signature-check.js';
describe("Baileys' signature check as the engine installs it", () => {
    installSignatureCheck();
    const signer = Curve.generateKeyPair();
    const message = Buffer.from('certificate details');
    const signature = Curve.sign(signer.private, message);
    test('a valid signature verifies, the first time and every time after', () => {
        expect(Curve.verify(signer.public, message, signature)).toBe(true);
        expect(Curve.verify(signer.public, message, signature)).toBe(true);
    });
    test('forged signatures fail, also after the valid one was remembered: another message, signature or key', () => {
        expect(Curve.verify(signer.public, message, signature)).toBe(true);
        expect(Curve.verify(signer.public, Buffer.from('certificate detailz'), signature)).toBe(false);
        const tampered = Buffer.from(signature);
        tampered[5] ^= 1;
        expect(Curve.verify(signer.public, message, tampered)).toBe(false);
        expect(Curve.verify(Curve.generateKeyPair().public, message, signature)).toBe(false);
        expect(Curve.verify(signer.public, message, signature.subarray(0, 63))).toBe(false);
    });
    test('installing twice keeps one layer', () => {
        const verify = Curve.verify;
        installSignatureCheck();
        expect(Curve.verify).toBe(verify);
    });
});
//# sourceMappingURL=signature-check.test.js.map