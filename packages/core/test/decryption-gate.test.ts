import { createHash } from 'node:crypto'
import { setImmediate as setImmediatePromise } from 'node:timers/promises'
import { EventEmitter } from 'node:events'
import {
  addTransactionCapability,
  type BinaryNode,
  DEFAULT_CONNECTION_CONFIG,
  initAuthCreds,
  isRealMessage,
  makeCacheableSignalKeyStore,
  proto,
  unpadRandomMax16,
  type WASocket,
} from '@whiskeysockets/baileys'
import pino from 'pino'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { loadAuthState } from '../src/protocol/baileys/auth-state.js'
import { decryptionGate, KEPT, KEPT_TTL_MS, UNEMITTED } from '../src/protocol/baileys/decryption-gate.js'
import { createStore } from '../src/store/store.js'
import type { RangeOptions } from '../src/store/collection.js'

const logger = pino({ level: 'silent' })
const GROUP = '120363000000000001@g.us'
const ALICE = '15550001111@s.whatsapp.net'

/** Keys as a socket of the driver sees them: the engine's auth state, Baileys' cache and transactions on top. */
async function signalKeys(prefix: string, slowStore?: Promise<void>) {
  const memory = createStore('memory://').collection('auth')
  // a store whose writes wait for the test to let them through
  const apply: typeof memory.apply = async (change) => {
    await slowStore
    return memory.apply!(change)
  }
  const collection = new Proxy(memory, {
    get: (target, name: keyof typeof memory) =>
      name === 'apply'
        ? apply
        : typeof target[name] === 'function'
          ? (target[name] as (...args: unknown[]) => unknown).bind(target)
          : target[name],
  })
  const auth = await loadAuthState(collection, prefix, {
    commitDelayMs: 0,
    ttlMsByType: { [KEPT]: KEPT_TTL_MS, [UNEMITTED]: KEPT_TTL_MS },
  })
  // each plaintext the gate asks the store to clear, as it asks
  const clearings = new EventEmitter()
  const { set } = auth.state.keys
  auth.state.keys.set = async (data) => {
    await set(data)
    const kept = (data as Record<string, Record<string, { plaintext: unknown }> | undefined>)[KEPT] ?? {}
    for (const [hash, value] of Object.entries(kept)) if (value?.plaintext === null) clearings.emit(hash)
  }
  const keys = addTransactionCapability(
    makeCacheableSignalKeyStore(auth.state.keys, logger as never),
    logger as never,
    {
      maxCommitRetries: 1,
      delayBetweenTriesMs: 0,
    },
  )
  return { creds: initAuthCreds(), keys, stored: auth.state.keys, clearings, collection, prefix, auth }
}

/** Just what the gate uses of a socket: whether it is open, the stanzas it reads, the messages it emits. */
function fakeSocket() {
  const ws = Object.assign(new EventEmitter(), { isOpen: true })
  const ev = new EventEmitter()
  return { ws, ev, socket: { ws, ev } as unknown as WASocket }
}

