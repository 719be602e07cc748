import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createHandler, type SessionEngine } from '@sessionkit/core'
import { routes } from '@sessionkit/core/internal'
import { sessionApi as expressSessionApi } from '@sessionkit/express'
import { sessionApiPlugin } from '@sessionkit/fastify'
import { sessionApi as honoSessionApi } from '@sessionkit/hono'
import { createServer } from '@sessionkit/node'
import express from 'express'
import Fastify from 'fastify'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { connectedSession, createTestEngine, type TestEngine, testApiKey } from '../support/engine.js'
import { closeServer } from '../support/targets.js'

/**
 * Every malformed multipart/form-data body we could think of, to every route that takes uploads: each is answered
 * with a Problem (or, for a client that stalls, its connection is cut), no spooled upload is left on disk, and the
 * process keeps serving. An unterminated file part used to end the whole process (busboy's file stream failed
 * while the spool awaited its temp folder, with no handler attached).
 */
const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }
/** How long a stalled body may stay silent before the server cuts it (the adapters' real limits are 30 s). */
const idleMs = 300

interface Form {
  name: string
  type: string
  /** Sent in this order, each a separate chunk. */
  chunks: string[]
  /** The client sends the chunks, then neither ends nor sends more. */
  stalls?: true
}

const disposition = (name: string, file?: string) =>
  `Content-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n`
const to = `--XB\r\n${disposition('to')}\r\n15550002222\r\n`
const forms: Form[] = [
  {
    name: 'an unterminated file part',
    type: 'multipart/form-data; boundary=XB',
    chunks: [`--XB\r\n${disposition('media', 'a.png')}\r\nabc`],
  },
  {
    name: 'an unterminated file part after a text part',
    type: 'multipart/form-data; boundary=XB',
    chunks: [`${to}--XB\r\n${disposition('media', 'a.png')}Content-Type: image/png\r\n\r\nabc`],
  },
  {
    name: 'no boundary in the content type',
    type: 'multipart/form-data',
    chunks: [`--XB\r\n${disposition('media', 'a.png')}\r\nabc\r\n--XB--\r\n`],
  },
  {
    name: 'an empty boundary',
    type: 'multipart/form-data; boundary=',
    chunks: [`--\r\n${disposition('media', 'a.png')}\r\nabc\r\n----\r\n`],
  },
  {
    name: 'a boundary the body does not use',
    type: 'multipart/form-data; boundary=XB',
    chunks: [`--YB\r\n${disposition('media', 'a.png')}\r\nabc\r\n--YB--\r\n`],
  },
  {
    name: 'truncated part headers',
    type: 'multipart/form-data; boundary=XB',
    chunks: [`--XB\r\nContent-Disposition: form-data; name="med`],
  },
  {
    name: 'a file part with no name',
    type: 'multipart/form-data; boundary=XB',
    chunks: [`--XB\r\nContent-Disposition: form-data; filename="a.png"\r\n\r\nabc\r\n--XB--\r\n`],
  },
  {
    name: 'a nested multipart part',
    type: 'multipart/form-data; boundary=XB',
    chunks: [
      `${to}--XB\r\n${disposition('media')}Content-Type: multipart/mixed; boundary=IN\r\n\r\n` +
        `--IN\r\n${disposition('inner', 'a.png')}\r\nabc\r\n--IN--\r\n--XB--\r\n`,
    ],
  },
  {
    name: 'a boundary split across chunks, then a repeated unterminated part',
    type: 'multipart/form-data; boundary=XB',
    chunks: [
      `${to}--XB\r\n${disposition('media', 'a.png')}\r\nabc\r\n--X`,
      `B\r\n${disposition('media', 'b.png')}\r\nxyz`,
    ],
  },
  {
    name: 'a body of headers only',
    type: 'multipart/form-data; boundary=XB',
    chunks: [`--XB\r\n${disposition('media', 'a.png')}`],
  },
  {
    name: 'a client that stalls mid-part',
    type: 'multipart/form-data; boundary=XB',
    chunks: [`${to}--XB\r\n${disposition('media', 'a.png')}\r\nabc`],
    stalls: true,
  },
]

