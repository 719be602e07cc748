// Webhooks: signed deliveries per second from the durable SQLite outbox to a local receiver, and
// event-to-delivery latency (p50/p99) at a fixed 1,000 events/s. Goals (../shared/docs/bars.md):
// >= 3,000 deliveries/s; p99 <= 50 ms at 1,000 events/s.
//
// The receiver runs in a worker thread (its own core, as a real receiver would be its own process) and checks
// every signature with @sessionkit/webhooks. Reference in the same run: the same signed POSTs sent straight
// from a keep-alive loop with the same concurrency, no engine and no store. Loopback only; bounded in time.
// Run after `npm run build` (npm run bench does it). Medians of BENCH_WEBHOOK_RUNS runs (default 3, after an
// uncounted warm-up); BENCH_WEBHOOK_EVENTS (4000), BENCH_WEBHOOK_RATE_SECONDS (3) and BENCH_WEBHOOK_CONCURRENCY
// (8, the engine's default per webhook) change the load.
import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { createLogger, SessionEngine } from '@sessionkit/core'
import { internals } from '@sessionkit/core/internal'

const RUNS = Number(process.env.BENCH_WEBHOOK_RUNS ?? 3)
const THROUGHPUT_EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 4000)
const RATE = 1000
const RATE_SECONDS = Number(process.env.BENCH_WEBHOOK_RATE_SECONDS ?? 3)
const CONCURRENCY = Number(process.env.BENCH_WEBHOOK_CONCURRENCY ?? 8) // the engine's default per-webhook concurrency
const GOAL_RATE = 3000
const GOAL_P99_MS = 50

const log = (...args) => process.stderr.write(`${args.join(' ')}\n`)
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const round = (value, digits = 1) => Number(value.toFixed(digits))
/** Wall-clock milliseconds with sub-millisecond resolution, comparable between threads. */
const nowAbs = () => performance.timeOrigin + performance.now()

// Bounded in time: no new run starts after BUDGET_MS (the figures are medians of the runs completed), and the
// process gives up outright at 58 s, whatever the machine's load.
const started = performance.now()
const BUDGET_MS = 25_000
/** A phase that has not finished after this long is cut short and measured over what completed. */
const PHASE_CAP_MS = 12_000
const capped = (promise) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, PHASE_CAP_MS).unref())])
const deadline = setTimeout(() => {
  log('webhooks bench: took longer than 58 s, giving up')
  process.exit(2)
}, 58_000)

// The receiver: counts deliveries, verifies each signature, and reports [seq, arrival time] per delivery.
const receiverSource = `
import http from 'node:http'
import { parentPort } from 'node:worker_threads'
import { verify } from '${import.meta.resolve('@sessionkit/webhooks')}'
let secret = ''
let arrivals = []
let bad = 0
const server = http.createServer({ keepAliveTimeout: 30_000 }, (req, res) => {
  const chunks = []
  req.on('data', (c) => chunks.push(c))
  req.on('end', () => {
    const at = performance.timeOrigin + performance.now()
    const body = Buffer.concat(chunks).toString('utf8')
    if (secret && !verify(body, req.headers['svc-signature'], secret).ok) bad += 1
    const seq = /"messageId":"bench-(\\d+)"/.exec(body)
    arrivals.push(seq ? Number(seq[1]) : -1, at)
    res.writeHead(200).end()
  })
})
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }))
parentPort.on('message', (msg) => {
  if (msg.secret !== undefined) { secret = msg.secret; parentPort.postMessage({ ok: true }) }
  if (msg.flush) { parentPort.postMessage({ arrivals, bad }); arrivals = []; bad = 0 }
})
setInterval(() => { if (arrivals.length) { parentPort.postMessage({ arrivals, bad }); arrivals = []; bad = 0 } }, 5).unref()
`

