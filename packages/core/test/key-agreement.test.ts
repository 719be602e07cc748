import { Curve } from '@whiskeysockets/baileys'
import { calculateAgreement } from 'libsignal/src/curve.js'
import { describe, expect, test } from 'vitest'
import { installKeyAgreement } from '../src/protocol/baileys/key-agreement.js'

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

  test('installing twice keeps one layer', () => {
    const sharedKey = Curve.sharedKey
    installKeyAgreement()
    expect(Curve.sharedKey).toBe(sharedKey)
  })
})
