import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedSession, startWorld, type World } from './harness.js'

const senderNumber = '15550330001'
const friendNumber = '15550330002'

describe('sends under an Idempotency-Key carry a message id derived from it (real Baileys, simulator)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine()
    ;({ sessionId } = await pairedSession(world, h, senderNumber))
    await world.sim.createPhone(friendNumber)
  })
  afterAll(async () => {
    await world.close()
  })

  const friend = () => world.sim.phone(friendNumber)!

  /** What a node killed between WhatsApp's ack and storing the answer leaves behind: no record of the key. */
  const loseStoredAnswers = async () => {
    const records = h.engine.store.collection('idempotency')
    for await (const [key] of records.scan()) await records.delete(key)
  }

  /** The phone takes the session's messages in order: once a later one is kept, every earlier one was handled. */
  const settle = async () => {
    const later = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: friendNumber,
      content: { type: 'text', text: 'later' },
    })
    await friend().waitForMessage((m) => m.id === later.body.data.messageId)
  }

  it('a retry whose stored answer was lost sends the same message id, and the phone keeps the message once', async () => {
    const since = h.events.mark()
    const { id: receivedId } = await friend().sendText(senderNumber, 'forward me')
    const received = await h.events.waitFor('message.received', (e) => e.data.messageId === receivedId, { since })
    const sends = [
      { path: 'chats/messages/forward', body: { message: received.data.message, to: friendNumber } },
      { path: 'messages', body: { to: friendNumber, content: { type: 'text', text: 'order #1042 shipped' } } },
      {
        path: 'messages/location',
        body: { to: friendNumber, content: { type: 'location', latitude: 52.37, longitude: 4.9, name: 'Pickup' } },
      },
      {
        path: 'messages/poll',
        body: { to: friendNumber, content: { type: 'poll', name: 'Which slot?', options: ['Morning', 'Evening'] } },
      },
      { path: 'stories/text', body: { statusJidList: [friendNumber], content: { type: 'text', text: 'Open late' } } },
    ]
    const ids: string[] = []
    for (const [index, { path, body }] of sends.entries()) {
      const headers = { 'idempotency-key': `lost-answer-${index}` }
      const first = await h.api('POST', `/sessions/${sessionId}/${path}`, body, headers)
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      const messageId = first.body.data.messageId as string
      expect(messageId).toMatch(/^3EB0[0-9A-F]{18}$/)
      await friend().waitForMessage((m) => m.id === messageId)
      await loseStoredAnswers()
      const retry = await h.api('POST', `/sessions/${sessionId}/${path}`, body, headers)
      expect(retry.status, JSON.stringify(retry.body)).toBe(200)
      expect(retry.headers.get('idempotent-replayed')).toBeNull()
      expect(retry.body.data.messageId).toBe(messageId)
      ids.push(messageId)
    }
    await settle()
    for (const id of ids) expect(friend().messages.filter((m) => m.id === id)).toHaveLength(1)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('a multipart upload retried under its key carries the same id', async () => {
    const form = () => {
      const data = new FormData()
      data.set('to', friendNumber)
      data.set(
        'media',
        new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], { type: 'application/pdf' }),
        'a.pdf',
      )
      return data
    }
    const headers = { 'idempotency-key': 'upload-1' }
    const first = await h.api('POST', `/sessions/${sessionId}/messages/document`, form(), headers)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    await friend().waitForMessage((m) => m.id === first.body.data.messageId)
    await loseStoredAnswers()
    const retry = await h.api('POST', `/sessions/${sessionId}/messages/document`, form(), headers)
    expect(retry.body.data.messageId).toBe(first.body.data.messageId)
    await settle()
    expect(friend().messages.filter((m) => m.id === first.body.data.messageId)).toHaveLength(1)
  })

  it('the same Idempotency-Key under another API key or another session gives another id; no key, a random one', async () => {
    const body = { to: friendNumber, content: { type: 'text', text: 'same key, other caller' } }
    const headers = { 'idempotency-key': 'shared-key' }
    const mine = await h.api('POST', `/sessions/${sessionId}/messages`, body, headers)
    const created = await h.api('POST', '/keys', { name: 'crm', scopes: ['send'] })
    expect(created.status).toBe(201)
    const theirs = await h.api('POST', `/sessions/${sessionId}/messages`, body, {
      ...headers,
      authorization: `Bearer ${created.body.data.key}`,
    })
    const other = await pairedSession(world, h, '15550330003')
    const otherSession = await h.api('POST', `/sessions/${other.sessionId}/messages`, body, headers)
    const plain = [
      await h.api('POST', `/sessions/${sessionId}/messages`, body),
      await h.api('POST', `/sessions/${sessionId}/messages`, body),
    ]
    const ids = [mine, theirs, otherSession, ...plain].map((answer) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return answer.body.data.messageId as string
    })
    expect(new Set(ids).size).toBe(ids.length)
  })
})