function startReceiver() {
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(receiverSource)}`))
  const listeners = new Set()
  let port
  const ready = new Promise((resolve) => {
    worker.on('message', (msg) => {
      if (msg.port) {
        port = msg.port
        resolve()
      }
      if (msg.arrivals) for (const listener of listeners) listener(msg)
    })
  })
  return {
    ready,
    get url() {
      return `http://127.0.0.1:${port}/hook`
    },
    setSecret: (secret) =>
      new Promise((resolve) => {
        const onOk = (msg) => {
          if (msg.ok) {
            worker.off('message', onOk)
            resolve()
          }
        }
        worker.on('message', onOk)
        worker.postMessage({ secret })
      }),
    onArrivals: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () => worker.terminate(),
  }
}

/** A message.received event as a session would publish it (about 1 KB of JSON). */
const eventData = (seq) => ({
  messageId: `bench-${seq}`,
  from: '15550001234@s.whatsapp.net',
  chatJid: '15550001234@s.whatsapp.net',
  pushName: 'Bench',
  timestamp: new Date().toISOString(),
  type: 'text',
  text: 'x'.repeat(400),
  message: {
    key: { remoteJid: '15550001234@s.whatsapp.net', fromMe: false, id: `BENCH${seq}` },
    message: { conversation: 'x'.repeat(400) },
  },
})

async function withEngine(receiver, work) {
  const dir = mkdtempSync(join(tmpdir(), 'sessionkit-bench-webhooks-'))
  const engine = new SessionEngine({
    store: `sqlite://${join(dir, 'outbox.sqlite')}`,
    allowPrivateNetwork: true,
    logger: createLogger('silent'),
    webhooks: { concurrency: CONCURRENCY },
  })
  try {
    await engine.start()
    const webhook = await engine.webhooks.create({ url: receiver.url, events: ['message.received'] })
    await receiver.setSecret(webhook.secret)
    return await work(engine)
  } finally {
    await engine.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Publishes `count` events from 64 concurrent producers (many sessions) and times them until all arrived. */
async function throughputRun(receiver, events = THROUGHPUT_EVENTS) {
  return withEngine(receiver, async (engine) => {
    let arrived = 0
    let bad = 0
    let done
    const all = new Promise((resolve) => (done = resolve))
    const off = receiver.onArrivals((msg) => {
      arrived += msg.arrivals.length / 2
      bad += msg.bad
      if (arrived >= events) done()
    })
    const t0 = performance.now()
    let next = 0
    await Promise.all(
      Array.from({ length: 64 }, async (_, producer) => {
        while (next < events && performance.now() - t0 < PHASE_CAP_MS) {
          const seq = next++
          await engine[internals].bus.publish('message.received', `ses_${producer}`, eventData(seq))
        }
      }),
    )
    await capped(all)
    const seconds = (performance.now() - t0) / 1000
    off()
    if (bad > 0) throw new Error(`${bad} deliveries failed signature verification`)
    return Math.min(arrived, events) / seconds
  })
}

/** Publishes at a fixed rate for RATE_SECONDS and measures publish -> arrival per event. */
async function latencyRun(receiver) {
  return withEngine(receiver, async (engine) => {
    const total = RATE * RATE_SECONDS
    const sentAt = new Float64Array(total)
    const latencies = []
    let done
    const all = new Promise((resolve) => (done = resolve))
    const off = receiver.onArrivals((msg) => {
      for (let i = 0; i < msg.arrivals.length; i += 2) latencies.push(msg.arrivals[i + 1] - sentAt[msg.arrivals[i]])
      if (latencies.length >= total) done()
    })
    const t0 = performance.now()
    let seq = 0
    await new Promise((resolve) => {
      // Catches up each tick to where the fixed rate says it should be, so timer coarseness does not change the rate.
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * RATE))
        while (seq < due) {
          const s = seq++
          sentAt[s] = nowAbs()
          engine[internals].bus.publish('message.received', `ses_${s % 64}`, eventData(s))
        }
        if (seq >= total) resolve()
        else setTimeout(tick, 1)
      }
      tick()
    })
    await capped(all)
    off()
    // Events that never arrived within the cap count as infinitely late, so a backlog cannot flatter p99.
    while (latencies.length < total) latencies.push(Number.POSITIVE_INFINITY)
    return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) }
  })
}

