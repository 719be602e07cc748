import { createSandboxHandler, type Phone } from '@sessionkit/simulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectedState, pairedSession, startWorld, type World } from './harness.js'

const SELF = '15550282001'
const BOB = '15550282002'
const CAROL = '15550282003'
const RESTARTED = '15550282004'
const jidOf = (digits: string) => `${digits}@s.whatsapp.net`

describe('polls end to end (real Baileys, simulator)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  const phone = (digits: string): Phone => world.sim.phone(digits)!
  const stored = (chatJid: string, id: string) =>
    h.api('GET', `/sessions/${sessionId}/chats/${encodeURIComponent(chatJid)}/messages/${id}`)
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
  const sendPoll = (to: string, content: Record<string, unknown>) =>
    h.api('POST', `/sessions/${sessionId}/messages/poll`, { to, content: { type: 'poll', ...content } })

  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine()
    ;({ sessionId } = await pairedSession(world, h, SELF))
    for (const digits of [BOB, CAROL]) await world.sim.createPhone(digits)
  })
  afterAll(async () => {
    await world.close()
  })

  it('sends a poll the phone shows; its votes arrive decrypted as poll.vote with the tally, and the store keeps it', async () => {
    const sent = await sendPoll(BOB, { name: 'Lunch?', options: ['Pizza', 'Sushi', 'Salad'], selectableCount: 1 })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.data).toMatchObject({
      contentType: 'poll',
      poll: { name: 'Lunch?', options: ['Pizza', 'Sushi', 'Salad'], selectableCount: 1 },
      status: 'sent',
    })
    const pollId = sent.body.data.messageId as string
    const chatJid = sent.body.data.chatJid as string
    const seen = await phone(BOB).waitForMessage((m) => m.id === pollId)
    // A single-choice poll is a pollCreationMessageV3, its secret in messageContextInfo (Baileys Utils/messages.ts).
    expect(seen.message.pollCreationMessageV3?.options?.map((o) => o.optionName)).toEqual(['Pizza', 'Sushi', 'Salad'])
    expect(seen.message.messageContextInfo?.messageSecret).toHaveLength(32)
    expect((await phoneView(BOB)).find((m) => m.id === pollId)?.poll).toEqual({
      name: 'Lunch?',
      options: ['Pizza', 'Sushi', 'Salad'],
      selectableCount: 1,
      votes: [],
    })

    const since = h.events.mark()
    await phone(BOB).vote(pollId, ['Sushi'])
    const vote = await h.events.waitFor('poll.vote', (e) => e.data.poll.id === pollId, { since })
    expect(vote.data).toMatchObject({
      poll: { chatJid, id: pollId, fromMe: true },
      voter: jidOf(BOB),
      selected: ['Sushi'],
      tally: [
        { option: 'Pizza', votes: 0, voters: [] },
        { option: 'Sushi', votes: 1, voters: [jidOf(BOB)] },
        { option: 'Salad', votes: 0, voters: [] },
      ],
      fromMe: false,
      by: null,
    })
    expect((await phoneView(BOB)).find((m) => m.id === pollId)?.poll.votes).toEqual([
      { voter: jidOf(BOB), options: ['Sushi'] },
    ])

    // A changed vote replaces the voter's earlier one.
    const again = h.events.mark()
    await phone(BOB).vote(pollId, ['Pizza'])
    const changed = await h.events.waitFor('poll.vote', (e) => e.data.poll.id === pollId, { since: again })
    expect(changed.data.selected).toEqual(['Pizza'])
    expect(changed.data.tally.map((t: { votes: number }) => t.votes)).toEqual([1, 0, 0])
    await expect
      .poll(async () => (await stored(chatJid, pollId)).body.data.poll)
      .toEqual({
        name: 'Lunch?',
        options: ['Pizza', 'Sushi', 'Salad'],
        selectableCount: 1,
        tally: changed.data.tally,
      })
  })

  it('tallies the votes of every member in a group poll', async () => {
    const created = await h.api('POST', `/sessions/${sessionId}/groups`, {
      subject: 'Team offsite',
      participants: [BOB, CAROL],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const groupJid: string = created.body.data.jid
    for (const digits of [BOB, CAROL])
      await phone(digits).groups.waitForChange(groupJid, (view) => view !== null && view.subject === 'Team offsite')
    const sent = await sendPoll(groupJid, { name: 'Where?', options: ['Beach', 'Mountains', 'City'] })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const pollId = sent.body.data.messageId as string
    for (const digits of [BOB, CAROL]) await phone(digits).waitForMessage((m) => m.id === pollId)
    // Any number of choices: a pollCreationMessage (Baileys Utils/messages.ts).
    expect(phone(CAROL).messages.find((m) => m.id === pollId)?.message.pollCreationMessage?.name).toBe('Where?')
    const since = h.events.mark()
    await phone(BOB).vote(pollId, ['Beach', 'City'])
    await h.events.waitFor('poll.vote', (e) => e.data.poll.id === pollId && e.data.voter === jidOf(BOB), { since })
    await phone(CAROL).vote(pollId, ['City'])
    const last = await h.events.waitFor(
      'poll.vote',
      (e) => e.data.poll.id === pollId && e.data.voter === jidOf(CAROL),
      { since },
    )
    expect(last.data.poll).toEqual({ chatJid: groupJid, id: pollId, fromMe: true })
    expect(last.data.tally).toEqual([
      { option: 'Beach', votes: 1, voters: [jidOf(BOB)] },
      { option: 'Mountains', votes: 0, voters: [] },
      { option: 'City', votes: 2, voters: [jidOf(BOB), jidOf(CAROL)] },
    ])
    // Every member's phone reads the others' votes too.
    expect((await phoneView(CAROL)).find((m) => m.id === pollId)?.poll.votes).toEqual([
      { voter: jidOf(BOB), options: ['Beach', 'City'] },
      { voter: jidOf(CAROL), options: ['City'] },
    ])
  })

  it("reports a phone's poll as message.received, and the account's phone's vote on it as by: phone", async () => {
    const since = h.events.mark()
    const { id } = await phone(BOB).sendPoll(SELF, 'Movie night?', ['Friday', 'Saturday'], 0)
    const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
    expect(received.data).toMatchObject({
      type: 'poll',
      poll: { name: 'Movie night?', options: ['Friday', 'Saturday'], selectableCount: 0 },
    })
    await phone(SELF).waitForMessage((m) => m.id === id)
    await phone(SELF).vote(id, ['Saturday'])
    const own = await h.events.waitFor('poll.vote', (e) => e.data.poll.id === id, { since })
    expect(own.data).toMatchObject({
      poll: { chatJid: received.data.chatJid, id, fromMe: false },
      voter: jidOf(SELF),
      selected: ['Saturday'],
      fromMe: true,
      by: 'phone',
    })
    await phone(BOB).vote(id, ['Friday', 'Saturday'])
    const theirs = await h.events.waitFor('poll.vote', (e) => e.data.poll.id === id && !e.data.fromMe, { since })
    expect(theirs.data.tally).toEqual([
      { option: 'Friday', votes: 1, voters: [jidOf(BOB)] },
      { option: 'Saturday', votes: 2, voters: [jidOf(SELF), jidOf(BOB)] },
    ])
    await expect
      .poll(async () => (await stored(received.data.chatJid, id)).body.data.poll?.tally)
      .toEqual(theirs.data.tally)
  })

  it('refuses 13 options, duplicate options, an empty one and a selectableCount past the options', async () => {
    const options = Array.from({ length: 13 }, (_, i) => `Option ${i + 1}`)
    const tooMany = await sendPoll(BOB, { name: 'Too many', options })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.errors.map((e: { path: string }) => e.path)).toEqual(['content.options'])
    const twice = await sendPoll(BOB, { name: 'Twice', options: ['Yes', 'No', 'Yes'] })
    expect(twice.status).toBe(422)
    expect(twice.body.errors).toEqual([{ path: 'content.options', message: 'must be unique' }])
    const empty = await sendPoll(BOB, { name: 'Empty', options: ['Yes', ' '] })
    expect(empty.status).toBe(422)
    expect(empty.body.errors.map((e: { path: string }) => e.path)).toEqual(['content.options.1'])
    const count = await sendPoll(BOB, { name: 'Count', options: ['Yes', 'No'], selectableCount: 3 })
    expect(count.status).toBe(422)
    expect(count.body.errors.map((e: { path: string }) => e.path)).toEqual(['content.selectableCount'])
  })

  it('reads votes on a poll sent before a restart, with the secret the store kept', async () => {
    const first = await world.engine({}, 'polls-restart.sqlite')
    const { sessionId: restartedId } = await pairedSession(world, first, RESTARTED)
    const sent = await first.api('POST', `/sessions/${restartedId}/messages/poll`, {
      to: BOB,
      content: { type: 'poll', name: 'Still there?', options: ['Yes', 'No'] },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const pollId = sent.body.data.messageId as string
    await phone(BOB).waitForMessage((m) => m.id === pollId)
    await first.engine.stop()

    const second = await world.engine({}, 'polls-restart.sqlite')
    await second.events.waitFor('connection.state', connectedState(restartedId))
    await phone(BOB).vote(pollId, ['Yes'])
    const vote = await second.events.waitFor('poll.vote', (e) => e.data.poll.id === pollId)
    expect(vote.data).toMatchObject({
      voter: jidOf(BOB),
      selected: ['Yes'],
      tally: [
        { option: 'Yes', votes: 1, voters: [jidOf(BOB)] },
        { option: 'No', votes: 0, voters: [] },
      ],
    })
  })
})
