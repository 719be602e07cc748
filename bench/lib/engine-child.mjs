// An engine in a process of its own (restore.mjs, memory.mjs): `node --expose-gc engine-child.mjs <mode>`
// with BENCH_STORE, BENCH_SIM_URL, BENCH_SIM_ROOT (base64) in the environment. The parent wrote the paired
// sessions into the store. Modes:
//   prepare  start (every session's first login, with the prekey upload a fresh device does), wait until all
//            are connected, stop: the sessions are now "paired and have logged in before".
//   restore  start as after a restart and report how long until every session is connected.
//   memory   start with every session held back (errorReason set by the parent), then connect them in steps
//            (BENCH_STEPS, e.g. "50,200,500") and report RSS after a forced GC at each step, and what one
//            `await` costs anywhere in the process at that step.
//   scale    restore as above, then serve HTTP (node adapter, API key BENCH_API_KEY) and idle: reports the
//            restore (time, CPU, event-loop delay), then after BENCH_IDLE_MS the idle event-loop delay with the
//            port, and the sessions that dropped since they connected (with why); the parent reads over HTTP, may
//            ask for CPU profiles of windows of this process (`profile-start`, then `profile-stop` writes
//            <BENCH_WINDOW_PROFILE_DIR>/<name>.cpuprofile), then sends `done`, answered with the reads' figures
//            and RSS after forced GCs (sessions-10k.mjs).
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { join } from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { createServer } from '@sessionkit/node'
import { pino } from 'pino'
import { countConnected, sleep, waitAllConnected } from './common.mjs'

const mode = process.argv[2]
// BENCH_CORE: another build of the core (a file URL), to compare two builds on the same sessions (restore-ab.mjs).
const { SessionEngine } = await import(process.env.BENCH_CORE ?? '@sessionkit/core')
// The parent going away (a crash, Ctrl-C) must never leave an engine behind, reconnecting to nothing.
process.on('disconnect', () => process.exit(0))
const t0 = performance.now()
const engine = new SessionEngine({
  store: process.env.BENCH_STORE,
  logger: pino({ level: 'silent' }),
  ...(process.env.BENCH_API_KEY ? { apiKeys: [process.env.BENCH_API_KEY] } : {}),
  protocol: {
    waWebSocketUrl: process.env.BENCH_SIM_URL,
    trustedRootKey: new Uint8Array(Buffer.from(process.env.BENCH_SIM_ROOT, 'base64')),
  },
})
const ids = engine.store && (await listIds())
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 240_000)

async function listIds() {
  const out = []
  for await (const [id] of engine.store.collection('sessions').scan()) out.push(id)
  return out.sort()
}

function settleRss() {
  // Several GCs: the first ones let FinalizationRegistry/WeakRef work run; RSS is read after the heap shrank.
  for (let i = 0; i < 3; i++) globalThis.gc?.()
  return process.memoryUsage()
}

const report = (data) => new Promise((resolve) => process.send(data, resolve))

/** start() as after a restart, until every session is connected or the time limit: the wall time and CPU it took. */
async function timedRestore() {
  const started = performance.now()
  const cpu = process.cpuUsage()
  const connected = waitAllConnected(engine, ids, timeoutMs)
  await engine.start()
  // Past the time limit the run reports how many made it, rather than nothing.
  const timedOut = await connected.then(
    () => false,
    () => true,
  )
  return { timedOut, ms: performance.now() - started, used: process.cpuUsage(cpu) }
}

