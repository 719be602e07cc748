import { connect } from 'node:net'

/**
 * The servers the suites talk to (docs/development.md). vitest's globalSetup (this module's default export) asks each
 * before any test file starts and fails the whole run naming every one that does not answer and the command that
 * starts it: a missing server is a failure, never a skipped suite counted as passed.
 */
export const redisUrl = process.env.SESSIONKIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
export const postgresUrl = process.env.SESSIONKIT_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const natsUrl = process.env.SESSIONKIT_TEST_NATS_URL ?? 'nats://127.0.0.1:4222'
export const rabbitUrl = process.env.SESSIONKIT_TEST_RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672'
/** The test proxies (.ci/proxies): Dante and tinyproxy, each sending its outgoing connections from 127.0.0.2. */
export const socksProxyUrl =
  process.env.SESSIONKIT_TEST_SOCKS_PROXY ?? 'socks5://sessionkit-proxy:proxy-secret@127.0.0.1:21080'
export const httpProxyUrl =
  process.env.SESSIONKIT_TEST_HTTP_PROXY ?? 'http://sessionkit-proxy:proxy-secret@127.0.0.1:28888'
/** Where the test proxies connect from: a peer at any other address reached the far side directly. */
export const proxyEgressAddress = '127.0.0.2'

interface Service {
  name: string
  url: string
  defaultPort: number
  /** What the client says first; nothing when the server speaks first (NATS). */
  hello: Buffer | undefined
  /** The server's first bytes are its own: an open port of something else is not the service. */
  answered: (reply: Buffer) => boolean
  start: string
}

const services: Service[] = [
  {
    name: 'PostgreSQL',
    url: postgresUrl,
    defaultPort: 5432,
    // an SSLRequest, answered with one byte, S or N
    hello: Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]),
    answered: (reply) => reply[0] === 0x53 || reply[0] === 0x4e,
    start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  },
  {
    name: 'Redis',
    url: redisUrl,
    defaultPort: 6379,
    hello: Buffer.from('PING\r\n'),
    answered: (reply) => /^(\+PONG|-NOAUTH)/.test(reply.toString()),
    start: 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
  },
  {
    name: 'NATS (JetStream)',
    url: natsUrl,
    defaultPort: 4222,
    hello: undefined,
    answered: (reply) => reply.toString().startsWith('INFO '),
    start:
      'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log',
  },
  {
    name: 'RabbitMQ',
    url: rabbitUrl,
    defaultPort: 5672,
    // AMQP 0-9-1's protocol header, answered with a Connection.Start method frame (type 1)
    hello: Buffer.from('AMQP\x00\x00\x09\x01', 'latin1'),
    answered: (reply) => reply[0] === 0x01,
    start: 'rabbitmq-server -detached',
  },
  {
    name: 'Dante (SOCKS5 proxy)',
    url: socksProxyUrl,
    defaultPort: 1080,
    // a SOCKS5 greeting offering user/password, answered with version 5 and the chosen method
    hello: Buffer.from([0x05, 0x01, 0x02]),
    answered: (reply) => reply[0] === 0x05,
    start: '.ci/proxies',
  },
  {
    name: 'tinyproxy (HTTP CONNECT proxy)',
    url: httpProxyUrl,
    defaultPort: 8888,
    hello: Buffer.from('CONNECT 127.0.0.2:1 HTTP/1.1\r\nHost: 127.0.0.2:1\r\n\r\n'),
    answered: (reply) => reply.toString().startsWith('HTTP/1.'),
    start: '.ci/proxies',
  },
]

/** Why `service` cannot be used, or undefined when it answered as itself. */
function probe(service: Service): Promise<string | undefined> {
  const { hostname, port } = new URL(service.url)
  const host = hostname.replace(/^\[|\]$/g, '')
  const at = `${host}:${port || service.defaultPort}`
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port || service.defaultPort) })
    const finish = (reason: string | undefined) => {
      socket.destroy()
      resolve(reason)
    }
    socket.setTimeout(2000, () => finish(`no answer from ${at} within 2 s`))
    socket.once('error', (error) => finish(`${at}: ${error.message}`))
    socket.once('connect', () => service.hello && socket.write(service.hello))
    socket.once('data', (reply) =>
      finish(service.answered(reply) ? undefined : `${at} answered, but not as ${service.name}`),
    )
  })
}

export default async function requireServices(): Promise<void> {
  const reasons = await Promise.all(services.map(probe))
  const missing = services.flatMap((service, i) =>
    reasons[i] === undefined ? [] : [`- ${service.name}: ${reasons[i]}\n    start it: ${service.start}`],
  )
  if (missing.length === 0) return
  // an exit, not a throw: vitest would print a thrown error after a misleading "No test files found"
  process.stderr.write(
    `\nthe test suites need these servers, which do not answer (docs/development.md; .ci/run starts them all):\n${missing.join('\n')}\n\n`,
  )
  process.exit(1)
}
