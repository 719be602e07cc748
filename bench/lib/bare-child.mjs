// The reference for restore.mjs and memory.mjs: bare Baileys sockets (in-memory auth state, no engine) for
// the same sessions, in a process of its own. Credentials and keys are read from the engine's store (not
// timed), so both sides log in with identical devices. Modes mirror engine-child.mjs:
//   restore  open every session, 50 at a time (the engine's restoreConcurrency), report the time until all are open.
//   memory   open them in steps (BENCH_STEPS) and report RSS after a forced GC at each step.
//   send     open every session, then on each {run: {perSession, tag}} every socket sends `perSession` texts to its
//            own peer (BENCH_PEERS, in session id order), one at a time, each waiting for the server's ack as the
//            engine's send does; reports the elapsed time and this process's CPU. BENCH_SHARED_ALS=1 builds the
//            sockets with the engine's one shared AsyncLocalStorage (lib/baileys.mjs openSocket).
import { createStore } from '@sessionkit/core'
import { BufferJSON } from '@whiskeysockets/baileys'
import { memoryAuthState, openSocket } from './baileys.mjs'
import { sleep } from './common.mjs'

const mode = process.argv[2]
const sim = {
  url: process.env.BENCH_SIM_URL,
  rootPublicKey: new Uint8Array(Buffer.from(process.env.BENCH_SIM_ROOT, 'base64')),
}
const count = Number(process.env.BENCH_COUNT ?? Infinity)

// Everything a session's auth state holds, revived into Baileys' own types.
const store = createStore(process.env.BENCH_STORE)
const bySession = new Map()
for await (const [key, value] of store.collection('auth').scan()) {
  const [sessionId, ...rest] = key.split(':')
  if (!bySession.has(sessionId)) bySession.set(sessionId, { creds: null, keys: {} })
  const entry = bySession.get(sessionId)
  const revived = JSON.parse(JSON.stringify(value, BufferJSON.replacer), BufferJSON.reviver)
  if (rest[0] === 'creds') entry.creds = revived
  else (entry.keys[rest[0]] ??= {})[rest.slice(1).join(':')] = revived
}
await store.close()
const sessions = [...bySession.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .slice(0, count)
  .map(([, { creds, keys }]) => {
    const auth = memoryAuthState(creds)
    auth.keys.set(keys)
    return auth
  })

const sockets = []
let failed = 0
const deadline = Date.now() + Number(process.env.BENCH_TIMEOUT_MS ?? 240_000)
const openAll = async (auths) => {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(50, auths.length) }, async () => {
      // A socket that does not open is counted, not retried (the engine would retry; this is the bare floor).
      while (next < auths.length && Date.now() < deadline) {
        const auth = auths[next++]
        await openSocket(sim, auth).then(
          (sock) => sockets.push(sock),
          () => (failed += 1),
        )
      }
    }),
  )
}
const settleRss = () => {
  for (let i = 0; i < 3; i++) globalThis.gc?.()
  return process.memoryUsage()
}
const report = (data) => new Promise((resolve) => process.send(data, resolve))

if (mode === 'restore') {
  const started = performance.now()
  const cpu = process.cpuUsage()
  await openAll(sessions)
  const ms = performance.now() - started
  const used = process.cpuUsage(cpu)
  await report({
    connected: sockets.length,
    failed,
    timedOut: sockets.length < sessions.length,
    ms,
    cpuMs: (used.user + used.system) / 1000,
  })
} else if (mode === 'memory') {
  const steps = process.env.BENCH_STEPS.split(',').map(Number)
  await sleep(1000)
  const points = [{ sessions: 0, rss: settleRss().rss }]
  let done = 0
  for (const step of steps) {
    await openAll(sessions.slice(done, step))
    done = step
    await sleep(Number(process.env.BENCH_IDLE_MS ?? 3000))
    points.push({ sessions: step, rss: settleRss().rss })
  }
  await report({ points })
} else if (mode === 'send') {
  const peers = process.env.BENCH_PEERS.split(',')
  // in session id order, which the peers follow
  const sharedAsyncStorage = process.env.BENCH_SHARED_ALS === '1'
  const ordered = await Promise.all(sessions.map((auth) => openSocket(sim, auth, { sharedAsyncStorage })))
  sockets.push(...ordered)
  const senders = ordered.map((sock, i) => {
    const acks = new Map()
    sock.ws.on('CB:ack,class:message', (node) => {
      const done = acks.get(node.attrs.id)
      if (!done) return
      acks.delete(node.attrs.id)
      done(node.attrs.error)
    })
    return async (text) => {
      let settle
      const acked = new Promise((resolve) => (settle = resolve))
      const messageId = `BENCH${Math.random().toString(16).slice(2, 14).toUpperCase()}`
      acks.set(messageId, settle)
      await sock.sendMessage(peers[i], { text }, { messageId })
      const error = await acked
      if (error) throw new Error(`error ack ${error}`)
    }
  })
  await new Promise((resolve) => {
    process.on('message', async (msg) => {
      if (msg === 'close') return resolve()
      const { perSession, tag } = msg.run
      const started = performance.now()
      const cpu = process.cpuUsage()
      await Promise.all(
        senders.map(async (send, i) => {
          for (let n = 0; n < perSession; n++) await send(`${tag} ${i} ${n}`)
        }),
      )
      const used = process.cpuUsage(cpu)
      process.send({ ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 })
    })
    process.send({ ready: sockets.length })
  })
} else throw new Error(`unknown mode ${mode}`)
for (const sock of sockets) sock.end(undefined)
await sleep(500)
// Baileys leaves timers behind closed sockets; this process has reported, so it ends here.
process.exit(0)
