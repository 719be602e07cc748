import { type EngineEvent, SessionEngine } from '@sessionkit/core'
import type { OpenOptions, ProtocolConnection } from '@sessionkit/core/internal'
import { pino } from 'pino'
import { afterEach, describe, expect, test } from 'vitest'
import { FakeDriver } from '../../../../test/support/fake-driver.js'
import { API_KEY, apiFor } from '../webhooks/helpers.js'

/** Records the proxy each connection was opened with. */
class ProxyRecordingDriver extends FakeDriver {
  readonly proxies: (string | null | undefined)[] = []
  override open(options: OpenOptions): Promise<ProtocolConnection> {
    this.proxies.push(options.proxy)
    return super.open(options)
  }
}

const engines: SessionEngine[] = []
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.stop()
})

async function setup(options: { proxy?: string; proxyHosts?: string[] } = {}) {
  const driver = new ProxyRecordingDriver()
  const logs: string[] = []
  const logger = pino({ level: 'trace' }, { write: (line: string) => logs.push(line) })
  const engine = new SessionEngine({
    store: 'memory://',
    apiKeys: [API_KEY],
    logger,
    protocol: { driver },
    proxyHosts: options.proxyHosts ?? ['proxy.internal', '127.0.0.1:21080'],
    ...(options.proxy ? { proxy: options.proxy } : {}),
  })
  engines.push(engine)
  const events: EngineEvent[] = []
  engine.on('*', (event) => events.push(event))
  await engine.start()
  return { engine, driver, api: apiFor(engine), events, logs }
}

const secret = 'p4ss-w0rd-secret'

describe('a proxy per session', () => {
  test('create and patch take a proxy, answers and events mask it, and the next connection uses it', async () => {
    const { api, driver, events, logs } = await setup()
    const created = await api('POST', '/sessions', {
      sessionId: 'desk',
      displayName: 'Desk',
      proxy: `socks5://alice:${secret}@proxy.internal:1080`,
    })
    expect(created.status).toBe(201)
    expect(created.body.data.proxy).toBe('socks5://***:***@proxy.internal:1080')
    await api('POST', '/sessions/desk/connect')
    expect(driver.proxies.at(-1)).toBe(`socks5://alice:${secret}@proxy.internal:1080`)

    const patched = await api('PATCH', '/sessions/desk', { proxy: `http://bob:${secret}@127.0.0.1:21080` })
    expect(patched.status).toBe(200)
    expect(patched.body.data.proxy).toBe('http://***:***@127.0.0.1:21080')
    // takes effect at the next connection, or now with reconnect
    expect(driver.proxies).toHaveLength(1)
    await api('PATCH', '/sessions/desk', { reconnect: true })
    expect(driver.proxies.at(-1)).toBe(`http://bob:${secret}@127.0.0.1:21080`)

    const direct = await api('PATCH', '/sessions/desk', { proxy: null, reconnect: true })
    expect(direct.body.data.proxy).toBeNull()
    expect(driver.proxies.at(-1)).toBeNull()
    expect((await api('GET', '/sessions/desk')).body.data.proxy).toBeNull()

    expect(JSON.stringify(events)).not.toContain(secret)
    expect(logs.join('\n')).not.toContain(secret)
  })

  test("the engine's default proxy applies to a session that names none, and null connects directly", async () => {
    const { api, driver } = await setup({ proxy: `socks5h://op:${secret}@egress.internal:1080`, proxyHosts: [] })
    const inherited = await api('POST', '/sessions', { sessionId: 'a', displayName: 'A' })
    expect(inherited.body.data.proxy).toBe('socks5h://***:***@egress.internal:1080')
    const direct = await api('POST', '/sessions', { sessionId: 'b', displayName: 'B', proxy: null })
    expect(direct.body.data.proxy).toBeNull()
    await api('POST', '/sessions/a/connect')
    await api('POST', '/sessions/b/connect')
    expect(driver.proxies).toEqual([`socks5h://op:${secret}@egress.internal:1080`, null])
  })

  test('refuses malformed proxy URLs with a 422 naming the field', async () => {
    const { api } = await setup()
    for (const proxy of [
      'not a url',
      'ftp://proxy.internal:21',
      'socks4://proxy.internal:1080',
      'http://proxy.internal:3128/path',
      'http://proxy.internal:3128/?q=1',
      'http://:pw@proxy.internal:3128',
    ]) {
      const refused = await api('POST', '/sessions', { displayName: 'X', proxy })
      expect(refused.status, proxy).toBe(422)
      expect(refused.body.errors[0].path, proxy).toBe('proxy')
      expect(JSON.stringify(refused.body)).not.toContain('pw@')
    }
  })

  test('refuses a proxy host outside the allowlist (422) for every URL form the webhook SSRF tests try', async () => {
    const { api } = await setup()
    await api('POST', '/sessions', { sessionId: 'desk', displayName: 'Desk' })
    const hosts = [
      '127.0.0.1:8080',
      'localhost',
      '10.1.2.3',
      '169.254.169.254',
      '[::1]',
      '192.168.1.10',
      '[::127.0.0.1]:4200',
      '[2002:7f00:1::1]',
      '[64:ff9b::127.0.0.1]',
      '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
      'internal.example',
      'public.example',
      'proxy.internal.evil.example',
      '2130706433',
    ]
    for (const host of hosts)
      for (const scheme of ['http', 'https', 'socks5', 'socks5h']) {
        const proxy = `${scheme}://user:${secret}@${host}`
        const created = await api('POST', '/sessions', { displayName: 'X', proxy })
        expect(created.status, proxy).toBe(422)
        expect(created.body.code, proxy).toBe('proxy_host_forbidden')
        expect(created.body.errors[0].path).toBe('proxy')
        const patched = await api('PATCH', '/sessions/desk', { proxy })
        expect(patched.status, proxy).toBe(422)
        expect(patched.body.code, proxy).toBe('proxy_host_forbidden')
        expect(JSON.stringify([created.body, patched.body])).not.toContain(secret)
      }
    // a port other than the one listed is refused too; no allowlist at all refuses every host
    expect((await api('PATCH', '/sessions/desk', { proxy: 'socks5://127.0.0.1:1080' })).status).toBe(422)
    const none = await setup({ proxyHosts: [] })
    const refused = await none.api('POST', '/sessions', { displayName: 'X', proxy: 'socks5://proxy.internal:1080' })
    expect(refused.body.code).toBe('proxy_host_forbidden')
    expect(refused.body.detail).toMatch(/SESSIONKIT_PROXY_HOSTS/)
  })

  test('an unknown session is a 404 and an empty patch changes nothing', async () => {
    const { api } = await setup()
    expect((await api('PATCH', '/sessions/nope', { proxy: null })).status).toBe(404)
    await api('POST', '/sessions', { sessionId: 'desk', displayName: 'Desk', proxy: 'socks5://proxy.internal' })
    const same = await api('PATCH', '/sessions/desk', {})
    expect(same.status).toBe(200)
    expect(same.body.data.proxy).toBe('socks5://proxy.internal')
  })
})
