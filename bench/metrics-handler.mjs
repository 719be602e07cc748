// What recording metrics costs the API handler itself, without sockets: GET /api/v1/sessions/{id} through
// createApiHandler in process, over an engine with metrics on (the default) and one with `metrics: false`,
// alternated for several rounds; the figure is the median of each round's on / off time. Also the cost of a
// scrape (`engine.metrics.metrics()`) once every route template has a series. The socket-level figure is
// http-overhead.mjs's "node, metrics off" row.
import { SessionEngine } from '@sessionkit/core'
import { createApiHandler } from '@sessionkit/core/adapter'
import { apiHost } from '@sessionkit/core/internal'
import { pino } from 'pino'
import { emit, log, median, round } from './lib/common.mjs'

const rounds = Number(process.env.BENCH_METRICS_ROUNDS ?? 7)
const calls = Number(process.env.BENCH_METRICS_CALLS ?? 50_000)
const apiKey = 'bench-key'
const sessionId = 'ses_bench'

async function target(metrics) {
  const engine = new SessionEngine({ apiKeys: [apiKey], logger: pino({ level: 'silent' }), metrics })
  await engine.start()
  await engine.sessions.create({ sessionId, displayName: 'Bench', deviceBrowser: 'Chrome' })
  const handler = createApiHandler(engine)
  const request = {
    method: 'GET',
    url: `http://127.0.0.1/api/v1/sessions/${sessionId}`,
    target: `/api/v1/sessions/${sessionId}`,
    header: (name) => (name === 'authorization' ? `Bearer ${apiKey}` : null),
    body: null,
    signal: new AbortController().signal,
  }
  const answer = await handler(request)
  if (answer.status !== 200) throw new Error(`unexpected ${answer.status}`)
  return { engine, handler, request }
}

async function perCall({ handler, request }) {
  const started = performance.now()
  for (let i = 0; i < calls; i++) await handler(request)
  return ((performance.now() - started) * 1000) / calls
}

const on = await target(undefined)
const off = await target(false)
// Warm-up: JIT, not counted.
await perCall(on)
await perCall(off)
const ratios = []
const onTimes = []
const offTimes = []
for (let r = 0; r < rounds; r++) {
  const [first, second] = r % 2 ? [off, on] : [on, off]
  const a = await perCall(first)
  const b = await perCall(second)
  const [onUs, offUs] = first === on ? [a, b] : [b, a]
  onTimes.push(onUs)
  offTimes.push(offUs)
  ratios.push(onUs / offUs)
  log(`metrics-handler round ${r + 1}: on ${onUs.toFixed(2)} µs, off ${offUs.toFixed(2)} µs`)
}

// A scrape with a series for every route template and a few statuses each.
const { routes } = await import('@sessionkit/core/internal')
for (const route of routes)
  for (const status of [200, 404, 422])
    on.engine[apiHost].meter.timed(route.method, route.path.replace(/:(\w+)/g, '{$1}'), status, 0.001)
const scrapes = []
for (let r = 0; r < 20; r++) {
  const started = performance.now()
  await on.engine.metrics.metrics()
  scrapes.push(performance.now() - started)
}
const text = await on.engine.metrics.metrics()

emit([
  {
    figure: 'http handler: GET session, metrics on',
    value: round(median(onTimes)),
    unit: 'µs',
    reference: round(median(offTimes)),
    refUnit: 'µs metrics off',
    ratio: round(median(ratios)),
    goal: null,
    pass: null,
    note: `+${round(median(onTimes) - median(offTimes))} µs a request`,
  },
  {
    figure: `metrics: one scrape (${routes.length * 3} request series, ${text.length} bytes)`,
    value: round(median(scrapes)),
    unit: 'ms',
    reference: null,
    refUnit: null,
    ratio: null,
    goal: null,
    pass: null,
  },
])
await on.engine.stop()
await off.engine.stop()
