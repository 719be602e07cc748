// Session reads at scale: latency of `GET /api/v1/sessions/{id}` and of one page of `GET /api/v1/sessions?limit=20`
// (from a random cursor) in an engine holding 10,000 sessions, against the same requests to an engine holding 100,
// in the same process, rounds alternated (median and p99 of BENCH_READS_REQUESTS sequential keep-alive requests a
// round). The sessions are stored records, not connected sockets: what is measured is whether a read of one
// session, or a page, costs more with more sessions in the process (the O(sessions) part of the read path), not
// the sockets' upkeep. Also the whole list without `limit` at both sizes, for scale.
import http from 'node:http'
import { SessionEngine } from '@sessionkit/core'
import { createServer } from '@sessionkit/node'
import { silent } from './lib/baileys.mjs'
import { emit, log, median, round } from './lib/common.mjs'

const sizes = { small: 100, big: Number(process.env.BENCH_READS_SESSIONS ?? 10_000) }
const requests = Number(process.env.BENCH_READS_REQUESTS ?? 2000)
const rounds = Number(process.env.BENCH_READS_ROUNDS ?? 3)
const apiKey = 'bench-key'

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
const get = (url) =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    http
      .get(url, { agent, headers: { authorization: `Bearer ${apiKey}` } }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`))
          resolve({ ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') })
        })
      })
      .on('error', reject)
  })

const p99 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)]

const targets = {}
for (const [name, count] of Object.entries(sizes)) {
  const engine = new SessionEngine({ store: 'memory://', logger: silent, apiKeys: [apiKey] })
  await engine.start()
  const ids = []
  for (let i = 0; i < count; i++)
    ids.push(
      (await engine.sessions.create({ sessionId: `s${String(i).padStart(6, '0')}`, displayName: `S${i}` })).sessionId,
    )
  const server = createServer(engine)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${server.address().port}/api/v1/sessions`
  // cursors of pages spread over the list, taken from the list itself
  const cursors = []
  for (let i = 0; i < 50; i++) {
    const after = ids[Math.floor(Math.random() * (ids.length - 1))]
    cursors.push(Buffer.from(JSON.stringify({ after })).toString('base64url'))
  }
  cursors.push(JSON.parse((await get(`${base}?limit=20`)).body).nextCursor)
  targets[name] = { engine, server, base, ids, cursors }
  log(`session-reads: ${count} sessions ready`)
}

const kinds = {
  status: ({ base, ids }) => `${base}/${ids[Math.floor(Math.random() * ids.length)]}`,
  page: ({ base, cursors }) => `${base}?limit=20&cursor=${cursors[Math.floor(Math.random() * cursors.length)]}`,
}
const results = { status: { small: [], big: [] }, page: { small: [], big: [] } }
const tails = { status: { small: [], big: [] }, page: { small: [], big: [] } }
// warm-up
for (const target of Object.values(targets))
  for (const url of Object.values(kinds)) for (let i = 0; i < 500; i++) await get(url(target))
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? ['small', 'big'] : ['big', 'small']
  for (const [kind, url] of Object.entries(kinds))
    for (const name of order) {
      const times = []
      for (let i = 0; i < requests; i++) times.push((await get(url(targets[name]))).ms)
      results[kind][name].push(median(times))
      tails[kind][name].push(p99(times))
    }
  log(
    `session-reads round ${r + 1}: GET session ${results.status.small.at(-1).toFixed(3)} / ${results.status.big.at(-1).toFixed(3)} ms, page ${results.page.small.at(-1).toFixed(3)} / ${results.page.big.at(-1).toFixed(3)} ms (${sizes.small} / ${sizes.big} sessions)`,
  )
}
const whole = {}
for (const [name, target] of Object.entries(targets)) {
  const times = []
  for (let i = 0; i < 5; i++) times.push((await get(target.base)).ms)
  whole[name] = median(times)
}
for (const { engine, server } of Object.values(targets)) {
  server.close()
  await engine.stop()
}
agent.destroy()
const row = (kind, label) => {
  const ratio = median(results[kind].big) / median(results[kind].small)
  return {
    figure: `${label} at ${sizes.big} sessions (median; p99 ${round(median(tails[kind].big), 3)} ms against ${round(median(tails[kind].small), 3)} ms)`,
    value: round(median(results[kind].big), 3),
    unit: 'ms',
    reference: round(median(results[kind].small), 3),
    refUnit: `ms at ${sizes.small} sessions`,
    ratio: round(ratio),
    goal: '<= 1.5x',
    pass: ratio <= 1.5,
  }
}
emit([
  row('status', 'session reads: GET /sessions/{id}'),
  row('page', 'session reads: GET /sessions?limit=20&cursor='),
  {
    figure: `session reads: GET /sessions, the whole list, at ${sizes.big} sessions`,
    value: round(whole.big, 1),
    unit: 'ms',
    reference: round(whole.small, 2),
    refUnit: `ms at ${sizes.small} sessions`,
    ratio: round(whole.big / whole.small),
    goal: null,
    pass: null,
  },
])
process.exit(0)
