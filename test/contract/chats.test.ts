import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, nextEvent, type TestEngine, testApiKey } from '../support/engine.js'
import { jsonClient, type Mounted, targets } from '../support/targets.js'

/**
 * The chat routes' validation, Problems and plumbing, the same on every adapter: what the engine hands the
 * protocol (the chat's last message for the range actions) and the events it publishes. Their effect on the
 * account's phone is in test/e2e/chats.
 */

const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }
const person = '15550002222@s.whatsapp.net'
const group = '120363012345678901@g.us'

describe.each(targets)('chats on $name', (target) => {
  let t: TestEngine
  let api: Mounted
  let unpaired: string
  let sessionId: string
  const call = jsonClient(() => api, base, auth)
  const action = (body: Record<string, unknown>, id = sessionId) => call('POST', `/sessions/${id}/chats/action`, body)
  const star = (body: Record<string, unknown>, id = sessionId) =>
    call('POST', `/sessions/${id}/chats/messages/star`, body)

  beforeAll(async () => {
    t = await createTestEngine()
    api = await target.mount(t.engine, { basePath: base })
    unpaired = (await t.engine.sessions.create({ displayName: 'Chats unpaired', deviceBrowser: 'Chrome' })).sessionId
    sessionId = (await t.engine.sessions.create({ displayName: 'Chats', deviceBrowser: 'Chrome' })).sessionId
    t.driver.script(sessionId, 'open')
    const connected = nextEvent(t.engine, 'connection.state', sessionId, (event) => event.data.state === 'connected')
    await t.engine.sessions.connect(sessionId)
    await connected
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test('a field of another action is a 422 that names it and its action', async () => {
    for (const [body, field, owner] of [
      [{ chatJid: person, action: 'archive', muteEndTimestampMs: -1 }, 'muteEndTimestampMs', 'mute'],
      [{ chatJid: person, action: 'delete', deleteStarred: true }, 'deleteStarred', 'clear'],
      [{ chatJid: person, action: 'pin', deleteMedia: true }, 'deleteMedia', 'clear and delete'],
      [
        { chatJid: person, action: 'mute', muteEndTimestampMs: -1, deleteMedia: false },
        'deleteMedia',
        'clear and delete',
      ],
    ] as const) {
      const answer = await action(body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(answer.type).toBe('application/problem+json')
      expect(answer.body.errors).toContainEqual({ path: field, message: `belongs to ${owner}, not ${body.action}` })
    }
    const unknown = await action({ chatJid: person, action: 'lock', colour: 'red' })
    expect(unknown.body.errors).toContainEqual({ path: 'colour', message: 'is not a field of lock' })
  })

  test('action, chatJid and each field are checked', async () => {
    const bad = await action({ chatJid: 'someone', action: 'shelve' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toContainEqual(expect.objectContaining({ path: 'action' }))
    const jid = await action({ chatJid: 'someone', action: 'pin' })
    expect(jid.body.errors).toContainEqual(expect.objectContaining({ path: 'chatJid' }))
    for (const muteEndTimestampMs of [undefined, 'soon', 1.5, 0, -2]) {
      const answer = await action({ chatJid: person, action: 'mute', muteEndTimestampMs })
      expect(answer.status, String(muteEndTimestampMs)).toBe(422)
      expect(answer.body.errors).toContainEqual(expect.objectContaining({ path: 'muteEndTimestampMs' }))
    }
    const flags = await action({ chatJid: person, action: 'clear', deleteStarred: 'yes' })
    expect(flags.body.errors).toContainEqual(expect.objectContaining({ path: 'deleteStarred' }))
  })

  test('a mute must end in the future, or be -1 for always', async () => {
    const past = await action({ chatJid: person, action: 'mute', muteEndTimestampMs: Date.now() - 1000 })
    expect(past.status).toBe(422)
    expect(past.body.errors).toEqual([
      expect.objectContaining({ path: 'muteEndTimestampMs', message: 'must be in the future, or -1 for always' }),
    ])
    expect((await action({ chatJid: person, action: 'mute', muteEndTimestampMs: -1 })).status).toBe(200)
  })

  test("the answer is the spec's, and chat.updated says the API made the change", async () => {
    const updated = nextEvent(t.engine, 'chat.updated', sessionId, (event) => event.data.action === 'clear')
    const answer = await action({ chatJid: group, action: 'clear', deleteStarred: true })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ sessionId, to: group, action: 'clear', messageId: null })
    expect((await updated).data).toEqual({
      chatJid: group,
      action: 'clear',
      value: { deleteStarred: true, deleteMedia: false },
      by: 'api',
    })
    const change = t.driver.connection(sessionId).chatChanges.at(-1)
    expect(change).toMatchObject({
      chatJid: group,
      change: { action: 'clear', deleteStarred: true, deleteMedia: false },
    })
  })

  test('phone digits name the chat by its JID', async () => {
    const answer = await action({ chatJid: '15550003333', action: 'unpin' })
    expect(answer.body.data).toEqual({ sessionId, to: '15550003333@s.whatsapp.net', action: 'unpin', messageId: null })
  })

  test("range actions name the chat's newest message the engine sent; a chat it never saw gets none", async () => {
    const chat = '15550004444@s.whatsapp.net'
    const connection = t.driver.connection(sessionId)
    await action({ chatJid: chat, action: 'archive' })
    expect(connection.chatChanges.at(-1)).toMatchObject({ chatJid: chat, lastMessage: null })
    const first = await call('POST', `/sessions/${sessionId}/messages`, {
      to: chat,
      content: { type: 'text', text: 'one' },
    })
    const second = await call('POST', `/sessions/${sessionId}/messages`, {
      to: chat,
      content: { type: 'text', text: 'two' },
    })
    expect(second.status).toBe(200)
    for (const name of ['unarchive', 'mark_read', 'mark_unread', 'delete']) {
      await action({ chatJid: chat, action: name })
      expect(connection.chatChanges.at(-1), name).toMatchObject({
        lastMessage: { id: second.body.data.messageId, fromMe: true, participant: null },
      })
    }
    expect(first.body.data.messageId).not.toBe(second.body.data.messageId)
    await action({ chatJid: chat, action: 'pin' })
    expect(connection.chatChanges.at(-1)).toMatchObject({ lastMessage: null })
  })

  test('star: a group message not sent by the session needs its sender; no other message takes one', async () => {
    const missing = await star({ message: { chatJid: group, id: 'ABC', fromMe: false }, starred: true })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual([expect.objectContaining({ path: 'message.participant' })])
    const stray = await star({
      message: { chatJid: person, id: 'ABC', fromMe: false, participant: '15550005555' },
      starred: true,
    })
    expect(stray.body.errors).toEqual([expect.objectContaining({ path: 'message.participant' })])
    const fields = await star({ message: { chatJid: person, id: '', fromMe: 'no' }, starred: 'yes', extra: 1 })
    expect((fields.body.errors as { path: string }[]).map((error) => error.path)).toEqual(
      expect.arrayContaining(['message.id', 'message.fromMe', 'starred', 'extra']),
    )

    const updated = nextEvent(t.engine, 'chat.updated', sessionId, (event) => event.data.action === 'star')
    const answer = await star({
      message: { chatJid: group, id: 'ABC', fromMe: false, participant: '15550005555' },
      starred: true,
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ chatJid: group, messageId: 'ABC', starred: true })
    expect((await updated).data).toEqual({ chatJid: group, action: 'star', value: true, messageId: 'ABC', by: 'api' })
    expect(t.driver.connection(sessionId).chatChanges.at(-1)).toEqual({
      star: { chatJid: group, id: 'ABC', fromMe: false, participant: '15550005555@s.whatsapp.net' },
      starred: true,
    })
    const unstar = await star({ message: { chatJid: person, id: 'ABC', fromMe: true }, starred: false })
    expect(unstar.body.data).toEqual({ chatJid: person, messageId: 'ABC', starred: false })
  })

  test('a session whose phone has not shared its app-state keys answers 409 app_state_not_ready, and changes nothing', async () => {
    const connection = t.driver.connection(sessionId)
    connection.appStateReady = false
    try {
      const before = connection.chatChanges.length
      for (const answer of [
        await action({ chatJid: person, action: 'lock' }),
        await star({ message: { chatJid: person, id: 'X', fromMe: true }, starred: true }),
      ]) {
        expect(answer.status).toBe(409)
        expect(answer.body.code).toBe('app_state_not_ready')
        expect(answer.body.detail).toMatch(/Wait a few seconds and try again/)
      }
      expect(connection.chatChanges.length).toBe(before)
    } finally {
      connection.appStateReady = true
    }
  })

  test('every chat route needs a known, paired session', async () => {
    expect((await action({ chatJid: person, action: 'pin' }, 'no-such-session')).body.code).toBe('session_not_found')
    const answer = await action({ chatJid: person, action: 'pin' }, unpaired)
    expect(answer.status).toBe(409)
    expect(answer.body.code).toBe('session_not_paired')
    expect(
      (await star({ message: { chatJid: person, id: 'X', fromMe: true }, starred: true }, unpaired)).body.code,
    ).toBe('session_not_paired')
  })
})
