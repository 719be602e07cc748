import { createHandler, type FetchHandler } from '@sessionkit/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, nextEvent, type TestEngine, testApiKey } from '../support/engine.js'
import { rawResponse } from '../support/raw-http.js'
import { problemFields } from '../support/problems.js'
import { type Mounted, targets } from '../support/targets.js'

/**
 * What an adapter can change, on every target: authentication's statuses and headers, routing, request bodies and
 * their limits, an Idempotency-Key replay's header, a multipart upload's bytes, edge requests against the in-process
 * handler, the host's headers, the mount prefix. What the session routes do is asserted once, in process, in
 * test/contract/session-routes.
 */

const maxBodyBytes = 4096
const auth = { authorization: `Bearer ${testApiKey}` }
const json = { ...auth, 'content-type': 'application/json' }

describe.each(targets)('$name', (target) => {
  let t: TestEngine
  let api: Mounted
  let seq = 0
  const base = '/api/v1'
  const newId = () => `${target.name.replace(/[^a-z]+/g, '-')}-${++seq}`
  const call = (method: string, path: string, body?: unknown) =>
    api.fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? auth : json,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const createSession = async (sessionId = newId()) => {
    const response = await call('POST', '/sessions', { sessionId, displayName: 'Contract' })
    expect(response.status).toBe(201)
    return sessionId
  }

  beforeAll(async () => {
    t = await createTestEngine()
    api = await target.mount(t.engine, { basePath: base, maxBodyBytes })
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  describe('authentication', () => {
    test('a request without a key is 401 with WWW-Authenticate: Bearer', async () => {
      const response = await api.fetch(`${base}/sessions`)
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer\b/)
      expect(await problemFields(response)).toMatchObject({ code: 'unauthorized', status: 401 })
    })

    test('a wrong key is 401 and neither key appears in the answer', async () => {
      const wrong = 'sk_wrong_key_b3e2f0'
      const response = await api.fetch(`${base}/sessions`, { headers: { authorization: `Bearer ${wrong}` } })
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer\b/)
      const text = await response.clone().text()
      expect(text).not.toContain(wrong)
      expect(text).not.toContain(testApiKey)
      expect(await problemFields(response)).toMatchObject({ code: 'unauthorized' })
    })

    test('a repeated Authorization header is 401, whichever of its keys is valid', async () => {
      const wrong = 'sk_wrong_key_5d1c07'
      for (const lines of [
        [testApiKey, wrong],
        [wrong, testApiKey],
        [testApiKey, testApiKey],
      ]) {
        // Node keeps only a repeated Authorization's first line, so the lines go out as written (no Fetch joins them).
        const answer = target.fetchRequest
          ? await api.fetch(`${base}/sessions`, {
              headers: lines.map((key): [string, string] => ['authorization', `Bearer ${key}`]),
            })
          : await rawResponse(
              api.origin,
              `GET ${base}/sessions HTTP/1.1\r\nHost: x\r\n${lines.map((key) => `Authorization: Bearer ${key}\r\n`).join('')}Connection: close\r\n\r\n`,
            )
        expect(answer.status, lines.join(' + ')).toBe(401)
        expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer\b/)
        expect(await problemFields(answer)).toMatchObject({ code: 'unauthorized' })
      }
    })

    test('a non-Bearer scheme is 401', async () => {
      const response = await api.fetch(`${base}/sessions`, {
        headers: { authorization: `Basic ${Buffer.from(`x:${testApiKey}`).toString('base64')}` },
      })
      expect(response.status).toBe(401)
      expect(await problemFields(response)).toMatchObject({ code: 'unauthorized' })
    })
  })

  describe('routing', () => {
    test('an unknown route under the base is a 404 problem', async () => {
      const response = await call('GET', '/no-such-thing')
      expect(response.status).toBe(404)
      expect(await problemFields(response)).toMatchObject({
        code: 'route_not_found',
        instance: `${base}/no-such-thing`,
      })
    })

    test('a wrong method is 405 with Allow listing the methods the path takes', async () => {
      const response = await call('PUT', '/sessions/some-id')
      expect(response.status).toBe(405)
      expect(
        response.headers
          .get('allow')
          ?.split(',')
          .map((method) => method.trim())
          .sort(),
      ).toEqual(['DELETE', 'GET', 'HEAD', 'PATCH'])
      expect(await problemFields(response)).toMatchObject({ code: 'method_not_allowed' })
    })

    test('HEAD answers what GET answers, without the body', async () => {
      const sessionId = await createSession()
      const get = await call('GET', `/sessions/${sessionId}`)
      const document = await get.text()
      const head = await call('HEAD', `/sessions/${sessionId}`)
      expect(head.status).toBe(200)
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
      expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(document)))
      expect(await head.text()).toBe('')
    })

    test('HEAD of a missing session is the 404 of GET, without the body', async () => {
      const head = await call('HEAD', '/sessions/no-such-session')
      expect(head.status).toBe(404)
      expect(head.headers.get('content-type')).toBe('application/problem+json')
      expect(await head.text()).toBe('')
    })

    test('path parameters arrive URL-decoded', async () => {
      const sessionId = await createSession(`${newId()}.dec`)
      const encoded = sessionId.replace(/\./g, '%2E').replace(/-/g, '%2D')
      expect(encoded).not.toBe(sessionId)
      const response = await call('GET', `/sessions/${encoded}`)
      expect(response.status).toBe(200)
      expect(((await response.json()) as { data: { sessionId: string } }).data.sessionId).toBe(sessionId)
    })

    test('a decoded path parameter is validated as decoded', async () => {
      const response = await call('GET', '/sessions/bad%20id')
      expect(response.status).toBe(422)
      const problem = await problemFields(response)
      expect(problem.code).toBe('validation_failed')
      expect(problem.errors).toEqual([expect.objectContaining({ path: 'sessionId' })])
    })

    test('malformed percent-encoding in a path parameter is a 400 problem, never a 500', async () => {
      for (const [method, path] of [
        ['GET', '/sessions/%E0%A4%A'],
        ['GET', '/sessions/%'],
        ['DELETE', '/sessions/a%zzb'],
        ['POST', '/webhooks/%ff%fe/rotate-secret'],
      ] as const) {
        const response = await api.fetch(`${base}${path}`, {
          method,
          headers: json,
          ...(method === 'POST' ? { body: '{}' } : {}),
        })
        if (target.name === 'fastify') {
          // fastify answers undecodable URLs itself, before the API is reached
          expect(response.status, path).toBe(400)
          continue
        }
        expect(response.status, path).toBe(400)
        const problem = await problemFields(response)
        expect(problem.code).toBe('malformed_request')
      }
    })
  })

  describe('request bodies', () => {
    test('malformed JSON is 400', async () => {
      const response = await api.fetch(`${base}/sessions`, {
        method: 'POST',
        headers: json,
        body: '{"displayName": "x",',
      })
      expect(response.status).toBe(400)
      expect(await problemFields(response)).toMatchObject({ code: 'malformed_json' })
    })

    test('a body that is not JSON is 415', async () => {
      const response = await api.fetch(`${base}/sessions`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'text/plain' },
        body: 'displayName=x',
      })
      expect(response.status).toBe(415)
      expect(await problemFields(response)).toMatchObject({ code: 'unsupported_media_type' })
    })

    test('a declared body over maxBodyBytes is 413', async () => {
      const response = await call('POST', '/sessions', { displayName: 'x', padding: 'p'.repeat(maxBodyBytes) })
      expect(response.status).toBe(413)
      expect(await problemFields(response)).toMatchObject({ code: 'payload_too_large', limitBytes: maxBodyBytes })
    })

    test('a streamed (chunked) body over maxBodyBytes is 413', async () => {
      const chunk = new TextEncoder().encode(JSON.stringify({ displayName: 'x', padding: 'p'.repeat(maxBodyBytes) }))
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(chunk)
          controller.close()
        },
      })
      const response = await api.fetch(`${base}/sessions`, { method: 'POST', headers: json, body, duplex: 'half' })
      expect(response.status).toBe(413)
      expect(await problemFields(response)).toMatchObject({ code: 'payload_too_large' })
    })

    test('a schema failure is 422 naming each bad field by path', async () => {
      const response = await call('POST', '/sessions', { displayName: 42, deviceBrowser: '' })
      expect(response.status).toBe(422)
      const problem = await problemFields(response)
      expect(problem.code).toBe('validation_failed')
      const paths = (problem.errors as { path: string }[]).map((error) => error.path).sort()
      expect(paths).toEqual(['deviceBrowser', 'displayName'])
    })

    test('an unknown body field is 422 naming it', async () => {
      const response = await call('POST', '/sessions', { displayName: 'x', colour: 'blue' })
      expect(response.status).toBe(422)
      const problem = await problemFields(response)
      expect(problem.errors).toEqual([expect.objectContaining({ path: 'colour' })])
    })

    test('a missing body is 422 naming the required field', async () => {
      const response = await api.fetch(`${base}/sessions`, { method: 'POST', headers: auth })
      expect(response.status).toBe(422)
      const problem = await problemFields(response)
      expect((problem.errors as { path: string }[]).map((error) => error.path)).toContain('displayName')
    })

    test('a JSON body that is not an object is 422, even where every field is optional', async () => {
      const created = await call('POST', '/webhooks', {
        url: 'https://93.184.216.34/hook',
        events: ['message.received'],
      })
      expect(created.status).toBe(201)
      const webhookId = ((await created.json()) as { data: { id: string } }).data.id
      for (const body of ['[]', '[{}]', '7', '"x"', 'null']) {
        const response = await api.fetch(`${base}/webhooks/${webhookId}/rotate-secret`, {
          method: 'POST',
          headers: json,
          body,
        })
        expect(response.status, body).toBe(422)
        expect((await problemFields(response)).code).toBe('validation_failed')
      }
      expect((await call('DELETE', `/webhooks/${webhookId}`)).status).toBe(200)
    })

    test('unicode JSON round-trips unchanged', async () => {
      const displayName = 'Zoë 🚀 会话 — ﷽'
      const response = await call('POST', '/sessions', { sessionId: newId(), displayName })
      expect(response.status).toBe(201)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const text = await response.text()
      expect(text).toContain(displayName)
      expect((JSON.parse(text) as { data: { displayName: string } }).data.displayName).toBe(displayName)
    })
  })

  describe('messages', () => {
    const connectedSession = async () => {
      const sessionId = await createSession()
      t.driver.script(sessionId, 'none')
      const connected = nextEvent(t.engine, 'connection.state', sessionId, (event) => event.data.state === 'connected')
      await call('POST', `/sessions/${sessionId}/connect`)
      t.driver.connection(sessionId).pair()
      await connected
      return sessionId
    }

    test('a text send answers the message record; Idempotency-Key replays it with Idempotent-Replayed', async () => {
      const sessionId = await connectedSession()
      const send = () =>
        api.fetch(`${base}/sessions/${sessionId}/messages`, {
          method: 'POST',
          headers: { ...json, 'idempotency-key': 'contract-1' },
          body: JSON.stringify({ to: '15550002222', content: { type: 'text', text: 'héllo ✓' } }),
        })
      const first = await send()
      expect(first.status).toBe(200)
      const record = ((await first.json()) as { data: Record<string, unknown> }).data
      expect(record).toMatchObject({
        sessionId,
        to: '15550002222',
        chatJid: '15550002222@s.whatsapp.net',
        contentType: 'text',
        text: 'héllo ✓',
        mediaUrl: null,
        status: 'sent',
      })
      const replay = await send()
      expect(replay.status).toBe(200)
      expect(replay.headers.get('idempotent-replayed')).toBe('true')
      expect(((await replay.json()) as { data: unknown }).data).toEqual(record)
      expect(t.driver.connection(sessionId).sent).toHaveLength(1)
    })

    test('a multipart upload reaches the engine byte for byte, with its fields', async () => {
      const sessionId = await connectedSession()
      const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256))
      const form = new FormData()
      form.set('to', '15550002222')
      form.set('media', new Blob([bytes], { type: 'application/pdf' }), 'report.pdf')
      form.set('caption', 'Q3 report')
      const response = await api.fetch(`${base}/sessions/${sessionId}/messages/document`, {
        method: 'POST',
        headers: auth,
        body: form,
      })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { data: unknown }).data).toMatchObject({
        contentType: 'document',
        caption: 'Q3 report',
        mediaUrl: null,
      })
      const [sent] = t.driver.connection(sessionId).sent
      expect(sent?.bytes?.equals(bytes)).toBe(true)
      expect(sent?.content).toMatchObject({
        type: 'document',
        fileName: 'report.pdf',
        mimetype: 'application/pdf',
        caption: 'Q3 report',
      })
    })
  })

  // The in-process handler is the baseline itself; comparing it with itself would prove nothing.
  if (!target.baseline)
    describe('edge requests answer exactly as the in-process handler does', () => {
      let baseline: FetchHandler
      beforeAll(() => {
        baseline = createHandler(t.engine, { basePath: base, maxBodyBytes })
      })
      const form = () => {
        const data = new FormData()
        data.set('displayName', 'form')
        return data
      }
      const cases: [label: string, path: string, init: () => RequestInit][] = [
        ['HEAD on a GET route', '/sessions', () => ({ method: 'HEAD', headers: auth })],
        ['OPTIONS', '/sessions', () => ({ method: 'OPTIONS', headers: auth })],
        ['the base path itself', '', () => ({ headers: auth })],
        ['the base path with a slash', '/', () => ({ headers: auth })],
        ['a trailing slash', '/sessions/', () => ({ headers: auth })],
        ['repeated query keys', '/sessions?x=1&x=2', () => ({ headers: auth })],
        ['an encoded slash in a parameter', '/sessions/a%2Fb', () => ({ headers: auth })],
        ['DELETE on the collection', '/sessions', () => ({ method: 'DELETE', headers: auth })],
        ['PATCH on a session', '/sessions/x', () => ({ method: 'PATCH', headers: json, body: '{}' })],
        ['multipart where only JSON is taken', '/sessions', () => ({ method: 'POST', headers: auth, body: form() })],
        [
          'JSON with a charset',
          '/sessions',
          () => ({
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json; charset=utf-8' },
            body: '{"displayName":"charset"}',
          }),
        ],
        ['an empty JSON body', '/sessions', () => ({ method: 'POST', headers: json, body: '' })],
        ['a JSON array body', '/sessions', () => ({ method: 'POST', headers: json, body: '[1,2]' })],
        ['a JSON string body', '/sessions', () => ({ method: 'POST', headers: json, body: '"text"' })],
        [
          'a body on a route that takes none',
          '/sessions/x/connect',
          () => ({ method: 'POST', headers: json, body: '{"unexpected":true}' }),
        ],
      ]
      const shape = async (response: Response, method = 'GET') => {
        // HTTP never carries a body in answer to HEAD; the in-process handler's Response still holds one.
        const text = method === 'HEAD' ? '' : await response.text()
        const body =
          text && response.headers.get('content-type')?.includes('json')
            ? (JSON.parse(text) as { code?: string; errors?: unknown })
            : null
        return {
          status: response.status,
          contentType: response.headers.get('content-type'),
          allow: response.headers.get('allow'),
          code: body?.code ?? null,
          errors: body?.errors ?? null,
          empty: text === '',
        }
      }
      test.each(cases)('%s', async (_label, path, init) => {
        const method = init().method
        const expected = await shape(await baseline(new Request(`http://baseline.test${base}${path}`, init())), method)
        expect(await shape(await api.fetch(`${base}${path}`, init()), method)).toEqual(expected)
      })
    })

  if (target.hostHeader)
    test('headers the host framework sets survive on success and on problems', async () => {
      const ok = await call('GET', '/sessions')
      expect(ok.status).toBe(200)
      expect(ok.headers.get('x-host')).toBe('kept')
      expect(ok.headers.get('cache-control')).toBe('no-store')
      const problem = await api.fetch(`${base}/sessions`)
      expect(problem.status).toBe(401)
      expect(problem.headers.get('x-host')).toBe('kept')
      expect(problem.headers.get('www-authenticate')).toMatch(/^Bearer\b/)
    })

  describe('mounting', () => {
    let custom: Mounted
    const prefix = '/custom/mount/v2'

    // A second mount of the same engine: the prefix is the mount's, not the engine's.
    beforeAll(async () => {
      custom = await target.mount(t.engine, { basePath: prefix, maxBodyBytes })
    })
    afterAll(async () => {
      await custom?.close()
    })

    test('a non-default prefix serves the same API', async () => {
      const created = await custom.fetch(`${prefix}/sessions`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ sessionId: 'mounted', displayName: 'Mounted' }),
      })
      expect(created.status).toBe(201)
      const got = await custom.fetch(`${prefix}/sessions/mounted`, { headers: auth })
      expect(got.status).toBe(200)
      expect(((await got.json()) as { data: unknown }).data).toMatchObject({
        sessionId: 'mounted',
        displayName: 'Mounted',
      })
      const missing = await custom.fetch(`${prefix}/nothing-here`, { headers: auth })
      expect(missing.status).toBe(404)
      expect(await problemFields(missing)).toMatchObject({
        code: 'route_not_found',
        instance: `${prefix}/nothing-here`,
      })
      const unauthenticated = await custom.fetch(`${prefix}/sessions`)
      expect(unauthenticated.status).toBe(401)
    })
  })
})