/** Reference: the same signed POSTs from a bare keep-alive loop, same concurrency, no engine, no store. */
async function referenceRun(receiver) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const secret = 'whsec_reference'
  await receiver.setSecret(secret)
  let arrived = 0
  let done
  const all = new Promise((resolve) => (done = resolve))
  const off = receiver.onArrivals((msg) => {
    arrived += msg.arrivals.length / 2
    if (arrived >= THROUGHPUT_EVENTS) done()
  })
  const url = new URL(receiver.url)
  const t0 = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < THROUGHPUT_EVENTS && performance.now() - t0 < PHASE_CAP_MS) {
        const seq = next++
        const body = JSON.stringify({
          id: `evt_${seq}`,
          type: 'message.received',
          createdAt: new Date().toISOString(),
          sessionId: 'ses_ref',
          data: eventData(seq),
        })
        const t = Math.floor(Date.now() / 1000)
        const signature = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
        await new Promise((resolve, reject) => {
          const req = http.request(
            url,
            {
              method: 'POST',
              agent,
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
                'svc-signature': signature,
              },
            },
            (res) => {
              res.resume()
              res.on('end', resolve)
            },
          )
          req.on('error', reject)
          req.end(body)
        })
      }
    }),
  )
  await capped(all)
  off()
  agent.destroy()
  return Math.min(arrived, THROUGHPUT_EVENTS) / ((performance.now() - t0) / 1000)
}

const receiver = startReceiver()
await receiver.ready
try {
  // Warm-up, not counted: the first run in a process pays for JIT compilation and the first SQLite pages.
  await throughputRun(receiver, 1000)
  const rates = []
  const references = []
  const p50s = []
  const p99s = []
  for (let run = 0; run < RUNS; run++) {
    if (run > 0 && performance.now() - started > BUDGET_MS) {
      log(`time budget reached after ${run} runs`)
      break
    }
    // Alternated so that a noisy moment on the machine hits both sides alike.
    rates.push(await throughputRun(receiver))
    references.push(await referenceRun(receiver))
    const { p50, p99 } = await latencyRun(receiver)
    p50s.push(p50)
    p99s.push(p99)
    log(
      `run ${run + 1}: ${rates.at(-1).toFixed(0)} deliveries/s (bare POST loop ${references.at(-1).toFixed(0)}/s); at ${RATE}/s p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    )
  }
  const rate = median(rates)
  const reference = median(references)
  const p50 = median(p50s)
  const p99 = median(p99s)
  console.log(
    `webhooks: signed deliveries/s from the SQLite outbox (median of ${rates.length}, ${THROUGHPUT_EVENTS} events each): ${rate.toFixed(0)}/s  goal >= ${GOAL_RATE}/s  ${rate >= GOAL_RATE ? 'PASS' : 'FAIL'}`,
  )
  console.log(
    `          reference: the same signed POSTs from a bare keep-alive loop, no outbox: ${reference.toFixed(0)}/s  ratio ${(rate / reference).toFixed(2)}`,
  )
  console.log(
    `webhooks: event-to-delivery latency at ${RATE} events/s for ${RATE_SECONDS} s (median of ${p99s.length}): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms  goal p99 <= ${GOAL_P99_MS} ms  ${p99 <= GOAL_P99_MS ? 'PASS' : 'FAIL'}`,
  )
  process.stdout.write(
    `@@bench ${JSON.stringify({
      rows: [
        {
          figure: 'webhooks: signed deliveries/s (SQLite outbox)',
          value: round(rate, 0),
          unit: '/s',
          reference: round(reference, 0),
          refUnit: '/s bare signed POST loop',
          ratio: round(rate / reference, 2),
          goal: `>= ${GOAL_RATE}/s`,
          pass: rate >= GOAL_RATE,
        },
        {
          figure: `webhooks: event-to-delivery p99 at ${RATE}/s`,
          value: round(p99),
          unit: 'ms',
          reference: round(p50),
          refUnit: 'ms p50',
          ratio: null,
          goal: `<= ${GOAL_P99_MS} ms`,
          pass: p99 <= GOAL_P99_MS,
        },
      ],
    })}\n`,
  )
} finally {
  await receiver.close()
  clearTimeout(deadline)
}
