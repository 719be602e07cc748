import type { AddressInfo } from 'node:net'
import { createServer as createHttpServer, type Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createHandler, type HandlerOptions, type SessionEngine } from '@sessionkit/core'
import { sessionApi as expressSessionApi } from '@sessionkit/express'
import { sessionApiPlugin } from '@sessionkit/fastify'
import { sessionApi as honoSessionApi } from '@sessionkit/hono'
import { createServer } from '@sessionkit/node'
import express from 'express'
import Fastify from 'fastify'
import { Hono } from 'hono'
import { createTestEngine, type TestEngine } from './engine.js'

/** One way of serving the API; `fetch` takes a path under the server's origin (`/api/v1/sessions`). */
export interface Mounted {
  origin: string
  fetch(path: string, init?: RequestInit & { duplex?: 'half' }): Promise<Response>
  close(): Promise<void>
}

export interface Target {
  name: string
  /** The reference every other target must match. */
  baseline?: boolean
  /**
   * The handler is called with a Fetch Request and no server between: its URL has dot segments resolved, and no
   * raw bytes can be sent to it (`origin` is not listening).
   */
  fetchRequest?: boolean
  /** A host framework around the API that sets `x-host: kept` on every response, before the API answers. */
  hostHeader?: boolean
  /** Serves `engine` with the API mounted at `options.basePath`. */
  mount(engine: SessionEngine, options: HandlerOptions & { basePath: string }): Promise<Mounted>
}

const overHttp = (origin: string, close: () => Promise<void>): Mounted => ({
  origin,
  fetch: (path, init) => fetch(`${origin}${path}`, init),
  close,
})

async function listen(server: Server): Promise<Mounted> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return overHttp(`http://127.0.0.1:${port}`, () => closeServer(server))
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()))
    server.closeAllConnections()
  })
}

/** Every target the contract suite runs on; the in-process handler is the baseline the others must match. */
export const targets: Target[] = [
  {
    name: 'in-process handler',
    baseline: true,
    fetchRequest: true,
    async mount(engine, options) {
      const handler = createHandler(engine, options)
      const origin = 'http://in-process.test'
      return {
        origin,
        fetch: (path, init) => handler(new Request(`${origin}${path}`, init)),
        close: async () => undefined,
      }
    },
  },
  {
    name: 'node',
    mount: (engine, options) => listen(createServer(engine, options)),
  },
  {
    name: 'express',
    hostHeader: true,
    mount: (engine, options) => {
      const app = express()
      app.use((_req, res, next) => {
        res.setHeader('x-host', 'kept')
        next()
      })
      app.use(options.basePath, expressSessionApi(engine, options))
      return listen(createHttpServer(app))
    },
  },
  {
    name: 'express behind express.json()',
    mount: (engine, options) => {
      const app = express()
      app.use(express.json())
      app.use(options.basePath, expressSessionApi(engine, options))
      return listen(createHttpServer(app))
    },
  },
  {
    name: 'fastify',
    hostHeader: true,
    async mount(engine, options) {
      const app = Fastify()
      app.addHook('onRequest', async (_request, reply) => {
        reply.header('x-host', 'kept')
      })
      // Host-level parsers the plugin must not inherit: each would swallow the body before the handler saw it.
      app.removeAllContentTypeParsers()
      app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) =>
        done(null, { parsedByHost: true }),
      )
      app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, { parsedByHost: true }))
      app.addContentTypeParser('*', (_request, _payload, done) => done(new Error('host catch-all parser ran')))
      await app.register(sessionApiPlugin, { ...options, engine, prefix: options.basePath })
      const address = await app.listen({ port: 0, host: '127.0.0.1' })
      return overHttp(address, () => app.close())
    },
  },
  {
    name: 'hono',
    hostHeader: true,
    async mount(engine, options) {
      const app = new Hono()
      app.use(async (c, next) => {
        await next()
        c.header('x-host', 'kept')
      })
      app.route(options.basePath, honoSessionApi(engine, options))
      const server = await new Promise<Server>((resolve) => {
        const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server))
      })
      const { port } = server.address() as AddressInfo
      return overHttp(`http://127.0.0.1:${port}`, () => closeServer(server))
    },
  },
]

/**
 * The in-process handler alone, where the routes' own rules (validation, Problems, answers, paging, what reaches the
 * engine) are asserted once: they are the core's, the same whatever serves them. What an adapter can change
 * (statuses, headers, bodies, streaming, uploads, dot segments, aborts) is asserted on every target, in
 * test/contract/api, uploads, dot-segments and route-table.
 */
export const inProcess: Target[] = targets.filter((target) => target.baseline)

/** A JSON client of a mounted API: `call(method, path, body?)` answers status, content type and the parsed body. */
export function jsonClient(api: () => Mounted, base: string, headers: Record<string, string>) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await api().fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: (await response.json()) as Record<string, any>,
    }
  }
}

/**
 * An engine served by `target`, holding every kind of id a route names: a connected session, a webhook, a
 * delivery, an API key.
 */
export interface WalkedApi {
  t: TestEngine
  api: Mounted
  ids: { sessionId: string; webhookId: string; deliveryId: string; keyId: string }
}

export async function mountWithIds(target: Target, basePath: string, displayName: string): Promise<WalkedApi> {
  const t = await createTestEngine({ allowPrivateNetwork: true })
  const api = await target.mount(t.engine, { basePath })
  // The fake driver logs the session straight in; the webhook's test delivery gives a delivery id.
  const session = await t.engine.sessions.create({ displayName, deviceBrowser: 'Chrome' })
  t.driver.script(session.sessionId, 'open')
  await t.engine.sessions.connect(session.sessionId)
  await t.engine.sessions.waitForState(session.sessionId, ['connected'], 5_000)
  const webhook = await t.engine.webhooks.create({ url: 'http://127.0.0.1:9/hook', events: ['session.created'] })
  const delivery = await t.engine.webhooks.sendTest(webhook.id)
  const key = await t.engine.keys.create({ name: displayName, scopes: ['read'] })
  return {
    t,
    api,
    ids: { sessionId: session.sessionId, webhookId: webhook.id, deliveryId: delivery.id, keyId: key.id },
  }
}
