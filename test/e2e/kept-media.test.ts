import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHandler, type MediaOptions, type SessionEngine } from '@sessionkit/core'
import { startS3 } from '../support/s3.js'
import { apiKey, pairedSession, startWorld, type World } from './harness.js'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** GET a path of the API with its raw bytes, as a browser or a download tool would. */
async function fetchRaw(engine: SessionEngine, path: string, headers: Record<string, string> = {}) {
  const response = await createHandler(engine)(
    new Request(`http://sessionkit.test/api/v1${path}`, { headers: { authorization: `Bearer ${apiKey}`, ...headers } }),
  )
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** What a phone sends: an image, a voice note and a document, each of random bytes. */
const sent = () =>
  [
    { type: 'image', bytes: randomBytes(40_000), mimetype: 'image/jpeg' },
    { type: 'audio', bytes: randomBytes(6_000), mimetype: 'audio/ogg; codecs=opus', ptt: true },
    { type: 'document', bytes: randomBytes(25_000), mimetype: 'application/pdf', fileName: 'invoice.pdf' },
  ] as const

describe('received media kept by the engine (real Baileys, simulator media host)', () => {
  let world: World
  let s3: Awaited<ReturnType<typeof startS3>>

  beforeAll(async () => {
    world = await startWorld()
    s3 = await startS3()
  })
  afterAll(async () => {
    await world.close()
    await s3.close()
  })

  const backends: {
    name: string
    self: string
    friend: string
    media: () => MediaOptions
    read: (hash: string) => Promise<Buffer>
  }[] = [
    {
      name: 'filesystem',
      self: '15550530001',
      friend: '15550530002',
      media: () => ({ store: { filesystem: join(world.dir, 'media') } }),
      read: async (hash) => readFileSync(join(world.dir, 'media', hash.slice(0, 2), hash)),
    },
    {
      name: 's3 (s3rver)',
      self: '15550530003',
      friend: '15550530004',
      media: () => ({ store: { s3: s3.options } }),
      read: async (hash) => {
        const client = new S3Client({ ...s3.options, requestChecksumCalculation: 'WHEN_REQUIRED' })
        const answer = await client.send(new GetObjectCommand({ Bucket: s3.options.bucket, Key: `media/${hash}` }))
        const bytes = Buffer.from(await answer.Body!.transformToByteArray())
        client.destroy()
        return bytes
      },
    },
  ]

  it.each(backends)('stores what a phone sends with its bytes, and serves it: $name', async (backend) => {
    const h = await world.engine({ media: backend.media() })
    const { sessionId } = await pairedSession(world, h, backend.self)
    const friend = await world.sim.createPhone(backend.friend)
    for (const file of sent()) {
      const since = h.events.mark()
      const { id } = await friend.sendMedia(backend.self, file)
      const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
      expect(received.data.media).toMatchObject({ mediaType: file.type, sha256: sha256(file.bytes) })
      const kept = await h.events.waitFor('message.media', (e) => e.data.message.id === id, { since })
      expect(kept.sessionId).toBe(sessionId)
      expect(kept.data).toMatchObject({
        message: { chatJid: `${backend.friend}@s.whatsapp.net`, id },
        media: { sha256: sha256(file.bytes), mimetype: file.mimetype, size: file.bytes.length },
        error: null,
      })
      const media = kept.data.media!
      expect(media.id).toMatch(/^med_/)
      expect(media.id).not.toContain(media.sha256.slice(0, 16))
      // the bytes in the store are the phone's, by their SHA-256
      expect(sha256(await backend.read(media.sha256))).toBe(sha256(file.bytes))

      const served = await fetchRaw(h.engine, `/media/${media.id}`)
      expect(served.status).toBe(200)
      expect(sha256(served.bytes)).toBe(sha256(file.bytes))
      expect(served.headers.get('content-type')).toBe(file.mimetype)
      expect(served.headers.get('content-length')).toBe(String(file.bytes.length))
      expect(served.headers.get('etag')).toBe(`"${media.sha256}"`)
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      expect(served.headers.get('content-security-policy')).toBe('sandbox')
      expect(served.headers.get('content-disposition')).toBe(
        file.type === 'document' ? `attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf` : 'inline',
      )

      // the message store's record carries the kept file (a read writes what is queued first)
      const stored = await h.api('GET', `/sessions/${sessionId}/chats/${backend.friend}@s.whatsapp.net/messages/${id}`)
      expect(stored.status).toBe(200)
      expect(stored.body.data.media).toMatchObject({ id: media.id, size: media.size, sha256: media.sha256 })
    }
    const downloads = await h.engine.metrics!.getSingleMetricAsString('sessionkit_media_downloads_total')
    expect(downloads).toContain('sessionkit_media_downloads_total{outcome="kept"} 3')
  })

  it('answers one range, a 304 for its ETag, and the same 404 for an unknown id and a key outside its session', async () => {
    const h = await world.engine({ media: { store: { filesystem: join(world.dir, 'media-ranges') } } })
    const self = '15550530005'
    const friendNumber = '15550530006'
    const { sessionId } = await pairedSession(world, h, self)
    const friend = await world.sim.createPhone(friendNumber)
    const image = randomBytes(20_000)
    const since = h.events.mark()
    const { id } = await friend.sendImage(self, image, { mimetype: 'image/png' })
    const kept = await h.events.waitFor('message.media', (e) => e.data.message.id === id, { since })
    const mediaId = kept.data.media!.id

    const part = await fetchRaw(h.engine, `/media/${mediaId}`, { range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${image.length}`)
    expect(part.bytes.equals(image.subarray(100, 200))).toBe(true)
    const tail = await fetchRaw(h.engine, `/media/${mediaId}`, { range: 'bytes=-10' })
    expect(tail.bytes.equals(image.subarray(-10))).toBe(true)
    const past = await fetchRaw(h.engine, `/media/${mediaId}`, { range: `bytes=${image.length}-` })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-type')).toMatch(/problem\+json/)
    const unchanged = await fetchRaw(h.engine, `/media/${mediaId}`, { 'if-none-match': `"${sha256(image)}"` })
    expect(unchanged.status).toBe(304)

    const unknown = await fetchRaw(h.engine, '/media/med_doesnotexist')
    expect(unknown.status).toBe(404)
    const other = await pairedSession(world, h, '15550530007')
    const created = await h.api('POST', '/keys', { name: 'elsewhere', scopes: ['read'], sessionIds: [other.sessionId] })
    const outside = await fetchRaw(h.engine, `/media/${mediaId}`, { authorization: `Bearer ${created.body.data.key}` })
    expect(outside.status).toBe(404)
    expect(JSON.parse(outside.bytes.toString())).toMatchObject({ code: 'media_not_found' })
    const inside = await h.api('POST', '/keys', { name: 'inside', scopes: ['read'], sessionIds: [sessionId] })
    const allowed = await fetchRaw(h.engine, `/media/${mediaId}`, { authorization: `Bearer ${inside.body.data.key}` })
    expect(allowed.status).toBe(200)
  })

  it('keeps only the kinds the policy names', async () => {
    const h = await world.engine({
      media: { store: { filesystem: join(world.dir, 'media-policy') }, keep: { types: ['image', 'document'] } },
    })
    const self = '15550530008'
    const friendNumber = '15550530009'
    await pairedSession(world, h, self)
    const friend = await world.sim.createPhone(friendNumber)
    const since = h.events.mark()
    const voice = await friend.sendMedia(self, {
      type: 'audio',
      bytes: randomBytes(3_000),
      mimetype: 'audio/ogg',
      ptt: true,
    })
    await h.events.waitFor('message.received', (e) => e.data.messageId === voice.id, { since })
    // an image sent after it is kept: had the voice note been taken, its download started first
    const image = await friend.sendImage(self, randomBytes(3_000))
    await h.events.waitFor('message.media', (e) => e.data.message.id === image.id, { since })
    expect(h.events.of('message.media').filter((e) => e.data.message.id === voice.id)).toEqual([])
  })
})
