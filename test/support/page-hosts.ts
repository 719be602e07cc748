import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type ApiHandler, fromFetchRequest, toFetchResponse } from '@sessionkit/core/adapter'
import { createServer, serveApiRequest } from '@sessionkit/node'
import express from 'express'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { Hono } from 'hono'
import { closeServer } from './targets.js'

export interface PageHost {
  name: string
  mount(): Promise<{ origin: string; close(): Promise<void> }>
}

async function listening(server: ReturnType<typeof createHttpServer>) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => closeServer(server) }
}

/**
 * A page handler (the reference page, the dashboard) mounted at `basePath` on each host, as their docs show:
 * node:http, Express, Fastify and Hono.
 */
export const pageHosts = (page: ApiHandler, basePath: string): PageHost[] => [
  { name: 'node:http', mount: () => listening(createServer(page)) },
  {
    name: 'express',
    mount: () => {
      const app = express()
      app.use(basePath, (req, res) => void serveApiRequest(page, req, res))
      return listening(createHttpServer(app))
    },
  },
  {
    name: 'fastify',
    async mount() {
      const app = Fastify()
      const serve = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack()
        await serveApiRequest(page, request.raw, reply.raw)
      }
      app.all(basePath, serve)
      app.all(`${basePath}/*`, serve)
      const origin = await app.listen({ port: 0, host: '127.0.0.1' })
      return { origin, close: () => app.close() }
    },
  },
  {
    name: 'hono',
    async mount() {
      const app = new Hono()
      app.all(basePath, async (c) => toFetchResponse(await page(fromFetchRequest(c.req.raw))))
      app.all(`${basePath}/*`, async (c) => toFetchResponse(await page(fromFetchRequest(c.req.raw))))
      const server = await new Promise<ReturnType<typeof createHttpServer>>((resolve) => {
        const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as never))
      })
      return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => closeServer(server) }
    },
  },
]
