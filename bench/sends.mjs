// Sends: text messages/s from HTTP POST /api/v1/sessions/{id}/messages, through the node adapter on a real
// port, the engine and Baileys, to a simulator phone (counted when the phone has decrypted them), against a
// loop calling Baileys' sendMessage directly and waiting for the same server ack (decisions.md: a send
// answers after the server's ack). Same concurrency, same message count, alternated rounds; the figure is
// the median of the per-round ratios. Three processes: this one (engine, or the bare socket), the simulator,
// and the HTTP client.
import { fork } from 'node:child_process'
import { join } from 'node:path'
import { createServer } from '@sessionkit/node'
import { memoryAuthState, openSocket } from './lib/baileys.mjs'
import { benchDir, emit, log, median, round, sleep, startPairedEngine, startSimChild, tempDir } from './lib/common.mjs'

const rounds = Number(process.env.BENCH_SENDS_ROUNDS ?? 3)
const perRound = Number(process.env.BENCH_SENDS_MESSAGES ?? 300)
const concurrency = Number(process.env.BENCH_SENDS_CONCURRENCY ?? 8)
// Both paths keep speeding up for several hundred messages (JIT, SQLite's WAL growing to its checkpoint size);
// BENCH_SENDS_WARMUP=600 measures them settled (bench/RESULTS.md).
const warmup = Number(process.env.BENCH_SENDS_WARMUP ?? 30)
const recipient = '15550003999'
const apiKey = 'bench-key'

const deadline = setTimeout(() => {
  log('sends: took too long, giving up')
  process.exit(2)
}, 300_000)

const sim = await startSimChild()
const tmp = tempDir('sends')
let loader
try {
  await sim.call('createPhones', { numbers: [recipient] })
  const [engineCreds, bareCreds] = await sim.linkedCreds(['15550003001', '15550003002'])

  const sessionId = 'ses_sends'
  const engine = await startPairedEngine(sim, {
    store: process.env.BENCH_SENDS_STORE ?? `sqlite://${join(tmp.dir, 'sends.sqlite')}`,
    sessionId,
    creds: engineCreds,
    options: { apiKeys: [apiKey] },
  })
  const server = createServer(engine)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${server.address().port}/api/v1/sessions/${sessionId}/messages`

  loader = fork(join(benchDir, 'lib', 'post-load.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  await new Promise((resolve) => loader.once('message', resolve))
  const viaHttp = (count, tag) =>
    new Promise((resolve, reject) => {
      loader.once('message', (msg) => {
        if (msg.statuses[200] !== count) reject(new Error(`HTTP sends: ${JSON.stringify(msg.statuses)} ${msg.firstError ?? ''}`))
        else resolve()
      })
      const bodies = Array.from({ length: count }, (_, i) => JSON.stringify({ to: recipient, content: { type: 'text', text: `${tag} ${i}` } }))
      loader.send({ run: { url, headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }, bodies, concurrency } })
    })

  // BENCH_SENDS_VIA=engine: engine.messages.send() in this process, no HTTP (to split the engine's cost from HTTP's).
  const viaEngine = async (count, tag) => {
    let next = 0
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (next < count) await engine.messages.send(sessionId, { to: recipient, content: { type: 'text', text: `${tag} ${next++}` } })
    }))
  }
  const viaEngineOnly = process.env.BENCH_SENDS_VIA === 'engine'
  const viaPath = viaEngineOnly ? viaEngine : viaHttp
  const sock = await openSocket(sim, memoryAuthState(bareCreds))
  const jid = `${recipient}@s.whatsapp.net`
  // The same wait the engine's driver does: the server's ack for the message id.
  const acks = new Map()
  sock.ws.on('CB:ack,class:message', (node) => {
    const done = acks.get(node.attrs.id)
    if (done) {
      acks.delete(node.attrs.id)
      done(node.attrs.error)
    }
  })
  const sendDirect = async (text) => {
    let settle
    const acked = new Promise((resolve) => (settle = resolve))
    const messageId = `BENCH${Math.random().toString(16).slice(2, 14).toUpperCase()}`
    acks.set(messageId, settle)
    await sock.sendMessage(jid, { text }, { messageId })
    const error = await acked
    if (error) throw new Error(`error ack ${error}`)
  }
  const direct = async (count, tag) => {
    let next = 0
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) await sendDirect(`${tag} ${next++}`)
      }),
    )
  }

  const receivedAll = async (target) => {
    const until = Date.now() + 30_000
    while ((await sim.call('received', { phone: recipient })) < target) {
      if (Date.now() > until) throw new Error(`the phone did not receive ${target} messages`)
      await sleep(5)
    }
  }
  let expected = 0
  const measure = async (run, count, tag) => {
    const t0 = performance.now()
    await run(count, tag)
    expected += count
    await receivedAll(expected)
    return count / ((performance.now() - t0) / 1000)
  }

  // Warm-up: Signal sessions with the phone, device lists, JIT on both paths.
  await measure(viaPath, warmup, 'warm http')
  await measure(direct, warmup, 'warm direct')
  const httpRates = []
  const directRates = []
  const ratios = []
  for (let r = 0; r < rounds; r++) {
    const first = r % 2 === 0
    const a = first ? await measure(viaPath, perRound, `http ${r}`) : null
    const d = await measure(direct, perRound, `direct ${r}`)
    const h = a ?? (await measure(viaPath, perRound, `http ${r}`))
    httpRates.push(h)
    directRates.push(d)
    ratios.push(h / d)
    log(`sends round ${r + 1}: ${viaEngineOnly ? 'engine' : 'http'} ${h.toFixed(0)}/s, direct ${d.toFixed(0)}/s`)
  }
  sock.end(undefined)
  server.close()
  await engine.stop()
  const ratio = median(ratios)
  emit([
    {
      figure: `sends: text msgs/s, ${viaEngineOnly ? 'engine.messages.send, no HTTP' : 'HTTP via node adapter'} (c=${concurrency})`,
      value: round(median(httpRates), 0),
      unit: 'msg/s',
      reference: round(median(directRates), 0),
      refUnit: 'msg/s Baileys sendMessage loop',
      ratio: round(ratio),
      goal: '>= 0.8 of direct',
      pass: ratio >= 0.8,
    },
  ])
} finally {
  clearTimeout(deadline)
  loader?.kill()
  await sim.close()
  tmp.remove()
}
// Baileys leaves timers (query timeouts) behind a closed socket; the figures are out, so stop here.
process.exit(0)
