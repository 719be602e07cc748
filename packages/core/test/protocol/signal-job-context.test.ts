import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'
import { ProtocolAddress, SessionBuilder, SessionCipher, type SessionRecord } from 'libsignal'
import { expect, test } from 'vitest'
import { installSignalJobContext } from '../../src/protocol/baileys/signal-job-context.js'

type KeyPair = { pubKey: Buffer; privKey: Buffer }
/** libsignal's key helpers, which its type declarations leave out. */
const keyhelper = createRequire(import.meta.url)('libsignal').keyhelper as {
  generateIdentityKeyPair(): KeyPair
  generateSignedPreKey(identity: KeyPair, keyId: number): { keyId: number; keyPair: KeyPair; signature: Buffer }
}

/**
 * Baileys keeps a send's or a decryption's key transaction in an AsyncLocalStorage; libsignal queues the work on
 * one address process-wide. Two callers, each in a context of its own (two transactions of one socket, or two
 * sockets), work on the same peer address while the first still runs: whatever runs for the second must see the
 * second's context, or its keys go to the first's transaction.
 */
test("a libsignal job queued behind another caller's job runs in its own caller's context", async () => {
  installSignalJobContext()
  const context = new AsyncLocalStorage<string>()
  const identity = keyhelper.generateIdentityKeyPair()
  const peer = keyhelper.generateIdentityKeyPair()
  const peerSignedPreKey = keyhelper.generateSignedPreKey(peer, 1)
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (release = resolve))
  let reading: () => void = () => undefined
  const firstReads = new Promise<void>((resolve) => (reading = resolve))
  let stored: SessionRecord | undefined
  /** Which context each storage call of the second caller saw. */
  const seenBySecond: (string | undefined)[] = []
  const storage = {
    loadSession: async () => {
      if (context.getStore() === 'first') {
        reading()
        await gate
      } else seenBySecond.push(context.getStore())
      return stored
    },
    storeSession: async (_id: string, record: SessionRecord) => {
      seenBySecond.push(context.getStore())
      stored = record
    },
    isTrustedIdentity: () => true,
    getOurIdentity: () => identity,
    getOurRegistrationId: () => 1,
    loadPreKey: async () => undefined,
    loadSignedPreKey: () => undefined,
    removePreKey: async () => undefined,
  }
  const address = new ProtocolAddress('15551000000', 3)
  // The first caller's encryption holds the address's queue (its session read waits on the gate).
  const first = context.run('first', () => new SessionCipher(storage as never, address).encrypt(Buffer.from('one')))
  first.catch(() => undefined)
  await firstReads
  const second = context.run('second', async () => {
    await new SessionBuilder(storage as never, address).initOutgoing({
      registrationId: 2,
      identityKey: peer.pubKey,
      signedPreKey: {
        keyId: peerSignedPreKey.keyId,
        publicKey: peerSignedPreKey.keyPair.pubKey,
        signature: peerSignedPreKey.signature,
      },
    } as never)
    return new SessionCipher(storage as never, address).encrypt(Buffer.from('two'))
  })
  release()
  await expect(first).rejects.toThrow('No sessions')
  expect((await second).type).toBe(3)
  // initOutgoing read and stored the new session, the encryption read and stored its ratchet step
  expect(seenBySecond).toEqual(['second', 'second', 'second', 'second'])
})
