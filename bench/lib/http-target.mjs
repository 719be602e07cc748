// One HTTP server for http-overhead.mjs, in its own process: `node http-target.mjs <target>`, where the target is
// bare (node:http), an adapter (node, express, fastify, hono), or a framework alone (express-alone,
// fastify-alone, hono-alone: its own route answering the same JSON, no sessionkit in the request path).
// `node-metrics-off` is the node adapter over an engine built with `metrics: false`: the cost of recording metrics.
// `node-limits` adds rate limits on every route class (in memory; `node-limits-redis` on a Redis store shared with
// nothing, `node-limits-metrics-off` without metrics), each limit too high to be reached, so every request is
// counted and answered with its RateLimit fields: the cost of limiting, against `node` and `node-metrics-off`.
// It answers GET /api/v1/sessions/{id} and reports its port over IPC. The load generator lives in the parent,
// so the server has a core of its own (2-core machines: server and autocannon would otherwise share one thread).
import { createServer as createBareServer } from 'node:http'
import { SessionEngine } from '@sessionkit/core'
import { pino } from 'pino'

export const apiKey = 'bench-key'
export const sessionId = 'ses_bench'

const target = process.argv[2]
const neverReached = { limit: 1_000_000_000, windowSeconds: 60 }
const rateLimits = { sends: neverReached, reads: neverReached, management: neverReached }
const variants = {
  'node-metrics-off': { metrics: false },
  'node-limits': { rateLimits },
  'node-limits-metrics-off': { rateLimits, metrics: false },
  'node-limits-redis': {
    rateLimits,
    store: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    // One namespace for every run: a run killed before it stopped leaves its session for the next to replace.
    storeNamespace: 'sessionkit-bench-http-target',
  },
}
const engine = new SessionEngine({
  apiKeys: [apiKey],
  logger: pino({ level: 'silent' }),
  ...variants[target],
})
await engine.start()
if (target === 'node-limits-redis') await engine.sessions.delete(sessionId).catch(() => undefined)
await engine.sessions.create({ sessionId, displayName: 'Bench', deviceBrowser: 'Chrome' })

async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server.address().port
}

// What the references answer: the same JSON document with the same headers, serialised per request.
const status = await engine.sessions.status(sessionId)
const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }
const document = () => JSON.stringify({ data: status })

let port
let close = async () => undefined
switch (target) {
  case 'bare': {
    const server = createBareServer((_req, res) => {
      const body = document()
      res.writeHead(200, headers)
      res.end(body)
    })
    port = await listen(server)
    break
  }
  case 'express-alone': {
    const { default: express } = await import('express')
    const app = express()
    const router = express.Router()
    router.get('/sessions/:sessionId', (_req, res) => {
      const body = document()
      res.writeHead(200, headers)
      res.end(body)
    })
    app.use('/api/v1', router)
    port = await listen(createBareServer(app))
    break
  }
  case 'fastify-alone': {
    const { default: Fastify } = await import('fastify')
    const app = Fastify({ logger: false })
    app.get('/api/v1/sessions/:sessionId', (_request, reply) => reply.headers(headers).send(document()))
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = app.server.address().port
    close = () => app.close()
    break
  }
  case 'hono-alone': {
    const { Hono } = await import('hono')
    const { serve } = await import('@hono/node-server')
    const app = new Hono()
    const api = new Hono()
    api.get('/sessions/:sessionId', () => new Response(document(), { status: 200, headers }))
    app.route('/api/v1', api)
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => (server.listening ? resolve() : server.once('listening', resolve)))
    port = server.address().port
    break
  }
  case 'node':
  case 'node-metrics-off':
  case 'node-limits':
  case 'node-limits-metrics-off':
  case 'node-limits-redis': {
    const { createServer } = await import('@sessionkit/node')
    port = await listen(createServer(engine))
    break
  }
  case 'express': {
    const { default: express } = await import('express')
    const { sessionApi } = await import('@sessionkit/express')
    const app = express()
    app.use('/api/v1', sessionApi(engine))
    port = await listen(createBareServer(app))
    break
  }
  case 'fastify': {
    const { default: Fastify } = await import('fastify')
    const { sessionApiPlugin } = await import('@sessionkit/fastify')
    const app = Fastify({ logger: false })
    await app.register(sessionApiPlugin, { engine, prefix: '/api/v1' })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = app.server.address().port
    close = () => app.close()
    break
  }
  case 'hono': {
    const { Hono } = await import('hono')
    const { serve } = await import('@hono/node-server')
    const { sessionApi } = await import('@sessionkit/hono')
    const app = new Hono()
    app.route('/api/v1', sessionApi(engine))
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => (server.listening ? resolve() : server.once('listening', resolve)))
    port = server.address().port
    break
  }
  default:
    throw new Error(`unknown target ${target}`)
}

// Check the answer once: a wrong status or body would make every number meaningless.
const check = await fetch(`http://127.0.0.1:${port}/api/v1/sessions/${sessionId}`, {
  headers: { authorization: `Bearer ${apiKey}` },
})
const body = await check.json()
if (check.status !== 200 || body?.data?.sessionId !== sessionId)
  throw new Error(`${target}: unexpected answer ${check.status} ${JSON.stringify(body)}`)

process.send({ port })
process.on('message', async (msg) => {
  if (msg === 'close') {
    await close().catch(() => undefined)
    process.exit(0)
  }
})
process.on('disconnect', () => process.exit(0))
