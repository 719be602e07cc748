import type { proto, WAMessage } from '@whiskeysockets/baileys'
import { describe, expect, it } from 'vitest'
import { resolveMediaSettings } from '../../src/media/options.js'
import type { MediaReference } from '../../src/media/references.js'
import { fileHeaders, rangeOf } from '../../src/media/serve.js'
import { toInboundMessage } from '../../src/protocol/baileys/inbound.js'

const image = { mimetype: 'image/jpeg', fileLength: 10, fileSha256: Buffer.alloc(32, 1), url: 'https://mmg/x' }
const received = (message: proto.IMessage): WAMessage =>
  ({
    key: { remoteJid: '15550000001@s.whatsapp.net', fromMe: false, id: 'M1' },
    messageTimestamp: 1_764_000_000,
    message,
  }) as WAMessage

describe('view-once attachments, which the engine never keeps', () => {
  it('are marked whether wrapped (v1, v2, v2 extension) or flagged on the media itself', () => {
    const wrapped = [
      { viewOnceMessage: { message: { imageMessage: image } } },
      { viewOnceMessageV2: { message: { imageMessage: image } } },
      { viewOnceMessageV2Extension: { message: { audioMessage: { ...image, mimetype: 'audio/ogg', ptt: true } } } },
      { imageMessage: { ...image, viewOnce: true } },
    ]
    for (const message of wrapped) expect(toInboundMessage(received(message), undefined)?.media?.viewOnce).toBe(true)
    expect(toInboundMessage(received({ imageMessage: image }), undefined)?.media).not.toHaveProperty('viewOnce')
  })
})

describe('the media policy', () => {
  it('refuses unknown kinds, non-positive caps and a filesystem store in cluster mode unless shared', () => {
    expect(() => resolveMediaSettings({ keep: { types: ['gif' as 'image'] } }, false)).toThrow(/unknown media type/)
    expect(() => resolveMediaSettings({ keep: { maxBytes: 0 } }, false)).toThrow(/media.maxBytes/)
    expect(() => resolveMediaSettings({ store: { filesystem: '/tmp/m' } }, true)).toThrow(/sharedVolume/)
    expect(resolveMediaSettings({ store: { filesystem: '/tmp/m' }, sharedVolume: true }, true).store?.kind).toBe(
      'filesystem',
    )
    expect(resolveMediaSettings({}, false)).toMatchObject({ store: null, maxVideoBytes: 16 * 1024 * 1024 })
  })
})

describe('serving a kept file', () => {
  const reference = (mimetype: string, fileName: string | null = null): MediaReference => ({
    id: 'med_x',
    sha256: 'ab'.repeat(32),
    mimetype,
    size: 100,
    sessionId: 's',
    chatJid: 'c',
    messageId: 'm',
    fileName,
    createdAt: 0,
  })

  it('shows images, audio and video inline, and anything else (SVG too) as a sandboxed attachment', () => {
    for (const type of ['image/png', 'audio/ogg; codecs=opus', 'video/mp4'])
      expect(fileHeaders(reference(type))).toMatchObject({ 'content-disposition': 'inline', 'content-type': type })
    for (const type of ['image/svg+xml', 'text/html', 'application/pdf'])
      expect(fileHeaders(reference(type, 'a "b".html'))).toMatchObject({
        'content-disposition': `attachment; filename="a _b_.html"; filename*=UTF-8''a%20%22b%22.html`,
        'content-security-policy': 'sandbox',
        'x-content-type-options': 'nosniff',
      })
    // a declared type that is no media type (a header injection, a bare word) is sent as bytes
    expect(fileHeaders(reference('text/html\r\nx-evil: 1'))['content-type']).toBe('application/octet-stream')
    expect(fileHeaders(reference('html'))['content-type']).toBe('application/octet-stream')
  })

  it('reads one byte range of the three forms, and nothing else as a range', () => {
    expect(rangeOf('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(rangeOf('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
    expect(rangeOf('bytes=95-200', 100)).toEqual({ start: 95, end: 99 })
    expect(rangeOf('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(rangeOf('bytes=-1000', 100)).toEqual({ start: 0, end: 99 })
    expect(rangeOf('bytes=100-', 100)).toBe('unsatisfiable')
    expect(rangeOf('bytes=-0', 100)).toBe('unsatisfiable')
    for (const other of [null, 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=9-1'])
      expect(rangeOf(other, 100)).toBeNull()
  })
})
