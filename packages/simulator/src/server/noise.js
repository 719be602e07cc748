import { createCipheriv, createDecipheriv, createHash, hkdfSync } from 'node:crypto';
import { Curve, NOISE_MODE, proto } from '@whiskeysockets/baileys';
import { generateKeyPair } from './keys.js';
const GCM_TAG = 16;
function iv(counter) {
    const out = Buffer.alloc(12);
    out.writeUInt32BE(counter, 8);
    return out;
}
function sealGcm(key, counter, aad, plaintext) {
    const cipher = createCipheriv('aes-256-gcm', key, iv(counter));
    cipher.setAAD(aad);
    return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}
function openGcm(key, counter, aad, ciphertext) {
    const decipher = createDecipheriv('aes-256-gcm', key, iv(counter));
    decipher.setAAD(aad);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - GCM_TAG));
    return Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - GCM_TAG)), decipher.final()]);
}
function hkdf64(ikm, salt) {
    const out = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.alloc(0), 64));
    return [out.subarray(0, 32), out.subarray(32)];
}
/** Transport keys after the handshake: each direction has its own counter and no AAD. */
export class NoiseTransport {
    encKey;
    decKey;
    readCounter = 0;
    writeCounter = 0;
    constructor(encKey, decKey) {
        this.encKey = encKey;
        this.decKey = decKey;
    }
    encrypt(plaintext) {
        return sealGcm(this.encKey, this.writeCounter++, Buffer.alloc(0), plaintext);
    }
    decrypt(ciphertext) {
        return openGcm(this.decKey, this.readCounter++, Buffer.alloc(0), ciphertext);
    }
}
/**
 * The responder side of Noise_XX_25519_AESGCM_SHA256 as WhatsApp runs it: the mirror image of
 * Baileys' noise-handler, with one counter shared by both directions until the transport split.
 */
export class NoiseResponder {
    serverStatic;
    certChain;
    hash;
    salt;
    key;
    counter = 0;
    ephemeral = generateKeyPair();
    constructor(serverStatic, certChain, prologue) {
        this.serverStatic = serverStatic;
        this.certChain = certChain;
        const mode = Buffer.from(NOISE_MODE);
        this.hash = mode.length === 32 ? mode : createHash('sha256').update(mode).digest();
        this.salt = this.hash;
        this.key = this.hash;
        this.authenticate(prologue);
    }
    authenticate(data) {
        this.hash = createHash('sha256').update(this.hash).update(data).digest();
    }
    mixIntoKey(ikm) {
        const [salt, key] = hkdf64(ikm, this.salt);
        this.salt = salt;
        this.key = key;
        this.counter = 0;
    }
    encrypt(plaintext) {
        const out = sealGcm(this.key, this.counter++, this.hash, plaintext);
        this.authenticate(out);
        return out;
    }
    decrypt(ciphertext) {
        const out = openGcm(this.key, this.counter++, this.hash, ciphertext);
        this.authenticate(ciphertext);
        return out;
    }
    /** consumes the ClientHello and returns the encoded ServerHello */
    serverHello(clientHelloFrame) {
        const { clientHello } = proto.HandshakeMessage.decode(clientHelloFrame);
        const clientEphemeral = clientHello?.ephemeral;
        if (clientEphemeral?.length !== 32)
            throw new Error('handshake: missing client ephemeral key');
        this.authenticate(clientEphemeral);
        this.authenticate(this.ephemeral.public);
        this.mixIntoKey(Curve.sharedKey(Buffer.from(this.ephemeral.private), clientEphemeral));
        const staticEnc = this.encrypt(this.serverStatic.public);
        this.mixIntoKey(Curve.sharedKey(Buffer.from(this.serverStatic.private), clientEphemeral));
        const payloadEnc = this.encrypt(this.certChain);
        return proto.HandshakeMessage.encode({
            serverHello: { ephemeral: this.ephemeral.public, static: staticEnc, payload: payloadEnc },
        }).finish();
    }
    /** consumes the ClientFinish: the client's static key and its ClientPayload */
    clientFinish(frame) {
        const { clientFinish } = proto.HandshakeMessage.decode(frame);
        if (!clientFinish?.static || !clientFinish.payload)
            throw new Error('handshake: missing client finish');
        const clientStaticKey = this.decrypt(clientFinish.static);
        this.mixIntoKey(Curve.sharedKey(Buffer.from(this.ephemeral.private), clientStaticKey));
        const clientPayload = proto.ClientPayload.decode(this.decrypt(clientFinish.payload));
        const [write, read] = hkdf64(Buffer.alloc(0), this.salt);
        // the client encrypts with `write`, so the server writes with `read`
        return { transport: new NoiseTransport(read, write), clientStaticKey, clientPayload };
    }
}
//# sourceMappingURL=noise.js.map