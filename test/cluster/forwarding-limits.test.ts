import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { SessionEngine } from '@sessionkit/core'
import { createApiHandler } from '@sessionkit/core/adapter'
import { createApiListener } from '@sessionkit/node'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeSession } from '../../packages/core/src/cluster/placement.js'
import { nextEvent } from '../support/engine.js'
import { FakeDriver } from '../support/fake-driver.js'
import { redisUrl } from '../support/services.js'

const keys = {
  rate: 'sk_forward_rate',
  limit: 'sk_forward_limit',
  slots: 'sk_forward_slots',
  handoff: 'sk_forward_handoff',
  early: 'sk_forward_early',
}
const kib = 1024

interface Node {
  nodeId: string
  url: string
  engine: SessionEngine
  driver: FakeDriver
  server: Server
  /** Forwarded requests that reached this node (the cluster's header on them). */
  forwarded: string[]
  /** While set, requests wait here unanswered (an owner that has not read them yet). */
  hold: boolean
  held: (() => void)[]
  onHeld: (() => void) | null
  /**
   * Forwarded requests still to be turned away with a 421 as a node that just lost the session does, each once
   * `after` bytes of its body were read (or all of it).
   */
  turnAway: { count: number; after: number }
}

/** A body that sends its first bytes and then nothing more: only an answer that does not wait for it can arrive. */
const heldBody = (first: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first)
    },
  })

/** A 421 `session_elsewhere` Problem once `after` bytes of the body were read (or all of it). */
function turnAway(req: IncomingMessage, res: ServerResponse, after: number) {
  let read = 0
  const answer = () => {
    if (res.headersSent) return
    res.writeHead(421, { 'content-type': 'application/problem+json' })
    res.end(JSON.stringify({ status: 421, code: 'session_elsewhere', title: 'Misdirected Request', detail: 'moved' }))
  }
  req.on('data', (chunk: Buffer) => {
    read += chunk.length
    if (read >= after) answer()
  })
  req.on('end', answer)
}

/** A multipart image upload as a client sends it. */
async function imageForm(bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData()
  form.set('to', '15550002222')
  form.set('media', new Blob([bytes]), 'photo.jpg')
  const request = new Request('http://form.test', { method: 'POST', body: form })
  return { body: new Uint8Array(await request.arrayBuffer()), type: request.headers.get('content-type')! }
}

/**
 * Cluster forwarding holds a forwarded request to the limits of the node that received it (docs/cluster.md,
 * docs/security.md): two engines in this process on one Redis, each behind its own node:http server, on the fake
 * driver (this is HTTP plumbing between nodes, not a WhatsApp operation). Node b runs the session; every request
 * goes to node a. b takes larger bodies and fewer uploads than a, so a 413 or 429 can only be a's, and an upload b
 * would have slotted again would be refused by b.
 */
