// Many sessions sending at once: aggregate text msgs/s with BENCH_MANY_SESSIONS sessions (100) in one engine, each
// sending to its own peer over HTTP (POST /api/v1/sessions/{id}/messages through the node adapter, from a client
// in its own process), against as many bare Baileys sockets in one process of their own (bare-child.mjs `send`)
// under the same load: each session sends BENCH_MANY_PER_SESSION messages (10) a round, one at a time, so both
// sides have one send per session in flight; a send counts once the server acked it (decisions.md). Alternated
// rounds, median of the per-round ratios. Each sender is its own account (no sibling devices to copy), each peer
// a simulator phone. Baileys gives every socket an AsyncLocalStorage (WhiskeySockets/Baileys#2806) and each one
// slows every promise in its process, which the engine avoids (one shared storage): a third path builds the bare
// sockets the engine's way, so the figures also show what is left once that is taken out.
import { fork } from 'node:child_process'
import { join } from 'node:path'
import { createServer } from '@sessionkit/node'
import { SessionEngine } from '@sessionkit/core'
import { silent } from './lib/baileys.mjs'
import {
  benchDir,
  emit,
  log,
  median,
  provisionStore,
  round,
  startSimChild,
  tempDir,
  waitAllConnected,
} from './lib/common.mjs'

const count = Number(process.env.BENCH_MANY_SESSIONS ?? 100)
const perSession = Number(process.env.BENCH_MANY_PER_SESSION ?? 10)
const rounds = Number(process.env.BENCH_MANY_ROUNDS ?? 3)
const apiKey = 'bench-key'
const peers = Array.from({ length: count }, (_, i) => String(15554000000 + i))

const deadline = setTimeout(() => {
  log('many-senders: took too long, giving up')
  process.exit(2)
}, 400_000)

const sim = await startSimChild()
const tmp = tempDir('many-senders')
let loader
const bares = []
try {
  await sim.call('createPhones', { numbers: peers })
  const engineStore = `sqlite://${join(tmp.dir, 'engine.sqlite')}`
  const bareStore = `sqlite://${join(tmp.dir, 'bare.sqlite')}`
  const ids = await provisionStore(sim, engineStore, count, { base: 15555000000, perPhone: 1, prefix: 'eng_' })
  await provisionStore(sim, bareStore, count, { base: 15556000000, perPhone: 1, prefix: 'bare_' })
  const sharedStore = `sqlite://${join(tmp.dir, 'shared.sqlite')}`
  await provisionStore(sim, sharedStore, count, { base: 15557000000, perPhone: 1, prefix: 'shared_' })

  const engine = new SessionEngine({
    store: engineStore,
    logger: silent,
    apiKeys: [apiKey],
    protocol: { waWebSocketUrl: sim.url, trustedRootKey: sim.rootPublicKey },
  })
  await engine.start()
  await waitAllConnected(engine, ids, 120_000)
  const server = createServer(engine)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${server.address().port}/api/v1/sessions`

  loader = fork(join(benchDir, 'lib', 'post-load.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  await new Promise((resolve) => loader.once('message', resolve))
  // Body i goes to session i % count: with `count` in flight, each session has about one send at a time.
  const viaHttp = (tag) =>
    new Promise((resolve, reject) => {
      const total = count * perSession
      const started = performance.now()
      const cpu = process.cpuUsage()
      loader.once('message', (msg) => {
        if (msg.statuses[200] !== total)
          return reject(new Error(`HTTP sends: ${JSON.stringify(msg.statuses)} ${msg.firstError ?? ''}`))
        const used = process.cpuUsage(cpu)
        resolve({ ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 })
      })
      loader.send({
        run: {
          urls: Array.from({ length: total }, (_, i) => `${base}/${ids[i % count]}/messages`),
          bodies: Array.from({ length: total }, (_, i) =>
            JSON.stringify({ to: peers[i % count], content: { type: 'text', text: `${tag} ${i}` } }),
          ),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
          concurrency: count,
        },
      })
    })

  /** A child of `count` bare sockets; `sharedAsyncStorage` builds them as the engine builds its own. */
  const startBare = async (sharedAsyncStorage) => {
    const child = fork(join(benchDir, 'lib', 'bare-child.mjs'), ['send'], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [],
      env: {
        ...process.env,
        BENCH_STORE: sharedAsyncStorage ? sharedStore : bareStore,
        BENCH_SIM_URL: sim.url,
        BENCH_SIM_ROOT: Buffer.from(sim.rootPublicKey).toString('base64'),
        BENCH_PEERS: peers.map((n) => `${n}@s.whatsapp.net`).join(','),
        BENCH_SHARED_ALS: sharedAsyncStorage ? '1' : '0',
      },
    })
    bares.push(child)
    await new Promise((resolve, reject) => {
      child.once('message', resolve)
      child.once('exit', (code) => reject(new Error(`bare-child exited with ${code}`)))
    })
    return (tag) =>
      new Promise((resolve) => {
        child.once('message', resolve)
        child.send({ run: { perSession, tag } })
      })
  }
  const viaBare = await startBare(false)
  const viaShared = await startBare(true)

  const paths = { http: viaHttp, bare: viaBare, shared: viaShared }
  // Warm-up: every Signal session with its peer, JIT, SQLite's WAL.
  for (const [name, path] of Object.entries(paths)) await path(`warm ${name}`)
  const rates = { http: [], bare: [], shared: [] }
  const ratios = []
  const sharedRatios = []
  const total = count * perSession
  for (let r = 0; r < rounds; r++) {
    const names = ['http', 'bare', 'shared']
    const order = names.map((_, i) => names[(i + r) % names.length])
    const got = {}
    for (const name of order) got[name] = await paths[name](`${name} ${r}`)
    for (const name of names) rates[name].push(total / (got[name].ms / 1000))
    ratios.push(got.bare.ms / got.http.ms)
    sharedRatios.push(got.shared.ms / got.http.ms)
    log(
      `many-senders round ${r + 1}: ${count} sessions over HTTP ${(total / (got.http.ms / 1000)).toFixed(0)}/s (engine process CPU ${(got.http.cpuMs / total).toFixed(2)} ms/msg), ${count} bare sockets ${(total / (got.bare.ms / 1000)).toFixed(0)}/s (their process ${(got.bare.cpuMs / total).toFixed(2)} ms/msg), with one shared AsyncLocalStorage ${(total / (got.shared.ms / 1000)).toFixed(0)}/s (${(got.shared.cpuMs / total).toFixed(2)} ms/msg)`,
    )
  }
  await engine.stop()
  server.close()
  const ratio = median(ratios)
  emit([
    {
      figure: `many senders: aggregate text msgs/s, ${count} sessions each to its own peer over HTTP (node adapter)`,
      value: round(median(rates.http), 0),
      unit: 'msg/s',
      reference: round(median(rates.bare), 0),
      refUnit: `msg/s ${count} bare Baileys sockets in one process`,
      ratio: round(ratio),
      goal: '>= 0.8',
      pass: ratio >= 0.8,
    },
    {
      figure: `many senders: the same, against bare sockets built with the engine's one shared AsyncLocalStorage`,
      value: round(median(rates.http), 0),
      unit: 'msg/s',
      reference: round(median(rates.shared), 0),
      refUnit: `msg/s ${count} bare Baileys sockets, one shared AsyncLocalStorage`,
      ratio: round(median(sharedRatios)),
      goal: null,
      pass: null,
    },
  ])
} finally {
  clearTimeout(deadline)
  loader?.send('close')
  for (const child of bares) child.send('close')
  await sim.close()
  tmp.remove()
}
process.exit(0)
