/**
 * Replaces Baileys' `Curve.verify`, once per process, for two reasons measured here (bench/RESULTS.md):
 *
 * - It accepts forged signatures. Baileys 7.0.0-rc14 treats "did not throw" as valid, but libsignal's
 *   `verifySignature` answers false for a bad signature instead of throwing, so the login's certificate chain
 *   check (noise handshake, against `trustedRootKey`) and the pairing's account signature check never fail.
 *   This one returns libsignal's answer.
 * - It is slow: each check is XEdDSA in pure JavaScript (~10 ms), every login checks the same server chain
 *   twice, and that was ~43 % of the engine's CPU in a restore of 1,000 sessions. A valid result is a pure
 *   function of the key, message and signature bytes, so it is remembered for those exact bytes; anything
 *   else, and every failure, is checked in full.
 *
 * Baileys reaches the check through its exported `Curve` object, which is why it is replaced there.
 */
export declare function installSignatureCheck(): void;
