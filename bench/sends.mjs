// Sends: text messages/s from HTTP POST /api/v1/sessions/{id}/messages, through the node adapter on a real
// port, the engine and Baileys, to a simulator phone (counted when the phone has decrypted them), against a
// loop calling Baileys' sendMessage directly and waiting for the same server ack (decisions.md: a send
// answers after the server's ack). Same concurrency, same message count, alternated rounds; the figure is
// the median of the per-round ratios. Three processes: this one (engine, or the bare socket), the simulator,
// and the HTTP client.
//
// A third path in each round shows what HTTP itself costs here: a minimal gateway, node:http in this process
// parsing the same JSON body and calling the same bare socket's sendMessage (no store, no events, no auth), driven
// by the same client. On a 2-core machine the client's CPU and every request's wake-ups are taken from the cores
// the engine and the simulator use, so this is the ceiling of any HTTP gateway measured this way.
import { fork } from 'node:child_process'
import http from 'node:http'
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
  const post = (target, headers, count, tag) =>
    new Promise((resolve, reject) => {
      loader.once('message', (msg) => {
        if (msg.statuses[200] !== count) reject(new Error(`HTTP sends to ${target}: ${JSON.stringify(msg.statuses)} ${msg.firstError ?? ''}`))
        else resolve()
      })
      const bodies = Array.from({ length: count }, (_, i) => JSON.stringify({ to: recipient, content: { type: 'text', text: `${tag} ${i}` } }))
      loader.send({ run: { url: target, headers: { 'content-type': 'application/json', ...headers }, bodies, concurrency } })
    })
  const viaHttp = (count, tag) => post(url, { authorization: `Bearer ${apiKey}` }, count, tag)

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

  const gateway = http.createServer((req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', async () => {
      const { content } = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      let status = 200
      try {
        await sendDirect(content.text)
      } catch {
        status = 502
      }
      const body = JSON.stringify({ data: { status: status === 200 ? 'sent' : 'failed' } })
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
      res.end(body)
    })
  })
  await new Promise((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  const viaGateway = (count, tag) => post(`http://127.0.0.1:${gateway.address().port}/`, {}, count, tag)

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
  if (!viaEngineOnly) await measure(viaGateway, warmup, 'warm gateway')
  const httpRates = []
  const directRates = []
  const ratios = []
  const gatewayRates = []
  const gatewayRatios = []
  const paths = viaEngineOnly ? { path: viaPath, direct } : { path: viaPath, direct, gateway: viaGateway }
  for (let r = 0; r < rounds; r++) {
    // Each path takes every place in the order over the rounds: all of them keep speeding up for a while.
    const names = Object.keys(paths)
    const order = names.map((_, i) => names[(i + r) % names.length])
    const rates = {}
    for (const name of order) rates[name] = await measure(paths[name], perRound, `${name} ${r}`)
    const { path: h, direct: d, gateway: g } = rates
    httpRates.push(h)
    directRates.push(d)
    ratios.push(h / d)
    if (g !== undefined) {
      gatewayRates.push(g)
      gatewayRatios.push(g / d)
    }
    log(`sends round ${r + 1}: ${viaEngineOnly ? 'engine' : 'http'} ${h.toFixed(0)}/s, direct ${d.toFixed(0)}/s${g === undefined ? '' : `, minimal gateway ${g.toFixed(0)}/s`}`)
  }
  sock.end(undefined)
  server.close()
  gateway.close()
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
    ...(viaEngineOnly
      ? []
      : [
          {
            figure: `sends: minimal HTTP gateway, node:http + the same sendMessage, no store (c=${concurrency})`,
            value: round(median(gatewayRates), 0),
            unit: 'msg/s',
            reference: round(median(directRates), 0),
            refUnit: 'msg/s Baileys sendMessage loop',
            ratio: round(median(gatewayRatios)),
            goal: 'ceiling of the row above',
            pass: null,
          },
        ]),
  ])
} finally {
  clearTimeout(deadline)
  loader?.kill()
  await sim.close()
  tmp.remove()
}
// Baileys leaves timers (query timeouts) behind a closed socket; the figures are out, so stop here.
process.exit(0)
