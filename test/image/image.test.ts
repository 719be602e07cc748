import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type AddressInfo, createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'

/**
 * The image test/image/build.sh built from the Dockerfile, run as `docker run` would run it, without a container
 * runtime (podman run cannot set rlimits in this sandbox): the image's filesystem from `podman image mount`
 * (read-only, as a read-only root filesystem), its entrypoint, command, environment, working directory, user and
 * stop signal from `podman image inspect`, in a chroot in a mount namespace of its own, with a host folder as the
 * /data volume and a tmpfs at /tmp. The network is the host's: the server listens on a free loopback port.
 */
const tag = process.env.SESSIONKIT_IMAGE ?? 'localhost/sessionkit:test'
const podman = (...args: string[]) => execFileSync('podman', args, { encoding: 'utf8' }).trim()

interface Inspected {
  Size: number
  Config: {
    Entrypoint: string[]
    Cmd: string[]
    Env: string[]
    User: string
    WorkingDir: string
    StopSignal: string
    ExposedPorts: Record<string, unknown>
    Volumes: Record<string, unknown>
    Labels: Record<string, string>
    Healthcheck?: { Test: string[] }
  }
  Healthcheck?: { Test: string[] }
}
const inspected = JSON.parse(podman('image', 'inspect', tag))[0] as Inspected
const config = inspected.Config
const healthcheck = (config.Healthcheck ?? inspected.Healthcheck)!
const imageEnv = Object.fromEntries(
  config.Env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
)
const volume = Object.keys(config.Volumes)[0]!

let rootfs: string
let data: string
let user: { uid: number; gid: number }
const receiver = { requests: [] as { body: unknown; response: ServerResponse }[], server: createServer() }

beforeAll(async () => {
  rootfs = podman('image', 'mount', tag)
  const [name, group] = config.User.split(':')
  const passwd = await readFile(join(rootfs, 'etc/passwd'), 'utf8')
  const entry = passwd
    .split('\n')
    .find((line) => line.startsWith(`${name}:`))!
    .split(':')
  user = { uid: Number(entry[2]), gid: Number(entry[3]) }
  expect(group ?? name).toBe(name)
  // What a named volume is when first mounted: a copy of the image's folder, its owner and mode included.
  data = await mkdtemp(join(tmpdir(), 'sessionkit-image-data-'))
  const folder = await stat(join(rootfs, volume))
  execFileSync('chown', [`${folder.uid}:${folder.gid}`, data])
  execFileSync('chmod', [(folder.mode & 0o7777).toString(8), data])
  receiver.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    let body = ''
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      receiver.requests.push({ body: JSON.parse(body), response })
      receiver.server.emit('delivery')
    })
  })
  receiver.server.listen(0, '127.0.0.1')
  await once(receiver.server, 'listening')
})

afterAll(async () => {
  receiver.server.closeAllConnections()
  receiver.server.close()
  if (rootfs) podman('image', 'unmount', tag)
  if (data) await rm(data, { recursive: true, force: true })
})

/** Runs `command` in the image as its user, in its working directory, with its environment plus `env`. */
function inImage(command: string[], env: Record<string, string> = {}): ChildProcess {
  const mounts = `set -e
r="$1"; shift
mount --rbind /dev "$r/dev"
mount -t proc proc "$r/proc"
mount --bind "$DATA" "$r${volume}"
mount -t tmpfs tmpfs "$r/tmp"
exec chroot --userspec="$USERSPEC" "$r" "$@"`
  const pairs = Object.entries({ ...imageEnv, ...env }).map(([name, value]) => `${name}=${value}`)
  return spawn(
    'unshare',
    [
      '--mount',
      '--propagation',
      'private',
      'sh',
      '-c',
      mounts,
      'sh',
      rootfs,
      '/usr/bin/env',
      '-i',
      '-C',
      config.WorkingDir,
      ...pairs,
      ...command,
    ],
    {
      env: { PATH: process.env.PATH, DATA: data, USERSPEC: `${user.uid}:${user.gid}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
}

async function exitOf(child: ChildProcess): Promise<{ code: number | null; out: string }> {
  let out = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  // 'close': the process has exited and what it printed has been read
  const [code] = (await once(child, 'close')) as [number | null]
  return { code, out }
}

async function freePort(): Promise<number> {
  const server = createNetServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  server.close()
  return port
}

/** The server the image's entrypoint starts, with `command` as docker run's arguments; resolves once it listens. */
async function serve(command: string[]) {
  const port = await freePort()
  const child = inImage([...config.Entrypoint, ...command], { PORT: String(port) })
  let out = ''
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      if (out.includes('sessionkit listening on')) resolve()
    })
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${out}`)))
  })
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  await listening
  /** Resolves when the server has printed `text`. */
  const saw = (text: string) =>
    new Promise<void>((resolve) => {
      const look = () => {
        if (!out.includes(text)) return
        child.stdout!.off('data', look)
        resolve()
      }
      child.stdout!.on('data', look)
      look()
    })
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => out, exited, saw }
}

