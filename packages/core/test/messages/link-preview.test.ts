import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstUrl, linkPreviewOf } from '../../src/messages/link-preview.js'

describe('link previews', () => {
  let server: Server
  let base: string
  const pages: Record<string, { type: string; body: string | Buffer }> = {
    '/titled': {
      type: 'text/html',
      body: "<html><head><title> Plain &amp; simple </title><meta name='description' content='A page'></head></html>",
    },
    '/untitled': { type: 'text/html', body: '<html><body>nothing to name it</body></html>' },
    '/file.pdf': { type: 'application/pdf', body: '%PDF-1.7' },
    '/big-image': {
      type: 'text/html',
      body: '<meta property="og:title" content="Huge"><meta property="og:image" content="/huge.png">',
    },
    '/huge.png': { type: 'image/png', body: Buffer.alloc(200 * 1024) },
  }
  const options = { allowPrivateNetwork: true, timeoutMs: 2_000 }

  beforeAll(async () => {
    server = createServer((req, res) => {
      const page = pages[req.url ?? '']
      if (!page) return void res.writeHead(404).end()
      res.writeHead(200, { 'content-type': page.type }).end(page.body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('takes the first http(s) URL of a text, without the punctuation that ends the sentence', () => {
    expect(firstUrl('see https://example.com/a?b=1, and http://other.example')).toBe('https://example.com/a?b=1')
    expect(firstUrl('(https://example.com/x).')).toBe('https://example.com/x')
    expect(firstUrl('no link here, just example.com')).toBeNull()
  })

  it("falls back to the page's <title> and meta description, entities decoded", async () => {
    expect(await linkPreviewOf(`read ${base}/titled`, options)).toEqual({
      url: `${base}/titled`,
      title: 'Plain & simple',
      description: 'A page',
      thumbnail: null,
    })
  })

  it('gives no preview for a page without a title, a non-HTML answer, a 404 or a refused private address', async () => {
    expect(await linkPreviewOf(`${base}/untitled`, options)).toBeNull()
    expect(await linkPreviewOf(`${base}/file.pdf`, options)).toBeNull()
    expect(await linkPreviewOf(`${base}/missing`, options)).toBeNull()
    expect(await linkPreviewOf(`${base}/titled`, { ...options, allowPrivateNetwork: false })).toBeNull()
  })

  it('keeps the preview but drops an image larger than a thumbnail', async () => {
    expect(await linkPreviewOf(`${base}/big-image`, options)).toEqual({
      url: `${base}/big-image`,
      title: 'Huge',
      description: null,
      thumbnail: null,
    })
  })
})
