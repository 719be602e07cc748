import { Curve } from '@whiskeysockets/baileys'
import { verifySignature } from 'libsignal/src/curve.js'

let installed = false

/**
 * Replaces Baileys' `Curve.verify`, once per process: Baileys 7.0.0-rc14 treats "did not throw" as valid, but
 * libsignal's `verifySignature` answers false for a bad signature instead of throwing, so the login's certificate
 * chain check (noise handshake, against `trustedRootKey`) and the pairing's account signature check never fail.
 * This one returns libsignal's answer (which `curve-signatures.ts` makes fast and remembers when valid).
 *
 * Baileys reaches the check through its exported `Curve` object, which is why it is replaced there.
 */
export function installSignatureCheck(): void {
  if (installed) return
  installed = true
  Curve.verify = (publicKey, message, signature) => check(publicKey, message, signature)
}

function check(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  // libsignal wants the 33-byte form (type byte 5) as a Buffer, and throws on malformed input.
  const signalKey = publicKey.length === 33 ? Buffer.from(publicKey) : Buffer.concat([Buffer.from([5]), publicKey])
  try {
    return verifySignature(signalKey, Buffer.from(message), Buffer.from(signature))
  } catch {
    return false
  }
}
