import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import {
  installCurveSignatures,
  signCurveSignature,
  verifyCurveSignature,
} from '../src/protocol/baileys/curve-signatures.js'

const require = createRequire(createRequire(import.meta.url).resolve('libsignal/src/curve.js'))
// libsignal's own curve: key pairs and signatures as a Signal sender makes them
const libsignal = require('libsignal/src/curve.js') as {
  generateKeyPair(): { pubKey: Buffer; privKey: Buffer }
  calculateSignature(privKey: Buffer, message: Buffer): Buffer
  verifySignature(pubKey: Buffer, message: Buffer, signature: Buffer): boolean
}
const curveJs = require('curve25519-js') as {
  sign(secretKey: Uint8Array, message: Uint8Array, random?: Uint8Array): Uint8Array
  verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean
}
// the pure-JS originals, before the install below replaces them on the module
const original = { sign: curveJs.sign.bind(curveJs), verify: curveJs.verify.bind(curveJs) }

describe("Signal signatures as the engine makes and checks them (curve25519-js' answers, faster)", () => {
  test('each signature is the one curve25519-js makes, byte for byte, and both checks accept it', () => {
    for (let i = 0; i < 40; i++) {
      const { pubKey, privKey } = libsignal.generateKeyPair()
      const message = randomBytes(i % 9 === 0 ? 0 : 1 + (i % 7) * 40)
      const signature = signCurveSignature(privKey, message)
      expect(Buffer.from(signature).toString('hex')).toBe(Buffer.from(original.sign(privKey, message)).toString('hex'))
      expect(original.verify(pubKey.subarray(1), message, signature)).toBe(true)
      expect(verifyCurveSignature(pubKey.subarray(1), message, signature)).toBe(true)
      // remembered as valid for these bytes only
      expect(verifyCurveSignature(pubKey.subarray(1), message, signature)).toBe(true)
      expect(verifyCurveSignature(pubKey.subarray(1), Buffer.concat([message, Buffer.from([0])]), signature)).toBe(
        false,
      )
    }
  })

  test('the check agrees with curve25519-js on tampered messages, signatures and keys', () => {
    for (let i = 0; i < 40; i++) {
      const { pubKey, privKey } = libsignal.generateKeyPair()
      const publicKey = pubKey.subarray(1)
      const message = randomBytes(1 + (i % 7) * 40)
      const signature = original.sign(privKey, message)
      const otherMessage = Buffer.from(message)
      otherMessage[0]! ^= 1
      expect(verifyCurveSignature(publicKey, otherMessage, signature)).toBe(false)
      const otherSignature = Buffer.from(signature)
      otherSignature[i % 64]! ^= 0x10
      expect(verifyCurveSignature(publicKey, message, otherSignature)).toBe(
        original.verify(publicKey, message, otherSignature),
      )
      expect(verifyCurveSignature(libsignal.generateKeyPair().pubKey.subarray(1), message, signature)).toBe(false)
      expect(verifyCurveSignature(publicKey, message, signature.subarray(0, 63))).toBe(false)
    }
  })

  test("installed, libsignal's own sign and verify give the same answers, and a call with randomness keeps the original", () => {
    installCurveSignatures()
    expect(curveJs.sign).not.toBe(original.sign)
    const { pubKey, privKey } = libsignal.generateKeyPair()
    const message = randomBytes(100)
    const signature = libsignal.calculateSignature(privKey, message)
    expect(signature.toString('hex')).toBe(Buffer.from(original.sign(privKey, message)).toString('hex'))
    expect(libsignal.verifySignature(pubKey, message, signature)).toBe(true)
    const tampered = Buffer.from(signature)
    tampered[3]! ^= 1
    expect(libsignal.verifySignature(pubKey, message, tampered)).toBe(false)
    const random = randomBytes(64)
    const randomized = curveJs.sign(privKey, message, random)
    expect(Buffer.from(randomized).toString('hex')).toBe(
      Buffer.from(original.sign(privKey, message, random)).toString('hex'),
    )
    const sign = curveJs.sign
    installCurveSignatures()
    expect(curveJs.sign).toBe(sign)
  })
})
