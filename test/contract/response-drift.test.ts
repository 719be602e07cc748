import { ApiResponse, type ApiRequest } from '@sessionkit/core/adapter'
import { describe, expect, test } from 'vitest'
import { checkedHandler, takeDrifts } from '../support/response-drift.js'

/** The drift check itself (test/support/response-drift.ts), fed answers that drift and answers that do not. */
describe('the drift check', () => {
  const request = (method: string, path: string): ApiRequest => ({
    method,
    url: `http://drift.test${path}`,
    header: () => null,
    body: null,
    signal: new AbortController().signal,
  })
  const json = (status: number, body: unknown, contentType = 'application/json; charset=utf-8') =>
    new ApiResponse(status, { 'content-type': contentType }, JSON.stringify(body))
  const answer = async (method: string, path: string, response: ApiResponse, basePath?: string) => {
    await checkedHandler(async () => response, basePath)(request(method, path))
    return takeDrifts()
  }
  const session = {
    sessionId: 's',
    displayName: 'S',
    deviceBrowser: 'Chrome',
    status: 'created',
    paired: false,
    phoneJid: null,
    lid: null,
    createdAt: '2026-11-24T22:00:00.000Z',
    updatedAt: '2026-11-24T22:00:00.000Z',
    lastConnectedAt: null,
    lastDisconnect: null,
    errorReason: null,
    active: false,
    connected: false,
    connectionState: 'inactive',
    qrAvailable: false,
    qrExpiresAt: null,
    proxy: null,
  }

  test('passes an answer the document describes, under any base path', async () => {
    expect(await answer('GET', '/api/v1/sessions/s', json(200, { data: session }))).toEqual([])
    expect(await answer('GET', '/wa/v1/sessions/s', json(200, { data: session }), '/wa/v1')).toEqual([])
  })

  test('reports a field of the wrong type, a missing or undocumented field, and a status the document does not name', async () => {
    expect(await answer('GET', '/api/v1/sessions/s', json(200, { data: { ...session, paired: 'no' } }))).toEqual([
      expect.stringMatching(/GET \/api\/v1\/sessions\/:sessionId: .*\/data\/paired must be boolean/),
    ])
    const { sessionId: _, ...withoutId } = session
    expect(await answer('GET', '/api/v1/sessions/s', json(200, { data: withoutId }))).toEqual([
      expect.stringContaining("must have required property 'sessionId'"),
    ])
    expect(await answer('GET', '/api/v1/sessions/s', json(200, { data: { ...session, secret: 'x' } }))).toEqual([
      expect.stringContaining('/data must NOT have additional properties'),
    ])
    expect(await answer('POST', '/api/v1/sessions', json(200, { data: session }))).toEqual([
      expect.stringContaining('answered 200; the document says 201'),
    ])
  })

  test('holds every failure to the Problem schema', async () => {
    const problem = {
      type: 'https://sessionkit.dev/problems/session-not-found',
      title: 'Session not found',
      status: 404,
      detail: 'No session with id "s".',
      code: 'session_not_found',
    }
    expect(await answer('GET', '/api/v1/sessions/s', json(404, problem, 'application/problem+json'))).toEqual([])
    expect(await answer('GET', '/api/v1/sessions/s', json(404, problem))).toEqual([
      expect.stringContaining('not application/problem+json'),
    ])
    expect(
      await answer(
        'GET',
        '/api/v1/sessions/s',
        json(404, { ...problem, code: 'no_such_code' }, 'application/problem+json'),
      ),
    ).toEqual([expect.stringContaining('/code must be equal to one of the allowed values')])
  })
})
