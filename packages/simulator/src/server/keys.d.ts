export interface KeyPair {
    public: Uint8Array;
    private: Uint8Array;
}
/** Curve25519 key pair from a fixed seed, so every simulator in a process presents the same root. */
export declare function keyPairFromSeed(seed: string): KeyPair;
/**
 * WA_CERT_DETAILS is process-global in Baileys, so simulators default to one fixed root; a test
 * process sets `WA_CERT_DETAILS.PUBLIC_KEY = DEFAULT_ROOT_PUBLIC_KEY` once.
 */
export declare const DEFAULT_ROOT_KEY_PAIR: KeyPair;
export declare const DEFAULT_ROOT_PUBLIC_KEY: Uint8Array;
export declare function generateKeyPair(): KeyPair;
/** A CertChain the client accepts: intermediate signed by the root, leaf (our static key) signed by the intermediate. */
export declare function buildCertChain(root: KeyPair, serverStatic: KeyPair): Uint8Array;
