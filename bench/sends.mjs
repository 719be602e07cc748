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
//
// A fourth path adds to that gateway what a gateway that loses nothing must store, and nothing else: the Signal
// keys each send changed, a record of the sent message and one of each receipt, group-committed to SQLite through
// node-sqlite3 (the binding the engine's store uses), each answer waiting for the commit that holds its keys and
// its record. Its own socket (another linked device) keeps that work off the direct loop's socket. Its ratio is
// what durability alone leaves of the goal here.
import { fork } from 'node:child_process'
import http from 'node:http'
import { join } from 'node:path'
import { createServer } from '@sessionkit/node'
import { BufferJSON } from '@whiskeysockets/baileys'
import { memoryAuthState, openSocket } from './lib/baileys.mjs'
import { openDurableLog } from './lib/durable-log.mjs'
import { benchDir, emit, log, median, round, sleep, startPairedEngine, startSimChild, tempDir } from './lib/common.mjs'

const rounds = Number(process.env.BENCH_SENDS_ROUNDS ?? 5)
const perRound = Number(process.env.BENCH_SENDS_MESSAGES ?? 300)
const concurrency = Number(process.env.BENCH_SENDS_CONCURRENCY ?? 8)
// Every path keeps speeding up for a few hundred messages (JIT, SQLite's WAL growing to its checkpoint size):
// with 30 messages of warm-up the first round's ratios were off by up to 0.3 (bench/RESULTS.md).
const warmup = Number(process.env.BENCH_SENDS_WARMUP ?? 300)
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
  const [engineCreds, bareCreds, durableCreds] = await sim.linkedCreds(['15550003001', '15550003002', '15550003003'])

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
        if (msg.statuses[200] !== count)
          reject(new Error(`HTTP sends to ${target}: ${JSON.stringify(msg.statuses)} ${msg.firstError ?? ''}`))
        else resolve()
      })
      const bodies = Array.from({ length: count }, (_, i) =>
        JSON.stringify({ to: recipient, content: { type: 'text', text: `${tag} ${i}` } }),
      )
      loader.send({
        run: { url: target, headers: { 'content-type': 'application/json', ...headers }, bodies, concurrency },
      })
    })
  const viaHttp = (count, tag) => post(url, { authorization: `Bearer ${apiKey}` }, count, tag)

  // BENCH_SENDS_VIA=engine: engine.messages.send() in this process, no HTTP (to split the engine's cost from HTTP's).
  const viaEngine = async (count, tag) => {
    let next = 0
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count)
          await engine.messages.send(sessionId, { to: recipient, content: { type: 'text', text: `${tag} ${next++}` } })
      }),
    )
  }
  const viaEngineOnly = process.env.BENCH_SENDS_VIA === 'engine'
  const viaPath = viaEngineOnly ? viaEngine : viaHttp
  const jid = `${recipient}@s.whatsapp.net`
  // The same wait the engine's driver does: the server's ack for the message id. Resolves with the id.
  const senderOn = (sock) => {
    const acks = new Map()
    sock.ws.on('CB:ack,class:message', (node) => {
      const done = acks.get(node.attrs.id)
      if (done) {
        acks.delete(node.attrs.id)
        done(node.attrs.error)
      }
    })
    return async (text) => {
      let settle
      const acked = new Promise((resolve) => (settle = resolve))
      const messageId = `BENCH${Math.random().toString(16).slice(2, 14).toUpperCase()}`
      acks.set(messageId, settle)
      await sock.sendMessage(jid, { text }, { messageId })
      const error = await acked
      if (error) throw new Error(`error ack ${error}`)
      return messageId
    }
  }
  const sock = await openSocket(sim, memoryAuthState(bareCreds))
  const sendDirect = senderOn(sock)
  const direct = async (count, tag) => {
    let next = 0
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) await sendDirect(`${tag} ${next++}`)
      }),
    )
  }

  const durable = await openDurableLog(join(tmp.dir, 'durable-gateway.sqlite'))
  const durableAuth = memoryAuthState(durableCreds)
  const keys = durableAuth.keys
  durableAuth.keys = {
    ...keys,
    set(data) {
      for (const [type, values] of Object.entries(data))
        for (const [id, value] of Object.entries(values ?? {}))
          durable.add(`key:${type}:${id}`, JSON.stringify(value ?? null, BufferJSON.replacer))
      return keys.set(data)
    },
  }
  const durableSock = await openSocket(sim, durableAuth)
  durableSock.ev.on('messages.update', (updates) => {
    for (const { key, update } of updates)
      if (update.status)
        durable.add(
          `receipt:${key.id}:${update.status}`,
          JSON.stringify({ messageId: key.id, status: update.status, at: Date.now() }),
        )
  })
  const sendDurable = senderOn(durableSock)

  // Answers { data: { status } } once `send` has settled for the body's text.
  const gatewayServer = (send) =>
    http.createServer((req, res) => {
      const chunks = []
      req.on('data', (chunk) => chunks.push(chunk))
      req.on('end', async () => {
        const { content } = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        let status = 200
        try {
          await send(content.text)
        } catch {
          status = 502
        }
        const body = JSON.stringify({ data: { status: status === 200 ? 'sent' : 'failed' } })
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
        res.end(body)
      })
    })
  const listening = async (server) => {
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${server.address().port}/`
  }
  const gateway = gatewayServer(sendDirect)
  const gatewayUrl = await listening(gateway)
  const viaGateway = (count, tag) => post(gatewayUrl, {}, count, tag)
  const durableGateway = gatewayServer(async (text) => {
    const messageId = await sendDurable(text)
    durable.add(`sent:${messageId}`, JSON.stringify({ messageId, to: recipient, text, status: 'sent', at: Date.now() }))
    await durable.commit()
  })
  const durableUrl = await listening(durableGateway)
  const viaDurableGateway = (count, tag) => post(durableUrl, {}, count, tag)

  const receivedAll = async (target) => {
    const until = Date.now() + 30_000
    while ((await sim.call('received', { phone: recipient })) < target) {
      if (Date.now() > until) throw new Error(`the phone did not receive ${target} messages`)
      await sleep(5)
    }
  }
  let expected = 0
  // This process's CPU per message (all its threads), beside the rate: the engine's or the gateway's own work, the
  // simulator and the HTTP client being other processes. It moves far less with the machine's load than msg/s.
  const cpuPerMessage = {}
  const measure = async (run, count, tag, name) => {
    const t0 = performance.now()
    const cpu0 = process.cpuUsage()
    await run(count, tag)
    expected += count
    await receivedAll(expected)
    const cpu = process.cpuUsage(cpu0)
    if (name) (cpuPerMessage[name] ??= []).push((cpu.user + cpu.system) / count)
    return count / ((performance.now() - t0) / 1000)
  }

  const paths = viaEngineOnly
    ? { path: viaPath, direct }
    : { path: viaPath, direct, gateway: viaGateway, durable: viaDurableGateway }
  const names = Object.keys(paths)
  // Warm-up: Signal sessions with the phone, device lists, JIT on every path.
  for (const name of names) await measure(paths[name], warmup, `warm ${name}`)
  const rates = Object.fromEntries(names.map((name) => [name, []]))
  const ratios = Object.fromEntries(names.map((name) => [name, []]))
  // Issue 34's figure: the HTTP path against the durable minimal gateway, per round.
  const toDurable = []
  for (let r = 0; r < rounds; r++) {
    // Each path takes every place in the order over the rounds: all of them keep speeding up for a while.
    const order = names.map((_, i) => names[(i + r) % names.length])
    const got = {}
    for (const name of order) got[name] = await measure(paths[name], perRound, `${name} ${r}`, name)
    for (const name of names) {
      rates[name].push(got[name])
      ratios[name].push(got[name] / got.direct)
    }
    if (got.durable) toDurable.push(got.path / got.durable)
    const shown = {
      path: viaEngineOnly ? 'engine' : 'http',
      direct: 'direct',
      gateway: 'minimal gateway',
      durable: 'durable minimal gateway',
    }
    log(
      `sends round ${r + 1}: ${names.map((name) => `${shown[name]} ${got[name].toFixed(0)}/s`).join(', ')}; CPU per message ${names.map((name) => `${shown[name]} ${cpuPerMessage[name][r].toFixed(0)} µs`).join(', ')}`,
    )
  }
  sock.end(undefined)
  durableSock.end(undefined)
  server.close()
  gateway.close()
  durableGateway.close()
  await engine.stop()
  await durable.close()
  const row = (name, figure, goal, pass) => ({
    figure: `sends: ${figure} (c=${concurrency})`,
    value: round(median(rates[name]), 0),
    unit: 'msg/s',
    reference: round(median(rates.direct), 0),
    refUnit: 'msg/s Baileys sendMessage loop',
    ratio: round(median(ratios[name])),
    goal,
    pass,
  })
  const ratio = median(ratios.path)
  emit([
    row(
      'path',
      `text msgs/s, ${viaEngineOnly ? 'engine.messages.send, no HTTP' : 'HTTP via node adapter'}`,
      '>= 0.8 of direct',
      ratio >= 0.8,
    ),
    ...(viaEngineOnly
      ? []
      : [
          row(
            'gateway',
            'minimal HTTP gateway, node:http + the same sendMessage, no store',
            'ceiling of the row above',
            null,
          ),
          row(
            'durable',
            'durable minimal gateway, the same + keys, sent and receipt records group-committed to SQLite',
            'ceiling of a gateway that loses nothing',
            null,
          ),
          {
            figure: `sends: HTTP via node adapter against the durable minimal gateway (c=${concurrency})`,
            value: round(median(rates.path), 0),
            unit: 'msg/s',
            reference: round(median(rates.durable), 0),
            refUnit: 'msg/s durable minimal gateway',
            ratio: round(median(toDurable)),
            goal: '>= 0.9 of durable',
            pass: median(toDurable) >= 0.9,
          },
          {
            figure: 'sends: CPU of the process per message, HTTP via node adapter (engine) against the durable gateway',
            value: round(median(cpuPerMessage.path), 0),
            unit: 'µs',
            reference: round(median(cpuPerMessage.durable), 0),
            refUnit: 'µs durable minimal gateway',
            ratio: round(median(cpuPerMessage.durable.map((durableCpu, r) => durableCpu / cpuPerMessage.path[r]))),
            goal: 'none (1 = costs what the durable gateway costs)',
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