test('the image declares what the Dockerfile promises: non-root, /data, port, health check, stop signal, labels', async () => {
  expect(config.Entrypoint).toEqual(['node', '/app/node_modules/@sessionkit/server/dist/cli.js'])
  expect(config.Cmd).toEqual(['start'])
  expect(imageEnv).toMatchObject({ HOST: '0.0.0.0', PORT: '3000', SESSIONKIT_DATA_DIR: '/data' })
  expect(user.uid).not.toBe(0)
  expect(Object.keys(config.ExposedPorts)).toEqual([`${imageEnv.PORT}/tcp`])
  expect(volume).toBe('/data')
  expect(config.StopSignal).toBe('SIGTERM')
  expect(healthcheck.Test.slice(0, 2)).toEqual(['CMD', 'node'])
  expect(Object.keys(config.Labels)).toEqual(
    expect.arrayContaining([
      'org.opencontainers.image.title',
      'org.opencontainers.image.version',
      'org.opencontainers.image.source',
    ]),
  )
  const folder = await stat(join(rootfs, volume))
  expect([folder.uid, folder.gid, folder.mode & 0o700]).toEqual([user.uid, user.gid, 0o700])
  console.log(`image ${tag}: ${(inspected.Size / 1e6).toFixed(1)} MB`)
})

test("the image's Node is 24 and its ffmpeg runs; no compiler is left in it", async () => {
  const node = inImage(['node', '--version'])
  const ran = await exitOf(node)
  expect(ran.out.trim()).toMatch(/^v24\./)
  expect((await exitOf(inImage(['ffmpeg', '-hide_banner', '-version']))).code).toBe(0)
  await expect(stat(join(rootfs, 'usr/bin/g++'))).rejects.toThrow()
  // the store drivers, broker clients and S3 client the server loads on first use, from where @sessionkit/core resolves them
  const resolve = `for (const name of ['pg', '@redis/client', 'nats', 'amqplib', '@aws-sdk/client-s3', 'sqlite3']) require(require.resolve(name, { paths: ['/app/node_modules/@sessionkit/core'] }))`
  const drivers = await exitOf(inImage(['node', '-e', resolve]))
  expect(drivers.code, drivers.out).toBe(0)
})

