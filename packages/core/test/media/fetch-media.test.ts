import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { text } from 'node:stream/consumers'
import { afterEach, describe, expect, test } from 'vitest'
import { fetchMedia } from '../../src/media/fetch-media.js'
import { httpProxyUrl, socksProxyUrl } from '../../../../test/support/services.js'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections()
          server.close(() => resolve())
        }),
    ),
  )
})

/** A loopback file server that counts the connections it accepted. */
async function loopbackImage() {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end('rebound bytes'))
  servers.push(server)
  let connections = 0
  server.on('connection', () => (connections += 1))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return { port: (server.address() as AddressInfo).port, connections: () => connections }
}

/** A resolver that answers a public address the first time it is asked, then loopback: DNS rebinding. */
function rebinding() {
  const asked: string[] = []
  const resolve = async (name: string) => {
    asked.push(name)
    return asked.length === 1 ? ['93.184.216.34'] : ['127.0.0.1']
  }
  return { resolve, asked }
}

// The guard's suite again through each real proxy (docs/proxies.md): the name is resolved and checked here, and
// the proxy is handed the checked address; `socks5h` would otherwise resolve it on the far side of the guard.
describe.each([
  ['directly', null],
  ['through SOCKS5 (socks5h)', socksProxyUrl.replace('socks5:', 'socks5h:')],
  ['through HTTP CONNECT', httpProxyUrl],
])('fetchMedia %s', (_how, proxy) => {
  const options = { timeoutMs: 5000, maxBytes: 1024, proxy }

  test('a name that answers public to the check and loopback to the connection is refused, and the loopback listener sees no connection', async () => {
    const image = await loopbackImage()
    const { resolve, asked } = rebinding()
    const fetching = fetchMedia(`http://img.rebind.test:${image.port}/rebound.jpg`, {
      ...options,
      allowPrivateNetwork: false,
      resolve,
    })
    await expect(fetching).rejects.toMatchObject({
      code: 'media_url_forbidden',
      message: expect.stringMatching(/img\.rebind\.test resolves to a private or loopback address \(127\.0\.0\.1\)/),
    })
    expect(asked).toEqual(['img.rebind.test', 'img.rebind.test'])
    expect(image.connections()).toBe(0)
  })

  test('the connection goes to the address its own lookup answered and checked', async () => {
    const image = await loopbackImage()
    const fetched = await fetchMedia(`http://img.pinned.test:${image.port}/a.jpg`, {
      ...options,
      allowPrivateNetwork: true,
      resolve: async () => ['127.0.0.1'],
    })
    expect(await text(fetched.stream)).toBe('rebound bytes')
    expect(fetched.mimetype).toBe('image/jpeg')
  })
})
