import { Writable } from 'node:stream'
import { join } from 'node:path'
import { createStore } from '@sessionkit/core'
import type { ChatView, Phone } from '@sessionkit/simulator'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectedState, onceAppStateReady, pairedSession, startWorld, type World } from './harness.js'

const SELF = '15550400001'
const BOB = '15550400002'
const CAROL = '15550400003'
const UNSHARED = '15550400004'
const jidOf = (digits: string) => `${digits}@s.whatsapp.net`

/**
 * Chat actions and stars end to end: HTTP, the engine, real Baileys with its app-state MAC verification on, and
 * the simulator's own phone of the account, whose view of each chat is what WhatsApp would show the user.
 */
describe('chats end to end (HTTP, real Baileys, the account’s own phone)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  let self: Phone
  /** Baileys' complaints about app state it could not apply; must stay empty. */
  const syncFailures: string[] = []
  /** Syncs of a collection the session has changed, started from nothing: what a session that lost its versions does. */
  const fromScratch: string[] = []
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) {
          // With MACs checked Baileys says "failed to decode patch" or "LTHash verification failed" and applies nothing more.
          if (
            /failed to sync|LTHash verification failed|failed to decode patch|blocked on missing key|failed to find key/.test(
              line,
            )
          )
            syncFailures.push(line)
          if (/resyncing regular_(low|high) from v0/.test(line)) fromScratch.push(line)
        }
        done()
      },
    }),
  )
  const engineOptions = (w: World) => ({
    logger,
    protocol: {
      waWebSocketUrl: w.sim.url,
      trustedRootKey: w.sim.rootPublicKey,
      mediaCa: w.sim.mediaCa,
      appStateMacVerification: { patch: true, snapshot: true },
      logLevel: 'info',
    },
  })
  const act = (body: Record<string, unknown>) => h.api('POST', `/sessions/${sessionId}/chats/action`, body)
  const star = (body: Record<string, unknown>) => h.api('POST', `/sessions/${sessionId}/chats/messages/star`, body)
  /** Makes a change through the API and resolves with the phone's view once `holds` is true of it. */
  const change = async (body: Record<string, unknown>, holds: (view: ChatView) => boolean): Promise<ChatView> => {
    const answer = await act(body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data).toEqual({ sessionId, to: body.chatJid, action: body.action, messageId: null })
    return self.chats.waitFor(body.chatJid as string, holds)
  }

  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine(engineOptions(world))
    ;({ sessionId, phone: self } = await pairedSession(world, h, SELF))
    for (const digits of [BOB, CAROL]) await world.sim.createPhone(digits)
    // The phone shares its app-state keys right after linking; until Baileys has them the API says to wait.
    const pinned = await onceAppStateReady(() => act({ chatJid: jidOf(CAROL), action: 'pin' }))
    expect(pinned.status, JSON.stringify(pinned.body)).toBe(200)
    await self.chats.waitFor(jidOf(CAROL), (view) => view.pinned)
  })
  afterAll(async () => {
    await world.close()
  })

  it('mute until a time, mute for always, unmute', async () => {
    const chatJid = jidOf(BOB)
    const until = Date.now() + 8 * 3600_000
    expect(
      (await change({ chatJid, action: 'mute', muteEndTimestampMs: until }, (view) => view.mutedUntil === until))
        .mutedUntil,
    ).toBe(until)
    await change({ chatJid, action: 'mute', muteEndTimestampMs: -1 }, (view) => view.mutedUntil === -1)
    await change({ chatJid, action: 'unmute' }, (view) => view.mutedUntil === null)
  })

  it('pin and unpin, archive and unarchive, mark unread and read, lock and unlock', async () => {
    const chatJid = jidOf(BOB)
    await change({ chatJid, action: 'pin' }, (view) => view.pinned)
    await change({ chatJid, action: 'unpin' }, (view) => !view.pinned)
    await change({ chatJid, action: 'archive' }, (view) => view.archived)
    await change({ chatJid, action: 'unarchive' }, (view) => !view.archived)
    await change({ chatJid, action: 'mark_unread' }, (view) => view.markedUnread)
    await change({ chatJid, action: 'mark_read' }, (view) => !view.markedUnread)
    await change({ chatJid, action: 'lock' }, (view) => view.locked)
    const unlocked = await change({ chatJid, action: 'unlock' }, (view) => !view.locked)
    expect(unlocked).toMatchObject({
      pinned: false,
      archived: false,
      markedUnread: false,
      locked: false,
      mutedUntil: null,
    })
  })

  it('clear honours deleteStarred and deleteMedia in every combination; leaving them out keeps both', async () => {
    const chatJid = jidOf(BOB)
    for (const [deleteStarred, deleteMedia] of [
      [true, false],
      [false, true],
      [true, true],
    ]) {
      await change(
        { chatJid, action: 'clear', deleteStarred, deleteMedia },
        (view) => view.cleared?.deleteStarred === deleteStarred && view.cleared?.deleteMedia === deleteMedia,
      )
    }
    await change(
      { chatJid, action: 'clear' },
      (view) => view.cleared?.deleteStarred === false && view.cleared?.deleteMedia === false,
    )
  })

  it('delete honours deleteMedia either way', async () => {
    const chatJid = jidOf(CAROL)
    await change({ chatJid, action: 'delete', deleteMedia: true }, (view) => view.deleted?.deleteMedia === true)
    await change({ chatJid, action: 'delete' }, (view) => view.deleted?.deleteMedia === false)
  })

  it('stars and unstars a message the session sent, one it received, and a group message by its sender', async () => {
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: BOB,
      content: { type: 'text', text: 'worth keeping' },
    })
    expect(sent.status).toBe(200)
    const mine = { chatJid: jidOf(BOB), id: sent.body.data.messageId as string, fromMe: true }
    expect((await star({ message: mine, starred: true })).body.data).toEqual({
      chatJid: jidOf(BOB),
      messageId: mine.id,
      starred: true,
    })
    await self.chats.waitFor(jidOf(BOB), (view) =>
      view.starred.some((s) => s.id === mine.id && s.fromMe && s.participant === null),
    )

    const since = h.events.mark()
    const { id: theirs } = await world.sim.phone(BOB)!.sendText(SELF, 'star this')
    await h.events.waitFor('message.received', (e) => e.data.messageId === theirs, { since })
    await star({ message: { chatJid: jidOf(BOB), id: theirs, fromMe: false }, starred: true })
    await self.chats.waitFor(jidOf(BOB), (view) => view.starred.some((s) => s.id === theirs && !s.fromMe))

    await star({ message: mine, starred: false })
    const view = await self.chats.waitFor(jidOf(BOB), (v) => !v.starred.some((s) => s.id === mine.id))
    expect(view.starred.map((s) => s.id)).toEqual([theirs])

    const created = await h.api('POST', `/sessions/${sessionId}/groups`, { subject: 'Stars', participants: [BOB] })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const groupJid = created.body.data.jid as string
    const before = h.events.mark()
    const { id: inGroup } = await world.sim.phone(BOB)!.sendText(groupJid, 'a group message')
    const received = await h.events.waitFor('message.received', (e) => e.data.messageId === inGroup, { since: before })
    // the group is LID-addressed (as WhatsApp creates groups) unless E2E_GROUP_ADDRESSING=pn
    const bob = process.env.E2E_GROUP_ADDRESSING === 'pn' ? jidOf(BOB) : world.sim.phone(BOB)!.lid
    expect(received.data.participant).toBe(bob)
    const starred = await star({
      message: { chatJid: groupJid, id: inGroup, fromMe: false, participant: received.data.participant },
      starred: true,
    })
    expect(starred.status, JSON.stringify(starred.body)).toBe(200)
    const group = await self.chats.waitFor(groupJid, (v) => v.starred.length > 0)
    expect(group.starred).toEqual([{ id: inGroup, fromMe: false, participant: bob }])
  })

  it("a change made on the phone arrives as chat.updated by the phone; the session's own changes never do", async () => {
    const chatJid = jidOf(CAROL)
    const since = h.events.mark()
    await self.chats.archive(chatJid, true)
    const archived = await h.events.waitFor(
      'chat.updated',
      (e) => e.sessionId === sessionId && e.data.by === 'phone' && e.data.action === 'archive',
      { since },
    )
    expect(archived.data).toEqual({ chatJid, action: 'archive', value: true, by: 'phone' })

    const until = Date.now() + 3600_000
    await self.chats.mute(chatJid, until)
    const muted = await h.events.waitFor('chat.updated', (e) => e.data.by === 'phone' && e.data.action === 'mute', {
      since,
    })
    expect(muted.data).toEqual({ chatJid, action: 'mute', value: until, by: 'phone' })

    await self.chats.star(jidOf(BOB), { id: 'PHONESTAR1', fromMe: false }, true)
    const starred = await h.events.waitFor('chat.updated', (e) => e.data.by === 'phone' && e.data.action === 'star', {
      since,
    })
    expect(starred.data).toEqual({
      chatJid: jidOf(BOB),
      action: 'star',
      value: true,
      messageId: 'PHONESTAR1',
      by: 'phone',
    })

    // Every change the API made reported once, by the API; only the phone's three by the phone.
    const updates = h.events.of('chat.updated', sessionId)
    expect(updates.filter((e) => e.data.by === 'phone').map((e) => e.data.action)).toEqual(['archive', 'mute', 'star'])
    expect(updates.filter((e) => e.data.by === 'api').length).toBeGreaterThanOrEqual(20)
    expect(syncFailures).toEqual([])
    expect(world.appStateFaults).toEqual([])
  })

  /**
   * Links a new session to a phone that archived and pinned chats before, and checks that the session starts from
   * that state: nothing but its own change through the API is reported. `holdHistory` makes the phone send the
   * history sync notification only after the session has synced its chats from the key share alone.
   */
  const startsWhereThePhoneWas = async (LATE: string, holdHistory: boolean) => {
    const phone = await world.sim.createPhone(LATE)
    await phone.chats.archive(jidOf(BOB), true)
    await phone.chats.pin(jidOf(CAROL), true)
    const release = holdHistory ? world.sim.faults.holdHistorySync(LATE) : () => {}
    const late = await world.engine(engineOptions(world))
    const { sessionId: lateId } = await pairedSession(world, late, LATE)
    // A change through the API waits for the app-state sync the key share started (Baileys runs syncs one at a time).
    const deadline = Date.now() + 15_000
    for (;;) {
      const answer = await late.api('POST', `/sessions/${lateId}/chats/action`, {
        chatJid: jidOf(CAROL),
        action: 'mute',
        muteEndTimestampMs: -1,
      })
      if (answer.status === 200) break
      expect(answer.body.code).toBe('app_state_not_ready')
      if (Date.now() > deadline) throw new Error('the session never got its app-state keys')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // The session built on the phone's state: its patch verified there on top of the archive and the pin.
    expect(await phone.chats.waitFor(jidOf(CAROL), (view) => view.mutedUntil === -1)).toMatchObject({
      pinned: true,
      mutedUntil: -1,
    })
    expect(phone.chats.view(jidOf(BOB)).archived).toBe(true)
    await late.events.waitFor('chat.updated', (e) => e.sessionId === lateId && e.data.by === 'api')
    if (holdHistory) {
      // Baileys' own initial sync starts with the notification; it finds the session's versions current.
      const since = late.events.mark()
      release()
      await late.events.waitFor('history.synced', (e) => e.sessionId === lateId, { since })
    }
    // Baileys hands out what a sync applied at most 100 ms after it (its event buffer); give it ample time, then
    // nothing but the API's own change may have been reported: the archive and the pin are where the session starts.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(late.events.of('chat.updated', lateId).map((e) => `${e.data.by} ${e.data.action}`)).toEqual(['api mute'])
    expect(syncFailures).toEqual([])
    expect(world.appStateFaults).toEqual([])
  }

  it('the chat state a phone had before linking is where a new session starts, not changes reported by the phone', () =>
    startsWhereThePhoneWas('15550400005', false))

  it('so it is when the history sync notification comes after the app-state key share was processed alone', () =>
    startsWhereThePhoneWas('15550400006', true))

  it('a restart keeps app-state versions and keys: the next change applies cleanly on the phone, and phone changes still arrive', async () => {
    await h.engine.stop()
    const since = 0
    fromScratch.length = 0
    h = await world.engine(engineOptions(world), h.file)
    await h.events.waitFor('connection.state', connectedState(sessionId), { since })
    await change({ chatJid: jidOf(CAROL), action: 'unarchive' }, (view) => !view.archived)
    await change({ chatJid: jidOf(CAROL), action: 'lock' }, (view) => view.locked)
    await self.chats.pin(jidOf(CAROL), true)
    const pinned = await h.events.waitFor('chat.updated', (e) => e.data.by === 'phone' && e.data.action === 'pin')
    expect(pinned.data).toEqual({ chatJid: jidOf(CAROL), action: 'pin', value: true, by: 'phone' })
    expect(fromScratch).toEqual([])
    expect(syncFailures).toEqual([])
    expect(world.appStateFaults).toEqual([])
  })

  it('a session whose phone never shared its app-state keys answers 409 app_state_not_ready', async () => {
    const phone = await world.sim.createPhone(UNSHARED)
    const creds = await phone.createLinkedCreds()
    const file = 'unshared.sqlite'
    const store = createStore(`sqlite://${join(world.dir, file)}`)
    const now = new Date().toISOString()
    await store.collection('auth').set('unshared:creds', creds)
    await store.collection('sessions').set('unshared', {
      sessionId: 'unshared',
      displayName: 'Unshared',
      deviceBrowser: 'Chrome',
      status: 'created',
      paired: true,
      phoneJid: jidOf(UNSHARED),
      lid: null,
      createdAt: now,
      updatedAt: now,
      lastConnectedAt: null,
      lastDisconnect: null,
      errorReason: null,
    })
    await store.close()
    const other = await world.engine(engineOptions(world), file)
    await other.events.waitFor('connection.state', connectedState('unshared'), { since: 0 })
    const answer = await other.api('POST', '/sessions/unshared/chats/action', {
      chatJid: jidOf(BOB),
      action: 'archive',
    })
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ code: 'app_state_not_ready', title: 'Chat state not synced yet' })
    expect(phone.chats.list()).toEqual([])
  })
})
