import { verifySignature as libsignalVerify } from 'libsignal/src/curve.js';
/**
 * An XEdDSA signature check that fails for a forged signature. Baileys' `Curve.verify` (7.0.0-rc14) takes
 * "did not throw" for valid, but libsignal answers a bad signature with false instead of throwing, so
 * through Baileys every well-formed signature would pass.
 */
export function verifySignature(publicKey, message, signature) {
    // libsignal wants the 33-byte form (type byte 5), and throws on malformed input
    const signalKey = publicKey.length === 33 ? Buffer.from(publicKey) : Buffer.concat([Buffer.from([5]), publicKey]);
    try {
        return libsignalVerify(signalKey, Buffer.from(message), Buffer.from(signature));
    }
    catch {
        return false;
    }
}
//# sourceMappingURL=signature.js.map