/** Alice sends to a group; the member decrypts through the gate (or through Baileys' repository alone). */
async function groupOfTwo(gated = true, slowStore?: Promise<void>) {
  const sender = DEFAULT_CONNECTION_CONFIG.makeSignalRepository(await signalKeys('alice:'), logger as never)
  const memberKeys = await signalKeys('member:', slowStore)
  // each range read of the store from the start of the key space, done: a sweep that went all the way round
  const ranges = new EventEmitter()
  const auth = Object.create(memberKeys.collection) as typeof memberKeys.collection
  auth.range = async <T>(prefix: string, options: RangeOptions) => {
    const page = await memberKeys.collection.range<T>(prefix, options)
    if (options.after === undefined) ranges.emit('from the start')
    return page
  }
  // the engine's events made of the emitted messages: stored at once unless a test holds them
  let eventsStored = () => Promise.resolve()
  const holdEvents = () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    eventsStored = () => held
    return release
  }
  /** A socket of the member's session, its gate on the same keys (a first one, or the next after a restart). */
  const nextSocket = () => {
    const gate = decryptionGate({
      auth,
      authPrefix: memberKeys.prefix,
      committed: memberKeys.auth.committed,
      eventsStored: () => eventsStored(),
    })
    const repository = gate.makeSignalRepository(memberKeys, logger as never)
    const { ws, ev, socket } = fakeSocket()
    gate.attach(socket)
    const decrypt = async (ciphertext: Uint8Array) =>
      Buffer.from(await repository.decryptGroupMessage({ group: GROUP, authorJid: ALICE, msg: ciphertext })).toString()
    /** the stanzas the gate hands Baileys when the server's offline marker comes */
    const replayed = async (count: number) => {
      const nodes: BinaryNode[] = []
      const all = new Promise<void>((resolve) =>
        ws.on('CB:message', (node: BinaryNode) => {
          nodes.push(node)
          if (nodes.length === count) resolve()
        }),
      )
      ws.emit('CB:ib,,offline', { tag: 'ib', attrs: {}, content: [{ tag: 'offline', attrs: { count: '0' } }] })
      await all
      // a page's stanzas are handed over in one go: any more would be here by now
      expect(nodes).toHaveLength(count)
      return nodes
    }
    return { gate, ws, ev, decrypt, replayed }
  }
  const first = nextSocket()
  const { gate, ws, ev } = first
  const member = gated
    ? gate.makeSignalRepository(memberKeys, logger as never)
    : DEFAULT_CONNECTION_CONFIG.makeSignalRepository(memberKeys, logger as never)
  const send = async (id: string, text: string, socketWs: EventEmitter = ws) => {
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
    socketWs.emit('CB:message', {
      tag: 'message',
      attrs: { id, from: GROUP, participant: ALICE },
      content: [{ tag: 'enc', attrs: { type: 'skmsg' }, content: ciphertext }],
    })
    return ciphertext
  }
  const decrypt = async (ciphertext: Uint8Array) =>
    Buffer.from(await member.decryptGroupMessage({ group: GROUP, authorJid: ALICE, msg: ciphertext })).toString()
  /** the message Baileys makes of what the decryption answers (decode-wa-message.ts), as its upsert carries it */
  const decoded = async (ciphertext: Uint8Array) => {
    const message: proto.IMessage = proto.Message.decode(
      unpadRandomMax16(await member.decryptGroupMessage({ group: GROUP, authorJid: ALICE, msg: ciphertext })),
    )
    return { key: { remoteJid: GROUP, id: 'M', participant: ALICE }, message } as Parameters<typeof isRealMessage>[0]
  }
  const emitted = (id: string) => ev.emit('messages.upsert', { messages: [{ key: { id } }], type: 'notify' })
  const hashOf = (ciphertext: Uint8Array) => createHash('sha256').update(ciphertext).digest('hex')
  /** resolves when the member's auth state is asked to clear the plaintext it keeps for the ciphertext */
  const cleared = (ciphertext: Uint8Array) =>
    new Promise<void>((resolve) => memberKeys.clearings.once(hashOf(ciphertext), () => resolve()))
  /** what the member's auth state holds for the ciphertext (queued for the store, or stored): its plaintext, or null */
  const kept = async (ciphertext: Uint8Array) => {
    // the auth state answers any key type; the gate's is not one of Baileys'
    const get = memberKeys.stored.get as unknown as (type: string, ids: string[]) => Promise<Record<string, any>>
    const hash = hashOf(ciphertext)
    const entry = (await get(KEPT, [hash]))[hash]
    if (!entry) return undefined
    return entry.plaintext === null ? null : Buffer.from(entry.plaintext, 'base64').toString()
  }
  /** what the store itself holds for the ciphertext, past the auth state */
  const stored = (ciphertext: Uint8Array) =>
    memberKeys.collection.get(`${memberKeys.prefix}${KEPT}:${hashOf(ciphertext)}`)
  /** the stanzas of messages not emitted yet, as the store holds them */
  const unemitted = async () =>
    (await memberKeys.collection.range(`${memberKeys.prefix}${UNEMITTED}:`, { limit: 100 })).length
  const sweptRound = () => new Promise<void>((resolve) => ranges.once('from the start', () => resolve()))
  return {
    gate,
    ws,
    send,
    decrypt,
    decoded,
    emitted,
    kept,
    cleared,
    stored,
    sweptRound,
    unemitted,
    holdEvents,
    nextSocket,
    committed: memberKeys.auth.committed,
  }
}

