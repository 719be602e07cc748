import { createRequire } from 'node:module'
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifyXeddsa } from '../src/native-signatures.js'

const require = createRequire(createRequire(import.meta.url).resolve('libsignal/src/curve.js'))
// libsignal's own curve: key pairs and signatures as a Signal sender makes them, and the pure-JS check to agree with
const libsignal = require('libsignal/src/curve.js') as {
  generateKeyPair(): { pubKey: Buffer; privKey: Buffer }
  calculateSignature(privKey: Buffer, message: Buffer): Buffer
}
const curveJs = require('curve25519-js') as {
  verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean
}

describe('native XEdDSA verification', () => {
  it('agrees with curve25519-js on signatures libsignal makes, good and tampered', () => {
    for (let i = 0; i < 40; i++) {
      const { pubKey, privKey } = libsignal.generateKeyPair()
      const publicKey = pubKey.subarray(1)
      const message = randomBytes(1 + (i % 7) * 40)
      const signature = libsignal.calculateSignature(privKey, message)
      expect(verifyXeddsa(publicKey, message, signature)).toBe(true)
      expect(curveJs.verify(publicKey, message, signature)).toBe(true)
      const otherMessage = Buffer.from(message)
      otherMessage[0]! ^= 1
      expect(verifyXeddsa(publicKey, otherMessage, signature)).toBe(false)
      const otherSignature = Buffer.from(signature)
      otherSignature[i % 64]! ^= 0x10
      expect(verifyXeddsa(publicKey, message, otherSignature)).toBe(curveJs.verify(publicKey, message, otherSignature))
      const stranger = libsignal.generateKeyPair().pubKey.subarray(1)
      expect(verifyXeddsa(stranger, message, signature)).toBe(false)
    }
  })
})