if (mode === 'prepare') {
  await engine.start()
  await waitAllConnected(engine, ids, timeoutMs)
  await report({ connected: ids.length, ms: performance.now() - t0 })
  await engine.stop()
} else if (mode === 'restore') {
  const { timedOut, ms, used } = await timedRestore()
  const count = await countConnected(engine, ids)
  await sleep(1000)
  const mem = settleRss()
  await report({
    connected: count,
    timedOut,
    ms,
    cpuMs: (used.user + used.system) / 1000,
    rss: mem.rss,
    heapUsed: mem.heapUsed,
  })
  await engine.stop()
} else if (mode === 'memory') {
  const steps = process.env.BENCH_STEPS.split(',').map(Number)
  await engine.start()
  await sleep(1000)
  const points = [{ sessions: 0, ...pick(settleRss()), awaitNs: await awaitCost() }]
  let done = 0
  for (const step of steps) {
    const batch = ids.slice(done, step)
    // connect() clears the hold (errorReason) and logs the session in; 50 at a time as restore() does.
    for (let i = 0; i < batch.length; i += 50)
      await Promise.all(batch.slice(i, i + 50).map((id) => engine.sessions.connect(id)))
    await waitAllConnected(engine, ids.slice(0, step), timeoutMs)
    done = step
    // Idle: let post-login work (receipts, timers, caches) finish before reading memory.
    await sleep(Number(process.env.BENCH_IDLE_MS ?? 3000))
    points.push({ sessions: step, ...pick(settleRss()), awaitNs: await awaitCost() })
  }
  await report({ points })
  await engine.stop()
} else if (mode === 'scale') {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  const { timedOut, ms, used } = await timedRestore()
  const restoring = loopDelay(delay)
  const drops = dropCounter()
  const server = createServer(engine)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  delay.reset()
  const idleCpu = process.cpuUsage()
  const idleElu = performance.eventLoopUtilization()
  const idleMs = Number(process.env.BENCH_IDLE_MS ?? 10_000)
  await sleep(idleMs)
  const idleUsed = process.cpuUsage(idleCpu)
  const idleLoopShare = performance.eventLoopUtilization(idleElu).utilization
  const idle = loopDelay(delay)
  await report({
    phase: 'idle',
    port: server.address().port,
    sessions: ids.length,
    connected: await countConnected(engine, ids),
    timedOut,
    ms,
    cpuMs: (used.user + used.system) / 1000,
    restoring,
    idle,
    idleCpuShare: (idleUsed.user + idleUsed.system) / 1000 / idleMs,
    idleLoopShare,
    drops: drops.take(),
  })
  delay.reset()
  const readElu = performance.eventLoopUtilization()
  let profiler = null
  for (;;) {
    const msg = await new Promise((resolve) => process.once('message', resolve))
    if (msg === 'done') break
    profiler ??= await windowProfiler(process.env.BENCH_WINDOW_PROFILE_DIR)
    if (msg.op === 'profile-start') await profiler.start()
    if (msg.op === 'profile-stop') await profiler.stop(msg.name)
    await report({ phase: msg.op })
  }
  const reading = loopDelay(delay)
  const readLoopShare = performance.eventLoopUtilization(readElu).utilization
  const readDrops = drops.take()
  const connected = await countConnected(engine, ids)
  // Last: forced full GCs of a big heap stall the thread for seconds, long enough for Baileys to end sockets
  // whose keep-alive tick comes more than 5 s late; read before them, none of that is in the reads.
  const settling = performance.now()
  const mem = settleRss()
  await report({
    phase: 'done',
    reading,
    readLoopShare,
    drops: readDrops,
    connected,
    gcMs: performance.now() - settling,
    ...pick(mem),
  })
  server.closeAllConnections()
  server.close()
  await engine.stop()
} else throw new Error(`unknown mode ${mode}`)

/**
 * Sessions that left `connected` after the restore, by reason: a reconnect in the middle of an idle or read
 * window is work the figures would otherwise hide (Baileys ends a socket whose server stayed silent 35 s).
 */
function dropCounter() {
  let byReason = {}
  engine.on('connection.state', (event) => {
    if (event.data.previousState !== 'connected') return
    const reason = event.data.reason ?? event.data.state
    byReason[reason] = (byReason[reason] ?? 0) + 1
  })
  return {
    take() {
      const taken = byReason
      byReason = {}
      return taken
    },
  }
}

/** The V8 CPU profiler (in this thread) around windows of this process, each window to `<dir>/<name>.cpuprofile`. */
async function windowProfiler(dir) {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 500 })
  return {
    start: () => session.post('Profiler.start'),
    async stop(name) {
      const { profile } = await session.post('Profiler.stop')
      writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile))
    },
  }
}

/** p50/p99/max of the event-loop delay histogram, in ms. */
function loopDelay(histogram) {
  return {
    p50: histogram.percentile(50) / 1e6,
    p99: histogram.percentile(99) / 1e6,
    max: histogram.max / 1e6,
  }
}

/**
 * Nanoseconds per `await` of an async function. On Node 20 every AsyncLocalStorage that has run (Baileys makes
 * one per socket) is visited for each new promise, so this grows with the connected sessions (RESULTS.md).
 */
async function awaitCost() {
  const f = async () => 1
  const n = 50_000
  const t = performance.now()
  for (let i = 0; i < n; i++) await f()
  return ((performance.now() - t) * 1e6) / n
}

function pick(mem) {
  return { rss: mem.rss, heapUsed: mem.heapUsed, external: mem.external, arrayBuffers: mem.arrayBuffers }
}
// Baileys may leave timers behind closed sockets; this process has reported, so it ends here.
process.exit(0)
