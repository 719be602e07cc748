import { createClient } from '@sessionkit/client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { StandaloneServer } from '../../../packages/server/src/index.js'
import { startTestServer } from '../../../test/support/standalone.js'
import { nextEvent } from '../../../test/support/engine.js'

const apiKey = 'sk_client_sandbox'
const botNumber = '15550300100'
const friendNumber = '15550300200'

let sandbox: StandaloneServer

/** The sandbox's phones are not part of /api/v1, so the client does not cover them: plain fetch. */
async function phone<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sandbox.url}/sandbox/v1/phones${path}`, {
    method,
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true)
  return ((await response.json()) as { data: T }).data
}

beforeAll(async () => {
  sandbox = await startTestServer({ SESSIONKIT_API_KEY: apiKey, SESSIONKIT_STORE: 'memory://' }, { sandbox: true })
})

afterAll(async () => {
  await sandbox?.close()
})

test('the typed client pairs a session with a sandbox phone, sends to another phone and reads the group list', async () => {
  const api = createClient({ baseUrl: sandbox.url, apiKey })
  await phone('POST', '', { phoneNumber: botNumber })
  await phone('POST', '', { phoneNumber: friendNumber })

  const created = await api.POST('/sessions', { body: { displayName: 'Typed client' } })
  expect(created.response.status).toBe(201)
  const { sessionId } = created.data!.data
  const session = { params: { path: { sessionId } } }

  const connected = nextEvent(
    sandbox.engine,
    'connection.state',
    sessionId,
    (event) => event.data.state === 'connected',
  )
  const pairing = await api.POST('/sessions/{sessionId}/auth/pairing-code', {
    ...session,
    body: { phoneNumber: botNumber },
  })
  await phone('POST', `/${botNumber}/link`, { code: pairing.data!.data.code })
  await connected
  const status = await api.GET('/sessions/{sessionId}', session)
  expect(status.data!.data).toMatchObject({ connected: true, phoneJid: `${botNumber}@s.whatsapp.net` })

  const text = 'Sent through @sessionkit/client'
  const sent = await api.POST('/sessions/{sessionId}/messages', {
    ...session,
    body: { to: friendNumber, content: { type: 'text', text } },
  })
  expect(sent.data!.data.status).toBe('sent')
  await nextEvent(
    sandbox.engine,
    'message.receipt',
    sessionId,
    (event) => event.data.messageId === sent.data!.data.messageId && event.data.state === 'delivered',
  )
  const received = await phone<{ id: string; text?: string }[]>('GET', `/${friendNumber}/messages`)
  expect(received).toContainEqual(expect.objectContaining({ id: sent.data!.data.messageId, text }))

  const group = await phone<{ jid: string }>('POST', `/${friendNumber}/groups`, {
    subject: 'Typed client group',
    participants: [botNumber],
  })
  const groups = await api.GET('/sessions/{sessionId}/groups', session)
  expect(groups.data!.data).toContainEqual(expect.objectContaining({ jid: group.jid, subject: 'Typed client group' }))

  // A refusal is the typed Problem, not an exception.
  const missing = await api.GET('/sessions/{sessionId}', { params: { path: { sessionId: 'no-such-session' } } })
  expect(missing.response.status).toBe(404)
  expect(missing.error?.code).toBe('session_not_found')
})
