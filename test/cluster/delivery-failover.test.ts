import { type ChildProcess, fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redisUrl } from '../support/services.js'
import { deleteRedisKeys } from '../support/stores.js'

const nodeScript = fileURLToPath(new URL('../support/cluster-node.mjs', import.meta.url))
const apiKey = 'sk_delivery_failover'
const leaseTtlMs = 2000
const events = 6

interface NodeProcess {
  url: string
  child: ChildProcess
  exited: Promise<unknown>
}

/**
 * A node killed with deliveries pending: its rows wait in the shared outbox for their retries, and the node still
 * running takes them as soon as it sees the dead node's heartbeat run out, not when some node next starts. Two
 * engine processes on the built packages (npm test builds first) and a Redis store; no session connects, the
 * events are the `session.created` of sessions made through the node that is then killed.
 */
describe('cluster mode: pending deliveries of a killed node', () => {
  const namespace = `failover${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const nodes: NodeProcess[] = []
  let receiver: Server
  /** How the receiver answers: 500, not at all (the attempt stays in flight), or 200. */
  let mode: 'fail' | 'hang' | 'accept' = 'fail'
  /** Attempts the receiver took, by event id: refused, left hanging, accepted. */
  const failed = new Map<string, number>()
  const hanging = new Map<string, number>()
  const accepted = new Map<string, number>()

  const startNode = async (nodeId: string): Promise<NodeProcess> => {
    const config = {
      store: redisUrl,
      namespace,
      apiKey,
      redis: redisUrl,
      nodeId,
      leaseTtlMs,
      // Nothing connects: no session is paired.
      simulatorUrl: 'ws://127.0.0.1:9',
      rootKey: '00',
      webhooks: { retryScheduleMs: Array(100).fill(250) },
    }
    const child = fork(nodeScript, [JSON.stringify(config)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const ready = await new Promise<{ url: string }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { url: string }))
      child.once('exit', (code) => reject(new Error(`node ${nodeId} exited with ${code} before serving`)))
    })
    const node = { url: ready.url, child, exited }
    nodes.push(node)
    return node
  }

  const api = async (node: NodeProcess, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${node.url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as any }
  }

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const { id } = JSON.parse(body) as { id: string }
        const tally = { fail: failed, hang: hanging, accept: accepted }[mode]
        tally.set(id, (tally.get(id) ?? 0) + 1)
        if (mode === 'hang') return
        response.statusCode = mode === 'accept' ? 200 : 500
        response.end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  })

  afterAll(async () => {
    for (const node of nodes) node.child.kill('SIGKILL')
    await Promise.all(nodes.map((node) => node.exited))
    await new Promise((resolve) => receiver.close(resolve))
    await deleteRedisKeys(redisUrl, namespace)
  })

  let a: NodeProcess
  let webhookId: string

  /** `events` session.created events, produced by `node`. */
  const makeEvents = async (node: NodeProcess) => {
    for (let i = 0; i < events; i++) {
      const created = await api(node, 'POST', '/sessions', { displayName: `failover ${i}` })
      expect(created.status).toBe(201)
    }
  }

  it('are delivered by the node still running once the receiver recovers, without a new node', async () => {
    a = await startNode('a')
    const webhook = await api(a, 'POST', '/webhooks', {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      events: ['session.created'],
    })
    expect(webhook.status).toBe(201)
    webhookId = webhook.body.data.id
    // Started after the webhook exists, so it delivers to it from its first event.
    const c = await startNode('c')
    await makeEvents(c)
    // Every event was tried by c and refused: its rows are pending, each waiting for a retry.
    await expect.poll(() => failed.size, { timeout: 10_000, interval: 50 }).toBe(events)

    c.child.kill('SIGKILL')
    await c.exited
    mode = 'accept'
    // a takes the rows once c's heartbeat runs out (the lease TTL) and the receiver has every event, once.
    await expect.poll(() => accepted.size, { timeout: leaseTtlMs + 10_000, interval: 100 }).toBe(events)
    expect([...accepted.values()]).toEqual(Array(events).fill(1))
    // a records each outcome after the receiver answered it
    const statuses = async () =>
      (await api(a, 'GET', `/webhooks/${webhookId}/deliveries`)).body.data.map((d: { status: string }) => d.status)
    await expect.poll(statuses, { timeout: 10_000, interval: 100 }).toEqual(Array(events).fill('delivered'))
  }, 60_000)

  it('include the attempts the killed node had in flight, taken over without waiting for their hold', async () => {
    mode = 'hang'
    accepted.clear()
    const d = await startNode('d')
    await makeEvents(d)
    // d's attempts are posted and unanswered: each is claimed by d and has no outcome in the store.
    await expect.poll(() => hanging.size, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0)
    d.child.kill('SIGKILL')
    await d.exited
    mode = 'accept'
    await expect.poll(() => accepted.size, { timeout: leaseTtlMs + 10_000, interval: 100 }).toBe(events)
    for (const id of hanging.keys()) expect(accepted.get(id)).toBe(1)
  }, 60_000)
})
