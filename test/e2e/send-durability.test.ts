import { fork } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Collection, createStore, type Store } from '@sessionkit/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectedState, pairedSession, startWorld, type World } from './harness.js'

const coreDist = fileURLToPath(new URL('../../packages/core/dist/index.js', import.meta.url))

/**
 * Signal keys are written behind Baileys' lock (auth-state.ts), so what makes a send's keys durable is the
 * engine waiting for their commit before it reports the send. The check a user relies on: an engine process
 * killed with SIGKILL right after its sends were acknowledged leaves a store from which a restarted engine
 * sends on where it stopped. With stale ratchet state the next message would reuse a message key and the
 * phone could not decrypt it. The sending engine is a separate process on the built package (npm test builds),
 * on a store whose key writes are slow, so an ack that did not wait for them would come first.
 */
describe('send durability: the Signal keys a send advanced (real Baileys, simulator)', () => {
  let world: World
  beforeAll(async () => {
    world = await startWorld()
  })
  afterAll(async () => {
    await world.close()
  })

  it('has the keys of every acknowledged send in the store when the process dies right after the ack', async () => {
    const first = await world.engine()
    const { sessionId } = await pairedSession(world, first, '15550210001')
    const friend = await world.sim.createPhone('15550210002')
    await first.engine.stop()
    const file = join(world.dir, first.file)
    const sessionsBefore = await sessionKeys(file, sessionId)

    const script = join(world.dir, 'sender.mjs')
    writeFileSync(
      script,
      `import { setTimeout as sleep } from 'node:timers/promises'
import { createStore, SessionEngine } from ${JSON.stringify(coreDist)}
const [file, url, rootKey, sessionId] = process.argv.slice(2)
// A slow disk: every key write of the auth collection takes 300 ms, far longer than the server's ack.
const sqlite = createStore('sqlite://' + file)
const slow = (collection) => new Proxy(collection, {
  get: (target, name) => name === 'apply' ? async (change) => { await sleep(300); return target.apply(change) } : typeof target[name] === 'function' ? target[name].bind(target) : target[name],
})
const store = { kind: sqlite.kind, collection: (name) => name === 'auth' ? slow(sqlite.collection(name)) : sqlite.collection(name), close: () => sqlite.close() }
const engine = new SessionEngine({ store, apiKeys: ['k'], protocol: { waWebSocketUrl: url, trustedRootKey: Buffer.from(rootKey, 'hex') } })
const connected = new Promise((resolve) => engine.on('connection.state', (e) => e.data.state === 'connected' && resolve()))
await engine.start()
await connected
const sent = await Promise.all(Array.from({ length: 20 }, (_, i) => engine.messages.send(sessionId, { to: '15550210002', content: { type: 'text', text: 'before the crash ' + i } })))
process.send(sent.map((record) => record.messageId))
setInterval(() => undefined, 1000)
`,
    )
    const child = fork(script, [file, world.sim.url, Buffer.from(world.sim.rootPublicKey).toString('hex'), sessionId], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const acked = await new Promise<string[]>((resolve, reject) => {
      child.once('message', (ids) => resolve(ids as string[]))
      child.once('exit', (code) =>
        reject(new Error(`the sending engine exited with ${code} before its sends were acknowledged`)),
      )
    })
    child.kill('SIGKILL')
    await exited
    expect(acked).toHaveLength(20)

    const sessionsAfter = await sessionKeys(file, sessionId)
    expect(sessionsAfter.filter((key) => !sessionsBefore.includes(key)).length).toBeGreaterThan(0)

    const restarted = await world.engine({}, first.file)
    await restarted.events.waitFor('connection.state', connectedState(sessionId))
    const after = await restarted.api('POST', `/sessions/${sessionId}/messages`, {
      to: '15550210002',
      content: { type: 'text', text: 'after the restart' },
    })
    expect(after.status).toBe(200)
    const received = await friend.waitForMessage((m) => m.id === after.body.data.messageId)
    expect(received.text).toBe('after the restart')
    for (const id of acked) await friend.waitForMessage((m) => m.id === id)
  })

  it('answers 500 and emits message.failed when the keys of a send cannot be stored, and stores them once the store recovers', async () => {
    const sqlite = createStore(`sqlite://${join(world.dir, 'failing-auth.sqlite')}`)
    let failing = false
    const auth = sqlite.collection('auth')
    const flakyAuth = new Proxy(auth, {
      get: (target, name: keyof Collection) =>
        name === 'apply'
          ? async (change: Parameters<NonNullable<Collection['apply']>>[0]) => {
              if (failing) throw new Error('SQLITE_FULL: database or disk is full')
              return target.apply!(change)
            }
          : typeof target[name] === 'function'
            ? (target[name] as (...args: unknown[]) => unknown).bind(target)
            : target[name],
    })
    const store: Store = {
      kind: sqlite.kind,
      collection: (name) => (name === 'auth' ? flakyAuth : sqlite.collection(name)),
      close: () => sqlite.close(),
    }
    const h = await world.engine({ store })
    const { sessionId } = await pairedSession(world, h, '15550210011')
    const friend = await world.sim.createPhone('15550210012')

    failing = true
    const since = h.events.mark()
    const refused = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: '15550210012',
      content: { type: 'text', text: 'keys cannot be saved' },
    })
    expect(refused.status).toBe(500)
    expect(refused.body).toMatchObject({ code: 'internal_error' })
    expect(refused.body.detail).toContain("the session's Signal keys could not be saved")
    expect(refused.body.detail).toContain('SQLITE_FULL')
    const failed = await h.events.waitFor('message.failed', (e) => e.sessionId === sessionId, { since })
    expect(failed.data.reason).toContain('Signal keys could not be saved')
    expect(h.events.of('message.sent', sessionId)).toHaveLength(0)
    // As the detail says, the message itself went out: only the engine's own record of it is missing.
    await friend.waitForMessage((m) => m.text === 'keys cannot be saved')

    failing = false
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: '15550210012',
      content: { type: 'text', text: 'the store is back' },
    })
    expect(sent.status).toBe(200)
    expect((await friend.waitForMessage((m) => m.id === sent.body.data.messageId)).text).toBe('the store is back')
    const keys: string[] = []
    for await (const [key] of auth.scan(`${sessionId}:session:`)) keys.push(key)
    expect(keys.length).toBeGreaterThan(0)
  })
})

/** The Signal session keys of a session in the SQLite file, read through a fresh store. */
async function sessionKeys(file: string, sessionId: string): Promise<string[]> {
  const store = createStore(`sqlite://${file}`)
  try {
    const keys: string[] = []
    for await (const [key] of store.collection('auth').scan(`${sessionId}:session:`)) keys.push(key)
    return keys
  } finally {
    await store.close()
  }
}