/** A request body of `chunks`, each its own read; a stalling one then stays open until `abort` is called. */
function bodyOf(form: Form) {
  const encoder = new TextEncoder()
  const pending = [...form.chunks]
  let stream!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stream = controller
    },
    pull(controller) {
      const next = pending.shift()
      if (next !== undefined) return controller.enqueue(encoder.encode(next))
      if (form.stalls) return new Promise<void>(() => undefined)
      controller.close()
    },
  })
  return { stream: body, abort: () => stream.error(new Error('the client left')) }
}

let uploadsDir = ''
let previousTmp: string | undefined
/** Spooled uploads still on disk (the engine under test spools into `uploadsDir`). */
const leftovers = async () => (await readdir(uploadsDir)).filter((name) => name.startsWith('sessionkit-upload-'))

beforeAll(async () => {
  // os.tmpdir() reads TMPDIR on each call: the spool's folders land where this file alone looks.
  uploadsDir = await mkdtemp(join(tmpdir(), 'sessionkit-multipart-test-'))
  await mkdir(uploadsDir, { recursive: true })
  previousTmp = process.env.TMPDIR
  process.env.TMPDIR = uploadsDir
})
afterAll(async () => {
  if (previousTmp === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = previousTmp
  await rm(uploadsDir, { recursive: true, force: true })
})

const expectProblem = async (response: Response, what: string) => {
  const text = await response.clone().text()
  expect(response.status, `${what}: ${text}`).toBeGreaterThanOrEqual(400)
  expect(response.status, `${what}: ${text}`).toBeLessThan(500)
  expect(response.headers.get('content-type'), what).toMatch(/^application\/problem\+json/)
  const problem = (await response.json()) as { code?: string }
  expect(typeof problem.code, what).toBe('string')
}

describe('every malformed multipart body to every upload route, in process', () => {
  let t: TestEngine
  let handler: (request: Request) => Promise<Response>
  let sessionId = ''
  beforeAll(async () => {
    t = await createTestEngine()
    handler = createHandler(t.engine, { basePath: base }) as never
    sessionId = await connectedSession(t, 'Malformed uploads')
  })
  afterAll(async () => t?.close())

  const uploadRoutes = routes.filter((route) => route.multipart !== undefined)
  test('the routes that take uploads are the ones this walk knows', () => {
    expect(uploadRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'POST /sessions/:sessionId/messages/audio',
      'POST /sessions/:sessionId/messages/document',
      'POST /sessions/:sessionId/messages/image',
      'POST /sessions/:sessionId/messages/sticker',
      'POST /sessions/:sessionId/messages/video',
      'POST /sessions/:sessionId/stories/image',
      'POST /sessions/:sessionId/stories/video',
      'PUT /sessions/:sessionId/groups/:groupJid/picture',
      'PUT /sessions/:sessionId/profile/picture',
    ])
  })

  test.each(uploadRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s refuses an upload for a session that is missing or not connected before reading its body',
    async (_, route) => {
      const unpaired = (await t.engine.sessions.create({ displayName: 'Unpaired', deviceBrowser: 'Chrome' })).sessionId
      for (const [session, status, code] of [
        ['no-such-session', 404, 'session_not_found'],
        [unpaired, 409, 'session_not_paired'],
      ] as const) {
        const path = route.path.replace(':sessionId', session).replace(':groupJid', '120363000000000001@g.us')
        // The body never ends: only an answer that does not wait for it can arrive.
        const { stream } = bodyOf({
          name: 'held',
          type: '',
          chunks: [`--XB\r\n${disposition('media', 'a.png')}\r\n`],
          stalls: true,
        })
        const response = await handler(
          new Request(`http://in-process.test${base}${path}`, {
            method: route.method,
            headers: { ...auth, 'content-type': 'multipart/form-data; boundary=XB' },
            body: stream,
            duplex: 'half',
          } as RequestInit),
        )
        expect(response.status).toBe(status)
        expect(((await response.json()) as { code: string }).code).toBe(code)
      }
    },
  )

  test.each(uploadRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_, route) => {
    const path = route.path.replace(':sessionId', sessionId).replace(':groupJid', '120363000000000001@g.us')
    for (const form of forms) {
      const { stream, abort } = bodyOf(form)
      const answered = handler(
        new Request(`http://in-process.test${base}${path}`, {
          method: route.method,
          headers: { ...auth, 'content-type': form.type },
          body: stream,
          duplex: 'half',
        } as RequestInit),
      )
      // In process there is no socket to time out: the stalled client goes away instead.
      if (form.stalls) setImmediate(abort)
      await expectProblem(await answered, `${route.method} ${route.path}: ${form.name}`)
      expect(await leftovers(), form.name).toEqual([])
    }
    const health = await handler(new Request(`http://in-process.test${base}/sessions/${sessionId}`, { headers: auth }))
    expect(health.status).toBe(200)
  })
})

