import { createServer as createHttpServer } from 'node:http'
import { routes } from '@sessionkit/core/internal'
import { createApiListener } from '@sessionkit/node'
import {
  createSandboxApiHandler,
  createSandboxHandler,
  type Simulator,
  sandboxRoutes,
  startSimulator,
} from '@sessionkit/simulator'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type TestEngine, testApiKey } from '../support/engine.js'
import { rawExchange } from '../support/raw-http.js'
import { closeServer, type Mounted, mountWithIds, targets } from '../support/targets.js'

/**
 * Issue 24: an id that is a dot segment must never act on another route. Parsing a URL resolves "." and "..",
 * so `DELETE /sessions/{id}/communities/..` became `DELETE /sessions/{id}/` and deleted the session. Generated
 * from the route tables: every route, every path parameter in turn, every spelling of "." and "..". Where the
 * server shows the target as sent (every adapter on Node), the answer is a 400 before any routing; a Fetch
 * Request arrives resolved, and then reaches only the route its resolved path names (a trailing slash is a 404).
 */

/** Every spelling URL parsing takes for "." or "..". */
const spellings = ['.', '%2e', '%2E', '..', '.%2e', '%2e.', '%2E%2e', '.%2E', '%2e%2E']

interface RoutePath {
  method: string
  path: string
}

/** The route's path with `name` spelled `dot` and every other parameter holding the id given for it. */
const pathWith = (route: RoutePath, name: string, dot: string, ids: Record<string, string>) =>
  route.path.replace(/:(\w+)/g, (_, param: string) => (param === name ? dot : encodeURIComponent(ids[param] ?? param)))

const parametersOf = (route: RoutePath) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!)

interface Answer {
  status: number
  code: string | null
}

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE'

/** A request written byte for byte, so no client resolves the dot segments before the server sees them. */
async function sendRaw(origin: string, method: string, target: string, key: string): Promise<Answer> {
  const body = hasBody(method) ? '{}' : ''
  const head = [
    `${method} ${target} HTTP/1.1`,
    'Host: dots.test',
    `Authorization: Bearer ${key}`,
    'Connection: close',
    ...(body ? ['Content-Type: application/json', `Content-Length: ${body.length}`] : []),
  ]
  const answer = await rawExchange(origin, `${head.join('\r\n')}\r\n\r\n${body}`)
  return { status: answer.status, code: codeOf(answer.body) }
}

function codeOf(text: string): string | null {
  try {
    return (JSON.parse(text) as { code?: string }).code ?? null
  } catch {
    return null
  }
}

/** A Fetch client's request (`fetcher` takes a path): the Request resolves the target, as every Request does. */
async function sendFetch(
  fetcher: (path: string, init: RequestInit) => Promise<Response>,
  method: string,
  target: string,
  key: string,
): Promise<Answer & { resolved: string }> {
  const response = await fetcher(target, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(hasBody(method) ? { body: '{}' } : {}),
  })
  const resolved = new URL(`http://dots.test${target}`).pathname
  return { status: response.status, code: codeOf(await response.text()), resolved }
}

function expectRefused(answer: Answer, label: string) {
  expect(answer, label).toEqual({ status: 400, code: 'malformed_request' })
}

/** Resolved by the Request: never a success, and a path left with a trailing slash names no route. */
function expectNoParent(answer: Answer & { resolved: string }, label: string) {
  expect(answer.status, `${label} -> ${answer.resolved}`).toBeGreaterThanOrEqual(400)
  expect(answer.status, `${label} -> ${answer.resolved}`).toBeLessThan(500)
  if (answer.resolved.endsWith('/')) expect(answer, label).toMatchObject({ status: 404, code: 'route_not_found' })
}

const base = '/api/v1'
const key = (route: RoutePath) => `${route.method} ${route.path}`
// Deleting routes last: a DELETE that reached its parent would then show in every later answer too.
const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
const withParameters = ordered.filter((route) => parametersOf(route).length > 0)

