import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStore, FilesystemMediaStore, type MediaStore, S3MediaStore, SessionEngine } from '@sessionkit/core'
import { internals } from '@sessionkit/core/internal'
import { MediaReferences } from '../../packages/core/src/media/references.js'
import { ManualTime } from '../support/manual-time.js'
import { startS3 } from '../support/s3.js'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const bytesOf = async (stream: NodeJS.ReadableStream | null) => {
  const chunks: Buffer[] = []
  for await (const chunk of stream!) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}

let dir: string
let s3: Awaited<ReturnType<typeof startS3>>
const stores: Record<string, () => MediaStore> = {
  filesystem: () => new FilesystemMediaStore(join(dir, 'media')),
  s3: () => new S3MediaStore(s3.options),
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sessionkit-media-store-'))
  s3 = await startS3()
})
afterAll(async () => {
  await s3.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A spooled file as the engine hands one to put. */
function spooled(bytes: Buffer) {
  const path = join(dir, `spool-${randomBytes(6).toString('hex')}`)
  writeFileSync(path, bytes)
  return { path, size: bytes.length, mimetype: 'application/pdf' }
}

describe.each(Object.keys(stores))('the %s media store', (kind) => {
  it('keeps a file under its hash, once, and reads it whole or a range', async () => {
    const store = stores[kind]!()
    const bytes = randomBytes(300_000)
    const hash = sha256(bytes)
    expect(await store.has(hash)).toBe(false)
    expect(await store.read(hash)).toBeNull()
    await store.put(hash, spooled(bytes))
    await store.put(hash, spooled(bytes))
    expect(await store.has(hash)).toBe(true)
    expect((await bytesOf(await store.read(hash))).equals(bytes)).toBe(true)
    expect((await bytesOf(await store.read(hash, { start: 1000, end: 1999 }))).equals(bytes.subarray(1000, 2000))).toBe(
      true,
    )
    await store.delete(hash)
    expect(await store.has(hash)).toBe(false)
    await store.delete(hash)
    await store.close?.()
  })

  it('refuses a name that is not a SHA-256, so no key or path can be reached through it', async () => {
    const store = stores[kind]!()
    await expect(store.has('../../etc/passwd')).rejects.toThrow(/not a SHA-256/)
    await expect(store.read(`${'a'.repeat(63)}/`)).rejects.toThrow(/not a SHA-256/)
    await store.close?.()
  })
})

describe('media references', () => {
  it('delete a file exactly when its last reference ends: a revoke, a deleted chat, then the other session deleted', async () => {
    const files = new FilesystemMediaStore(join(dir, 'refs'))
    const references = new MediaReferences(createStore('memory://').collection('media'), files)
    const bytes = randomBytes(5_000)
    const hash = sha256(bytes)
    const reference = (id: string, sessionId: string, messageId: string) => ({
      id,
      sha256: hash,
      mimetype: 'image/jpeg',
      size: bytes.length,
      sessionId,
      chatJid: '15550000001@s.whatsapp.net',
      messageId,
      fileName: null,
      createdAt: 0,
    })
    await references.keep(reference('med_a', 'one', 'M1'), spooled(bytes))
    await references.keep(reference('med_b', 'two', 'M2'), spooled(bytes))
    await references.keep({ ...reference('med_c', 'two', 'M3'), chatJid: '15550000002@s.whatsapp.net' }, spooled(bytes))
    expect(await references.ofMessage('two', '15550000001@s.whatsapp.net', 'M2')).toBe('med_b')

    await references.releaseMessage('one', '15550000001@s.whatsapp.net', 'M1')
    expect(await references.get('med_a')).toBeUndefined()
    expect(await files.has(hash)).toBe(true)

    await references.releaseChat('two', '15550000002@s.whatsapp.net')
    expect(await references.get('med_c')).toBeUndefined()
    expect(await references.get('med_b')).toMatchObject({ chatJid: '15550000001@s.whatsapp.net' })
    expect(await files.has(hash)).toBe(true)

    await references.releaseSession('two')
    expect(await references.get('med_b')).toBeUndefined()
    expect(await files.has(hash)).toBe(false)
    expect(await files.read(hash)).toBeNull()
  })
})

describe('media retention', () => {
  it("ends each reference at its age on the engine's clock, and the file with the last one", async () => {
    const time = new ManualTime()
    const retentionMs = 10 * 60 * 1000
    const files = new FilesystemMediaStore(join(dir, 'retention'))
    const engine = new SessionEngine({
      clock: time.clock,
      scheduler: time.scheduler,
      metrics: false,
      media: { store: files, retentionMs },
    })
    const references = new MediaReferences(engine.store.collection('media'), files)
    const bytes = randomBytes(2_000)
    const hash = sha256(bytes)
    const reference = (id: string, createdAt: number) => ({
      id,
      sha256: hash,
      mimetype: 'image/jpeg',
      size: bytes.length,
      sessionId: 'one',
      chatJid: '15550000001@s.whatsapp.net',
      messageId: id,
      fileName: null,
      createdAt,
    })
    const start = time.now
    await references.keep(reference('med_old', start - 1), spooled(bytes))
    await references.keep(reference('med_new', start + 5 * 60 * 1000), spooled(bytes))
    const kept = engine[internals].services.keptMedia

    time.advance(retentionMs)
    expect(await kept.lastSweep).toBe(1)
    expect(await references.get('med_old')).toBeUndefined()
    expect(await references.get('med_new')).toBeDefined()
    expect(await files.has(hash)).toBe(true)

    time.advance(retentionMs)
    expect(await kept.lastSweep).toBe(1)
    expect(await references.get('med_new')).toBeUndefined()
    expect(await files.has(hash)).toBe(false)
    await engine.stop()
  })
})
