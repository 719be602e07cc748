import { proto } from '@whiskeysockets/baileys';
import { type KeyPair } from './keys.js';
/** Transport keys after the handshake: each direction has its own counter and no AAD. */
export declare class NoiseTransport {
    private readonly encKey;
    private readonly decKey;
    private readCounter;
    private writeCounter;
    constructor(encKey: Buffer, decKey: Buffer);
    encrypt(plaintext: Uint8Array): Buffer;
    decrypt(ciphertext: Uint8Array): Buffer;
}
export interface HandshakeResult {
    transport: NoiseTransport;
    /** the client's long-term noise key (creds.noiseKey.public): identifies a linked device */
    clientStaticKey: Buffer;
    clientPayload: proto.ClientPayload;
}
/**
 * The responder side of Noise_XX_25519_AESGCM_SHA256 as WhatsApp runs it: the mirror image of
 * Baileys' noise-handler, with one counter shared by both directions until the transport split.
 */
export declare class NoiseResponder {
    private readonly serverStatic;
    private readonly certChain;
    private hash;
    private salt;
    private key;
    private counter;
    private readonly ephemeral;
    constructor(serverStatic: KeyPair, certChain: Uint8Array, prologue: Uint8Array);
    private authenticate;
    private mixIntoKey;
    private encrypt;
    private decrypt;
    /** consumes the ClientHello and returns the encoded ServerHello */
    serverHello(clientHelloFrame: Uint8Array): Uint8Array;
    /** consumes the ClientFinish: the client's static key and its ClientPayload */
    clientFinish(frame: Uint8Array): HandshakeResult;
}
