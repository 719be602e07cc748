import { createHandler } from '@sessionkit/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectedSession, createTestEngine, type TestEngine, testApiKey } from '../../../../test/support/engine.js'
import { ManualTime } from '../../../../test/support/manual-time.js'

describe('typingMs before a send', () => {
  let t: TestEngine
  afterEach(() => t.close())

  it("types, pauses, then sends; the Idempotency-Key's in-flight window grows by typingMs", async () => {
    // the clock is the test's; the typing itself waits on real timers, briefly
    const time = new ManualTime()
    t = await createTestEngine({ clock: time.clock })
    const leaseMs = t.engine.settings.idempotencyLeaseMs
    const sessionId = await connectedSession(t, 'typing')
    const handler = createHandler(t.engine)
    const send = () =>
      handler(
        new Request(`http://sessionkit.test/api/v1/sessions/${sessionId}/messages`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${testApiKey}`,
            'content-type': 'application/json',
            'idempotency-key': 'typed-1',
          },
          body: JSON.stringify({ to: '15550002222', content: { type: 'text', text: 'one moment' }, typingMs: 300 }),
        }),
      )
    const connection = t.driver.connection(sessionId)
    const first = send()
    await vi.waitFor(() =>
      expect(connection.chatStates).toEqual([{ chatJid: '15550002222@s.whatsapp.net', state: 'composing' }]),
    )
    // past the plain lease but within lease + typingMs: the first request still holds the key
    time.advance(leaseMs + 1)
    const retry = await send()
    expect(retry.status).toBe(409)
    expect(((await retry.json()) as { code: string }).code).toBe('idempotency_key_in_use')
    expect(connection.sent).toHaveLength(0)
    const answered = await first
    expect(answered.status).toBe(200)
    expect(((await answered.json()) as { data: { typingMs: number } }).data.typingMs).toBe(300)
    expect(connection.chatStates.map((c) => c.state)).toEqual(['composing', 'paused'])
    expect(connection.sent).toHaveLength(1)
  })
})
