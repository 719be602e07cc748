import { createHash } from 'node:crypto'
import { EventEmitter } from 'node:events'
import {
  addTransactionCapability,
  DEFAULT_CONNECTION_CONFIG,
  initAuthCreds,
  makeCacheableSignalKeyStore,
  type WASocket,
} from '@whiskeysockets/baileys'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { loadAuthState } from '../src/protocol/baileys/auth-state.js'
import { decryptionGate } from '../src/protocol/baileys/decryption-gate.js'
import { createStore } from '../src/store/store.js'

const logger = pino({ level: 'silent' })
const GROUP = '120363000000000001@g.us'
const ALICE = '15550001111@s.whatsapp.net'

/** Keys as a socket of the driver sees them: the engine's auth state, Baileys' cache and transactions on top. */
async function signalKeys(prefix: string) {
  const auth = await loadAuthState(createStore('memory://').collection('auth'), prefix, { commitDelayMs: 0 })
  // each deletion of kept plaintexts the store is asked for, as it is asked
  const deletions = new EventEmitter()
  const { set } = auth.state.keys
  auth.state.keys.set = async (data) => {
    await set(data)
    const kept = (data as Record<string, Record<string, unknown> | undefined>)['decrypted-plaintext'] ?? {}
    for (const [hash, value] of Object.entries(kept)) if (value === null) deletions.emit(hash)
  }
  const keys = addTransactionCapability(
    makeCacheableSignalKeyStore(auth.state.keys, logger as never),
    logger as never,
    {
      maxCommitRetries: 1,
      delayBetweenTriesMs: 0,
    },
  )
  return { creds: initAuthCreds(), keys, stored: auth.state.keys, deletions }
}

/** Just what the gate uses of a socket: whether it is open, the stanzas it reads, the messages it emits. */
function fakeSocket() {
  const ws = Object.assign(new EventEmitter(), { isOpen: true })
  const ev = new EventEmitter()
  return { ws, ev, socket: { ws, ev } as unknown as WASocket }
}

/** Alice sends to a group; the member decrypts through the gate (or through Baileys' repository alone). */
async function groupOfTwo(gated = true) {
  const sender = DEFAULT_CONNECTION_CONFIG.makeSignalRepository(await signalKeys('alice:'), logger as never)
  const memberKeys = await signalKeys('member:')
  const gate = decryptionGate()
  const member = gated
    ? gate.makeSignalRepository(memberKeys, logger as never)
    : DEFAULT_CONNECTION_CONFIG.makeSignalRepository(memberKeys, logger as never)
  const { ws, ev, socket } = fakeSocket()
  gate.attach(socket)
  const send = async (id: string, text: string) => {
    const { ciphertext, senderKeyDistributionMessage } = await sender.encryptGroupMessage({
      group: GROUP,
      meId: ALICE,
      data: Buffer.from(text),
    })
    await member.processSenderKeyDistributionMessage({
      item: { groupId: GROUP, axolotlSenderKeyDistributionMessage: senderKeyDistributionMessage },
      authorJid: ALICE,
    })
    // the stanza as the socket reads it, before anything decrypts it
    ws.emit('CB:message', { tag: 'message', attrs: { id }, content: [{ tag: 'enc', attrs: {}, content: ciphertext }] })
    return ciphertext
  }
  const decrypt = async (ciphertext: Uint8Array) =>
    Buffer.from(await member.decryptGroupMessage({ group: GROUP, authorJid: ALICE, msg: ciphertext })).toString()
  const emitted = (id: string) => ev.emit('messages.upsert', { messages: [{ key: { id } }], type: 'notify' })
  const hashOf = (ciphertext: Uint8Array) => createHash('sha256').update(ciphertext).digest('hex')
  /** resolves when the member's auth state is asked to delete what it keeps for the ciphertext */
  const deleted = (ciphertext: Uint8Array) =>
    new Promise<void>((resolve) => memberKeys.deletions.once(hashOf(ciphertext), () => resolve()))
  /** what the member's auth state holds for the ciphertext: queued for the store, or stored */
  const kept = async (ciphertext: Uint8Array) => {
    // the auth state answers any key type; the gate's is not one of Baileys'
    const get = memberKeys.stored.get as unknown as (type: string, ids: string[]) => Promise<Record<string, any>>
    const hash = hashOf(ciphertext)
    const entry = (await get('decrypted-plaintext', [hash]))[hash]
    return entry ? Buffer.from(entry.plaintext, 'base64').toString() : null
  }
  return { gate, ws, send, decrypt, emitted, kept, deleted }
}

describe('decryption gate: a message decrypted by a socket that could not receipt it', () => {
  test("Baileys alone cannot decrypt a message a second time: the server's copy after a lost receipt fails", async () => {
    const { send, decrypt } = await groupOfTwo(false)
    const ciphertext = await send('M1', 'hello')
    expect(await decrypt(ciphertext)).toBe('hello')
    await expect(decrypt(ciphertext)).rejects.toThrow(/old counter/)
  })

  test('decrypts the same message again from the plaintext kept with its keys, until the message is emitted', async () => {
    const { send, decrypt, emitted, kept, deleted } = await groupOfTwo()
    const first = await send('M1', 'hello')
    expect(await decrypt(first)).toBe('hello')
    // the receipt never left: the server sends the same stanza again
    expect(await decrypt(first)).toBe('hello')
    const second = await send('M2', 'again')
    expect(await decrypt(second)).toBe('again')
    expect(await kept(first)).toBe('hello')
    const gone = deleted(first)
    emitted('M1')
    await gone
    // emitted: WhatsApp has the receipt and sends it no more, so nothing of it is kept
    expect(await kept(first)).toBeNull()
    expect(await kept(second)).toBe('again')
    await expect(decrypt(first)).rejects.toThrow(/old counter/)
    expect(await decrypt(second)).toBe('again')
  })

  test('a closed socket decrypts nothing and spends no key: the next socket decrypts the server copy', async () => {
    const { ws, send, decrypt, gate } = await groupOfTwo()
    const ciphertext = await send('M1', 'after the close')
    ws.isOpen = false
    await expect(decrypt(ciphertext)).rejects.toThrow(/connection closed before this message was decrypted/)
    await gate.drained()
    ws.isOpen = true
    expect(await decrypt(ciphertext)).toBe('after the close')
  })

  test('drained resolves once the running decryptions have queued their keys and plaintexts', async () => {
    const { send, decrypt, gate, kept } = await groupOfTwo()
    const ciphertext = await send('M1', 'queued')
    const running = decrypt(ciphertext)
    await gate.drained()
    expect(await kept(ciphertext)).toBe('queued')
    await running
  })
})