/** Each adapter on a real socket, with its idle limit cut to `idleMs`. */
const adapters: { name: string; listen(engine: SessionEngine): Promise<{ origin: string; close(): Promise<void> }> }[] =
  [
    {
      name: 'node',
      listen: (engine) => listening(createServer(engine, { basePath: base, limits: { bodyIdleTimeoutMs: idleMs } })),
    },
    {
      name: 'express',
      listen(engine) {
        const app = express()
        app.use(base, expressSessionApi(engine, { basePath: base }))
        return listening(createHttpServer(app).setTimeout(idleMs))
      },
    },
    {
      name: 'fastify',
      async listen(engine) {
        const app = Fastify({ connectionTimeout: idleMs })
        await app.register(sessionApiPlugin, { engine, basePath: base, prefix: base })
        const origin = await app.listen({ port: 0, host: '127.0.0.1' })
        return { origin, close: () => app.close() }
      },
    },
    {
      name: 'hono',
      async listen(engine) {
        const app = new Hono()
        app.route(base, honoSessionApi(engine, { basePath: base }))
        const server = await new Promise<Server>((resolve) => {
          const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server))
        })
        server.setTimeout(idleMs)
        return {
          origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
          close: () => closeServer(server),
        }
      },
    },
  ]

async function listening(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => closeServer(server),
  }
}

describe.each(adapters)('every malformed multipart body through $name', (adapter) => {
  let t: TestEngine
  let api: { origin: string; close(): Promise<void> }
  let sessionId = ''
  beforeAll(async () => {
    t = await createTestEngine()
    api = await adapter.listen(t.engine)
    sessionId = await connectedSession(t, `Malformed uploads ${adapter.name}`)
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test.each(forms.map((form) => [form.name, form] as const))('%s', async (_, form) => {
    const { stream } = bodyOf(form)
    const answer = fetch(`${api.origin}${base}/sessions/${sessionId}/messages/image`, {
      method: 'POST',
      headers: { ...auth, 'content-type': form.type },
      body: stream,
      duplex: 'half',
    } as RequestInit).then(
      (response) => response,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    )
    const response = await answer
    // A stalled body is cut at the idle limit: the answer is a Problem if the server could still write one, or a
    // closed connection; either way nothing of it stays on disk.
    // not instanceof: @hono/node-server replaces the global Response with its own class
    if (!(response instanceof Error)) await expectProblem(response, form.name)
    else expect(form.stalls, `${form.name}: ${String(response)}`).toBe(true)
    await vi.waitFor(async () => expect(await leftovers()).toEqual([]), { timeout: 5_000, interval: 50 })
    const health = await fetch(`${api.origin}${base}/sessions/${sessionId}`, { headers: auth })
    expect(health.status).toBe(200)
  })
})
