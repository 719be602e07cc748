import { createHash, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net'
import ffmpeg from '@ffmpeg-installer/ffmpeg'
import type { ReceivedMessage } from '@sessionkit/simulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHandler } from '@sessionkit/core'
import { apiKey, pairedSession, startWorld, type World } from './harness.js'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** A mono 16-bit PCM WAV of a 440 Hz tone: real audio for ffmpeg to turn into Opus. */
function wavTone(seconds: number, rate = 8000): Buffer {
  const samples = Math.floor(seconds * rate)
  const data = Buffer.alloc(samples * 2)
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12000), i * 2)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

/**
 * The files a sender's server offers for mediaUrl; `chunked` ones are streamed without a Content-Length,
 * `truncated` ones announce their length and the connection is cut halfway.
 */
type Served = { bytes: Buffer; type: string; chunked?: boolean; truncated?: boolean }

const MAX_MEDIA_BYTES = 256 * 1024

describe('media end to end (real Baileys, simulator media host)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  let files: Server
  let base: string
  const served = new Map<string, Served>()
  const SELF = '15550210001'
  const FRIEND = '15550210002'

  beforeAll(async () => {
    world = await startWorld()
    // The ffmpeg inside a test-only devDependency's registry tarball, so no machine needs its own; the product never
    // uses it (a 2018 build, unfit to parse untrusted media): it takes the PATH's, or the operator's ffmpegPath.
    h = await world.engine({ maxMediaBytes: MAX_MEDIA_BYTES, ffmpegPath: ffmpeg.path })
    ;({ sessionId } = await pairedSession(world, h, SELF))
    await world.sim.createPhone(FRIEND)
    files = createServer((req, res) => {
      const file = served.get(new URL(req.url ?? '/', 'http://files').pathname)
      if (!file) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      res.writeHead(200, {
        'content-type': file.type,
        ...(file.chunked ? {} : { 'content-length': String(file.bytes.length) }),
      })
      if (file.truncated) {
        res.write(file.bytes.subarray(0, file.bytes.length >> 1), () => res.destroy())
        return
      }
      if (!file.chunked) return void res.end(file.bytes)
      // several writes without a length: the engine can only find out the size while streaming
      for (let at = 0; at < file.bytes.length; at += 16 * 1024) res.write(file.bytes.subarray(at, at + 16 * 1024))
      res.end()
    })
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => files.close(() => resolve()))
    await world.close()
  })

  const friend = () => world.sim.phone(FRIEND)!
  const serve = (path: string, file: Served) => {
    served.set(path, file)
    return `${base}${path}`
  }
  /** sends through the API and resolves with what the friend's phone received for it */
  const sendAndReceive = async (type: string, body: unknown): Promise<{ data: any; received: ReceivedMessage }> => {
    const sent = await h.api('POST', `/sessions/${sessionId}/messages/${type}`, body)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const received = await friend().waitForMessage((m) => m.id === sent.body.data.messageId)
    expect(received.mediaError).toBeUndefined()
    return { data: sent.body.data, received }
  }
  const form = (fields: Record<string, string>, media: { bytes: Buffer; type: string; name: string }) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.set(name, value)
    data.set('media', new Blob([new Uint8Array(media.bytes)], { type: media.type }), media.name)
    return data
  }

  it('sends every media type by mediaUrl: the phone decrypts the same bytes, with caption, file name and mimetype', async () => {
    const cases = [
      { type: 'image', bytes: randomBytes(20_000), mime: 'image/png', extra: { caption: 'a picture' } },
      { type: 'video', bytes: randomBytes(40_000), mime: 'video/mp4', extra: { caption: 'a clip' } },
      { type: 'audio', bytes: randomBytes(10_000), mime: 'audio/mpeg', extra: {} },
      {
        type: 'document',
        bytes: randomBytes(30_000),
        mime: 'application/pdf',
        extra: { fileName: 'contract.pdf', caption: 'please sign' },
      },
      { type: 'sticker', bytes: randomBytes(5_000), mime: 'image/webp', extra: {} },
    ] as const
    for (const c of cases) {
      const mediaUrl = serve(`/url/${c.type}`, { bytes: c.bytes, type: c.mime })
      const { data, received } = await sendAndReceive(c.type, {
        to: FRIEND,
        content: { type: c.type, mediaUrl, ...c.extra },
      })
      expect(data).toMatchObject({
        sessionId,
        contentType: c.type,
        mediaUrl,
        status: 'sent',
        ...('caption' in c.extra ? { caption: c.extra.caption } : {}),
      })
      expect(received.media).toMatchObject({
        type: c.type,
        sha256: sha256(c.bytes),
        sizeBytes: c.bytes.length,
        mimetype: c.mime,
        ptt: false,
      })
      if ('caption' in c.extra) expect(received.media!.caption).toBe(c.extra.caption)
      if ('fileName' in c.extra) expect(received.media!.fileName).toBe(c.extra.fileName)
    }
  })

  it('sends every media type as multipart/form-data uploads', async () => {
    const cases = [
      {
        type: 'image',
        bytes: randomBytes(12_000),
        mime: 'image/jpeg',
        name: 'photo.jpg',
        fields: { caption: 'uploaded picture' },
      },
      {
        type: 'video',
        bytes: randomBytes(22_000),
        mime: 'video/mp4',
        name: 'clip.mp4',
        fields: { caption: 'uploaded clip' },
      },
      { type: 'audio', bytes: randomBytes(8_000), mime: 'audio/mpeg', name: 'song.mp3', fields: {} },
      { type: 'document', bytes: randomBytes(15_000), mime: 'text/csv', name: 'from-the-part.csv', fields: {} },
      {
        type: 'document',
        bytes: randomBytes(15_000),
        mime: 'application/pdf',
        name: 'ignored.pdf',
        fields: { fileName: 'named-by-field.pdf', caption: 'the field wins' },
      },
      { type: 'sticker', bytes: randomBytes(4_000), mime: 'image/webp', name: 'sticker.webp', fields: {} },
    ] as const
    for (const c of cases) {
      const body = form({ to: FRIEND, ...c.fields }, { bytes: c.bytes, type: c.mime, name: c.name })
      const { data, received } = await sendAndReceive(c.type, body)
      expect(data).toMatchObject({ contentType: c.type, mediaUrl: null, status: 'sent' })
      expect(received.media).toMatchObject({
        type: c.type,
        sha256: sha256(c.bytes),
        sizeBytes: c.bytes.length,
        mimetype: c.mime,
      })
      if ('caption' in c.fields) expect(received.media!.caption).toBe(c.fields.caption)
      if (c.type === 'document')
        expect(received.media!.fileName).toBe('fileName' in c.fields ? c.fields.fileName : c.name)
    }
  })

  it('sends an Ogg/Opus voice note as it is: ptt, Ogg/Opus mimetype, same bytes', async () => {
    const opus = randomBytes(6_000)
    const byUrl = await sendAndReceive('audio', {
      to: FRIEND,
      content: {
        type: 'audio',
        voice: true,
        mediaUrl: serve('/voice.ogg', { bytes: opus, type: 'audio/ogg; codecs=opus' }),
      },
    })
    expect(byUrl.received.media).toMatchObject({
      type: 'audio',
      ptt: true,
      mimetype: 'audio/ogg; codecs=opus',
      sha256: sha256(opus),
    })
    const uploaded = await sendAndReceive(
      'audio',
      form({ to: FRIEND, voice: 'true' }, { bytes: opus, type: 'audio/ogg', name: 'voice.ogg' }),
    )
    expect(uploaded.received.media).toMatchObject({
      type: 'audio',
      ptt: true,
      mimetype: 'audio/ogg; codecs=opus',
      sha256: sha256(opus),
    })
  })

  it('transcodes a WAV voice note to Ogg/Opus with ffmpeg', async () => {
    const wav = wavTone(1)
    const body = form({ to: FRIEND, voice: 'true' }, { bytes: wav, type: 'audio/wav', name: 'memo.wav' })
    const { received } = await sendAndReceive('audio', body)
    const media = received.media!
    expect(media).toMatchObject({ type: 'audio', ptt: true, mimetype: 'audio/ogg; codecs=opus' })
    expect(media.sha256).not.toBe(sha256(wav))
    // an Ogg stream whose first page carries the Opus identification header
    expect(media.bytes.subarray(0, 4).toString('latin1')).toBe('OggS')
    expect(media.bytes.subarray(0, 200).includes(Buffer.from('OpusHead'))).toBe(true)

    // what ffmpeg cannot read is the sender's mistake: a 422 naming the field, not a WhatsApp failure
    const garbage = await h.api(
      'POST',
      `/sessions/${sessionId}/messages/audio`,
      form({ to: FRIEND, voice: 'true' }, { bytes: randomBytes(3000), type: 'audio/mpeg', name: 'noise.mp3' }),
    )
    expect(garbage.status).toBe(422)
    expect(garbage.body.code).toBe('validation_failed')
    expect(garbage.body.detail).toMatch(/could not be converted to Ogg\/Opus/)
    expect(garbage.body.errors).toContainEqual(expect.objectContaining({ path: 'media' }))
  })

  it('turns an image from the phone into message.received, and media download returns the same bytes', async () => {
    const since = h.events.mark()
    const image = randomBytes(50_000)
    const { id } = await friend().sendImage(SELF, image, { mimetype: 'image/jpeg', caption: 'look at this' })
    const event = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
    expect(event.data).toMatchObject({
      type: 'image',
      caption: 'look at this',
      from: `${FRIEND}@s.whatsapp.net`,
      media: { mediaType: 'image', mimetype: 'image/jpeg', fileLength: image.length, sha256: sha256(image) },
    })

    const downloaded = await h.api('POST', `/sessions/${sessionId}/media/download`, { message: event.data.message })
    expect(downloaded.status, JSON.stringify(downloaded.body)).toBe(200)
    expect(downloaded.body.data).toMatchObject({
      mediaType: 'image',
      mimetype: 'image/jpeg',
      fileLength: image.length,
      sizeBytes: image.length,
    })
    expect(Buffer.from(downloaded.body.data.base64, 'base64').equals(image)).toBe(true)

    const capped = await h.api('POST', `/sessions/${sessionId}/media/download`, {
      message: event.data.message,
      maxBytes: 1024,
    })
    expect(capped.status).toBe(413)
    expect(capped.headers.get('content-type')).toMatch(/problem\+json/)
    expect(capped.body).toMatchObject({ status: 413, code: 'media_too_large' })

    const tooHigh = await h.api('POST', `/sessions/${sessionId}/media/download`, {
      message: event.data.message,
      maxBytes: 64 * 1024 * 1024 + 1,
    })
    expect(tooHigh.status).toBe(422)
    expect(tooHigh.body.errors).toContainEqual(expect.objectContaining({ path: 'maxBytes' }))
  })

  it('downloads every type a phone can send (video, voice note, document, sticker)', async () => {
    const cases = [
      { type: 'video', bytes: randomBytes(9_000), mimetype: 'video/mp4' },
      { type: 'audio', bytes: randomBytes(3_000), mimetype: 'audio/ogg; codecs=opus', ptt: true },
      {
        type: 'document',
        bytes: randomBytes(7_000),
        mimetype: 'application/pdf',
        fileName: 'scan.pdf',
        caption: 'scanned',
      },
      { type: 'sticker', bytes: randomBytes(2_000), mimetype: 'image/webp' },
    ] as const
    for (const c of cases) {
      const since = h.events.mark()
      const { id } = await friend().sendMedia(SELF, c)
      const event = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
      expect(event.data.type).toBe(c.type)
      expect(event.data.media).toMatchObject({ mediaType: c.type, mimetype: c.mimetype, sha256: sha256(c.bytes) })
      if (c.type === 'audio') expect(event.data.media!.voice).toBe(true)
      if (c.type === 'document')
        expect(event.data).toMatchObject({ caption: 'scanned', media: { fileName: 'scan.pdf' } })
      const downloaded = await h.api('POST', `/sessions/${sessionId}/media/download`, { message: event.data.message })
      expect(downloaded.body.data).toMatchObject({ mediaType: c.type, mimetype: c.mimetype, sizeBytes: c.bytes.length })
      expect(Buffer.from(downloaded.body.data.base64, 'base64').equals(c.bytes)).toBe(true)
    }
  })

  it('refuses to download a message without an attachment with the validation Problem', async () => {
    const since = h.events.mark()
    const { id } = await friend().sendText(SELF, 'no attachment here')
    const event = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
    const refused = await h.api('POST', `/sessions/${sessionId}/media/download`, { message: event.data.message })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ code: 'validation_failed' })
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ path: 'message' }))
  })

  /** A received image's `message`, as a client would post it to media download, with its attachment fields replaced. */
  const receivedImage = async (attachment: Record<string, unknown> = {}) => {
    const since = h.events.mark()
    const { id } = await friend().sendImage(SELF, randomBytes(2_000), { mimetype: 'image/jpeg' })
    const event = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
    const message = structuredClone(event.data.message) as { message: { imageMessage: Record<string, unknown> } }
    Object.assign(message.message.imageMessage, attachment)
    return message
  }

  /** A loopback TCP listener that counts the connections made to it (and answers none of them with TLS). */
  const countingListener = async () => {
    const sockets: Socket[] = []
    const server = createTcpServer((socket) => {
      sockets.push(socket)
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return {
      host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
      connections: () => sockets.length,
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve())
          for (const socket of sockets) socket.destroy()
        }),
    }
  }

  it('downloads media only from WhatsApp media hosts: any other host is a 422 before a connection is made', async () => {
    const listener = await countingListener()
    try {
      const elsewhere = [
        { url: `https://${listener.host}/v/t62/blob?mms3=true`, directPath: '/v/t62/blob' },
        { directPath: `@${listener.host}/v/t62/blob` },
        { url: `https://${listener.host}/v/t62/blob`, directPath: null },
      ]
      for (const attachment of elsewhere) {
        const refused = await h.api('POST', `/sessions/${sessionId}/media/download`, {
          message: await receivedImage(attachment),
        })
        expect(refused.status, JSON.stringify(refused.body)).toBe(422)
        expect(refused.body).toMatchObject({
          code: 'media_url_forbidden',
          errors: [expect.objectContaining({ path: 'message' })],
        })
      }
      expect(listener.connections()).toBe(0)
    } finally {
      await listener.close()
    }
  })

  it('a download from a configured media host that fails says so without the connection error', async () => {
    const listener = await countingListener()
    try {
      const proxied = await world.engine({
        protocol: {
          waWebSocketUrl: world.sim.url,
          trustedRootKey: world.sim.rootPublicKey,
          mediaCa: world.sim.mediaCa,
          mediaHosts: [listener.host],
        },
      })
      const paired = await pairedSession(world, proxied, '15550210004')
      const message = await receivedImage({ url: `https://${listener.host}/v/t62/blob`, directPath: '/v/t62/blob' })
      const failed = await proxied.api('POST', `/sessions/${paired.sessionId}/media/download`, { message })
      expect(failed.status).toBe(502)
      expect(failed.body).toMatchObject({
        code: 'upstream_failed',
        detail: 'The media could not be downloaded: the media host could not be reached',
      })
      expect(listener.connections()).toBe(1)
    } finally {
      await listener.close()
    }
  })

  it('a message nested 10,000 deep is a 422 naming it, not a WhatsApp failure', async () => {
    // written out, since JSON.stringify itself runs out of stack on it
    const deep = `${'{"quotedMessage":'.repeat(10_000)}{"conversation":"bottom"}${'}'.repeat(10_000)}`
    const response = await createHandler(h.engine)(
      new Request(`http://sessionkit.test/api/v1/sessions/${sessionId}/media/download`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: `{"message":{"key":{"id":"x"},"message":${deep}}}`,
      }),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      errors: [expect.objectContaining({ path: 'message' })],
    })
  })

  it('answers mediaUrl failures with Problems that say which: 404 upstream → 502, too large → 413 (declared or streamed)', async () => {
    const missing = await h.api('POST', `/sessions/${sessionId}/messages/image`, {
      to: FRIEND,
      content: { type: 'image', mediaUrl: `${base}/nothing-here.jpg` },
    })
    expect(missing.status).toBe(502)
    expect(missing.body).toMatchObject({ code: 'media_fetch_failed', upstreamStatus: 404 })

    // the sender's server hangs up halfway: a failed fetch, not something WhatsApp refused
    const cut = await h.api('POST', `/sessions/${sessionId}/messages/video`, {
      to: FRIEND,
      content: {
        type: 'video',
        mediaUrl: serve('/cut.mp4', { bytes: randomBytes(100_000), type: 'video/mp4', truncated: true }),
      },
    })
    expect(cut.status).toBe(502)
    expect(cut.body.code).toBe('media_fetch_failed')
    expect(cut.body.detail).toMatch(/mediaUrl/)

    const declared = await h.api('POST', `/sessions/${sessionId}/messages/document`, {
      to: FRIEND,
      content: {
        type: 'document',
        mediaUrl: serve('/big.bin', { bytes: randomBytes(MAX_MEDIA_BYTES + 1), type: 'application/octet-stream' }),
      },
    })
    expect(declared.status).toBe(413)
    expect(declared.body.code).toBe('media_too_large')

    const before = friend().messages.length
    const streamed = await h.api('POST', `/sessions/${sessionId}/messages/document`, {
      to: FRIEND,
      content: {
        type: 'document',
        mediaUrl: serve('/big-chunked.bin', {
          bytes: randomBytes(MAX_MEDIA_BYTES + 50_000),
          type: 'application/octet-stream',
          chunked: true,
        }),
      },
    })
    expect(streamed.status).toBe(413)
    expect(streamed.body.code).toBe('media_too_large')
    // nothing reached the phone for the refused sends: the next message it gets is a later text
    const marker = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: FRIEND,
      content: { type: 'text', text: 'after the refusals' },
    })
    await friend().waitForMessage((m) => m.id === marker.body.data.messageId)
    expect(
      friend()
        .messages.slice(before)
        .map((m) => m.text ?? m.media?.type),
    ).toEqual(['after the refusals'])
  })

  it('refuses a private mediaUrl when the operator has not allowed private networks', async () => {
    const strict = await world.engine({ allowPrivateNetwork: false })
    const paired = await pairedSession(world, strict, '15550210003')
    const refused = await strict.api('POST', `/sessions/${paired.sessionId}/messages/image`, {
      to: FRIEND,
      content: { type: 'image', mediaUrl: serve('/private.jpg', { bytes: randomBytes(100), type: 'image/jpeg' }) },
    })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ code: 'media_url_forbidden' })
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ path: 'content.mediaUrl' }))
  })
})
