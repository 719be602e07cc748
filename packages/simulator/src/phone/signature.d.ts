/**
 * An XEdDSA signature check that fails for a forged signature. Baileys' `Curve.verify` (7.0.0-rc14) takes
 * "did not throw" for valid, but libsignal answers a bad signature with false instead of throwing, so
 * through Baileys every well-formed signature would pass.
 */
export declare function verifySignature(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean;
