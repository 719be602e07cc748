import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { fromFetchRequest, toFetchResponse } from '@sessionkit/core/adapter'
import { createDashboard } from '@sessionkit/dashboard'
import { createServer, serveApiRequest } from '@sessionkit/node'
import express from 'express'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { StandaloneServer } from '../../examples/standalone-server/src/server.js'
import { startTestServer } from '../support/standalone.js'
import { closeServer } from '../support/targets.js'

// The handler serves the built app (packages/dashboard/dist/app): `npx turbo run build` first.
const page = createDashboard({ basePath: '/admin', apiBasePath: '/whatsapp' })

async function listening(server: ReturnType<typeof createHttpServer>) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => closeServer(server) }
}

// The mounts docs/dashboard.md shows, one per host.
const hosts: { name: string; mount(): Promise<{ origin: string; close(): Promise<void> }> }[] = [
  { name: 'node:http', mount: () => listening(createServer(page)) },
  {
    name: 'express',
    mount: () => {
      const app = express()
      app.use('/admin', (req, res) => void serveApiRequest(page, req, res))
      return listening(createHttpServer(app))
    },
  },
  {
    name: 'fastify',
    async mount() {
      const app = Fastify()
      const dashboard = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack()
        await serveApiRequest(page, request.raw, reply.raw)
      }
      app.all('/admin', dashboard)
      app.all('/admin/*', dashboard)
      const origin = await app.listen({ port: 0, host: '127.0.0.1' })
      return { origin, close: () => app.close() }
    },
  },
  {
    name: 'hono',
    async mount() {
      const app = new Hono()
      app.all('/admin', async (c) => toFetchResponse(await page(fromFetchRequest(c.req.raw))))
      app.all('/admin/*', async (c) => toFetchResponse(await page(fromFetchRequest(c.req.raw))))
      const server = await new Promise<ReturnType<typeof createHttpServer>>((resolve) => {
        const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as never))
      })
      return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => closeServer(server) }
    },
  },
]

describe.each(hosts)('the dashboard mounted on $name', (host) => {
  let mounted: { origin: string; close(): Promise<void> }
  beforeAll(async () => {
    mounted = await host.mount()
  })
  afterAll(() => mounted.close())

  test('serves the page and its files where the host mounted it, pointing at the API where it is', async () => {
    const html = await fetch(`${mounted.origin}/admin`)
    expect(html.status).toBe(200)
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const text = await html.text()
    expect(text).toContain('<base href="/admin/" />')
    expect(text).toContain('<meta name="sessionkit-api" content="/whatsapp" />')
    const script = await fetch(`${mounted.origin}/admin/dashboard.js`, { method: 'HEAD' })
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })

  test('answers a file it does not have with a Problem', async () => {
    const missing = await fetch(`${mounted.origin}/admin/app.js`)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { code: string }).code).toBe('route_not_found')
  })
})

describe('the standalone server', () => {
  let server: StandaloneServer
  beforeAll(async () => {
    server = await startTestServer({ SESSIONKIT_API_KEY: 'sk_dashboard_contract', SESSIONKIT_STORE: 'memory://' })
  })
  afterAll(() => server.close())

  test('serves the dashboard at / and shadows none of the API, the reference page, the metrics or the probes', async () => {
    const home = await fetch(`${server.url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<meta name="sessionkit-api" content="/api/v1" />')
    expect((await fetch(`${server.url}/dashboard.css`)).status).toBe(200)
    const authorization = { authorization: 'Bearer sk_dashboard_contract' }
    expect((await fetch(`${server.url}/api/v1/sessions`, { headers: authorization })).status).toBe(200)
    expect((await fetch(`${server.url}/docs`)).status).toBe(200)
    expect((await fetch(`${server.url}/metrics`, { headers: authorization })).status).toBe(200)
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
    // Any other path is still the API's answer to an unknown route, not the page.
    const other = await fetch(`${server.url}/index.html`)
    expect(other.status).toBe(404)
    expect(other.headers.get('content-type')).toBe('application/problem+json')
  })
})
