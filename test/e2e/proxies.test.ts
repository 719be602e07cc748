import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpProxyUrl, proxyEgressAddress, socksProxyUrl } from '../support/services.js'
import { connectedState, pairedSession, startWorld, type World } from './harness.js'

/**
 * A session through a real proxy (docs/proxies.md): Dante for SOCKS5, tinyproxy for HTTP CONNECT, both sending from
 * 127.0.0.2 (.ci/proxies). The simulator's WebSocket and media host and the test's own file server take no peer but
 * 127.0.0.2, so anything that went around the proxy fails loudly, and is counted.
 */
describe.each([
  ['SOCKS5 (Dante)', socksProxyUrl],
  ['HTTP CONNECT (tinyproxy)', httpProxyUrl],
])('a session through %s', (_name, proxy) => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  let files: Server
  let base: string
  const refusedByFiles: string[] = []
  const served = new Map<string, { bytes: Buffer; type: string }>()
  const SELF = '15550520001'
  const FRIEND = '15550520002'
  const proxyPort = new URL(proxy).port

  beforeAll(async () => {
    world = await startWorld({ onlyPeers: [proxyEgressAddress] })
    files = createServer((req, res) => {
      const file = served.get(new URL(req.url ?? '/', 'http://files').pathname)
      if (!file) return void res.writeHead(404).end()
      res.writeHead(200, { 'content-type': file.type, 'content-length': String(file.bytes.length) }).end(file.bytes)
    })
    files.on('connection', (socket) => {
      if (socket.remoteAddress === proxyEgressAddress) return
      refusedByFiles.push(String(socket.remoteAddress))
      socket.destroy()
    })
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`
    h = await world.engine({ proxy, proxyHosts: ['127.0.0.1'] })
    ;({ sessionId } = await pairedSession(world, h, SELF))
    await world.sim.createPhone(FRIEND)
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => files.close(() => resolve()))
    await world.close()
  })

  const friend = () => world.sim.phone(FRIEND)!
  const serve = (path: string, bytes: Buffer, type: string) => {
    served.set(path, { bytes, type })
    return `${base}${path}`
  }
  const nothingWentAround = () => {
    expect(world.sim.refusedPeers).toEqual([])
    expect(refusedByFiles).toEqual([])
  }

  it('pairs through the proxy and shows it masked', async () => {
    const status = await h.api('GET', `/sessions/${sessionId}`)
    expect(status.body.data).toMatchObject({
      connected: true,
      proxy: `${new URL(proxy).protocol}//***:***@127.0.0.1:${proxyPort}`,
    })
    expect(JSON.stringify(status.body)).not.toContain('proxy-secret')
    nothingWentAround()
  })

  it('messages both ways: text, a mediaUrl image (fetched through the proxy) and an image from the phone', async () => {
    const text = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: FRIEND,
      content: { type: 'text', text: 'through the proxy' },
    })
    expect(text.status, JSON.stringify(text.body)).toBe(200)
    expect((await friend().waitForMessage((m) => m.id === text.body.data.messageId)).text).toBe('through the proxy')

    const since = h.events.mark()
    const reply = await friend().sendText(SELF, 'and back')
    await h.events.waitFor('message.received', (e) => e.data.messageId === reply.id, { since })

    const image = randomBytes(20_000)
    const sent = await h.api('POST', `/sessions/${sessionId}/messages/image`, {
      to: FRIEND,
      content: { type: 'image', mediaUrl: serve('/image.png', image, 'image/png'), caption: 'proxied' },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const got = await friend().waitForMessage((m) => m.id === sent.body.data.messageId)
    expect(got.mediaError).toBeUndefined()
    expect(got.media?.bytes.equals(image)).toBe(true)

    const incoming = randomBytes(30_000)
    const mark = h.events.mark()
    const { id } = await friend().sendImage(SELF, incoming, { mimetype: 'image/jpeg' })
    const event = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since: mark })
    const downloaded = await h.api('POST', `/sessions/${sessionId}/media/download`, { message: event.data.message })
    expect(downloaded.status, JSON.stringify(downloaded.body)).toBe(200)
    expect(Buffer.from(downloaded.body.data.base64, 'base64').equals(incoming)).toBe(true)

    // an expired link: the phone uploads again on the retry receipt, and the new link is fetched through the proxy
    world.sim.faults.expireMedia()
    const again = await h.api('POST', `/sessions/${sessionId}/media/download`, { message: event.data.message })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(Buffer.from(again.body.data.base64, 'base64').equals(incoming)).toBe(true)
    nothingWentAround()
  })

  it('reads a link preview and a profile picture by mediaUrl through the proxy', async () => {
    const thumb = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#27a' } })
      .png()
      .toBuffer()
    const page = serve(
      '/article',
      Buffer.from(
        `<html><head><title>Proxied page</title><meta property="og:image" content="${base}/thumb.png"></head></html>`,
      ),
      'text/html',
    )
    serve('/thumb.png', thumb, 'image/png')
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: FRIEND,
      content: { type: 'text', text: `read ${page}`, linkPreview: true },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.data.linkPreview).toMatchObject({ title: 'Proxied page', thumbnail: true })

    const picture = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#a72' } })
      .png()
      .toBuffer()
    const set = await h.api('PUT', `/sessions/${sessionId}/profile/picture`, {
      mediaUrl: serve('/me.png', picture, 'image/png'),
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    nothingWentAround()
  })

  it('a wrong password and a stopped proxy each give their state, never a direct connection, and recover when fixed', async () => {
    const wrong = proxy.replace('proxy-secret', 'not-the-secret')
    let since = h.events.mark()
    expect((await h.api('PATCH', `/sessions/${sessionId}`, { proxy: wrong, reconnect: true })).status).toBe(200)
    await h.events.waitFor('connection.state', (e) => e.data.reason === 'proxy_auth_failed', { since })
    const failing = await h.api('GET', `/sessions/${sessionId}`)
    expect(failing.body.data).toMatchObject({
      connectionState: 'disconnected',
      lastDisconnect: { reason: 'proxy_auth_failed' },
    })
    expect(JSON.stringify(failing.body)).not.toContain('not-the-secret')

    since = h.events.mark()
    await h.api('PATCH', `/sessions/${sessionId}`, { proxy, reconnect: true })
    await h.events.waitFor('connection.state', connectedState(sessionId), { since })

    since = h.events.mark()
    const stopped = proxy.replace(`:${proxyPort}`, ':1')
    await h.api('PATCH', `/sessions/${sessionId}`, { proxy: stopped, reconnect: true })
    await h.events.waitFor('connection.state', (e) => e.data.reason === 'proxy_unreachable', { since })
    // retried with backoff, each retry through the (stopped) proxy again
    await h.events.waitFor('connection.state', (e) => e.data.reason === 'proxy_unreachable', {
      since: h.events.mark(),
    })
    nothingWentAround()

    since = h.events.mark()
    await h.api('PATCH', `/sessions/${sessionId}`, { proxy })
    await h.events.waitFor('connection.state', connectedState(sessionId), { since })
    nothingWentAround()
  })
})