describe('decryption gate: a message decrypted by a socket that could not receipt it', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test("Baileys alone cannot decrypt a message a second time: the server's copy after a lost receipt fails", async () => {
    const { send, decrypt } = await groupOfTwo(false)
    const ciphertext = await send('M1', 'hello')
    expect(await decrypt(ciphertext)).toBe('hello')
    await expect(decrypt(ciphertext)).rejects.toThrow(/old counter/)
  })

  test('decrypts the same message again from the plaintext kept with its keys, until the message is emitted', async () => {
    const { send, decrypt, emitted, kept, cleared } = await groupOfTwo()
    const first = await send('M1', 'hello')
    expect(await decrypt(first)).toBe('hello')
    // the receipt never left: the server sends the same stanza again
    expect(await decrypt(first)).toBe('hello')
    const second = await send('M2', 'again')
    expect(await decrypt(second)).toBe('again')
    expect(await kept(first)).toBe('hello')
    const gone = cleared(first)
    emitted('M1')
    await gone
    // emitted: its plaintext is gone, its ciphertext known as handled
    expect(await kept(first)).toBeNull()
    expect(await kept(second)).toBe('again')
    expect(await decrypt(second)).toBe('again')
  })

  test('a copy of a message emitted already, its receipt lost, decrypts to an empty message Baileys receipts and nobody reports', async () => {
    const { send, decrypt, decoded, emitted, cleared } = await groupOfTwo()
    const ciphertext = await send('M1', 'once')
    expect(await decrypt(ciphertext)).toBe('once')
    const gone = cleared(ciphertext)
    emitted('M1')
    await gone
    const copy = await decoded(ciphertext)
    // no field at all: it encodes to nothing
    expect(proto.Message.encode(copy.message!).finish()).toHaveLength(0)
    // not a real message: Baileys updates no chat for it, and the engine turns only real messages into events
    expect(isRealMessage(copy)).toBe(false)
    // a ciphertext nobody decrypted before still fails as it did
    const other = await send('M2', 'unknown')
    const garbled = Uint8Array.from(other)
    garbled[garbled.length - 1]! ^= 1
    await expect(decrypt(garbled)).rejects.toThrow()
  })

  test('what is kept of a message expires 14 days after its last write', async () => {
    const { send, decrypt, stored, committed } = await groupOfTwo()
    const ciphertext = await send('M1', 'expiring')
    await decrypt(ciphertext)
    await committed()
    expect(await stored(ciphertext)).toEqual({ plaintext: expect.any(String) })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + KEPT_TTL_MS - 60_000)
    expect(await stored(ciphertext)).toEqual({ plaintext: expect.any(String) })
    vi.setSystemTime(Date.now() + 120_000)
    expect(await stored(ciphertext)).toBeUndefined()
  })

  test('each socket sweeps the expired entries from the store as it emits messages', async () => {
    const { send, decrypt, emitted, stored, sweptRound, committed } = await groupOfTwo()
    const old: Uint8Array[] = []
    for (let i = 0; i < 30; i++) {
      const ciphertext = await send(`OLD${i}`, `old ${i}`)
      await decrypt(ciphertext)
      old.push(ciphertext)
    }
    await committed()
    // 15 days on, the same socket emits 100 more messages: a sweep, from anywhere in the key space, reads 200
    // entries, on from the start at the end, which is all of them here
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(start + KEPT_TTL_MS + 86_400_000)
    const sweeps = sweptRound()
    for (let i = 0; i < 100; i++) {
      const ciphertext = await send(`NEW${i}`, `new ${i}`)
      await decrypt(ciphertext)
      emitted(`NEW${i}`)
    }
    await sweeps
    // back to the day they were written: an entry merely expired would read as live again, a swept one is gone
    vi.setSystemTime(start)
    const left = (await Promise.all(old.map(stored))).filter((entry) => entry !== undefined)
    expect(left).toHaveLength(0)
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

  test('the decryption returns, and so Baileys receipts the message, only once its plaintext and stanza are stored', async () => {
    let letThrough!: () => void
    const store = new Promise<void>((resolve) => (letThrough = resolve))
    const { send, decrypt, stored, unemitted } = await groupOfTwo(true, store)
    const ciphertext = await send('M1', 'stored first')
    let returned = false
    const decrypting = decrypt(ciphertext).then((text) => {
      returned = true
      return text
    })
    await setImmediatePromise()
    await setImmediatePromise()
    expect(returned).toBe(false)
    letThrough()
    expect(await decrypting).toBe('stored first')
    expect(await stored(ciphertext)).toEqual({ plaintext: expect.any(String) })
    expect(await unemitted()).toBe(1)
  })

  test('what is kept of an emitted message is cleared only once the engine has stored its events', async () => {
    const { gate, send, decrypt, emitted, kept, cleared, holdEvents, unemitted, committed } = await groupOfTwo()
    const release = holdEvents()
    const ciphertext = await send('M1', 'an event to store')
    await decrypt(ciphertext)
    const gone = cleared(ciphertext)
    let clearedYet = false
    void gone.then(() => (clearedYet = true))
    emitted('M1')
    await setImmediatePromise()
    expect(clearedYet).toBe(false)
    expect(await kept(ciphertext)).toBe('an event to store')
    release()
    await gone
    await gate.drained()
    await committed()
    expect(await kept(ciphertext)).toBeNull()
    expect(await unemitted()).toBe(0)
  })

  test("the next socket replays, at the server's offline marker, the stanzas decrypted and never emitted", async () => {
    const { gate, send, decrypt, emitted, committed, nextSocket, unemitted } = await groupOfTwo()
    // receipted and never emitted: the process died while Baileys held the events
    const lost = [await send('M1', 'held 1'), await send('M2', 'held 2')]
    for (const ciphertext of lost) await decrypt(ciphertext)
    const done = await send('M3', 'emitted')
    await decrypt(done)
    emitted('M3')
    await gate.drained()
    await committed()
    expect(await unemitted()).toBe(2)

    const next = nextSocket()
    // what the new socket decrypts itself before the marker is its own, not replayed
    const fresh = await send('M4', 'new on the next socket', next.ws)
    expect(await next.decrypt(fresh)).toBe('new on the next socket')
    expect(await unemitted()).toBe(3)
    const replays = await next.replayed(2)
    expect(replays.map((node) => node.attrs.id).sort()).toEqual(['M1', 'M2'])
    // through Baileys' queue of the login's offline stanzas, as the server's own backlog
    for (const node of replays) expect(node.attrs).toMatchObject({ from: GROUP, participant: ALICE, offline: '1' })
    // each decrypts again from its kept plaintext, its keys spent long ago
    const texts = []
    for (const node of replays) texts.push(await next.decrypt((node.content as BinaryNode[])[0]!.content as Uint8Array))
    expect(texts.sort()).toEqual(['held 1', 'held 2'])
    next.ev.emit('messages.upsert', { messages: [{ key: { id: 'M1' } }, { key: { id: 'M2' } }], type: 'append' })
    await next.gate.drained()
    await committed()
    expect(await unemitted()).toBe(1)
  })
})