test('the entrypoint serves, pairs and sends in the sandbox, its health check passes, and SIGTERM finishes a webhook delivery', async () => {
  const server = await serve(['sandbox'])
  // the generated key, kept in the volume by the image's user
  const apiKey = (await readFile(join(data, 'api-key'), 'utf8')).trim()
  expect((await stat(join(data, 'api-key'))).uid).toBe(user.uid)
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { data: T }).data
  }

  // ready once the store answers and the (no) sessions are restored: asked until it says so
  for (let tries = 0; (await fetch(`${server.url}/readyz`)).status !== 200; tries++) {
    expect(tries, 'ready within 30 s').toBeLessThan(300)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const check = await exitOf(inImage(healthcheck.Test.slice(1), { PORT: String(server.port) }))
  expect(check.code, check.out).toBe(0)
  await expect(stat(join(data, 'sessionkit.sqlite'))).resolves.toMatchObject({ uid: user.uid })

  const own = '15550540100'
  const friend = '15550540200'
  await call('POST', '/sandbox/v1/phones', { phoneNumber: own })
  await call('POST', '/sandbox/v1/phones', { phoneNumber: friend })
  const { sessionId } = await call<{ sessionId: string }>('POST', '/api/v1/sessions', { displayName: 'Image' })
  const connected = watch(
    server.url,
    apiKey,
    sessionId,
    'connection.state',
    (event) => event.data.state === 'connected',
  )
  await connected.opened
  const { code } = await call<{ code: string }>('POST', `/api/v1/sessions/${sessionId}/auth/pairing-code`, {
    phoneNumber: own,
  })
  await call('POST', `/sandbox/v1/phones/${own}/link`, { code })
  await connected.event

  const hook = await call<{ id: string }>('POST', '/api/v1/webhooks', {
    url: `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hook`,
    events: ['message.sent'],
  })
  const delivered = once(receiver.server, 'delivery')
  const receipt = watch(server.url, apiKey, sessionId, 'message.receipt', (event) => event.data.state === 'delivered')
  await receipt.opened
  const sent = await call<{ messageId: string }>('POST', `/api/v1/sessions/${sessionId}/messages`, {
    to: friend,
    content: { type: 'text', text: 'Sent from the container image' },
  })
  await receipt.event
  const received = await call<{ id: string; text?: string }[]>('GET', `/sandbox/v1/phones/${friend}/messages`)
  expect(received.find((message) => message.id === sent.messageId)?.text).toBe('Sent from the container image')

  // The delivery is in flight (its answer held) when the stop signal comes: the process waits for it.
  await delivered
  const { body, response } = receiver.requests[0]!
  expect(body).toMatchObject({ type: 'message.sent' })
  server.child.kill(config.StopSignal as NodeJS.Signals)
  await server.saw('shutting down')
  let exitedEarly = false
  void server.exited.then(() => (exitedEarly = true))
  await new Promise((resolve) => setTimeout(resolve, 1000))
  expect(exitedEarly, 'exited before the webhook attempt in flight finished').toBe(false)
  response.writeHead(200).end()
  const [exitCode] = await server.exited
  expect(exitCode, server.output()).toBe(0)
  const down = await exitOf(inImage(healthcheck.Test.slice(1), { PORT: String(server.port) }))
  expect(down.code).toBe(1)

  // Started again on the same volume: the key is the same and the delivery is recorded as delivered.
  const again = await serve(['sandbox'])
  try {
    const deliveries = await fetch(`${again.url}/api/v1/webhooks/${hook.id}/deliveries`, { headers })
    const { data: list } = (await deliveries.json()) as { data: { eventType: string; status: string }[] }
    expect(list.filter((delivery) => delivery.eventType === 'message.sent').map((delivery) => delivery.status)).toEqual(
      ['delivered'],
    )
  } finally {
    again.child.kill('SIGTERM')
    await again.exited
  }
})

interface Envelope {
  type: string
  data: Record<string, unknown>
}

/** The server's event stream for one session; `event` is the first event `match` takes. */
function watch(url: string, apiKey: string, sessionId: string, types: string, match: (event: Envelope) => boolean) {
  const abort = new AbortController()
  const response = fetch(`${url}/api/v1/events?sessionId=${sessionId}&types=${types}`, {
    headers: { authorization: `Bearer ${apiKey}` },
    signal: abort.signal,
  })
  const opened = response.then((r) => {
    if (!r.ok || !r.body) throw new Error(`GET /events: ${r.status}`)
  })
  const event = response.then(async (r) => {
    const reader = r.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffered = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) throw new Error(`the event stream ended before a matching ${types} event`)
      buffered += value
      const frames = buffered.split('\n\n')
      buffered = frames.pop() ?? ''
      for (const frame of frames) {
        const line = frame.split('\n').find((l) => l.startsWith('data: '))
        const parsed = line ? (JSON.parse(line.slice('data: '.length)) as Envelope) : null
        if (parsed && match(parsed)) {
          abort.abort()
          return parsed
        }
      }
    }
  })
  return { opened, event }
}
