import { createSandboxHandler, type Phone } from '@sessionkit/simulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedSession, startWorld, type World } from './harness.js'

const SELF = '15550281001'
const BOB = '15550281002'
const CAROL = '15550281003'
const jidOf = (digits: string) => `${digits}@s.whatsapp.net`
/** The simulator's groups' addressing: LID, as WhatsApp creates groups, or PN with E2E_GROUP_ADDRESSING=pn. */
const mode = process.env.E2E_GROUP_ADDRESSING === 'pn' ? 'pn' : 'lid'

describe('forward, pin, group admin deletion, caption edits, the edit window and group mentions end to end (real Baileys, simulator)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  const phone = (digits: string): Phone => world.sim.phone(digits)!
  /** What a phone shows of its received messages: the sandbox's `GET /phones/{n}/messages`. */
  const phoneView = async (digits: string): Promise<Record<string, any>[]> => {
    const sandbox = createSandboxHandler(world.sim, { apiKeys: ['sandbox-key'] })
    const res = await sandbox(
      new Request(`http://sandbox.test/sandbox/v1/phones/${digits}/messages`, {
        headers: { authorization: 'Bearer sandbox-key' },
      }),
    )
    return ((await res.json()) as { data: Record<string, any>[] }).data
  }
  const stored = (chatJid: string, id: string) =>
    h.api('GET', `/sessions/${sessionId}/chats/${encodeURIComponent(chatJid)}/messages/${id}`)
  /** A message a phone sends the session, once the session reported it. */
  const receive = async (from: string, to: string, text: string) => {
    const since = h.events.mark()
    const { id } = await phone(from).sendText(to, text)
    const event = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
    return event.data
  }

  /** How far the engine's clock runs ahead of the wall: the edit window is judged by it, so no test waits 20 minutes. */
  let skewMs = 0

  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine({ clock: { now: () => Date.now() + skewMs } })
    ;({ sessionId } = await pairedSession(world, h, SELF))
    for (const digits of [BOB, CAROL]) await world.sim.createPhone(digits)
  })
  afterAll(async () => {
    await world.close()
  })

  it('forwards a received message by MessageRef: the other phone sees it marked forwarded, message.sent names the source', async () => {
    const received = await receive(BOB, SELF, 'the code is 4711')
    const source = { chatJid: received.chatJid, id: received.messageId, fromMe: false }
    const since = h.events.mark()
    const forwarded = await h.api('POST', `/sessions/${sessionId}/chats/messages/forward`, {
      message: source,
      to: CAROL,
    })
    expect(forwarded.status, JSON.stringify(forwarded.body)).toBe(200)
    expect(forwarded.body.data).toMatchObject({
      to: CAROL,
      chatJid: jidOf(CAROL),
      contentType: 'text',
      text: 'the code is 4711',
      forwarded: source,
      status: 'sent',
      by: 'api',
    })
    const seen = await phone(CAROL).waitForMessage((m) => m.id === forwarded.body.data.messageId)
    expect(seen.text).toBe('the code is 4711')
    expect(seen.message.extendedTextMessage?.contextInfo).toMatchObject({ isForwarded: true, forwardingScore: 1 })
    expect((await phoneView(CAROL)).find((m) => m.id === seen.id)?.forwarded).toEqual({ forwardingScore: 1 })
    const sent = await h.events.waitFor('message.sent', (e) => e.data.messageId === seen.id, { since })
    expect(sent.data).toEqual(forwarded.body.data)
    expect((await stored(jidOf(CAROL), seen.id)).body.data).toMatchObject({ text: 'the code is 4711', by: 'api' })
  })

  it('forwards the message object of a message.received event, media included', async () => {
    const since = h.events.mark()
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const { id, sha256 } = await phone(BOB).sendMedia(SELF, {
      type: 'image',
      bytes: png,
      mimetype: 'image/png',
      caption: 'receipt',
    })
    const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
    const forwarded = await h.api('POST', `/sessions/${sessionId}/chats/messages/forward`, {
      message: received.data.message,
      to: CAROL,
    })
    expect(forwarded.status, JSON.stringify(forwarded.body)).toBe(200)
    expect(forwarded.body.data).toMatchObject({
      contentType: 'image',
      caption: 'receipt',
      forwarded: { chatJid: received.data.chatJid, id, fromMe: false },
    })
    const seen = await phone(CAROL).waitForMessage((m) => m.id === forwarded.body.data.messageId)
    expect(seen.media?.sha256).toBe(sha256)
    expect(seen.media?.caption).toBe('receipt')
    expect(seen.message.imageMessage?.contextInfo).toMatchObject({ isForwarded: true })
  })

  it('refuses a forward of an unknown message, of a deleted one, and of something that is no message', async () => {
    const forward = (message: unknown) =>
      h.api('POST', `/sessions/${sessionId}/chats/messages/forward`, { message, to: CAROL })
    const unknown = await forward({ chatJid: BOB, id: 'NOSUCHMESSAGE', fromMe: false })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('message_not_found')

    const received = await receive(BOB, SELF, 'delete me')
    const since = h.events.mark()
    await phone(BOB).revoke(received.messageId)
    await h.events.waitFor('message.deleted', (e) => e.data.message.id === received.messageId, { since })
    await expect.poll(async () => (await stored(received.chatJid, received.messageId)).body.data.deleted).not.toBeNull()
    const deleted = await forward({ chatJid: received.chatJid, id: received.messageId, fromMe: false })
    expect(deleted.status).toBe(422)
    expect(deleted.body.errors).toEqual([expect.objectContaining({ path: 'message' })])
    expect(deleted.body.detail).toContain('was deleted')

    const nothing = await forward({ key: { remoteJid: jidOf(BOB), id: 'X', fromMe: false }, message: {} })
    expect(nothing.status).toBe(422)
    expect(nothing.body.errors.map((e: { path: string }) => e.path)).toEqual(['message'])
  })

  it('pins and unpins a message: the phone sees the pin, message.pinned and the store carry it', async () => {
    const received = await receive(BOB, SELF, 'pin this address')
    const message = { chatJid: received.chatJid, id: received.messageId, fromMe: false }
    const since = h.events.mark()
    const pinned = await h.api('POST', `/sessions/${sessionId}/chats/messages/pin`, {
      message,
      pinned: true,
      durationSeconds: 604800,
    })
    expect(pinned.status, JSON.stringify(pinned.body)).toBe(200)
    expect(pinned.body.data).toMatchObject({
      message,
      pinned: true,
      durationSeconds: 604800,
      from: jidOf(SELF),
      fromMe: true,
      by: 'api',
    })
    expect(Date.parse(pinned.body.data.expiresAt) - Date.parse(pinned.body.data.timestamp)).toBe(604800 * 1000)
    const seen = await phone(BOB).waitForMessage((m) => m.message.pinInChatMessage?.key?.id === received.messageId)
    // The key is the pinner's point of view, as a reaction's is: the receiver turns it to its own.
    expect(seen.message.pinInChatMessage?.key).toMatchObject({ id: received.messageId, fromMe: false })
    expect(Number(seen.message.messageContextInfo?.messageAddOnDurationInSecs)).toBe(604800)
    const event = await h.events.waitFor('message.pinned', (e) => e.data.message.id === received.messageId, { since })
    expect(event.data).toEqual(pinned.body.data)
    await expect
      .poll(async () => (await stored(message.chatJid, message.id)).body.data.pinned)
      .toEqual({ pinned: true, by: jidOf(SELF), expiresAt: pinned.body.data.expiresAt })

    const unpinned = await h.api('POST', `/sessions/${sessionId}/chats/messages/pin`, { message, pinned: false })
    expect(unpinned.body.data).toMatchObject({ pinned: false, durationSeconds: null, expiresAt: null })
    await phone(BOB).waitForMessage(
      (m) => m.message.pinInChatMessage?.key?.id === received.messageId && m.message.pinInChatMessage.type === 2,
    )
    await expect
      .poll(async () => (await stored(message.chatJid, message.id)).body.data.pinned)
      .toEqual({ pinned: false, by: jidOf(SELF), expiresAt: null })
    // The socket's own pins come back from Baileys too; they are the API's, reported once each.
    expect(
      h.events.of('message.pinned', sessionId).filter((e) => e.data.message.id === received.messageId),
    ).toHaveLength(2)
  })

  it("reports the phone's pin of the API's message as message.pinned, and the account's phone's as by: phone", async () => {
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: BOB,
      content: { type: 'text', text: 'meeting moved to 3pm' },
    })
    const messageId = sent.body.data.messageId as string
    await phone(BOB).waitForMessage((m) => m.id === messageId)
    const since = h.events.mark()
    await phone(BOB).pin(messageId, true, 86400)
    expect((await phoneView(BOB)).find((m) => m.id === messageId)?.pinned).toMatchObject({
      pinned: true,
      by: jidOf(BOB),
    })
    const event = await h.events.waitFor('message.pinned', (e) => e.data.message.id === messageId, { since })
    expect(event.data).toMatchObject({
      message: { chatJid: jidOf(BOB), id: messageId, fromMe: true },
      pinned: true,
      durationSeconds: 86400,
      from: jidOf(BOB),
      fromMe: false,
      by: null,
    })
    await expect
      .poll(async () => (await stored(jidOf(BOB), messageId)).body.data.pinned)
      .toEqual({ pinned: true, by: jidOf(BOB), expiresAt: event.data.expiresAt })

    const received = await receive(BOB, SELF, 'and pin this one')
    await phone(SELF).waitForMessage((m) => m.id === received.messageId)
    await phone(SELF).pin(received.messageId, true, 2592000)
    const own = await h.events.waitFor('message.pinned', (e) => e.data.message.id === received.messageId, { since })
    expect(own.data).toMatchObject({
      message: { chatJid: received.chatJid, id: received.messageId, fromMe: false },
      pinned: true,
      durationSeconds: 2592000,
      from: jidOf(SELF),
      fromMe: true,
      by: 'phone',
    })
  })

  it('refuses a pin of an unknown message, an invalid duration, and a duration on an unpin', async () => {
    const pin = (body: unknown) => h.api('POST', `/sessions/${sessionId}/chats/messages/pin`, body)
    const unknown = await pin({ message: { chatJid: BOB, id: 'NOSUCHMESSAGE', fromMe: false }, pinned: true })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('message_not_found')
    const message = { chatJid: BOB, id: 'ANY', fromMe: false }
    const duration = await pin({ message, pinned: true, durationSeconds: 3600 })
    expect(duration.status).toBe(422)
    expect(duration.body.errors.map((e: { path: string }) => e.path)).toEqual(['durationSeconds'])
    const unpin = await pin({ message, pinned: false, durationSeconds: 86400 })
    expect(unpin.status).toBe(422)
    expect(unpin.body.errors.map((e: { path: string }) => e.path)).toEqual(['durationSeconds'])
  })

  it("deletes a member's message in its own group as admin: the other member sees it deleted", async () => {
    const created = await h.api('POST', `/sessions/${sessionId}/groups`, {
      subject: 'Moderated',
      participants: [BOB, CAROL],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const groupJid: string = created.body.data.jid
    for (const digits of [BOB, CAROL])
      await phone(digits).groups.waitForChange(groupJid, (view) => view !== null && view.subject === 'Moderated')
    const received = await receive(BOB, groupJid, 'spam spam spam')
    await phone(CAROL).waitForMessage((m) => m.id === received.messageId)
    const message = { chatJid: groupJid, id: received.messageId, fromMe: false, participant: jidOf(BOB) }
    const since = h.events.mark()
    const deleted = await h.api('POST', `/sessions/${sessionId}/chats/messages/delete`, { message, forEveryone: true })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(deleted.body.data).toMatchObject({ message, forEveryone: true, fromMe: true, by: 'api' })
    const revoke = await phone(CAROL).waitForMessage(
      (m) => m.message.protocolMessage?.type === 0 && m.message.protocolMessage.key?.id === received.messageId,
    )
    // a reference naming the sender by phone number (as the API did before it named LIDs) goes out in the group's addressing
    expect(revoke.message.protocolMessage?.key?.participant).toBe(mode === 'lid' ? phone(BOB).lid : jidOf(BOB))
    expect((await phoneView(CAROL)).find((m) => m.id === received.messageId)?.deletedForEveryone).toBe(true)
    await h.events.waitFor('message.deleted', (e) => e.data.message.id === received.messageId, { since })
    await expect
      .poll(async () => (await stored(groupJid, received.messageId)).body.data.deleted)
      .toMatchObject({ forEveryone: true })
    expect(
      h.events.of('message.deleted', sessionId).filter((e) => e.data.message.id === received.messageId),
    ).toHaveLength(1)
  })

  it("refuses to delete someone else's message in a group where the account is no admin (403)", async () => {
    const { jid: groupJid } = await phone(BOB).groups.create('Not mine', [SELF, CAROL])
    await h.events.waitFor('group.joined', (e) => e.data.groupJid === groupJid)
    const received = await receive(CAROL, groupJid, 'you cannot delete this')
    const refused = await h.api('POST', `/sessions/${sessionId}/chats/messages/delete`, {
      message: { chatJid: groupJid, id: received.messageId, fromMe: false, participant: jidOf(CAROL) },
      forEveryone: true,
    })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('group_forbidden')
  })

  it("edits an image's caption: the phone sees the new caption and the store keeps it", async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const form = new FormData()
    form.set('to', BOB)
    form.set('caption', 'the old gate')
    form.set('media', new Blob([png], { type: 'image/png' }), 'gate.png')
    const sent = await h.api('POST', `/sessions/${sessionId}/messages/image`, form)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const messageId = sent.body.data.messageId as string
    const chatJid = sent.body.data.chatJid as string
    await phone(BOB).waitForMessage((m) => m.id === messageId)
    const message = { chatJid, id: messageId, fromMe: true }
    const edited = await h.api('POST', `/sessions/${sessionId}/chats/messages/edit`, { message, text: 'the new gate' })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    const seen = await phone(BOB).waitForMessage((m) => m.message.protocolMessage?.key?.id === messageId)
    expect(seen.message.protocolMessage?.editedMessage?.imageMessage?.caption).toBe('the new gate')
    expect((await phoneView(BOB)).find((m) => m.id === messageId)?.edited).toEqual({ text: 'the new gate', edits: 1 })
    await expect
      .poll(async () => (await stored(chatJid, messageId)).body.data)
      .toMatchObject({ caption: 'the new gate', edits: [{ text: 'the new gate' }] })
  })

  it("refuses an edit past WhatsApp's 20-minute window with 409 edit_window_passed, and sends nothing", async () => {
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: BOB,
      content: { type: 'text', text: 'at 5' },
    })
    const messageId = sent.body.data.messageId as string
    await phone(BOB).waitForMessage((m) => m.id === messageId)
    skewMs = 21 * 60 * 1000
    try {
      const late = await h.api('POST', `/sessions/${sessionId}/chats/messages/edit`, {
        message: { chatJid: sent.body.data.chatJid, id: messageId, fromMe: true },
        text: 'at 6',
      })
      expect(late.status).toBe(409)
      expect(late.body.code).toBe('edit_window_passed')
      expect(late.body.detail).toContain('21 minutes ago')
    } finally {
      skewMs = 0
    }
    expect(phone(BOB).messages.some((m) => m.message.protocolMessage?.key?.id === messageId)).toBe(false)
  })

  it('mentions members in a LID-addressed group by LID: each phone sees the mention', async () => {
    const created = await h.api('POST', `/sessions/${sessionId}/groups`, {
      subject: 'Mentions',
      participants: [BOB, CAROL],
    })
    const groupJid: string = created.body.data.jid
    for (const digits of [BOB, CAROL])
      await phone(digits).groups.waitForChange(groupJid, (view) => view !== null && view.subject === 'Mentions')
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: groupJid,
      content: { type: 'text', text: `@${BOB} and @${CAROL}: standup in 5` },
      mentions: [BOB, jidOf(CAROL)],
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    // the group is LID-addressed (WhatsApp's default now): the mentions and the text's digits name the LIDs
    const lids = [phone(BOB).lid, phone(CAROL).lid]
    const text = `@${lids[0]!.split('@')[0]} and @${lids[1]!.split('@')[0]}: standup in 5`
    expect(sent.body.data).toMatchObject({ text, mentions: lids, mentionsPhoneJids: [jidOf(BOB), jidOf(CAROL)] })
    for (const digits of [BOB, CAROL]) {
      const seen = await phone(digits).waitForMessage((m) => m.id === sent.body.data.messageId)
      expect(seen.chatJid).toBe(groupJid)
      expect(seen.message.extendedTextMessage).toMatchObject({ text, contextInfo: { mentionedJid: lids } })
      expect((await phoneView(digits)).find((m) => m.id === seen.id)?.mentions).toEqual(lids)
    }
  })
})