describe.each(targets)('dot segments in /api/v1 through $name', (target) => {
  let t: TestEngine
  let api: Mounted
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    const walked = await mountWithIds(target, base, 'Dots')
    ;({ t, api } = walked)
    Object.assign(ids, walked.ids)
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test.each(withParameters.map((route) => [key(route), route] as const))('%s', async (_, route) => {
    const paths = parametersOf(route).flatMap((name) =>
      spellings.map((dot) => `${base}${pathWith(route, name, dot, ids)}`),
    )
    if (target.fetchRequest) {
      // Resolved, these may reach a route: one at a time, as a client would send them.
      for (const path of paths)
        expectNoParent(
          await sendFetch((sent, init) => api.fetch(sent, init), route.method, path, testApiKey),
          `${route.method} ${path}`,
        )
      return
    }
    // Each must be refused before any routing, so none can meet another: sent together.
    const answers = await Promise.all(paths.map((path) => sendRaw(api.origin, route.method, path, testApiKey)))
    answers.forEach((answer, i) => expectRefused(answer, `${route.method} ${paths[i]}`))
  })

  if (!target.fetchRequest)
    test('a dot segment after a backslash, or before a query or a fragment, is refused too', async () => {
      for (const path of [
        `${base}/sessions/${ids.sessionId}/communities\\..`,
        `${base}/sessions/${ids.sessionId}/communities/..?x=1`,
        `${base}/sessions/${ids.sessionId}/communities/%2e%2e#x`,
        `${base}/sessions/${ids.sessionId}/./communities`,
      ]) {
        const answer = await sendRaw(api.origin, 'DELETE', path, testApiKey)
        // @hono/node-server refuses a backslash in a path itself, with a 400 of its own, before Hono routes.
        if (target.name === 'hono' && path.includes('\\')) expect(answer.status, path).toBe(400)
        else expectRefused(answer, path)
      }
    })

  test('nothing reached a parent: the session is there and connected, the webhook and its delivery too', async () => {
    expect(await t.engine.sessions.status(ids.sessionId!)).toMatchObject({ connectionState: 'connected' })
    expect(await t.engine.webhooks.get(ids.webhookId!)).toMatchObject({ id: ids.webhookId })
    expect(await t.engine.webhooks.getDelivery(ids.webhookId!, ids.deliveryId!)).toMatchObject({ id: ids.deliveryId })
  })
})

describe('dot segments in /sandbox/v1', () => {
  const sandboxKey = 'sk_test_dots_sandbox'
  const sandboxBase = '/sandbox/v1'
  const phoneNumber = '15550007001'
  let sim: Simulator
  let handle: (request: Request) => Promise<Response>
  let origin: string
  let close: () => Promise<void>
  const ids: Record<string, string> = { phoneNumber }

  beforeAll(async () => {
    sim = await startSimulator()
    await sim.createPhone(phoneNumber)
    handle = createSandboxHandler(sim, { apiKeys: [sandboxKey] })
    // The standalone server's way of serving the sandbox: the API's own Node bridge.
    const server = createHttpServer(createApiListener(createSandboxApiHandler(sim, { apiKeys: [sandboxKey] })))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    close = () => closeServer(server)
  })
  afterAll(async () => {
    await close?.()
    await sim?.close()
  })

  const sandboxOrdered = [...sandboxRoutes].sort(
    (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
  )
  const cases = sandboxOrdered
    .filter((route) => parametersOf(route).length > 0)
    .map((route) => [key(route), route] as const)

  test.each(cases)('through the Node bridge: %s', async (_, route) => {
    const paths = parametersOf(route).flatMap((name) =>
      spellings.map((dot) => `${sandboxBase}${pathWith(route, name, dot, ids)}`),
    )
    const answers = await Promise.all(paths.map((path) => sendRaw(origin, route.method, path, sandboxKey)))
    answers.forEach((answer, i) => expectRefused(answer, `${route.method} ${paths[i]}`))
  })

  test.each(cases)('as a Fetch Request: %s', async (_, route) => {
    for (const name of parametersOf(route))
      for (const dot of spellings) {
        const path = `${sandboxBase}${pathWith(route, name, dot, ids)}`
        const answer = await sendFetch(
          (sent, init) => handle(new Request(`http://sandbox.test${sent}`, init)),
          route.method,
          path,
          sandboxKey,
        )
        expectNoParent(answer, `${route.method} ${path}`)
      }
  })

  test('nothing reached a parent: the phone is there', () => {
    expect(sim.phone(phoneNumber)).toBeDefined()
  })
})
