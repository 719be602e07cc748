import { createHandler } from '@sessionkit/core'
import { afterEach, describe, expect, it } from 'vitest'
import { connectedSession, createTestEngine, type TestEngine, testApiKey } from '../../../../test/support/engine.js'
import { ProtocolError } from '../../src/protocol/port.js'

describe('which failed answers an Idempotency-Key keeps', () => {
  let t: TestEngine
  afterEach(() => t.close())

  const setup = async () => {
    t = await createTestEngine()
    const sessionId = await connectedSession(t, 'idempotent failures')
    const handler = createHandler(t.engine)
    const connection = t.driver.connection(sessionId)
    const post = async (path: string, body: unknown, key: string) => {
      const response = await handler(
        new Request(`http://sessionkit.test/api/v1/sessions/${sessionId}${path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${testApiKey}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify(body),
        }),
      )
      const answer = (await response.json()) as { code?: string; data?: { messageId: string } }
      return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: answer }
    }
    const send = (key: string) =>
      post('/messages', { to: '15550002222', content: { type: 'text', text: 'order shipped' } }, key)
    /** The connection's next send fails with `error`; the ones after it go through. */
    const failNextSend = (error: ProtocolError) => {
      const original = connection.messages.sendMessage
      connection.messages.sendMessage = async () => {
        connection.messages.sendMessage = original
        throw error
      }
    }
    return { post, send, failNextSend, connection }
  }

  it('a 502 upstream failure is not kept: the retry runs again and its success is the answer replayed after', async () => {
    const { send, failNextSend, connection } = await setup()
    failNextSend(new ProtocolError('All encryptions failed', { kind: 'rejected' }))
    const first = await send('retry-after-502')
    expect(first.status).toBe(502)
    expect(first.body.code).toBe('upstream_failed')
    const retry = await send('retry-after-502')
    expect(retry.status).toBe(200)
    expect(retry.replayed).toBeNull()
    expect(connection.sent).toHaveLength(1)
    const again = await send('retry-after-502')
    expect(again.replayed).toBe('true')
    expect(again.body.data!.messageId).toBe(retry.body.data!.messageId)
    expect(connection.sent).toHaveLength(1)
  })

  it('a 504 (no answer from WhatsApp in time) is not kept either', async () => {
    const { send, failNextSend, connection } = await setup()
    failNextSend(new ProtocolError('no ack in time', { kind: 'timeout' }))
    expect((await send('retry-after-504')).status).toBe(504)
    expect((await send('retry-after-504')).status).toBe(200)
    expect(connection.sent).toHaveLength(1)
  })

  it('a 502 of a group creation is kept and replayed: the first attempt may have made the group', async () => {
    const { post } = await setup()
    const create = () => post('/groups', { subject: 'Orders', participants: ['15550002222'] }, 'group-502')
    // the fake driver reaches no WhatsApp: a group creation fails upstream
    const first = await create()
    expect(first.status).toBe(502)
    const retry = await create()
    expect(retry.status).toBe(502)
    expect(retry.replayed).toBe('true')
  })

  it("a 500 (the message went out, its Signal keys were not stored) is the key's answer: a retry replays it", async () => {
    const { send, failNextSend, connection } = await setup()
    failNextSend(new ProtocolError('the keys could not be saved', { kind: 'state_not_saved', messageId: 'X' }))
    const first = await send('kept-500')
    expect(first.status).toBe(500)
    const retry = await send('kept-500')
    expect(retry.status).toBe(500)
    expect(retry.replayed).toBe('true')
    expect(connection.sent).toHaveLength(0)
  })
})
