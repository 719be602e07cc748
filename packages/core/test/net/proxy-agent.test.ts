import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { proxyAgent, proxyDispatcher } from '../../src/net/proxy-agent.js'
import { httpProxyUrl, proxyEgressAddress, socksProxyUrl } from '../../../../test/support/services.js'

/** A server on 127.0.0.1 that answers with the address its peer connected from. */
let server: http.Server
let origin: string
beforeAll(async () => {
  server = http.createServer((request, response) => response.end(request.socket.remoteAddress))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(url: string, agent: http.Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve(body))
      })
      .on('error', reject)
  })
}

/** Opens a WebSocket through `agent` to a server that answers with its peer's address, as Baileys' socket does. */
async function wsPeer(agent: http.Agent): Promise<string> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  wss.on('connection', (socket, request) => socket.send(String(request.socket.remoteAddress)))
  await new Promise((resolve) => wss.once('listening', resolve))
  try {
    const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}/ws/chat`, { agent })
    return await new Promise<string>((resolve, reject) => {
      client.once('message', (data) => {
        resolve(String(data))
        client.close()
      })
      client.once('error', reject)
    })
  } finally {
    await new Promise((resolve) => wss.close(resolve))
  }
}

const wrongPassword = (url: string) => url.replace('proxy-secret', 'wrong-secret')
const stopped = (url: string) => url.replace(/:(21080|28888)$/, ':1')

describe.each([
  ['SOCKS5', socksProxyUrl],
  ['socks5h', socksProxyUrl.replace('socks5:', 'socks5h:')],
  ['HTTP CONNECT', httpProxyUrl],
])('through %s', (_name, proxy) => {
  it('connects from the proxy, not from here (node agent and undici dispatcher)', async () => {
    expect(await get(`${origin}/`, proxyAgent(proxy))).toBe(proxyEgressAddress)
    const response = await fetch(`${origin}/`, { dispatcher: proxyDispatcher(proxy) } as RequestInit)
    expect(await response.text()).toBe(proxyEgressAddress)
  })

  it("carries a WebSocket (Baileys' socket config `agent`) from the proxy's address", async () => {
    expect(await wsPeer(proxyAgent(proxy))).toBe(proxyEgressAddress)
  })

  it('tells a wrong password, a proxy that does not answer and an unreachable far side apart', async () => {
    await expect(get(`${origin}/`, proxyAgent(wrongPassword(proxy)))).rejects.toMatchObject({ code: 'EPROXYAUTH' })
    await expect(get(`${origin}/`, proxyAgent(stopped(proxy)))).rejects.toMatchObject({
      code: 'EPROXYUNREACHABLE',
    })
    await expect(get('http://127.0.0.1:1/', proxyAgent(proxy))).rejects.toMatchObject({ code: 'EPROXYTARGET' })
  })

  it('never carries the credentials in its errors', async () => {
    const failure = await get(`${origin}/`, proxyAgent(wrongPassword(proxy))).catch((error: Error) => error)
    expect(String((failure as Error).message)).not.toMatch(/secret|sessionkit-proxy/)
  })

  it('checks a guarded name before the proxy is asked, and hands the proxy the checked address', async () => {
    const guarded = proxyAgent(proxy, { guard: { allowPrivateNetwork: false } })
    await expect(get(`${origin}/`, guarded)).rejects.toMatchObject({ code: 'EPRIVATEADDRESS' })
    const resolved: string[] = []
    const named = proxyAgent(proxy, {
      guard: {
        allowPrivateNetwork: true,
        resolve: async (name) => {
          resolved.push(name)
          return ['127.0.0.1']
        },
      },
    })
    const port = new URL(origin).port
    expect(await get(`http://media.example.test:${port}/`, named)).toBe(proxyEgressAddress)
    expect(resolved).toEqual(['media.example.test'])
  })
})
