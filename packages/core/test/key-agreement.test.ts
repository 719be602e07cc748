import { createRequire } from 'node:module'
import { Curve } from '@whiskeysockets/baileys'
import { calculateAgreement } from 'libsignal/src/curve.js'
import { describe, expect, test } from 'vitest'
import { installKeyAgreement } from '../src/protocol/baileys/key-agreement.js'

// the module libsignal's session builder and cipher call (`curve.calculateAgreement`); the named import above is
// the function it held before the install
const libsignalCurve = createRequire(import.meta.url)('libsignal/src/curve.js') as {
  calculateAgreement(pubKey: Buffer, privKey: Buffer): Buffer
}

describe("Baileys' key agreement as the engine installs it", () => {
  installKeyAgreement()

  test("both sides derive the secret libsignal's own agreement derives, with the key in either form", () => {
    for (let i = 0; i < 20; i++) {
      const ours = Curve.generateKeyPair()
      const theirs = Curve.generateKeyPair()
      const expected = Buffer.from(
        calculateAgreement(Buffer.concat([Buffer.from([5]), theirs.public]), Buffer.from(ours.private)),
      )
      expect(Curve.sharedKey(ours.private, theirs.public)).toEqual(expected)
      expect(Curve.sharedKey(theirs.private, ours.public)).toEqual(expected)
      expect(Curve.sharedKey(ours.private, Buffer.concat([Buffer.from([5]), theirs.public]))).toEqual(expected)
    }
  })

  test('malformed keys throw, as libsignal does', () => {
    const pair = Curve.generateKeyPair()
    expect(() => Curve.sharedKey(pair.private.subarray(0, 31), pair.public)).toThrow('private key length')
    expect(() => Curve.sharedKey(pair.private, pair.public.subarray(0, 31))).toThrow('Invalid public key')
    expect(() => Curve.sharedKey(pair.private, Buffer.concat([Buffer.from([7]), pair.public]))).toThrow(
      'Invalid public key',
    )
  })

  test("libsignal's session code gets the secret its own agreement derives, and its errors for keys that are not Buffers", () => {
    expect(libsignalCurve.calculateAgreement).not.toBe(calculateAgreement)
    for (let i = 0; i < 20; i++) {
      const ours = Curve.generateKeyPair()
      const theirs = Curve.generateKeyPair()
      const theirPublic = Buffer.concat([Buffer.from([5]), theirs.public])
      expect(libsignalCurve.calculateAgreement(theirPublic, Buffer.from(ours.private))).toEqual(
        Buffer.from(calculateAgreement(theirPublic, Buffer.from(ours.private))),
      )
    }
    const pair = Curve.generateKeyPair()
    const publicKey = Buffer.concat([Buffer.from([5]), pair.public])
    const privateKey = Buffer.from(pair.private)
    expect(() => libsignalCurve.calculateAgreement(new Uint8Array(publicKey) as Buffer, privateKey)).toThrow(
      'Invalid public key type',
    )
    expect(() => libsignalCurve.calculateAgreement(publicKey, new Uint8Array(pair.private) as Buffer)).toThrow(
      'Invalid private key type',
    )
    expect(() => libsignalCurve.calculateAgreement(publicKey.subarray(0, 20), privateKey)).toThrow('Invalid public key')
  })

  test('installing twice keeps one layer', () => {
    const sharedKey = Curve.sharedKey
    const agreement = libsignalCurve.calculateAgreement
    installKeyAgreement()
    expect(Curve.sharedKey).toBe(sharedKey)
    expect(libsignalCurve.calculateAgreement).toBe(agreement)
  })
})
