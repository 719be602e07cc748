import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { Curve, proto, WA_CERT_DETAILS } from '@whiskeysockets/baileys';
const PKCS8_X25519_PREFIX = Buffer.from('302e020100300506032b656e04220420', 'hex');
/** Curve25519 key pair from a fixed seed, so every simulator in a process presents the same root. */
export function keyPairFromSeed(seed) {
    const priv = createHash('sha256').update(seed).digest();
    // clamp like libsignal does, so XEdDSA signing and X25519 agree on the scalar
    priv[0] &= 248;
    priv[31] &= 127;
    priv[31] |= 64;
    const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_X25519_PREFIX, priv]), format: 'der', type: 'pkcs8' });
    const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
    return { private: priv, public: Buffer.from(spki.subarray(spki.length - 32)) };
}
/**
 * WA_CERT_DETAILS is process-global in Baileys, so simulators default to one fixed root; a test
 * process sets `WA_CERT_DETAILS.PUBLIC_KEY = DEFAULT_ROOT_PUBLIC_KEY` once.
 */
export const DEFAULT_ROOT_KEY_PAIR = keyPairFromSeed('sessionkit-simulator-root-key-v1');
export const DEFAULT_ROOT_PUBLIC_KEY = DEFAULT_ROOT_KEY_PAIR.public;
export function generateKeyPair() {
    const { public: pub, private: priv } = Curve.generateKeyPair();
    return { public: pub, private: priv };
}
/** A CertChain the client accepts: intermediate signed by the root, leaf (our static key) signed by the intermediate. */
export function buildCertChain(root, serverStatic) {
    const intermediate = generateKeyPair();
    const now = Math.floor(Date.now() / 1000);
    const intermediateDetails = proto.CertChain.NoiseCertificate.Details.encode({
        serial: 1,
        issuerSerial: WA_CERT_DETAILS.SERIAL,
        key: intermediate.public,
        notBefore: now - 3600,
        notAfter: now + 86_400 * 365,
    }).finish();
    const leafDetails = proto.CertChain.NoiseCertificate.Details.encode({
        serial: 2,
        issuerSerial: 1,
        key: serverStatic.public,
        notBefore: now - 3600,
        notAfter: now + 86_400 * 30,
    }).finish();
    return proto.CertChain.encode({
        intermediate: {
            details: intermediateDetails,
            signature: Curve.sign(Buffer.from(root.private), intermediateDetails),
        },
        leaf: { details: leafDetails, signature: Curve.sign(Buffer.from(intermediate.private), leafDetails) },
    }).finish();
}
//# sourceMappingURL=keys.js.map