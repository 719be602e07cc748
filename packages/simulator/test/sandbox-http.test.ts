import { createHash, randomBytes } from 'node:crypto'
import { Agent } from 'node:https'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxHandler, startSimulator, type Simulator } from '../src/index.js'
import {
  connect,
  connectLinked,
  download,
  httpsGet,
  endSocket,
  memoryAuthState,
  waitForClose,
  waitForEvent,
  waitForOpen,
  waitForStatus,
  waitForUpdate,
} from './helpers.js'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

const KEY = 'sk_test_sandbox_key'

describe('sandbox HTTP handler', () => {
  let sim: Simulator
  let handle: (req: Request) => Promise<Response>

  const call = async (method: string, path: string, body?: unknown, key: string | null = KEY) => {
    const headers: Record<string, string> = {}
    if (key !== null) headers.authorization = `Bearer ${key}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    const init: RequestInit = { method, headers }
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body)
    const res = await handle(new Request(`http://sandbox.test/sandbox/v1${path}`, init))
    return { res, body: (await res.json()) as any }
  }

  beforeAll(async () => {
    sim = await startSimulator()
    handle = createSandboxHandler(sim, { apiKeys: ['another-key', KEY], linkWaitMs: 200 })
  })
  afterAll(async () => {
    await sim.close()
  })

  it('requires a bearer key and answers 401 problems with WWW-Authenticate', async () => {
    for (const key of [null, 'wrong', `${KEY}x`]) {
      const { res, body } = await call('GET', '/phones', undefined, key)
      expect(res.status).toBe(401)
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="sessionkit"')
      expect(res.headers.get('content-type')).toBe('application/problem+json')
      expect(body).toMatchObject({
        status: 401,
        code: 'unauthorized',
        title: expect.any(String),
        detail: expect.any(String),
      })
      expect(body.type).toMatch(/^https:\/\//)
    }
  })

  it('refuses a repeated Authorization header, whichever of its keys is valid', async () => {
    for (const keys of [
      [KEY, 'wrong'],
      ['wrong', KEY],
      [KEY, KEY],
    ]) {
      const headers = new Headers()
      for (const key of keys) headers.append('authorization', `Bearer ${key}`)
      const res = await handle(new Request('http://sandbox.test/sandbox/v1/phones', { headers }))
      expect(res.status, keys.join(' + ')).toBe(401)
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="sessionkit"')
      expect(((await res.json()) as { detail: string }).detail).toMatch(/one Authorization header/)
    }
  })

  it('marks documents and problems nosniff', async () => {
    expect((await call('GET', '/phones')).res.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await call('GET', '/nope')).res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('creates, lists and reads phones, with problems for every bad input', async () => {
    const created = await call('POST', '/phones', { phoneNumber: '15550006001' })
    expect(created.res.status).toBe(201)
    expect(created.body.data).toMatchObject({
      phoneNumber: '15550006001',
      jid: '15550006001@s.whatsapp.net',
      lid: expect.stringMatching(/@lid$/),
    })
    expect((await call('POST', '/phones', { phoneNumber: '15550006001' })).res.status).toBe(409)
    expect((await call('GET', '/phones')).body.data.map((p: any) => p.phoneNumber)).toContain('15550006001')
    expect((await call('GET', '/phones/15550006001')).body.data.phoneNumber).toBe('15550006001')

    const missing = await call('GET', '/phones/15559999999')
    expect(missing.res.status).toBe(404)
    expect(missing.body.code).toBe('phone_not_found')
    expect((await call('GET', '/nope')).res.status).toBe(404)
    const badJson = await call('POST', '/phones', '{"phoneNumber":')
    expect(badJson.res.status).toBe(400)
    expect(badJson.body.code).toBe('malformed_json')
    const invalid = await call('POST', '/phones', { phoneNumber: 'abc', extra: 1 })
    expect(invalid.res.status).toBe(422)
    expect(invalid.body.errors.map((e: any) => e.path).sort()).toEqual(['extra', 'phoneNumber'])
    expect((await call('POST', '/phones', [])).res.status).toBe(422)
    const wrongMethod = await call('PUT', '/phones')
    expect(wrongMethod.res.status).toBe(405)
    expect(wrongMethod.res.headers.get('allow')).toBe('GET, POST, HEAD')
    const faultInvalid = await call('POST', '/faults', { kind: 'delay' })
    expect(faultInvalid.res.status).toBe(422)
    expect((await call('POST', '/faults', { kind: 'explode' })).res.status).toBe(422)
    expect((await call('POST', '/phones/15550006001/messages', { to: '15559999999', text: 'x' })).res.status).toBe(422)
    expect((await call('POST', '/phones/15550006001/messages/NOPE/read')).res.status).toBe(404)
    expect((await call('DELETE', '/phones/15550006001/devices/15550006001:9@s.whatsapp.net')).res.status).toBe(404)
    const noPending = await call('POST', '/phones/15550006001/link', { code: 'ABCD-EFGH' })
    expect(noPending.res.status).toBe(409)
  })

  it("seeds a phone's history (its attachments uploaded to the media host) and makes media links expire", async () => {
    expect((await call('POST', '/phones', { phoneNumber: '15550006301' })).res.status).toBe(201)
    const photo = randomBytes(512)
    const seeded = await call('POST', '/phones/15550006301/history', {
      chat: '15550006302',
      name: 'Bob',
      pinned: true,
      messages: [
        { fromMe: false, timestamp: '2026-01-02T03:04:05Z', text: 'an old hello' },
        {
          fromMe: true,
          timestamp: '2026-01-02T03:05:00Z',
          media: { type: 'image', data: photo.toString('base64'), mimetype: 'image/jpeg' },
        },
      ],
    })
    expect(seeded.res.status, JSON.stringify(seeded.body)).toBe(201)
    expect(seeded.body.data).toEqual({
      chat: '15550006302@s.whatsapp.net',
      ids: [expect.any(String), expect.any(String)],
    })
    const empty = await call('POST', '/phones/15550006301/history', {
      chat: '15550006302',
      messages: [{ fromMe: true, timestamp: 'yesterday' }],
    })
    expect(empty.res.status).toBe(422)
    expect(empty.body.errors.map((e: { path: string }) => e.path)).toEqual(['messages.0.timestamp', 'messages.0'])

    const unknown = await call('POST', '/faults', { kind: 'expire-media', directPath: '/v/t62.7118-24/none.enc' })
    expect(unknown.res.status).toBe(404)
    expect((await call('POST', '/faults', { kind: 'delay', directPath: '/v/x.enc', ms: 0 })).res.status).toBe(422)
    expect((await call('POST', '/faults', { kind: 'expire-media' })).body.data).toEqual({ kind: 'expire-media' })
  })

  it('links by code, relays messages both ways, reads, logs the device out and injects faults', async () => {
    await call('POST', '/phones', { phoneNumber: '15550006011' })
    await call('POST', '/phones', { phoneNumber: '15550006012' })
    const auth = memoryAuthState()
    const sock = connect(sim, auth)
    await waitForUpdate(sock, (u) => !!u.qr)
    const code = await sock.requestPairingCode('15550006012')
    const restart = waitForClose(sock)
    const linked = await call('POST', '/phones/15550006012/link', { code })
    expect(linked.res.status).toBe(200)
    expect(linked.body.data.deviceJid).toBe(auth.creds.me!.id)
    expect(await restart).toBe(515)
    const companion = connect(sim, auth)
    await waitForOpen(companion)
    const devices = await call('GET', '/phones/15550006012/devices')
    expect(devices.body.data).toEqual([expect.objectContaining({ jid: auth.creds.me!.id, connected: true })])

    // the sandbox phone 15550006011 writes to the companion's account
    const upsert = waitForEvent(companion, 'messages.upsert', ({ messages }) =>
      messages.some((m) => m.message?.conversation === 'from the sandbox'),
    )
    const sent = await call('POST', '/phones/15550006011/messages', { to: '15550006012', text: 'from the sandbox' })
    expect(sent.res.status).toBe(201)
    expect((await upsert).messages[0]!.key.id).toBe(sent.body.data.id)

    // the companion answers; the sandbox phone shows it decrypted and marks it read
    const reply = await companion.sendMessage('15550006011@s.whatsapp.net', { text: 'hello sandbox' })
    await sim.phone('15550006011')!.waitForMessage((m) => m.id === reply!.key.id)
    const inbox = await call('GET', '/phones/15550006011/messages')
    expect(inbox.body.data).toEqual([
      expect.objectContaining({ id: reply!.key.id, text: 'hello sandbox', from: '15550006012@s.whatsapp.net' }),
    ])
    const read = waitForStatus(companion, reply!.key.id!, 4)
    expect((await call('POST', `/phones/15550006011/messages/${reply!.key.id}/read`)).res.status).toBe(200)
    await read

    const dropped = waitForClose(companion)
    const fault = await call('POST', '/faults', { kind: 'drop', phoneNumber: '15550006012' })
    expect(fault.res.status).toBe(200)
    expect(await dropped).toBe(428)

    const again = connect(sim, auth)
    await waitForOpen(again)
    const loggedOut = waitForClose(again)
    const removed = await call('DELETE', `/phones/15550006012/devices/${encodeURIComponent(auth.creds.me!.id)}`)
    expect(removed.body.data).toEqual({ jid: auth.creds.me!.id, deleted: true })
    expect(await loggedOut).toBe(401)
    expect((await call('GET', '/phones/15550006012/devices')).body.data).toEqual([])
  })

  it('links by QR and applies every fault kind', async () => {
    await call('POST', '/phones', { phoneNumber: '15550006021' })
    const auth = memoryAuthState()
    const sock = connect(sim, auth)
    const { qr } = await waitForUpdate(sock, (u) => !!u.qr)
    const restart = waitForClose(sock)
    const linked = await call('POST', '/phones/15550006021/link', { qr })
    expect(linked.body.data).toMatchObject({ deviceJid: auth.creds.me!.id, method: 'qr' })
    expect(await restart).toBe(515)
    const stale = await call('POST', '/phones/15550006021/link', { qr })
    expect(stale.res.status).toBe(422)
    expect(stale.body.code).toBe('link_rejected')

    const companion = connect(sim, auth)
    await waitForOpen(companion)
    const errored = waitForClose(companion)
    expect(
      (await call('POST', '/faults', { kind: 'stream-error', phoneNumber: '15550006021', code: 503 })).res.status,
    ).toBe(200)
    expect(await errored).toBe(503)
    expect((await call('POST', '/faults', { kind: 'refuse', ms: 60_000 })).body.data).toEqual({
      kind: 'refuse',
      ms: 60_000,
    })
    expect(await waitForClose(connect(sim, auth))).toBe(408)
    await call('POST', '/faults', { kind: 'refuse', ms: 0 })
    expect((await call('POST', '/faults', { kind: 'delay', ms: 0 })).res.status).toBe(200)
    const again = connect(sim, auth)
    await waitForOpen(again)
    await endSocket(again)
  })

  it('answers malformed percent-encoding in a path with a problem, never a 500', async () => {
    await call('POST', '/phones', { phoneNumber: '15550006031' })
    for (const [method, path] of [
      ['GET', '/phones/%E0%A4%A'],
      ['POST', '/phones/15550006031/messages/%ZZ/read'],
      ['GET', '/phones/15550006031/media/%E0%A4%A'],
      ['DELETE', '/phones/15550006031/devices/%'],
    ] as const) {
      const { res, body } = await call(method, path)
      expect([400, 404]).toContain(res.status)
      expect(res.headers.get('content-type')).toBe('application/problem+json')
      expect(body).toMatchObject({ status: res.status, code: expect.any(String), detail: expect.any(String) })
    }
  })

  it('serves under a custom base path', async () => {
    const custom = createSandboxHandler(sim, { apiKeys: [KEY], basePath: '/sim/' })
    const res = await custom(new Request('http://x/sim/phones', { headers: { authorization: `Bearer ${KEY}` } }))
    expect(res.status).toBe(200)
    const outside = await custom(
      new Request('http://x/sandbox/v1/phones', { headers: { authorization: `Bearer ${KEY}` } }),
    )
    expect(outside.status).toBe(404)
    await endSocket((await connectLinked(sim, '15550006003')).sock)
  })

  it('sends media, locations and contacts from a phone, and lists and serves the media it received', async () => {
    await call('POST', '/phones', { phoneNumber: '15550006041' })
    const { sock } = await connectLinked(sim, '15550006042', { fetchAgent: new Agent({ ca: sim.mediaCa }) })

    const image = randomBytes(2500)
    const imageUpsert = waitForEvent(sock, 'messages.upsert', ({ messages }) =>
      messages.some((m) => !!m.message?.imageMessage),
    )
    const sentImage = await call('POST', '/phones/15550006041/messages', {
      to: '15550006042',
      type: 'image',
      data: image.toString('base64'),
      mimetype: 'image/png',
      caption: 'sandbox image',
    })
    expect(sentImage.res.status).toBe(201)
    expect(sentImage.body.data).toMatchObject({
      type: 'image',
      mimetype: 'image/png',
      caption: 'sandbox image',
      sha256: sha256(image),
      sizeBytes: image.length,
    })
    const imageMessage = (await imageUpsert).messages.find((m) => m.key.id === sentImage.body.data.id)!.message!
      .imageMessage!
    expect(imageMessage.caption).toBe('sandbox image')
    expect((await download(imageMessage, 'image', sim.mediaCa)).equals(image)).toBe(true)

    const voice = randomBytes(700)
    const voiceUpsert = waitForEvent(sock, 'messages.upsert', ({ messages }) =>
      messages.some((m) => !!m.message?.audioMessage),
    )
    const sentVoice = await call('POST', '/phones/15550006041/messages', {
      to: '15550006042',
      type: 'audio',
      data: voice.toString('base64'),
      ptt: true,
    })
    expect(sentVoice.body.data).toMatchObject({ type: 'audio', ptt: true, mimetype: 'audio/ogg; codecs=opus' })
    expect((await voiceUpsert).messages[0]!.message!.audioMessage).toMatchObject({
      ptt: true,
      mimetype: 'audio/ogg; codecs=opus',
    })

    const locationUpsert = waitForEvent(sock, 'messages.upsert', ({ messages }) =>
      messages.some((m) => !!m.message?.locationMessage),
    )
    const sentLocation = await call('POST', '/phones/15550006041/messages', {
      to: '15550006042',
      type: 'location',
      latitude: -33.8568,
      longitude: 151.2153,
      name: 'Opera House',
    })
    expect(sentLocation.res.status).toBe(201)
    expect((await locationUpsert).messages[0]!.message!.locationMessage).toMatchObject({
      degreesLatitude: -33.8568,
      degreesLongitude: 151.2153,
      name: 'Opera House',
    })

    const vcard = 'BEGIN:VCARD\nVERSION:3.0\nFN:Linus\nEND:VCARD'
    const contactUpsert = waitForEvent(sock, 'messages.upsert', ({ messages }) =>
      messages.some((m) => !!m.message?.contactMessage),
    )
    expect(
      (
        await call('POST', '/phones/15550006041/messages', {
          to: '15550006042',
          type: 'contact',
          displayName: 'Linus',
          vcard,
        })
      ).res.status,
    ).toBe(201)
    expect((await contactUpsert).messages[0]!.message!.contactMessage).toMatchObject({ displayName: 'Linus', vcard })
    const contactsUpsert = waitForEvent(sock, 'messages.upsert', ({ messages }) =>
      messages.some((m) => !!m.message?.contactsArrayMessage),
    )
    const contacts = [
      { displayName: 'Linus', vcard },
      { displayName: 'Ken', vcard: vcard.replace('Linus', 'Ken') },
    ]
    expect(
      (await call('POST', '/phones/15550006041/messages', { to: '15550006042', type: 'contact', contacts })).res.status,
    ).toBe(201)
    expect(
      (await contactsUpsert).messages[0]!.message!.contactsArrayMessage!.contacts!.map((c) => c.displayName),
    ).toEqual(['Linus', 'Ken'])

    // the companion sends a document; the sandbox lists it with its sha256 and serves its bytes
    const pdf = randomBytes(3333)
    const sent = await sock.sendMessage('15550006041@s.whatsapp.net', {
      document: pdf,
      mimetype: 'application/pdf',
      fileName: 'invoice.pdf',
    })
    await sim.phone('15550006041')!.waitForMessage((m) => m.id === sent!.key.id)
    const media = await call('GET', '/phones/15550006041/media')
    expect(media.body.data).toEqual([
      {
        messageId: sent!.key.id,
        from: '15550006042@s.whatsapp.net',
        type: 'document',
        sha256: sha256(pdf),
        sizeBytes: pdf.length,
        mimetype: 'application/pdf',
        caption: null,
        fileName: 'invoice.pdf',
        ptt: false,
      },
    ])
    const bytes = await handle(
      new Request(`http://sandbox.test/sandbox/v1/phones/15550006041/media/${sent!.key.id}`, {
        headers: { authorization: `Bearer ${KEY}` },
      }),
    )
    expect(bytes.status).toBe(200)
    expect(bytes.headers.get('content-type')).toBe('application/pdf')
    expect(bytes.headers.get('x-media-sha256')).toBe(sha256(pdf))
    // what a phone received is the sender's to choose: a browser must never sniff it into something else
    expect(bytes.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await bytes.arrayBuffer()).equals(pdf)).toBe(true)
    const inbox = await call('GET', '/phones/15550006041/messages')
    expect(inbox.body.data.find((m: any) => m.id === sent!.key.id).media).toMatchObject({
      type: 'document',
      sha256: sha256(pdf),
      fileName: 'invoice.pdf',
    })
    expect((await call('GET', '/phones/15550006041/media/NOPE')).body.code).toBe('media_not_found')

    // strict bodies per type
    const paths = async (body: unknown) => {
      const { res, body: problem } = await call('POST', '/phones/15550006041/messages', body)
      expect(res.status).toBe(422)
      return problem.errors.map((e: any) => e.path).sort()
    }
    expect(await paths({ to: '15550006042', type: 'gif' })).toEqual(['type'])
    expect(await paths({ to: '15550006042', type: 'image', data: 'not base64!', fileName: 'x.png' })).toEqual([
      'data',
      'fileName',
    ])
    expect(await paths({ to: '15550006042', type: 'audio', data: 'AAAA', ptt: 'yes', mimetype: 'ogg' })).toEqual([
      'mimetype',
      'ptt',
    ])
    expect(await paths({ to: '15550006042', type: 'location', latitude: 91 })).toEqual(['latitude', 'longitude'])
    expect(await paths({ to: '15550006042', type: 'contact', vcard: 'nope' })).toEqual(['displayName', 'vcard'])
    expect(
      await paths({ to: '15550006042', type: 'contact', contacts: [{ displayName: '', vcard, extra: 1 }] }),
    ).toEqual(['contacts.0.displayName', 'contacts.0.extra'])
    expect(await paths({ to: '15550006042', text: 'x', data: 'AAAA' })).toEqual(['data'])
    const unknown = await call('POST', '/phones/15550006041/messages', {
      to: '15559999999',
      type: 'image',
      data: 'AAAA',
    })
    expect(unknown.body.code).toBe('recipient_not_found')
    await endSocket(sock)
  })

  it('replies, mentions, reacts and edits from a phone; the other phone shows each', async () => {
    await call('POST', '/phones', { phoneNumber: '15550006051' })
    await call('POST', '/phones', { phoneNumber: '15550006052' })
    const question = await call('POST', '/phones/15550006051/messages', { to: '15550006052', text: 'tea?' })
    expect(question.res.status).toBe(201)
    await sim.phone('15550006052')!.waitForMessage((m) => m.id === question.body.data.id)
    const reply = await call('POST', '/phones/15550006052/messages', {
      to: '15550006051',
      text: 'yes @15550006051',
      quoted: question.body.data.id,
      mentions: ['15550006051@s.whatsapp.net'],
    })
    expect(reply.res.status).toBe(201)
    await sim.phone('15550006051')!.waitForMessage((m) => m.id === reply.body.data.id)
    const inbox = await call('GET', '/phones/15550006051/messages')
    expect(inbox.body.data.find((m: any) => m.id === reply.body.data.id)).toMatchObject({
      text: 'yes @15550006051',
      quoted: { id: question.body.data.id, participant: '15550006051@s.whatsapp.net', text: 'tea?' },
      mentions: ['15550006051@s.whatsapp.net'],
    })
    expect(inbox.body.data.find((m: any) => m.id === reply.body.data.id).quoted.remoteJid).toBeNull()
    const unknown = await call('POST', '/phones/15550006052/messages', { to: '15550006051', text: 'x', quoted: 'NOPE' })
    expect(unknown.body.code).toBe('message_not_found')
    const reacted = await call('POST', `/phones/15550006051/messages/${reply.body.data.id}/react`, { emoji: '❤️' })
    expect(reacted.res.status).toBe(201)
    await sim.phone('15550006052')!.waitForMessage((m) => m.id === reacted.body.data.id)
    const seen = await call('GET', '/phones/15550006052/messages')
    expect(seen.body.data.find((m: any) => m.id === reacted.body.data.id).reaction).toEqual({
      id: reply.body.data.id,
      remoteJid: '15550006052@s.whatsapp.net',
      fromMe: false,
      participant: null,
      emoji: '❤️',
    })
    expect((await call('POST', '/phones/15550006051/messages/NOPE/react', { emoji: '👍' })).body.code).toBe(
      'message_not_found',
    )
    const edit = await call('POST', `/phones/15550006051/messages/${question.body.data.id}/edit`, { text: 'coffee?' })
    expect(edit.res.status).toBe(201)
    await sim.phone('15550006052')!.waitForMessage((m) => m.id === edit.body.data.id)
    const edited = await call('GET', '/phones/15550006052/messages')
    expect(edited.body.data.find((m: any) => m.id === question.body.data.id).edited).toEqual({
      text: 'coffee?',
      edits: 1,
    })
    expect(
      (await call('POST', `/phones/15550006051/messages/${reply.body.data.id}/edit`, { text: 'x' })).body.code,
    ).toBe('message_not_found')
    const revoke = await call('POST', `/phones/15550006051/messages/${question.body.data.id}/revoke`)
    expect(revoke.res.status).toBe(201)
    await sim.phone('15550006052')!.waitForMessage((m) => m.id === revoke.body.data.id)
    const revoked = await call('GET', '/phones/15550006052/messages')
    expect(revoked.body.data.find((m: any) => m.id === question.body.data.id).deletedForEveryone).toBe(true)
  })

  it('sends a poll, votes and pins from a phone; the phones show the poll, its votes and the pin', async () => {
    await call('POST', '/phones', { phoneNumber: '15550006061' })
    await call('POST', '/phones', { phoneNumber: '15550006062' })
    const poll = await call('POST', '/phones/15550006061/messages', {
      to: '15550006062',
      type: 'poll',
      name: 'Tea or coffee?',
      options: ['Tea', 'Coffee'],
      selectableCount: 1,
    })
    expect(poll.res.status).toBe(201)
    const pollId = poll.body.data.id as string
    await sim.phone('15550006062')!.waitForMessage((m) => m.id === pollId)
    const voted = await call('POST', `/phones/15550006062/messages/${pollId}/vote`, { options: ['Coffee'] })
    expect(voted.res.status).toBe(201)
    await sim.phone('15550006061')!.waitForMessage((m) => m.id === voted.body.data.id)
    const seen = await call('GET', '/phones/15550006062/messages')
    expect(seen.body.data.find((m: any) => m.id === pollId).poll).toEqual({
      name: 'Tea or coffee?',
      options: ['Tea', 'Coffee'],
      selectableCount: 1,
      votes: [{ voter: '15550006062@s.whatsapp.net', options: ['Coffee'] }],
    })
    const unknown = await call('POST', `/phones/15550006062/messages/${pollId}/vote`, { options: ['Milk'] })
    expect(unknown.res.status).toBe(422)
    expect(unknown.body.code).toBe('poll_vote_invalid')
    const pinned = await call('POST', `/phones/15550006061/messages/${pollId}/pin`, {
      pinned: true,
      durationSeconds: 604800,
    })
    expect(pinned.res.status).toBe(201)
    await sim.phone('15550006062')!.waitForMessage((m) => m.id === pinned.body.data.id)
    const shown = await call('GET', '/phones/15550006062/messages')
    expect(shown.body.data.find((m: any) => m.id === pollId).pinned).toMatchObject({
      pinned: true,
      by: '15550006061@s.whatsapp.net',
    })
    const badDuration = await call('POST', `/phones/15550006061/messages/${pollId}/pin`, {
      pinned: true,
      durationSeconds: 60,
    })
    expect(badDuration.res.status).toBe(422)
  })

  it('answers every action on a message the phone does not hold, or holds the other way round, with a 404', async () => {
    await call('POST', '/phones', { phoneNumber: '15550006071' })
    await call('POST', '/phones', { phoneNumber: '15550006072' })
    const sent = await call('POST', '/phones/15550006071/messages', { to: '15550006072', text: 'hi' })
    const id = sent.body.data.id as string
    await sim.phone('15550006072')!.waitForMessage((m) => m.id === id)
    const refusals: [string, unknown, string][] = [
      ['/phones/15550006071/messages/NOPE/react', { emoji: '👍' }, 'Phone 15550006071 has no message NOPE.'],
      ['/phones/15550006071/messages/NOPE/vote', { options: ['Tea'] }, 'Phone 15550006071 has no message NOPE.'],
      ['/phones/15550006071/messages/NOPE/pin', { pinned: true }, 'Phone 15550006071 has no message NOPE.'],
      // the receiver cannot edit or revoke what it did not send, and the sender reads no receipt of its own message
      [`/phones/15550006072/messages/${id}/edit`, { text: 'x' }, `Phone 15550006072 sent no message ${id}.`],
      [`/phones/15550006072/messages/${id}/revoke`, undefined, `Phone 15550006072 sent no message ${id}.`],
      [`/phones/15550006071/messages/${id}/read`, undefined, `Phone 15550006071 received no message ${id}.`],
    ]
    for (const [path, body, detail] of refusals) {
      const refused = await call('POST', path, body)
      expect(refused.res.status, path).toBe(404)
      expect(refused.body, path).toMatchObject({ code: 'message_not_found', detail })
    }
  })

  it("sets and removes a phone's profile picture, which the server serves others by its URL", async () => {
    await call('POST', '/phones', { phoneNumber: '15550006090' })
    const empty = await call('GET', '/phones/15550006090/profile')
    expect(empty.body.data).toMatchObject({ jid: '15550006090@s.whatsapp.net', picture: null })
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(64)])
    const set = await call('POST', '/phones/15550006090/profile/picture', { data: jpeg.toString('base64') })
    expect(set.res.status).toBe(200)
    const { url } = set.body.data.picture
    const served = await httpsGet(url, sim.mediaCa)
    expect(served.status).toBe(200)
    expect(served.body).toEqual(jpeg)
    const bad = await call('POST', '/phones/15550006090/profile/picture', { data: 'not base64!' })
    expect(bad.res.status).toBe(422)
    const removed = await call('DELETE', '/phones/15550006090/profile/picture')
    expect(removed.body.data.picture).toBeNull()
  })
})
