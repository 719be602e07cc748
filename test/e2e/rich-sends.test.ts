import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSandboxHandler } from '@sessionkit/simulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onceAppStateReady, pairedSession, startWorld, type World } from './harness.js'

/** A 1×1 PNG: the page's og:image, the preview's thumbnail. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

describe('typing, presence, view-once, link previews and 1:1 timers end to end (real Baileys, simulator)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  let pages: Server
  let base: string
  const own = '15550281001'
  const friendNumber = '15550281002'
  const strangerNumber = '15550281003'
  const ownJid = `${own}@s.whatsapp.net`

  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine()
    ;({ sessionId } = await pairedSession(world, h, own))
    await world.sim.createPhone(friendNumber)
    await world.sim.createPhone(strangerNumber)
    pages = createServer((req, res) => {
      if (req.url === '/article')
        return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          `<!doctype html><html><head><title>fallback</title>
          <meta property="og:title" content="Spring &amp; summer menu">
          <meta property="og:description" content="Fresh bread daily">
          <meta property="og:image" content="/cover.png"></head><body>…</body></html>`,
        )
      if (req.url === '/cover.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(png)
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => pages.close(() => resolve()))
    await world.close()
  })

  const friend = () => world.sim.phone(friendNumber)!
  /** the phone's view through the sandbox API, as a developer sees it */
  const sandbox = async (method: string, path: string) => {
    const handle = createSandboxHandler(world.sim, { apiKeys: ['sandbox-key'] })
    const res = await handle(
      new Request(`http://sandbox.test/sandbox/v1${path}`, {
        method,
        headers: { authorization: 'Bearer sandbox-key' },
      }),
    )
    const body = (await res.json()) as any
    return { status: res.status, body: res.ok ? body.data : body }
  }
  const chatState = (state: string) =>
    world.sim.waitFor(
      'phone-chatstate',
      (e) => e.phoneNumber === friendNumber && e.chatJid === ownJid && e.state === state,
    )
  const viewOf = (id: string) => friend().waitForMessage((m) => m.id === id)

  it('shows typing and paused in the chat: the phone that opened the chat sees both', async () => {
    // WhatsApp's apps subscribe to the other side's presence when the chat opens; chat states go to subscribers
    await friend().typing.subscribe(ownJid)
    const composing = chatState('composing')
    const typing = await h.api('POST', `/sessions/${sessionId}/chats/presence`, {
      chatJid: friendNumber,
      state: 'composing',
    })
    expect(typing.status).toBe(200)
    expect(typing.body.data).toEqual({ chatJid: `${friendNumber}@s.whatsapp.net`, state: 'composing' })
    await composing
    expect(friend().typing.of(ownJid)?.state).toBe('composing')
    const paused = chatState('paused')
    await h.api('POST', `/sessions/${sessionId}/chats/presence`, { chatJid: friendNumber, state: 'paused' })
    await paused
    expect(friend().typing.of(ownJid)?.state).toBe('paused')
    const bad = await h.api('POST', `/sessions/${sessionId}/chats/presence`, { chatJid: friendNumber, state: 'typing' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0].path).toBe('state')
  })

  it('refuses to go online without a push name, and goes online once the account has one', async () => {
    const refused = await h.api('POST', `/sessions/${sessionId}/presence`, { state: 'available' })
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('push_name_missing')
    expect(refused.body.detail).toMatch(/name/)
    const named = await onceAppStateReady(() =>
      h.api('PATCH', `/sessions/${sessionId}/profile`, { name: 'Support Desk' }),
    )
    expect(named.status, JSON.stringify(named.body)).toBe(200)
    const announced = world.sim.waitFor(
      'node-in',
      (e) => e.phoneNumber === own && e.node.tag === 'presence' && e.node.attrs.type === 'available',
    )
    const online = await h.api('POST', `/sessions/${sessionId}/presence`, { state: 'available' })
    expect(online.status, JSON.stringify(online.body)).toBe(200)
    expect(online.body.data).toEqual({ state: 'available' })
    expect((await announced).node.attrs.name).toBe('Support Desk')
    const account = world.sim.phone(own)!.account
    expect(account.online).toBe(true)
    expect(account.pushName).toBe('Support Desk')
  })

  it('typingMs: the phone sees composing, then paused, then the message; the answer names it', async () => {
    const composing = chatState('composing')
    const paused = chatState('paused')
    const sending = h.api('POST', `/sessions/${sessionId}/messages`, {
      to: friendNumber,
      content: { type: 'text', text: 'one moment…' },
      typingMs: 200,
    })
    await composing
    expect(friend().messages.some((m) => m.text === 'one moment…')).toBe(false)
    await paused
    const sent = await sending
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.data.typingMs).toBe(200)
    const received = await viewOf(sent.body.data.messageId)
    expect(received.text).toBe('one moment…')
    const tooLong = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: friendNumber,
      content: { type: 'text', text: 'x' },
      typingMs: 20_001,
    })
    expect(tooLong.status).toBe(422)
    expect(tooLong.body.errors[0].path).toBe('typingMs')
  })

  it('typingMs before a voice note shows recording (multipart form field)', async () => {
    const recording = chatState('recording')
    const form = new FormData()
    form.set('to', friendNumber)
    form.set('voice', 'true')
    form.set('typingMs', '100')
    form.set('media', new Blob([new Uint8Array(randomBytes(3_000))], { type: 'audio/ogg; codecs=opus' }), 'v.ogg')
    const sending = h.api('POST', `/sessions/${sessionId}/messages/audio`, form)
    await recording
    const sent = await sending
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.data.typingMs).toBe(100)
  })

  it('sends a view-once image and voice note: the phone shows them view-once and opens each once', async () => {
    const image = new FormData()
    image.set('to', friendNumber)
    image.set('viewOnce', 'true')
    image.set('media', new Blob([new Uint8Array(randomBytes(5_000))], { type: 'image/png' }), 'secret.png')
    const sent = await h.api('POST', `/sessions/${sessionId}/messages/image`, image)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.data.viewOnce).toBe(true)
    const id = sent.body.data.messageId as string
    const received = await viewOf(id)
    expect(received.message.viewOnceMessage?.message?.imageMessage).toBeTruthy()
    const before = await sandbox('GET', `/phones/${friendNumber}/messages`)
    const shown = before.body.find((m: { id: string }) => m.id === id)
    expect(shown).toMatchObject({ viewOnce: { opened: false }, media: null })
    const opened = await sandbox('POST', `/phones/${friendNumber}/messages/${id}/open`)
    expect(opened.status).toBe(200)
    expect(opened.body.media).toMatchObject({ type: 'image', sizeBytes: 5_000 })
    const again = await sandbox('POST', `/phones/${friendNumber}/messages/${id}/open`)
    expect(again.status).toBe(409)

    const voice = new FormData()
    voice.set('to', friendNumber)
    voice.set('voice', 'true')
    voice.set('viewOnce', 'true')
    voice.set('media', new Blob([new Uint8Array(randomBytes(3_000))], { type: 'audio/ogg; codecs=opus' }), 'v.ogg')
    const note = await h.api('POST', `/sessions/${sessionId}/messages/audio`, voice)
    expect(note.status, JSON.stringify(note.body)).toBe(200)
    expect(note.body.data.viewOnce).toBe(true)
    // Baileys wraps a voice note in the same v1 wrapper (docs/protocol-fidelity.md)
    const heard = await viewOf(note.body.data.messageId)
    expect(heard.message.viewOnceMessage?.message?.audioMessage?.ptt).toBe(true)
    const listened = await sandbox('POST', `/phones/${friendNumber}/messages/${note.body.data.messageId}/open`)
    expect(listened.body.media).toMatchObject({ type: 'audio', ptt: true, sizeBytes: 3_000 })
  })

  it('refuses view-once on a type that cannot carry it, naming the field', async () => {
    const document = await h.api('POST', `/sessions/${sessionId}/messages/document`, {
      to: friendNumber,
      content: { type: 'document', mediaUrl: `${base}/cover.png`, viewOnce: true },
    })
    expect(document.status).toBe(422)
    expect(document.body.errors.map((e: { path: string }) => e.path)).toContain('content.viewOnce')
    const music = await h.api('POST', `/sessions/${sessionId}/messages/audio`, {
      to: friendNumber,
      content: { type: 'audio', mediaUrl: `${base}/cover.png`, viewOnce: true },
    })
    expect(music.status).toBe(422)
    expect(music.body.errors.map((e: { path: string }) => e.path)).toContain('content.viewOnce')
  })

  it("previews a text's first link from its page; an unreachable page sends the text without one", async () => {
    const url = `${base}/article`
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: friendNumber,
      content: { type: 'text', text: `our new menu: ${url}.`, linkPreview: true },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.data.linkPreview).toEqual({
      url,
      title: 'Spring & summer menu',
      description: 'Fresh bread daily',
      thumbnail: true,
    })
    await viewOf(sent.body.data.messageId)
    const view = await sandbox('GET', `/phones/${friendNumber}/messages`)
    expect(view.body.find((m: { id: string }) => m.id === sent.body.data.messageId).linkPreview).toEqual({
      url,
      title: 'Spring & summer menu',
      description: 'Fresh bread daily',
      thumbnail: true,
    })

    const missing = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: friendNumber,
      content: { type: 'text', text: `gone: ${base}/nothing-here`, linkPreview: true },
    })
    expect(missing.status).toBe(200)
    expect(missing.body.data.linkPreview).toBeNull()
    const plain = await viewOf(missing.body.data.messageId)
    expect(plain.text).toBe(`gone: ${base}/nothing-here`)
  })

  it('carries the 1:1 chat timer the phone turned on, and stops when it is turned off', async () => {
    const since = h.events.mark()
    await friend().setDisappearing(ownJid, 86_400)
    // the phone's next message arrives after the setting (one sender, one order)
    const { id } = await friend().sendText(own, 'these now disappear')
    await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: friendNumber,
      content: { type: 'text', text: 'noted' },
    })
    expect(sent.status).toBe(200)
    expect(sent.body.data.disappearingSeconds).toBe(86_400)
    await viewOf(sent.body.data.messageId)
    const views = (await sandbox('GET', `/phones/${friendNumber}/messages`)).body
    expect(views.find((m: { id: string }) => m.id === sent.body.data.messageId).expiration).toBe(86_400)

    // a message carrying a timer (contextInfo.expiration) says the chat has one, as a setting does
    const weekly = h.events.mark()
    const carried = await friend().sendMessage(own, {
      extendedTextMessage: { text: 'a week now', contextInfo: { expiration: 604_800 } },
    })
    await h.events.waitFor('message.received', (e) => e.data.messageId === carried.id, { since: weekly })
    const week = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: friendNumber,
      content: { type: 'text', text: 'ok, a week' },
    })
    expect(week.body.data.disappearingSeconds).toBe(604_800)

    const later = h.events.mark()
    await friend().setDisappearing(ownJid, 0)
    const off = await friend().sendText(own, 'back to normal')
    await h.events.waitFor('message.received', (e) => e.data.messageId === off.id, { since: later })
    const plain = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: friendNumber,
      content: { type: 'text', text: 'ok' },
    })
    expect(plain.body.data.disappearingSeconds).toBeUndefined()
    await viewOf(plain.body.data.messageId)
    const after = (await sandbox('GET', `/phones/${friendNumber}/messages`)).body
    expect(after.find((m: { id: string }) => m.id === plain.body.data.messageId).expiration).toBeNull()
  })

  it('posts text and image stories to the listed people only: the listed phone shows them, the other none', async () => {
    const relayed = world.sim.waitFor('message-relayed', (e) => e.to === 'status@broadcast')
    const text = await h.api('POST', `/sessions/${sessionId}/stories/text`, {
      statusJidList: [friendNumber],
      content: { type: 'text', text: 'Open late on Friday', backgroundColor: '#25D366', font: 1 },
    })
    expect(text.status, JSON.stringify(text.body)).toBe(200)
    expect(text.body.data).toMatchObject({
      contentType: 'text',
      text: 'Open late on Friday',
      backgroundColor: '#25D366',
      font: 1,
      statusJidList: [`${friendNumber}@s.whatsapp.net`],
      by: 'api',
    })
    const { recipients, statusSetting } = await relayed
    expect(recipients.length).toBeGreaterThan(0)
    // the audience is the list given: an allow list, as WhatsApp Web's <meta status_setting> says it
    expect(statusSetting).toBe('allowlist')
    expect(recipients.every((jid) => !jid.startsWith(world.sim.phone(strangerNumber)!.lid.split('@')[0]!))).toBe(true)
    await viewOf(text.body.data.messageId)
    const stories = await sandbox('GET', `/phones/${friendNumber}/stories`)
    expect(stories.body).toEqual([
      expect.objectContaining({
        id: text.body.data.messageId,
        from: ownJid,
        text: 'Open late on Friday',
        backgroundColor: '#25D366',
        font: 1,
      }),
    ])

    const image = new FormData()
    image.set('statusJidList', JSON.stringify([friendNumber]))
    image.set('caption', 'the new menu')
    image.set('media', new Blob([new Uint8Array(randomBytes(4_000))], { type: 'image/png' }), 'menu.png')
    const posted = await h.api('POST', `/sessions/${sessionId}/stories/image`, image)
    expect(posted.status, JSON.stringify(posted.body)).toBe(200)
    await viewOf(posted.body.data.messageId)
    const both = await sandbox('GET', `/phones/${friendNumber}/stories`)
    expect(both.body[1]).toMatchObject({
      id: posted.body.data.messageId,
      media: { type: 'image', caption: 'the new menu' },
    })
    expect((await sandbox('GET', `/phones/${strangerNumber}/stories`)).body).toEqual([])
    expect(world.sim.phone(strangerNumber)!.messages).toEqual([])

    const bad = await h.api('POST', `/sessions/${sessionId}/stories/text`, {
      statusJidList: [],
      content: { type: 'text', text: 'x', backgroundColor: 'green', font: 3 },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['statusJidList', 'content.backgroundColor', 'content.font']),
    )
  })
})