describe('cluster forwarding: limits apply on the receiving node (two engines on Redis)', () => {
  const namespace = `fwd${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const nodes: Node[] = []
  let sessionId = ''
  let a: Node
  let b: Node

  const startNode = async (
    nodeId: string,
    limits: { maxBodyBytes: number; maxUploadBytes: number; uploadsPerKey: number },
  ) => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    const driver = new FakeDriver()
    const engine = new SessionEngine({
      store: redisUrl,
      storeNamespace: namespace,
      apiKeys: Object.values(keys),
      logger: pino({ level: 'silent' }),
      protocol: { driver },
      cluster: { redis: redisUrl, nodeId, advertiseUrl: url, leaseTtlMs: 2000 },
    })
    const listener = createApiListener(
      createApiHandler(engine, { ...limits, rateLimits: { sends: { limit: 3, windowSeconds: 86_400 } } }),
    )
    const node: Node = {
      ...{ nodeId, url, engine, driver, server, forwarded: [], hold: false, held: [], onHeld: null },
      turnAway: { count: 0, after: 0 },
    }
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (req.headers['x-sessionkit-cluster'] !== undefined) node.forwarded.push(`${req.method} ${req.url}`)
      if (req.headers['x-sessionkit-cluster'] !== undefined && node.turnAway.count > 0) {
        node.turnAway.count -= 1
        return void turnAway(req, res, node.turnAway.after)
      }
      if (!node.hold) return void listener(req, res)
      node.held.push(() => listener(req, res))
      node.onHeld?.()
    })
    await engine.start()
    nodes.push(node)
    return node
  }

  const call = (node: Node, key: string, method: string, path: string, init: RequestInit = {}) =>
    fetch(`${node.url}/api/v1${path}`, {
      method,
      ...init,
      headers: { authorization: `Bearer ${key}`, ...(init.headers as Record<string, string>) },
      ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit)

  const sendText = (key: string, body: BodyInit, headers: Record<string, string> = {}) =>
    call(a, key, 'POST', `/sessions/${sessionId}/messages`, {
      body,
      headers: { 'content-type': 'application/json', ...headers },
    })

  beforeAll(async () => {
    a = await startNode('a', { maxBodyBytes: 64 * kib, maxUploadBytes: 1024 * kib, uploadsPerKey: 2 })
    b = await startNode('b', { maxBodyBytes: 1024 * kib, maxUploadBytes: 4096 * kib, uploadsPerKey: 1 })
    // A session rendezvous hashing places on b, created and connected through a.
    do sessionId = `fwd-${randomUUID().slice(0, 8)}`
    while (placeSession(sessionId, ['a', 'b']) !== 'b')
    for (const node of nodes) node.driver.script(sessionId, 'open')
    const created = await call(a, keys.limit, 'POST', '/sessions', {
      body: JSON.stringify({ sessionId, displayName: 'Forwarded' }),
      headers: { 'content-type': 'application/json' },
    })
    expect(created.status).toBe(201)
    const connected = nextEvent(b.engine, 'connection.state', sessionId, (event) => event.data.state === 'connected')
    expect((await call(a, keys.limit, 'POST', `/sessions/${sessionId}/connect`)).status).toBeLessThan(300)
    await connected
  }, 30_000)

  afterAll(async () => {
    for (const node of nodes) for (const release of node.held.splice(0)) release()
    await Promise.all(nodes.map((node) => node.engine.stop()))
    for (const node of nodes) node.server.closeAllConnections()
    await Promise.all(nodes.map((node) => new Promise((resolve) => node.server.close(resolve))))
  })

  it('counts a forwarded send once, on the node that received it, and refuses the one past the limit unread', async () => {
    const before = b.forwarded.length
    for (let i = 0; i < 3; i++) {
      const sent = await sendText(
        keys.rate,
        JSON.stringify({ to: '15550002222', content: { type: 'text', text: `hello ${i}` } }),
      )
      // counted on b as well (one Redis), the second would already be a 429
      expect(sent.status).toBe(200)
      expect(sent.headers.get('ratelimit')).toContain(`"sends";r=${2 - i};`)
    }
    expect(b.forwarded.length).toBe(before + 3)
    // The fourth's body never ends: its 429 comes without a byte of it read, and b never hears of it.
    const refused = await sendText(
      keys.rate,
      heldBody(new TextEncoder().encode('{"to":"15550002222","content":{"type":"text","text":"')),
    )
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', policy: 'sends', limit: 3 })
    expect(b.forwarded.length).toBe(before + 3)
  })

  it("refuses a body over the route's limit with a 413 on the receiving node", async () => {
    const before = b.forwarded.length
    const text = 'x'.repeat(100 * kib)
    // declared too long: refused before anything is sent to b
    const declared = await sendText(keys.limit, JSON.stringify({ to: '15550002222', content: { type: 'text', text } }))
    expect(declared.status).toBe(413)
    expect(await declared.json()).toMatchObject({ code: 'payload_too_large', limitBytes: 64 * kib })
    expect(b.forwarded.length).toBe(before)
    // chunked, no length: cut at a's limit as it streams through (b would take 1 MiB)
    const encoded = new TextEncoder().encode(JSON.stringify({ to: '15550002222', content: { type: 'text', text } }))
    const streamed = await sendText(
      keys.limit,
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < encoded.length; at += 8 * kib) controller.enqueue(encoded.slice(at, at + 8 * kib))
          controller.close()
        },
      }),
    )
    expect(streamed.status).toBe(413)
    expect(await streamed.json()).toMatchObject({ code: 'payload_too_large', limitBytes: 64 * kib })
    // b saw its start, cut short
    const afterStreamed = b.forwarded.length
    // an upload past a's 1 MiB (b takes 4 MiB)
    const upload = await imageForm(new Uint8Array(2048 * kib))
    const large = await call(a, keys.limit, 'POST', `/sessions/${sessionId}/messages/image`, {
      body: upload.body,
      headers: { 'content-type': upload.type },
    })
    expect(large.status).toBe(413)
    expect(await large.json()).toMatchObject({ code: 'payload_too_large', limitBytes: 1024 * kib })
    expect(b.forwarded.length).toBe(afterStreamed)
  })

  it('takes upload slots on the receiving node and streams the uploads through, which the owner does not slot again', async () => {
    const photo = new Uint8Array(300 * kib).map((_, i) => i % 251)
    const upload = await imageForm(photo)
    const send = () =>
      call(a, keys.slots, 'POST', `/sessions/${sessionId}/messages/image`, {
        body: upload.body,
        headers: { 'content-type': upload.type },
      })
    b.hold = true
    const bothHeld = new Promise<void>((resolve) => {
      b.onHeld = () => b.held.length === 2 && resolve()
    })
    const sentBefore = b.driver.connection(sessionId).sent.length
    const uploads = [send(), send()]
    await bothHeld
    // a's two slots are held by uploads b has not read yet: a third is a's 429, and never reaches b
    const third = await send()
    expect(third.status).toBe(429)
    const problem = await third.json()
    expect(problem).toMatchObject({ code: 'rate_limited', limit: 2 })
    expect(problem.policy).toBeUndefined()
    expect(b.held.length).toBe(2)
    b.hold = false
    for (const release of b.held.splice(0)) release()
    // b allows one upload per key: had it taken a slot for each, one of these would be its 429
    const answers = await Promise.all(uploads)
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const sent = b.driver.connection(sessionId).sent.slice(sentBefore)
    expect(sent).toHaveLength(2)
    for (const message of sent) expect(Buffer.compare(message.bytes!, Buffer.from(photo))).toBe(0)
  })

  it('sends a turned-away request again from its first byte when it kept the body, and answers 503 when it could not', async () => {
    const sentBefore = b.driver.connection(sessionId).sent.length
    // a JSON body is kept whole (up to a's maxBodyBytes): sent again once b answered 421 after reading it all
    b.turnAway = { count: 1, after: Number.POSITIVE_INFINITY }
    const forwardedBefore = b.forwarded.length
    const again = await sendText(
      keys.handoff,
      JSON.stringify({ to: '15550002222', content: { type: 'text', text: 'twice' } }),
    )
    expect(again.status).toBe(200)
    expect(b.forwarded.length).toBe(forwardedBefore + 2)
    const sent = b.driver.connection(sessionId).sent.slice(sentBefore)
    expect(sent.map((message) => message.content)).toEqual([{ type: 'text', text: 'twice' }])
    // an upload b read 100 KiB of before turning it away: past the 64 KiB a keeps, it cannot be sent again whole
    b.turnAway = { count: 1, after: 100 * kib }
    const upload = await imageForm(new Uint8Array(300 * kib))
    const cut = await call(a, keys.handoff, 'POST', `/sessions/${sessionId}/messages/image`, {
      body: upload.body,
      headers: { 'content-type': upload.type },
    })
    expect(cut.status).toBe(503)
    expect(await cut.json()).toMatchObject({ code: 'cluster_unavailable' })
    expect(b.driver.connection(sessionId).sent.slice(sentBefore)).toHaveLength(1)
  })

  it('passes on an answer the owner gives before reading the body (undecodable, session offline), though the client has not finished sending', async () => {
    const upload = await imageForm(new Uint8Array(300 * kib))
    // b refuses a body it cannot decode before reading it; the body never ends
    const refused = await call(a, keys.early, 'POST', `/sessions/${sessionId}/messages/image`, {
      body: heldBody(upload.body.subarray(0, 16 * kib)),
      headers: { 'content-type': upload.type, 'content-encoding': 'gzip' },
    })
    expect(refused.status).toBe(415)
    expect(await refused.json()).toMatchObject({ code: 'unsupported_media_type' })
    // and a session that is not connected: the owner's precheck, before the body, answers through a at once
    expect((await call(a, keys.early, 'POST', `/sessions/${sessionId}/disconnect`)).status).toBeLessThan(300)
    const offline = await call(a, keys.early, 'POST', `/sessions/${sessionId}/messages/image`, {
      body: heldBody(upload.body.subarray(0, 16 * kib)),
      headers: { 'content-type': upload.type },
    })
    expect(offline.status).toBe(409)
    expect(await offline.json()).toMatchObject({ code: 'session_not_connected' })
  })
})
