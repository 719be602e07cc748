import { fork } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectedState, pairedSession, startWorld, type World } from './harness.js'

const coreDist = fileURLToPath(new URL('../../packages/core/dist/index.js', import.meta.url))

const SELF = '15550220001'
const BOB = '15550220002'
const SELF_2 = '15550220003'
const CAROL = '15550220004'
const SELF_3 = '15550220005'
const DAVE = '15550220006'

/**
 * A stalled link delivers its backlog in one burst; Baileys decrypts each message, then receipts it, then emits it.
 * When the link drops inside that burst, a message can be decrypted (its Signal key spent and stored) without the
 * server ever getting the receipt: the server sends it again on the next connection, and the spent key cannot
 * decrypt it a second time. A user relies on every text a phone sent arriving once the session is back.
 */
describe('texts from a phone survive a link that drops while the engine works through them (real Baileys, simulator)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine()
    ;({ sessionId } = await pairedSession(world, h, SELF))
    await world.sim.createPhone(BOB)
  })
  afterAll(async () => {
    await world.close()
  })

  /** Resolves once the phone has seen each of `ids` delivered by the session's own device, not the account's phone. */
  const deliveredBySession = (self: string, ids: string[]) => {
    const delivered = new Set<string>()
    let allDelivered!: () => void
    const deliveredToPhone = new Promise<void>((resolve) => (allDelivered = resolve))
    const stopListening = world.sim.on('receipt-relayed', ({ id, type, fromJid }) => {
      if (type !== 'delivery' || !fromJid.startsWith(`${self}:`) || !ids.includes(id)) return
      delivered.add(id)
      if (delivered.size === ids.length) allDelivered()
    })
    return { deliveredToPhone, stopListening }
  }
  /**
   * An engine in its own process on the SQLite file `file`, which the test kills. It reports each message it emits,
   * and once its store holds `expected` stanzas of messages not emitted; with `holdStanzaWrite`, the first write of
   * the session's keys that carries such a stanza never ends (as a store that hangs), and it reports that write.
   */
  const receiver = (file: string, session: string, what: { expected?: number; holdStanzaWrite?: boolean }) => {
    const script = join(world.dir, 'receiver.mjs')
    writeFileSync(
      script,
      `import { createStore, SessionEngine } from ${JSON.stringify(coreDist)}
const [file, url, rootKey, sessionId, expected, hold] = process.argv.slice(2)
const store = createStore('sqlite://' + file)
const collection = store.collection.bind(store)
const stanzaKey = sessionId + ':unemitted-stanza:'
store.collection = (name) => {
  const target = collection(name)
  if (name !== 'auth' || hold !== 'hold') return target
  const apply = target.apply.bind(target)
  target.apply = async (change) => {
    if (!change.set.some(({ key }) => key.startsWith(stanzaKey))) return apply(change)
    process.send({ held: true })
    await new Promise(() => undefined)
  }
  return target
}
const engine = new SessionEngine({ store, apiKeys: ['k'], protocol: { waWebSocketUrl: url, trustedRootKey: Buffer.from(rootKey, 'hex') } })
engine.on('message.received', (e) => process.send({ received: e.data.messageId }))
await engine.start()
const auth = store.collection('auth')
const poll = setInterval(async () => {
  const stored = await auth.range(stanzaKey, { limit: 1000 })
  if (Number(expected) > 0 && stored.length >= Number(expected)) {
    clearInterval(poll)
    process.send({ stored: stored.length })
  }
}, 20)
setInterval(() => undefined, 1000)
`,
    )
    return fork(
      script,
      [
        file,
        world.sim.url,
        Buffer.from(world.sim.rootPublicKey).toString('hex'),
        session,
        String(what.expected ?? 0),
        what.holdStanzaWrite ? 'hold' : '',
      ],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    )
  }
  const received = (id: string, since: number) =>
    h.events.waitFor('message.received', (e) => e.sessionId === sessionId && e.data.messageId === id, { since })

  it('delivers every text sent during a stall when the stream ends behind the backlog', async () => {
    const bob = world.sim.phone(BOB)!
    const since = h.events.mark()
    // the Signal session both ways exists before the stall
    const hello = await bob.sendText(SELF, 'hello')
    await received(hello.id, since)
    const reply = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: BOB,
      content: { type: 'text', text: 'hi' },
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    await bob.waitForMessage((m) => m.id === reply.body.data.messageId)

    const release = world.sim.faults.stallConnections(SELF)
    const ids: string[] = []
    for (let i = 0; i < 30; i++) ids.push((await bob.sendText(SELF, `while stalled ${i}`)).id)
    // The phone is gone once it has sent them: it cannot answer a retry receipt, so only the server's copies count.
    const resume = bob.suspend()
    // The server ends the stream right behind the backlog: the engine reads the texts and the stream error in one
    // burst, and works through the texts after its socket has closed.
    const reconnected = h.events.waitFor('connection.state', connectedState(sessionId), { since: h.events.mark() })
    world.sim.faults.streamError(SELF)
    release()
    try {
      await reconnected
      const texts: string[] = []
      for (const id of ids) texts.push(((await received(id, since)).data as { text: string }).text)
      expect(texts).toEqual(ids.map((_, i) => `while stalled ${i}`))
      // once each: a message emitted before the close is not emitted again from the server's copy
      const emitted = h.events.of('message.received', sessionId).filter((e) => ids.includes(e.data.messageId))
      expect(emitted).toHaveLength(ids.length)
    } finally {
      resume()
    }
  })
  it('emits a text once, and tells the phone it was delivered, when the server never got its receipt', async () => {
    const bob = world.sim.phone(BOB)!
    const since = h.events.mark()
    await received((await bob.sendText(SELF, 'before')).id, since)
    // The session reads and emits the texts, but the server never reads their receipts, so it keeps them and sends
    // them again on the next connection, where the keys they were sealed with are spent.
    world.sim.faults.loseUplink(SELF)
    const ids: string[] = []
    for (let i = 0; i < 10; i++) ids.push((await bob.sendText(SELF, `uplink lost ${i}`)).id)
    for (const id of ids) await received(id, since)
    const { deliveredToPhone, stopListening } = deliveredBySession(SELF, ids)
    try {
      world.sim.faults.dropConnections(SELF)
      await deliveredToPhone
    } finally {
      stopListening()
    }
    // Messages are handled in order: once a text sent after them arrives, a repeat of theirs would have too.
    const after = await bob.sendText(SELF, 'after the drop')
    await received(after.id, since)
    const emitted = h.events.of('message.received', sessionId).filter((e) => ids.includes(e.data.messageId))
    expect(emitted.map((e) => e.data.messageId).sort()).toEqual([...ids].sort())
  })

  it('emits, after a kill -9 and a restart, the texts the dead process had receipted while Baileys held its events', async () => {
    const carol = await world.sim.createPhone(CAROL)
    const first = await world.engine()
    const { sessionId: carolsSession } = await pairedSession(world, first, SELF_2)
    const since = first.events.mark()
    const hello = await carol.sendText(SELF_2, 'hello')
    await first.events.waitFor('message.received', (e) => e.data.messageId === hello.id, { since })
    await first.engine.stop()

    // Sent while the session is offline: the server hands them to its next login, then the marker that ends the
    // backlog, which it holds back here. Baileys receipts each text it decrypts and holds the events until the marker.
    const ids: string[] = []
    for (let i = 0; i < 10; i++) ids.push((await carol.sendText(SELF_2, `backlog ${i}`)).id)
    const release = world.sim.faults.holdOfflineMarker(SELF_2)
    const { deliveredToPhone, stopListening } = deliveredBySession(SELF_2, ids)

    // The engine that dies runs in its own process, on the same SQLite file. It says when its store holds the stanza of
    // every text, so the kill falls after that and before the marker.
    const child = receiver(join(world.dir, first.file), carolsSession, { expected: ids.length })
    const emittedByTheDead: string[] = []
    let allStored!: () => void
    const storedThere = new Promise<void>((resolve) => (allStored = resolve))
    child.on('message', (message) => {
      const { received, stored } = message as { received?: string; stored?: number }
      if (received) emittedByTheDead.push(received)
      if (stored) allStored()
    })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      await Promise.all([deliveredToPhone, storedThere])
    } finally {
      stopListening()
      child.kill('SIGKILL')
      await exited
    }
    // it receipted them all and reported none: the marker never came
    expect(emittedByTheDead.filter((id) => ids.includes(id))).toEqual([])

    release()
    const restarted = await world.engine({}, first.file)
    await restarted.events.waitFor('connection.state', connectedState(carolsSession))
    const texts: string[] = []
    for (const id of ids)
      texts.push(
        ((await restarted.events.waitFor('message.received', (e) => e.data.messageId === id)).data as { text: string })
          .text,
      )
    expect(texts).toEqual(ids.map((_, i) => `backlog ${i}`))
    // Messages are handled in order: once a text sent after them arrives, a repeat of theirs would have too.
    const next = await carol.sendText(SELF_2, 'after the restart')
    await restarted.events.waitFor('message.received', (e) => e.data.messageId === next.id)
    const emitted = restarted.events.of('message.received', carolsSession).filter((e) => ids.includes(e.data.messageId))
    expect(emitted).toHaveLength(ids.length)
  })

  it('receipts a text only once its store holds it: killed while that write hangs, the restarted engine emits it once', async () => {
    const dave = await world.sim.createPhone(DAVE)
    const first = await world.engine()
    const { sessionId: session } = await pairedSession(world, first, SELF_3)
    const since = first.events.mark()
    const hello = await dave.sendText(SELF_3, 'hello')
    await first.events.waitFor('message.received', (e) => e.data.messageId === hello.id, { since })
    await first.engine.stop()

    // Sent while the session is offline; the engine that logs in next decrypts it, and the write of its plaintext,
    // stanza and spent keys never ends there.
    const text = await dave.sendText(SELF_3, 'inside the window')
    const receipts: string[] = []
    const stopListening = world.sim.on('receipt-relayed', ({ id, type, fromJid }) => {
      if (id === text.id && type === 'delivery' && fromJid.startsWith(`${SELF_3}:`)) receipts.push(id)
    })
    const child = receiver(join(world.dir, first.file), session, { holdStanzaWrite: true })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const emittedByTheDead: string[] = []
    const held = new Promise<void>((resolve) =>
      child.on('message', (message) => {
        const { received, held } = message as { received?: string; held?: boolean }
        if (received) emittedByTheDead.push(received)
        if (held) resolve()
      }),
    )
    try {
      await held
      // Without the wait the receipt leaves a few milliseconds after the decryption; give it ample time to show.
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    } finally {
      stopListening()
      child.kill('SIGKILL')
      await exited
    }
    expect(receipts).toEqual([])
    expect(emittedByTheDead).not.toContain(text.id)

    // WhatsApp never got a receipt, so it sends the text again, and the keys in the store decrypt it.
    const restarted = await world.engine({}, first.file)
    await restarted.events.waitFor('connection.state', connectedState(session))
    const got = await restarted.events.waitFor('message.received', (e) => e.data.messageId === text.id)
    expect((got.data as { text: string }).text).toBe('inside the window')
    const next = await dave.sendText(SELF_3, 'after the restart')
    await restarted.events.waitFor('message.received', (e) => e.data.messageId === next.id)
    expect(restarted.events.of('message.received', session).filter((e) => e.data.messageId === text.id)).toHaveLength(1)
  })
})
