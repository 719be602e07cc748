import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type StandaloneServer, startStandaloneServer } from '../../packages/server/src/index.js'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { nextEvent } from '../support/engine.js'
import { rawExchange, refusedByNode } from '../support/raw-http.js'

describe('standalone server', () => {
  let dir: string
  let running: StandaloneServer[] = []
  const env = (extra: Record<string, string> = {}) => ({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SESSIONKIT_DATA_DIR: dir,
    ...extra,
  })
  const start = async (extra: Record<string, string> = {}, options: { sandbox?: boolean } = {}) => {
    const lines: string[] = []
    const instance = await startStandaloneServer(env(extra), { ...options, out: (text) => lines.push(text) })
    running.push(instance)
    return { instance, lines }
  }
  const authed = (key: string, init: RequestInit = {}) => ({
    ...init,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
  })

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sessionkit-standalone-'))
  })
  afterEach(async () => {
    await Promise.all(running.map((instance) => instance.close()))
    running = []
    await rm(dir, { recursive: true, force: true })
  })

  test('generates an API key once, keeps it 0600 in the data folder, and reuses it with the sessions on the next start', async () => {
    const first = await start()
    expect(first.instance.apiKeySource).toBe('generated')
    const key = first.instance.apiKey
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/)
    const keyFile = join(dir, 'api-key')
    expect((await readFile(keyFile, 'utf8')).trim()).toBe(key)
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600)
    expect(first.lines.filter((line) => line.includes(key))).toHaveLength(1)

    const { url } = first.instance
    expect((await fetch(`${url}/api/v1/sessions`)).status).toBe(401)
    const created = await fetch(
      `${url}/api/v1/sessions`,
      authed(key, { method: 'POST', body: JSON.stringify({ sessionId: 'kept', displayName: 'Kept' }) }),
    )
    expect(created.status).toBe(201)
    await first.instance.close()

    const second = await start()
    expect(second.instance.apiKeySource).toBe('file')
    expect(second.instance.apiKey).toBe(key)
    expect(second.lines.join('\n')).not.toContain(key)
    const got = await fetch(`${second.instance.url}/api/v1/sessions/kept`, authed(key))
    expect(got.status).toBe(200)
    expect(((await got.json()) as { data: unknown }).data).toMatchObject({ sessionId: 'kept', displayName: 'Kept' })
  })

  test('SESSIONKIT_API_KEY wins and nothing is written', async () => {
    const { instance, lines } = await start({ SESSIONKIT_API_KEY: 'sk_from_environment' })
    expect(instance.apiKeySource).toBe('env')
    expect((await fetch(`${instance.url}/api/v1/sessions`, authed('sk_from_environment'))).status).toBe(200)
    await expect(stat(join(dir, 'api-key'))).rejects.toMatchObject({ code: 'ENOENT' })
    expect(lines.join('\n')).not.toContain('sk_from_environment')
  })

  test('serves /healthz and /readyz without a key and answers 404 problems outside /api/v1', async () => {
    const { instance } = await start({ SESSIONKIT_API_KEY: 'sk_health' })
    const health = await fetch(`${instance.url}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${instance.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', store: 'ok', restore: 'done' })
    const elsewhere = await fetch(`${instance.url}/somewhere`, authed('sk_health'))
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.headers.get('content-type')).toBe('application/problem+json')
  })

  test.each(refusedByNode)(
    'answers $name, which Node refuses before any handler, with a $status Problem',
    async ({ text, status, code }) => {
      const { instance } = await start({ SESSIONKIT_API_KEY: 'sk_client_error' })
      const answer = await rawExchange(instance.url, text)
      expect(answer.status).toBe(status)
      expect(answer.headers).toMatch(/content-type: application\/problem\+json/i)
      expect(JSON.parse(answer.body)).toMatchObject({ status, code })
    },
  )

  test('close() stops accepting connections and stops the engine', async () => {
    const { instance } = await start({ SESSIONKIT_API_KEY: 'sk_close' })
    expect((await fetch(`${instance.url}/healthz`)).status).toBe(200)
    expect(instance.engine.started).toBe(true)
    await instance.close()
    expect(instance.server.listening).toBe(false)
    expect(instance.engine.started).toBe(false)
    await expect(fetch(`${instance.url}/healthz`)).rejects.toThrow()
    await instance.close()
  })

  test('an invalid PORT is refused before anything starts', async () => {
    await expect(
      startStandaloneServer(env({ PORT: 'eighty', SESSIONKIT_API_KEY: 'k' }), { out: () => undefined }),
    ).rejects.toThrow(/PORT/)
  })

  test("the message store's switch and retention come from the environment; a bad value is refused", async () => {
    const { instance } = await start({
      SESSIONKIT_API_KEY: 'k',
      SESSIONKIT_MESSAGE_STORE: 'off',
      SESSIONKIT_MESSAGE_MAX_AGE_DAYS: '7',
      SESSIONKIT_MESSAGE_MAX_PER_CHAT: '500',
    })
    expect(instance.engine.settings.messageStore).toMatchObject({
      enabled: false,
      maxAgeMs: 7 * 24 * 60 * 60 * 1000,
      maxMessagesPerChat: 500,
    })
    await expect(
      startStandaloneServer(env({ SESSIONKIT_API_KEY: 'k', SESSIONKIT_MESSAGE_MAX_PER_CHAT: 'all' }), {
        out: () => undefined,
      }),
    ).rejects.toThrow(/SESSIONKIT_MESSAGE_MAX_PER_CHAT/)
  })

  test('rate limits and send pacing are on with their documented defaults; the environment changes or turns them off', async () => {
    const { instance } = await start({ SESSIONKIT_API_KEY: 'sk_limits', SESSIONKIT_READS_PER_MINUTE: '2' })
    expect(instance.engine.settings.rateLimits).toEqual({
      sends: { limit: 300, windowSeconds: 60 },
      reads: { limit: 2, windowSeconds: 60 },
      management: { limit: 300, windowSeconds: 60 },
    })
    expect(instance.engine.settings.sendPacing).toEqual({
      messagesPerMinute: 30,
      newChatsPerDay: 100,
      profileReadsPerMinute: 30,
      historyRequestsPerTwoHours: 10,
    })
    expect(instance.engine.settings.presenceResubscribeIntervalMs).toBe(1000)
    const read = () => fetch(`${instance.url}/api/v1/sessions`, authed('sk_limits'))
    const first = await read()
    expect(first.headers.get('ratelimit-policy')).toBe('"reads";q=2;w=60')
    expect(first.headers.get('ratelimit')).toMatch(/^"reads";r=1;t=\d+$/)
    await read()
    const refused = await read()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', policy: 'reads' })

    const { instance: off } = await start({
      SESSIONKIT_API_KEY: 'k',
      SESSIONKIT_RATE_LIMITS: 'false',
      SESSIONKIT_SEND_PACING: 'off',
    })
    expect(off.engine.settings.rateLimits).toBeNull()
    expect(off.engine.settings.sendPacing).toBeNull()
    await expect(
      startStandaloneServer(env({ SESSIONKIT_API_KEY: 'k', SESSIONKIT_NEW_CHATS_PER_DAY: '0' }), {
        out: () => undefined,
      }),
    ).rejects.toThrow(/SESSIONKIT_NEW_CHATS_PER_DAY/)
  })

  test('transports and their broker hosts come from the environment: made to exist at each start, refused off the allowlist', async () => {
    const declared = (events: string[]) =>
      JSON.stringify([
        { kind: 'redis', url: 'redis://:s3cret@127.0.0.1:6379', stream: 'sessionkit.transports.sk-standalone', events },
      ])
    const first = await start({
      SESSIONKIT_API_KEY: 'k',
      SESSIONKIT_TRANSPORT_HOSTS: 'rabbitmq.internal, 127.0.0.1:6379',
      SESSIONKIT_TRANSPORTS: declared(['session.created']),
    })
    expect(first.instance.engine.settings.transportHosts).toEqual(['rabbitmq.internal', '127.0.0.1:6379'])
    const [made] = await first.instance.engine.transports.list()
    expect(made).toMatchObject({ kind: 'redis', url: 'redis://***@127.0.0.1:6379', events: ['session.created'] })
    await first.instance.close()
    // The next start finds it by kind and stream, and takes the declared events: still one transport.
    const second = await start({
      SESSIONKIT_API_KEY: 'k',
      SESSIONKIT_TRANSPORT_HOSTS: '127.0.0.1',
      SESSIONKIT_TRANSPORTS: declared(['*']),
    })
    const listed = await second.instance.engine.transports.list()
    expect(listed).toEqual([expect.objectContaining({ id: made!.id, events: ['*'] })])
    await second.instance.close()
    await expect(
      startStandaloneServer(env({ SESSIONKIT_API_KEY: 'k', SESSIONKIT_TRANSPORTS: declared(['*']) }), {
        out: () => undefined,
      }),
    ).rejects.toThrow(/SESSIONKIT_TRANSPORTS\[0\]: .*no broker hosts are allowed/)
    // A stream outside the host's namespace (the default prefix here) stops the start too, as does a bad entry.
    const outside = JSON.stringify([{ kind: 'redis', url: 'redis://127.0.0.1:6379', stream: 'orders', events: ['*'] }])
    await expect(
      startStandaloneServer(
        env({ SESSIONKIT_API_KEY: 'k', SESSIONKIT_TRANSPORT_HOSTS: '127.0.0.1', SESSIONKIT_TRANSPORTS: outside }),
        { out: () => undefined },
      ),
    ).rejects.toThrow(/SESSIONKIT_TRANSPORTS\[0\]: The stream "orders" in db 0 is outside the namespace/)
    await expect(
      startStandaloneServer(env({ SESSIONKIT_API_KEY: 'k', SESSIONKIT_TRANSPORT_HOSTS: '127.0.0.1:redis' }), {
        out: () => undefined,
      }),
    ).rejects.toThrow('transportHosts entry "127.0.0.1:redis" is not host[:port][/db][=prefix]')
    await expect(
      startStandaloneServer(env({ SESSIONKIT_API_KEY: 'k', SESSIONKIT_TRANSPORTS: '{' }), { out: () => undefined }),
    ).rejects.toThrow(/SESSIONKIT_TRANSPORTS must be a JSON array/)
  })

  test('--sandbox listens on 127.0.0.1 unless HOST says otherwise, and says so at start; a production start on 0.0.0.0', async () => {
    const { HOST: _host, ...unset } = env({ SESSIONKIT_API_KEY: 'sk_sandbox' })
    const startedWith = async (extra: Record<string, string>, sandbox: boolean) => {
      const lines: string[] = []
      const instance = await startStandaloneServer({ ...unset, ...extra }, { sandbox, out: (line) => lines.push(line) })
      running.push(instance)
      return { address: (instance.server.address() as { address: string }).address, lines }
    }
    const sandboxed = await startedWith({}, true)
    expect(sandboxed.address).toBe('127.0.0.1')
    expect(sandboxed.lines).toContainEqual(
      expect.stringMatching(/^sandbox: listening on 127\.0\.0\.1 only.*HOST=0\.0\.0\.0/),
    )
    const exposed = await startedWith({ HOST: '0.0.0.0' }, true)
    expect(exposed.address).toBe('0.0.0.0')
    expect(exposed.lines.filter((line) => line.startsWith('sandbox:'))).toEqual([])
    expect((await startedWith({}, false)).address).toBe('0.0.0.0')
  })

  test('--sandbox pairs a session with a simulated phone through both APIs, and shows QRs in the terminal', async () => {
    const { instance, lines } = await start({ SESSIONKIT_API_KEY: 'sk_sandbox' }, { sandbox: true })
    const key = 'sk_sandbox'
    expect((await fetch(`${instance.url}/sandbox/v1/phones`)).status).toBe(401)
    const phone = await fetch(
      `${instance.url}/sandbox/v1/phones`,
      authed(key, { method: 'POST', body: JSON.stringify({ phoneNumber: '15550100200' }) }),
    )
    expect(phone.status).toBe(201)

    expect(
      (
        await fetch(
          `${instance.url}/api/v1/sessions`,
          authed(key, { method: 'POST', body: JSON.stringify({ sessionId: 'sandboxed', displayName: 'Sandbox' }) }),
        )
      ).status,
    ).toBe(201)
    const pairingQr = nextEvent(instance.engine, 'auth.qr', 'sandboxed')
    const pairing = await fetch(
      `${instance.url}/api/v1/sessions/sandboxed/auth/pairing-code`,
      authed(key, { method: 'POST', body: JSON.stringify({ phoneNumber: '15550100200' }) }),
    )
    expect(pairing.status).toBe(200)
    const { code } = ((await pairing.json()) as { data: { code: string } }).data
    // WhatsApp sent this login QRs too; the terminal shows none of them (they carry the pairing secrets).
    await pairingQr
    expect(lines.filter((line) => line.startsWith('Scan to pair session sandboxed'))).toEqual([])

    const connected = nextEvent(
      instance.engine,
      'connection.state',
      'sandboxed',
      (event) => event.data.state === 'connected',
    )
    const link = await fetch(
      `${instance.url}/sandbox/v1/phones/15550100200/link`,
      authed(key, { method: 'POST', body: JSON.stringify({ code }) }),
    )
    expect(link.status).toBe(200)
    await connected
    const status = await fetch(`${instance.url}/api/v1/sessions/sandboxed`, authed(key))
    expect(((await status.json()) as { data: unknown }).data).toMatchObject({
      paired: true,
      connected: true,
      phoneJid: '15550100200@s.whatsapp.net',
    })

    // A media send goes through the simulator's HTTPS media host, which the sandbox trusts by its CA.
    expect(
      (
        await fetch(
          `${instance.url}/sandbox/v1/phones`,
          authed(key, { method: 'POST', body: JSON.stringify({ phoneNumber: '15550100201' }) }),
        )
      ).status,
    ).toBe(201)
    const bytes = Buffer.from('sandbox media bytes')
    const form = new FormData()
    form.set('to', '15550100201')
    form.set('media', new Blob([bytes], { type: 'application/pdf' }), 'invoice.pdf')
    const sent = await fetch(`${instance.url}/api/v1/sessions/sandboxed/messages/document`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: form,
    })
    expect(sent.status).toBe(200)
    const media = await fetch(`${instance.url}/sandbox/v1/phones/15550100201/media`, authed(key))
    const listed = ((await media.json()) as { data: { sha256: string; fileName?: string }[] }).data
    expect(listed).toContainEqual(
      expect.objectContaining({ sha256: createHash('sha256').update(bytes).digest('hex'), fileName: 'invoice.pdf' }),
    )

    expect(
      (
        await fetch(
          `${instance.url}/api/v1/sessions`,
          authed(key, { method: 'POST', body: JSON.stringify({ sessionId: 'by-qr', displayName: 'QR' }) }),
        )
      ).status,
    ).toBe(201)
    // The server's own auth.qr handler was registered first, so it has printed by the time this one runs.
    const shown = nextEvent(instance.engine, 'auth.qr', 'by-qr')
    const qr = await fetch(`${instance.url}/api/v1/sessions/by-qr/auth/qr`, authed(key))
    expect(qr.status).toBe(200)
    await shown
    const printed = lines.find((line) => line.startsWith('Scan to pair session by-qr'))
    expect(printed).toBeDefined()
    expect(printed!.split('\n').length).toBeGreaterThan(10)
  })
})
