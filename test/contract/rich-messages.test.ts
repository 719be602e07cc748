import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, nextEvent, type TestEngine, testApiKey } from '../support/engine.js'
import { inProcess, jsonClient, type Mounted } from '../support/targets.js'

/**
 * The rich-message routes' statuses, Problems and answers, in process (`inProcess`: what an adapter can change is
 * test/contract/api's). What the phone sees is tested in test/e2e/rich-messages.
 */

const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }
const person = '15550002222@s.whatsapp.net'

describe.each(inProcess)('rich messages on $name', (target) => {
  let t: TestEngine
  let api: Mounted
  let unpaired: string
  let sessionId: string
  /** How far the engine's clock runs ahead of the fake protocol's, for the edit window. */
  let ahead = 0
  const call = jsonClient(() => api, base, auth)
  const react = (body: Record<string, unknown>, id = sessionId) =>
    call('POST', `/sessions/${id}/chats/messages/react`, body)

  beforeAll(async () => {
    t = await createTestEngine({ clock: { now: () => Date.now() + ahead } })
    api = await target.mount(t.engine, { basePath: base })
    unpaired = (await t.engine.sessions.create({ displayName: 'Rich unpaired', deviceBrowser: 'Chrome' })).sessionId
    sessionId = (await t.engine.sessions.create({ displayName: 'Rich', deviceBrowser: 'Chrome' })).sessionId
    t.driver.script(sessionId, 'open')
    const connected = nextEvent(t.engine, 'connection.state', sessionId, (event) => event.data.state === 'connected')
    await t.engine.sessions.connect(sessionId)
    await connected
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test('a bad body is a 422 Problem naming each field', async () => {
    const answer = await react({
      message: { chatJid: person, id: 'X', fromMe: false, participant: person },
      emoji: 'ok',
      extra: 1,
    })
    expect(answer.status).toBe(422)
    expect((answer.body.errors as { path: string }[]).map((error) => error.path)).toEqual(
      expect.arrayContaining(['message.participant', 'emoji', 'extra']),
    )
    const reply = await call('POST', `/sessions/${sessionId}/messages`, {
      to: person,
      content: { type: 'text', text: 'x' },
      quoted: { chatJid: person, id: '' },
      mentions: [],
    })
    expect(reply.status).toBe(422)
    expect((reply.body.errors as { path: string }[]).map((error) => error.path)).toEqual(
      expect.arrayContaining(['quoted.id', 'quoted.fromMe', 'mentions']),
    )
  })

  test('a message the store does not hold is a 404 message_not_found, for a reaction and a reply alike', async () => {
    const message = { chatJid: person, id: 'NOSUCH', fromMe: true }
    const reaction = await react({ message, emoji: '👍' })
    expect(reaction.status).toBe(404)
    expect(reaction.body.code).toBe('message_not_found')
    const reply = await call('POST', `/sessions/${sessionId}/messages`, {
      to: person,
      content: { type: 'text', text: 'x' },
      quoted: message,
    })
    expect(reply.status).toBe(404)
    expect(reply.body.code).toBe('message_not_found')
  })

  test('polls, forwards and pins refuse bad input with Problems naming the field, and unknown messages with a 404', async () => {
    const poll = (content: Record<string, unknown>) =>
      call('POST', `/sessions/${sessionId}/messages/poll`, {
        to: person,
        content: { type: 'poll', name: 'Q', ...content },
      })
    const thirteen = await poll({ options: Array.from({ length: 13 }, (_, i) => `o${i}`) })
    expect(thirteen.status).toBe(422)
    expect(thirteen.body.errors).toEqual([
      { path: 'content.options', message: 'at most 12 options (WhatsApp shows no more)' },
    ])
    const twice = await poll({ options: ['a', 'a'] })
    expect(twice.body.errors).toEqual([{ path: 'content.options', message: 'must be unique' }])

    const unknown = { chatJid: person, id: 'NOSUCH', fromMe: true }
    const forward = await call('POST', `/sessions/${sessionId}/chats/messages/forward`, {
      message: unknown,
      to: person,
    })
    expect(forward.status).toBe(404)
    expect(forward.body.code).toBe('message_not_found')
    const location = await call('POST', `/sessions/${sessionId}/messages/location`, {
      to: person,
      content: { type: 'location', latitude: 1, longitude: 2 },
    })
    const noContent = await call('POST', `/sessions/${sessionId}/chats/messages/forward`, {
      message: { chatJid: person, id: location.body.data.messageId, fromMe: true },
      to: person,
    })
    expect(noContent.status).toBe(422)
    expect(noContent.body.errors).toEqual([
      { path: 'message', message: 'names a message whose content the store does not keep' },
    ])

    const pin = await call('POST', `/sessions/${sessionId}/chats/messages/pin`, { message: unknown, pinned: true })
    expect(pin.status).toBe(404)
    expect(pin.body.code).toBe('message_not_found')
    const duration = await call('POST', `/sessions/${sessionId}/chats/messages/pin`, {
      message: unknown,
      pinned: true,
      durationSeconds: 60,
    })
    expect(duration.status).toBe(422)
    expect((duration.body.errors as { path: string }[]).map((error) => error.path)).toEqual(['durationSeconds'])
  })

  test("a pin and a forward of the API's text answer as their events carry them, and the store keeps both", async () => {
    const sent = await call('POST', `/sessions/${sessionId}/messages`, {
      to: person,
      content: { type: 'text', text: 'pin me' },
    })
    const message = { chatJid: person, id: sent.body.data.messageId, fromMe: true }
    const pinned = await call('POST', `/sessions/${sessionId}/chats/messages/pin`, { message, pinned: true })
    expect(pinned.status).toBe(200)
    expect(pinned.body.data).toMatchObject({ message, pinned: true, durationSeconds: 86400, fromMe: true, by: 'api' })
    await expect
      .poll(
        async () =>
          (await call('GET', `/sessions/${sessionId}/chats/${person}/messages/${message.id}`)).body.data.pinned,
      )
      .toEqual({ pinned: true, by: pinned.body.data.from, expiresAt: pinned.body.data.expiresAt })
    const forwarded = await call('POST', `/sessions/${sessionId}/chats/messages/forward`, { message, to: person })
    expect(forwarded.status).toBe(200)
    expect(forwarded.body.data).toMatchObject({ contentType: 'text', text: 'pin me', forwarded: message, by: 'api' })
  })

  test('a reaction to a stored message answers the reaction and lands on the stored message', async () => {
    const sent = await call('POST', `/sessions/${sessionId}/messages`, {
      to: person,
      content: { type: 'text', text: 'hi' },
    })
    const message = { chatJid: person, id: sent.body.data.messageId, fromMe: true }
    const answer = await react({ message, emoji: '👍' })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ message, fromMe: true, emoji: '👍', removed: false, by: 'api' })
    const stored = await call('GET', `/sessions/${sessionId}/chats/${person}/messages/${message.id}`)
    expect(stored.body.data.reactions).toEqual([
      { from: answer.body.data.from, emoji: '👍', timestamp: answer.body.data.timestamp },
    ])
  })

  test("an edit past WhatsApp's 20 minutes is a 409 edit_window_passed; a location has nothing to edit", async () => {
    const sent = await call('POST', `/sessions/${sessionId}/messages`, {
      to: person,
      content: { type: 'text', text: 'a' },
    })
    const message = { chatJid: person, id: sent.body.data.messageId, fromMe: true }
    ahead = 21 * 60 * 1000
    try {
      const late = await call('POST', `/sessions/${sessionId}/chats/messages/edit`, { message, text: 'b' })
      expect(late.status).toBe(409)
      expect(late.body.code).toBe('edit_window_passed')
      expect(late.body.detail).toMatch(/edited for 20 minutes/)
    } finally {
      ahead = 0
    }
    const inTime = await call('POST', `/sessions/${sessionId}/chats/messages/edit`, { message, text: 'b' })
    expect(inTime.status).toBe(200)
    expect((await call('GET', `/sessions/${sessionId}/chats/${person}/messages/${message.id}`)).body.data.text).toBe(
      'b',
    )
    const location = await call('POST', `/sessions/${sessionId}/messages/location`, {
      to: person,
      content: { type: 'location', latitude: 1, longitude: 2 },
    })
    const pin = await call('POST', `/sessions/${sessionId}/chats/messages/edit`, {
      message: { chatJid: person, id: location.body.data.messageId, fromMe: true },
      text: 'b',
    })
    expect(pin.status).toBe(422)
    expect(pin.body.errors).toEqual([{ path: 'message', message: 'names a message without text or caption' }])
  })

  test('a deletion of a stored message answers it and marks the stored message; an unknown one is a 404', async () => {
    const sent = await call('POST', `/sessions/${sessionId}/messages`, {
      to: person,
      content: { type: 'text', text: 'a' },
    })
    const message = { chatJid: person, id: sent.body.data.messageId, fromMe: true }
    const answer = await call('POST', `/sessions/${sessionId}/chats/messages/delete`, { message, forEveryone: true })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ message, forEveryone: true, fromMe: true, by: 'api' })
    const record = await call('GET', `/sessions/${sessionId}/chats/${person}/messages/${message.id}`)
    expect(record.body.data).toMatchObject({ text: null, deleted: { forEveryone: true, fromMe: true } })
    const unknown = await call('POST', `/sessions/${sessionId}/chats/messages/delete`, {
      message: { ...message, id: 'NOSUCH' },
      forEveryone: false,
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('message_not_found')
    const bad = await call('POST', `/sessions/${sessionId}/chats/messages/delete`, { message, forEveryone: 'yes' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['forEveryone'])
  })

  test('read receipts answer the messages named; an empty list or an own message is a 422', async () => {
    const message = { chatJid: person, id: 'R1', fromMe: false }
    const read = await call('POST', `/sessions/${sessionId}/chats/messages/read`, { messages: [message] })
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual({ messages: [message] })
    const empty = await call('POST', `/sessions/${sessionId}/chats/messages/read`, { messages: [] })
    expect(empty.status).toBe(422)
    expect(empty.body.errors.map((e: { path: string }) => e.path)).toEqual(['messages'])
    const own = await call('POST', `/sessions/${sessionId}/chats/messages/read`, {
      messages: [{ ...message, fromMe: true }],
    })
    expect(own.body.errors.map((e: { path: string }) => e.path)).toEqual(['messages.0.fromMe'])
  })

  test('reacting needs a known, paired session', async () => {
    const body = { message: { chatJid: person, id: 'X', fromMe: true }, emoji: '👍' }
    expect((await react(body, 'no-such-session')).body.code).toBe('session_not_found')
    expect((await react(body, unpaired)).body.code).toBe('session_not_paired')
  })
})
