import { createSandboxHandler, type Phone } from '@sessionkit/simulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onceAppStateReady, pairedSession, startWorld, type World } from './harness.js'

const jidOf = (digits: string) => `${digits}@s.whatsapp.net`

/**
 * The group features through real Baileys in both addressings, checked on the member phones' side: WhatsApp creates
 * groups LID-addressed now (the simulator's default), older groups are still phone-number-addressed. Every message
 * reference the API hands out is used as is, and so is one naming the sender in the other addressing (a reference
 * kept from before the group, or the API, named LIDs).
 */
describe.each([
  { mode: 'lid' as const, numbers: ['15550283001', '15550283002', '15550283003'] },
  { mode: 'pn' as const, numbers: ['15550284001', '15550284002', '15550284003'] },
])('a $mode-addressed group end to end (real Baileys, simulator)', ({ mode, numbers }) => {
  const [SELF, BOB, CAROL] = numbers as [string, string, string]
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  let groupJid: string
  const phone = (digits: string): Phone => world.sim.phone(digits)!
  /** A member as the group addresses them, and as the other addressing names them. */
  const addressed = (digits: string) => (mode === 'lid' ? phone(digits).lid : jidOf(digits))
  const otherwise = (digits: string) => (mode === 'lid' ? jidOf(digits) : phone(digits).lid)
  const phoneView = async (digits: string): Promise<Record<string, any>[]> => {
    const sandbox = createSandboxHandler(world.sim, { apiKeys: ['sandbox-key'] })
    const res = await sandbox(
      new Request(`http://sandbox.test/sandbox/v1/phones/${digits}/messages`, {
        headers: { authorization: 'Bearer sandbox-key' },
      }),
    )
    return ((await res.json()) as { data: Record<string, any>[] }).data
  }
  const viewOf = async (digits: string, id: string) => (await phoneView(digits)).find((m) => m.id === id)
  const receive = async (from: string, text: string) => {
    const since = h.events.mark()
    const { id } = await phone(from).sendText(groupJid, text)
    const event = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
    await phone(CAROL === from ? BOB : CAROL).waitForMessage((m) => m.id === id)
    return event.data
  }

  beforeAll(async () => {
    world = await startWorld({ groupAddressing: mode })
    h = await world.engine()
    ;({ sessionId } = await pairedSession(world, h, SELF))
    for (const digits of [BOB, CAROL]) await world.sim.createPhone(digits)
    const created = await h.api('POST', `/sessions/${sessionId}/groups`, {
      subject: 'Both ways',
      participants: [BOB, CAROL],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    groupJid = created.body.data.jid
    expect(created.body.data.addressingMode).toBe(mode)
    for (const digits of [BOB, CAROL])
      await phone(digits).groups.waitForChange(groupJid, (view) => view !== null && view.subject === 'Both ways')
  })
  afterAll(async () => {
    await world.close()
  })

  it("names a member's message by the group's addressing, the phone number beside a LID, in the event and the store", async () => {
    const received = await receive(BOB, 'hello, group')
    expect(received).toMatchObject({ from: jidOf(BOB), participant: addressed(BOB) })
    if (mode === 'lid') expect(received.participantPhoneJid).toBe(jidOf(BOB))
    else expect(received.participantPhoneJid).toBeUndefined()
    const path = `/sessions/${sessionId}/chats/${encodeURIComponent(groupJid)}/messages/${received.messageId}`
    await expect
      .poll(async () => (await h.api('GET', path)).body.data)
      .toMatchObject({
        from: jidOf(BOB),
        participant: addressed(BOB),
        participantPhoneJid: mode === 'lid' ? jidOf(BOB) : null,
      })
  })

  it('reacts, replies, pins and deletes with the reference it handed out and with one in the other addressing', async () => {
    const given = await receive(BOB, 'named as handed out')
    const kept = await receive(BOB, 'named the other way')
    const references = [
      {
        id: given.messageId,
        message: {
          chatJid: groupJid,
          id: given.messageId,
          fromMe: false,
          participant: given.participant!,
          ...(given.participantPhoneJid ? { participantPhoneJid: given.participantPhoneJid } : {}),
        },
      },
      {
        id: kept.messageId,
        message: { chatJid: groupJid, id: kept.messageId, fromMe: false, participant: otherwise(BOB) },
      },
    ]
    for (const { id, message } of references) {
      const reacted = await h.api('POST', `/sessions/${sessionId}/chats/messages/react`, { message, emoji: '👍' })
      expect(reacted.status, JSON.stringify(reacted.body)).toBe(200)
      const reaction = await phone(CAROL).waitForMessage((m) => m.message.reactionMessage?.key?.id === id)
      expect(reaction.message.reactionMessage?.key?.participant).toBe(addressed(BOB))

      const replied = await h.api('POST', `/sessions/${sessionId}/messages`, {
        to: groupJid,
        content: { type: 'text', text: 'a reply' },
        quoted: message,
      })
      expect(replied.status, JSON.stringify(replied.body)).toBe(200)
      const reply = await phone(CAROL).waitForMessage((m) => m.id === replied.body.data.messageId)
      expect(reply.message.extendedTextMessage?.contextInfo).toMatchObject({
        stanzaId: id,
        participant: addressed(BOB),
      })

      const pinned = await h.api('POST', `/sessions/${sessionId}/chats/messages/pin`, { message, pinned: true })
      expect(pinned.status, JSON.stringify(pinned.body)).toBe(200)
      await expect.poll(async () => (await viewOf(CAROL, id))?.pinned?.pinned).toBe(true)

      const deleted = await h.api('POST', `/sessions/${sessionId}/chats/messages/delete`, {
        message,
        forEveryone: true,
      })
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
      await expect.poll(async () => (await viewOf(CAROL, id))?.deletedForEveryone).toBe(true)
    }
  })

  it("reports a member's reaction, reply, pin and delete with references usable as is", async () => {
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: groupJid,
      content: { type: 'text', text: 'the account speaks' },
    })
    const ownId = sent.body.data.messageId as string
    await phone(BOB).waitForMessage((m) => m.id === ownId)
    const theirs = await receive(CAROL, 'carol speaks')
    await phone(BOB).waitForMessage((m) => m.id === theirs.messageId)
    const since = h.events.mark()

    await phone(BOB).react(theirs.messageId, '🔥')
    const reaction = await h.events.waitFor('message.reaction', (e) => e.data.message.id === theirs.messageId, {
      since,
    })
    expect(reaction.data.from).toBe(jidOf(BOB))
    expect(reaction.data.message).toMatchObject({ participant: addressed(CAROL) })
    if (mode === 'lid') expect(reaction.data.message.participantPhoneJid).toBe(jidOf(CAROL))

    const { id: replyId } = await phone(BOB).sendText(groupJid, 'replying', { quoted: theirs.messageId })
    const reply = await h.events.waitFor('message.received', (e) => e.data.messageId === replyId, { since })
    expect(reply.data.quoted).toMatchObject({ id: theirs.messageId, fromMe: false, participant: addressed(CAROL) })
    if (mode === 'lid') expect(reply.data.quoted?.participantPhoneJid).toBe(jidOf(CAROL))

    await phone(BOB).pin(theirs.messageId, true)
    const pin = await h.events.waitFor('message.pinned', (e) => e.data.message.id === theirs.messageId, { since })
    expect(pin.data.message).toMatchObject({ participant: addressed(CAROL) })

    // each reference reported works as is in a call
    for (const message of [reaction.data.message, reply.data.quoted!, pin.data.message]) {
      const again = await h.api('POST', `/sessions/${sessionId}/chats/messages/react`, { message, emoji: '✅' })
      expect(again.status, JSON.stringify(again.body)).toBe(200)
    }
    const own = await phone(CAROL).waitForMessage(
      (m) => m.message.reactionMessage?.key?.id === theirs.messageId && m.message.reactionMessage.text === '✅',
    )
    expect(own.message.reactionMessage?.key?.participant).toBe(addressed(CAROL))

    await phone(CAROL).revoke(theirs.messageId)
    const revoke = await h.events.waitFor('message.deleted', (e) => e.data.message.id === theirs.messageId, { since })
    expect(revoke.data.message).toMatchObject({ participant: addressed(CAROL) })
  })

  it("edits the account's message and reports each member's receipts by the group's addressing", async () => {
    const since = h.events.mark()
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: groupJid,
      content: { type: 'text', text: 'see you at 5' },
    })
    const messageId = sent.body.data.messageId as string
    await phone(BOB).waitForMessage((m) => m.id === messageId)
    const message = { chatJid: groupJid, id: messageId, fromMe: true }
    const edited = await h.api('POST', `/sessions/${sessionId}/chats/messages/edit`, { message, text: 'see you at 6' })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    await expect.poll(async () => (await viewOf(CAROL, messageId))?.edited?.text).toBe('see you at 6')

    await phone(BOB).markRead(messageId)
    const read = await h.events.waitFor(
      'message.receipt',
      (e) => e.data.messageId === messageId && e.data.state === 'read',
      { since },
    )
    expect(read.data.recipients).toEqual([
      { jid: addressed(BOB), phoneJid: mode === 'lid' ? jidOf(BOB) : null, at: read.data.at },
    ])
  })

  it('mentions a member named by phone number as the group addresses them, the phone number beside', async () => {
    const since = h.events.mark()
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: groupJid,
      content: { type: 'text', text: `over to you @${BOB}` },
      mentions: [BOB],
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const digits = addressed(BOB).split('@')[0]
    expect(sent.body.data).toMatchObject({
      text: `over to you @${digits}`,
      mentions: [addressed(BOB)],
      mentionsPhoneJids: [mode === 'lid' ? jidOf(BOB) : null],
    })
    const seen = await phone(CAROL).waitForMessage((m) => m.id === sent.body.data.messageId)
    expect(seen.message.extendedTextMessage).toMatchObject({
      text: `over to you @${digits}`,
      contextInfo: { mentionedJid: [addressed(BOB)] },
    })

    const { id } = await phone(BOB).sendText(groupJid, `and you @${addressed(CAROL).split('@')[0]}`, {
      mentions: [addressed(CAROL)],
    })
    const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
    expect(received.data).toMatchObject({
      mentions: [addressed(CAROL)],
      mentionsPhoneJids: [mode === 'lid' ? jidOf(CAROL) : null],
    })
    const path = `/sessions/${sessionId}/chats/${encodeURIComponent(groupJid)}/messages/${id}`
    await expect
      .poll(async () => (await h.api('GET', path)).body.data)
      .toMatchObject({ mentions: [addressed(CAROL)], mentionsPhoneJids: [mode === 'lid' ? jidOf(CAROL) : null] })
  })

  it("stars a member's message naming them as the group addresses them, from either reference", async () => {
    const given = await receive(BOB, 'star me as handed out')
    const kept = await receive(BOB, 'star me named the other way')
    const self = phone(SELF)
    for (const message of [
      { chatJid: groupJid, id: given.messageId, fromMe: false, participant: given.participant! },
      { chatJid: groupJid, id: kept.messageId, fromMe: false, participant: otherwise(BOB) },
    ]) {
      // the phone shares its app-state keys after linking; until Baileys has them the API says to wait
      const starred = await onceAppStateReady(() =>
        h.api('POST', `/sessions/${sessionId}/chats/messages/star`, { message, starred: true }),
      )
      expect(starred.status, JSON.stringify(starred.body)).toBe(200)
      const view = await self.chats.waitFor(groupJid, (v) => v.starred.some((s) => s.id === message.id))
      expect(view.starred.find((s) => s.id === message.id)?.participant).toBe(addressed(BOB))
    }
  })

  it("reads a member's edit sealed with the message's secret, as WhatsApp's current clients send edits", async () => {
    const since = h.events.mark()
    const { id } = await phone(BOB).sendText(groupJid, 'meet at 5', { secret: true })
    await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
    await phone(BOB).sealedEdit(id, 'meet at 6')
    const edited = await h.events.waitFor('message.updated', (e) => e.data.message.id === id, { since })
    expect(edited.data).toMatchObject({ text: 'meet at 6', fromMe: false, message: { participant: addressed(BOB) } })
    const path = `/sessions/${sessionId}/chats/${encodeURIComponent(groupJid)}/messages/${id}`
    await expect.poll(async () => (await h.api('GET', path)).body.data.text).toBe('meet at 6')
  })

  it('tallies the votes of members by phone number, whichever addressing they voted in', async () => {
    const sent = await h.api('POST', `/sessions/${sessionId}/messages/poll`, {
      to: groupJid,
      content: { type: 'poll', name: 'When?', options: ['Noon', 'Night'] },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const pollId = sent.body.data.messageId as string
    for (const digits of [BOB, CAROL]) await phone(digits).waitForMessage((m) => m.id === pollId)
    const since = h.events.mark()
    await phone(BOB).vote(pollId, ['Noon'])
    await h.events.waitFor('poll.vote', (e) => e.data.poll.id === pollId && e.data.voter === jidOf(BOB), { since })
    await phone(CAROL).vote(pollId, ['Noon', 'Night'])
    const last = await h.events.waitFor(
      'poll.vote',
      (e) => e.data.poll.id === pollId && e.data.voter === jidOf(CAROL),
      { since },
    )
    expect(last.data.tally).toEqual([
      { option: 'Noon', votes: 2, voters: [jidOf(BOB), jidOf(CAROL)] },
      { option: 'Night', votes: 1, voters: [jidOf(CAROL)] },
    ])
  })
})
