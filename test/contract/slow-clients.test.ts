import { mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { type ConnectionLimits, createServer, defaultConnectionLimits } from '@sessionkit/node'
import { afterEach, describe, expect, test } from 'vitest'
import { startStandaloneServer } from '../../packages/server/src/index.js'
import { createTestEngine, testApiKey } from '../support/engine.js'

/** Short limits, so a cut comes in a fraction of a second instead of Node's minutes. */
const limits = { headersTimeoutMs: 300, bodyIdleTimeoutMs: 300 } satisfies ConnectionLimits
/** Longer than either limit: an event stream sends nothing but a heartbeat this often. */
const heartbeatMs = 700

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** `createServer` from @sessionkit/node over an engine, listening on a free port. */
async function nodeServer(extra: ConnectionLimits = {}): Promise<string> {
  const t = await createTestEngine({ webhooks: { eventStreamHeartbeatMs: heartbeatMs } })
  const server = createServer(t.engine, { limits: { ...limits, ...extra } })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  cleanups.push(() => t.close())
  cleanups.push(() => closeServer(server))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** The standalone server, configured through its environment. */
async function standaloneServer(extra: ConnectionLimits = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sessionkit-slow-'))
  const instance = await startStandaloneServer(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SESSIONKIT_DATA_DIR: dir,
      SESSIONKIT_API_KEY: testApiKey,
      SESSIONKIT_STORE: 'memory://',
      SESSIONKIT_HEADERS_TIMEOUT_MS: String(limits.headersTimeoutMs),
      SESSIONKIT_BODY_IDLE_TIMEOUT_MS: String(limits.bodyIdleTimeoutMs),
      ...(extra.maxConnections ? { SESSIONKIT_MAX_CONNECTIONS: String(extra.maxConnections) } : {}),
    },
    { out: () => undefined, shutdownGraceMs: 0 },
  )
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  cleanups.push(() => instance.close())
  return instance.url
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** A raw connection that collects what the server sends and reports when the server ends it. */
async function open(origin: string): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const { hostname, port } = new URL(origin)
  const socket = connect(Number(port), hostname)
  let text = ''
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  socket.on('error', () => undefined)
  cleanups.push(async () => socket.destroy())
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return { socket, received: () => text, closed }
}

const createBody = JSON.stringify({ displayName: 'Slow upload', deviceBrowser: 'Chrome' })
const createHead = (length: number) =>
  `POST /api/v1/sessions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${testApiKey}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`

describe.each([
  { name: 'createServer', start: nodeServer },
  { name: 'the standalone server', start: standaloneServer },
])('$name and slow clients', ({ start }) => {
  test('headers that stop arriving are cut with a 408 Problem', async () => {
    const connection = await open(await start())
    connection.socket.write('GET /api/v1/sessions HTTP/1.1\r\nHost: x\r\n')
    await connection.closed
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(connection.received()).toMatch(/content-type: application\/problem\+json/i)
    expect(connection.received()).toContain('"code":"request_timeout"')
  })

  test('a body that stops arriving is cut', async () => {
    const connection = await open(await start())
    connection.socket.write(`${createHead(createBody.length)}${createBody.slice(0, 10)}`)
    await connection.closed
    expect(connection.received()).not.toMatch(/^HTTP\/1\.1 201/)
  })

  test('a body that keeps arriving slowly, for longer than both limits, is served', async () => {
    const connection = await open(await start())
    connection.socket.write(createHead(createBody.length))
    const started = performance.now()
    // A few bytes at a time, each pause well inside the idle limit; the whole upload takes several limits.
    for (let offset = 0; offset < createBody.length; offset += 8) {
      connection.socket.write(createBody.slice(offset, offset + 8))
      await delay(limits.bodyIdleTimeoutMs / 3)
    }
    expect(performance.now() - started).toBeGreaterThan(2 * limits.bodyIdleTimeoutMs)
    await connection.closed
    expect(connection.received()).toMatch(/^HTTP\/1\.1 201 /)
  })

  test('connections past the cap are closed as they arrive; those within it are served', async () => {
    const origin = await start({ maxConnections: 2 })
    const first = await open(origin)
    const second = await open(origin)
    const third = await open(origin)
    await third.closed
    expect(third.received()).toBe('')
    for (const connection of [first, second]) {
      connection.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
      await connection.closed
      expect(connection.received()).toMatch(/^HTTP\/1\.1 (200|404) /)
    }
  })
})

test('an event stream that sends only heartbeats, further apart than both limits, is not cut', async () => {
  const origin = await nodeServer()
  const response = await fetch(`${origin}/api/v1/events`, { headers: { authorization: `Bearer ${testApiKey}` } })
  expect(response.status).toBe(200)
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  const started = performance.now()
  while ((text.match(/: heartbeat/g) ?? []).length < 2) {
    const { done, value } = await reader.read()
    expect(done, 'the stream ended').toBe(false)
    text += value
  }
  expect(performance.now() - started).toBeGreaterThan(2 * heartbeatMs - 100)
  await reader.cancel()
})

test('without limits, createServer applies the documented defaults: 15 s for headers, no whole-request deadline, 1024 connections', async () => {
  const t = await createTestEngine()
  cleanups.push(() => t.close())
  const server = createServer(t.engine)
  expect(defaultConnectionLimits).toEqual({
    headersTimeoutMs: 15_000,
    bodyIdleTimeoutMs: 30_000,
    maxConnections: 1_024,
  })
  expect([server.headersTimeout, server.requestTimeout, server.maxConnections]).toEqual([15_000, 0, 1_024])
})

test('the standalone server refuses a limit that is not a positive integer before anything starts', async () => {
  await expect(startStandaloneServer({ PORT: '0', SESSIONKIT_BODY_IDLE_TIMEOUT_MS: '30s' })).rejects.toThrow(
    /SESSIONKIT_BODY_IDLE_TIMEOUT_MS must be a positive integer/,
  )
})
