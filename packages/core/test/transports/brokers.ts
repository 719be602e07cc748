import { once } from 'node:events'
import { type AddressInfo, createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'
import { createClient } from '@redis/client'
import amqp from 'amqplib'
import { nanos, connect as natsConnect } from 'nats'

/** The machine's shared brokers (docs/development.md): the run fails at its start when one does not answer. */
export {
  natsUrl as NATS_URL,
  rabbitUrl as RABBIT_URL,
  redisUrl as REDIS_URL,
} from '../../../../test/support/services.js'

/** One message as a consumer of the broker saw it. */
export interface Consumed {
  /** The NATS subject, the RabbitMQ routing key, or the Redis stream key. */
  route: string
  headers: Record<string, string>
  body: string
}

/** Collects what a consumer receives and wakes waiters as it arrives. */
class Inbox {
  readonly received: Consumed[] = []
  readonly #waiters: { test: () => boolean; resolve: () => void }[] = []

  push(message: Consumed): void {
    this.received.push(message)
    for (const waiter of [...this.#waiters])
      if (waiter.test()) {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
  }

  until(test: (received: Consumed[]) => boolean): Promise<void> {
    if (test(this.received)) return Promise.resolve()
    return new Promise((resolve) => this.#waiters.push({ test: () => test(this.received), resolve }))
  }

  /** The event ids received, in order of arrival. */
  eventIds(): string[] {
    return this.received.map((message) => message.headers['svc-event-id']!)
  }
}

export interface Consumer extends Inbox {
  close(): Promise<void>
}

/**
 * A JetStream stream over `<prefix>.>` (2-minute duplicate window) and an ordered consumer of it: each message
 * the stream stored, once, in stream order, so a republish the window dropped is not seen.
 */
export async function natsConsumer(url: string, prefix: string): Promise<Consumer> {
  const connection = await natsConnect({ servers: new URL(url).host })
  const manager = await connection.jetstreamManager()
  const stream = prefix.replaceAll('.', '_')
  await manager.streams.add({ name: stream, subjects: [`${prefix}.>`], duplicate_window: nanos(120_000) })
  const consumer = await connection.jetstream().consumers.get(stream)
  const messages = await consumer.consume()
  const inbox = new Inbox()
  void (async () => {
    for await (const message of messages) {
      const headers: Record<string, string> = {}
      for (const [key, values] of message.headers ?? []) headers[key] = values[0]!
      inbox.push({ route: message.subject, headers, body: message.string() })
    }
  })()
  return Object.assign(inbox, {
    async close() {
      await messages.close()
      await manager.streams.delete(stream).catch(() => undefined)
      await connection.close()
    },
  })
}

/** Declares the topic exchange and a queue bound to every routing key, and consumes it. */
export async function rabbitConsumer(url: string, exchange: string): Promise<Consumer> {
  const connection = await amqp.connect(url)
  const channel = await connection.createChannel()
  await channel.assertExchange(exchange, 'topic', { durable: false, autoDelete: false })
  const { queue } = await channel.assertQueue('', { exclusive: true })
  await channel.bindQueue(queue, exchange, '#')
  const inbox = new Inbox()
  await channel.consume(
    queue,
    (message) => {
      if (!message) return
      const headers: Record<string, string> = {
        persistent: String(message.properties.deliveryMode === 2),
        'message-id': String(message.properties.messageId),
        type: String(message.properties.type),
      }
      for (const [key, value] of Object.entries(message.properties.headers ?? {})) headers[key] = String(value)
      inbox.push({ route: message.fields.routingKey, headers, body: message.content.toString('utf8') })
    },
    { noAck: true },
  )
  return Object.assign(inbox, {
    async close() {
      await channel.deleteExchange(exchange).catch(() => undefined)
      await connection.close()
    },
  })
}

/** Reads a Redis stream from its start with blocking XREADs (each entry once, in stream order). */
export async function redisConsumer(url: string, key: string): Promise<Consumer & { length(): Promise<number> }> {
  const client = createClient({ url })
  client.on('error', () => undefined)
  await client.connect()
  await client.del(key)
  const inbox = new Inbox()
  let open = true
  void (async () => {
    let last = '0'
    while (open) {
      const reply = (await client.sendCommand(['XREAD', 'BLOCK', '200', 'STREAMS', key, last]).catch(() => null)) as
        | [string, [string, string[]][]][]
        | null
      for (const [, entries] of reply ?? [])
        for (const [id, fields] of entries) {
          last = id
          const headers: Record<string, string> = {}
          for (let i = 0; i < fields.length; i += 2) headers[fields[i]!] = fields[i + 1]!
          inbox.push({ route: key, headers, body: headers.body! })
        }
    }
  })()
  return Object.assign(inbox, {
    length: async () => Number(await client.sendCommand(['XLEN', key])),
    async close() {
      open = false
      await client.del(key)
      await client.close()
    },
  })
}

/**
 * A TCP proxy between the engine and a broker that a test can cut (every connection dropped, new ones refused)
 * and restore: a broker outage as the engine sees it, without stopping the shared broker other suites use.
 */
export class TcpProxy {
  readonly #sockets = new Set<Socket>()
  #cut = false

  private constructor(
    readonly server: Server,
    readonly target: number,
  ) {}

  static async start(target: number): Promise<TcpProxy> {
    let proxy: TcpProxy | undefined
    const server = createServer((client) => proxy!.#accept(client))
    proxy = new TcpProxy(server, target)
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    return proxy
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port
  }

  #accept(client: Socket): void {
    if (this.#cut) {
      client.destroy()
      return
    }
    const upstream = tcpConnect(this.target, '127.0.0.1')
    for (const socket of [client, upstream]) {
      this.#sockets.add(socket)
      socket.on('close', () => this.#sockets.delete(socket))
      socket.on('error', () => undefined)
    }
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  }

  cut(): void {
    this.#cut = true
    for (const socket of this.#sockets) socket.destroy()
  }

  restore(): void {
    this.#cut = false
  }

  async close(): Promise<void> {
    this.cut()
    await new Promise((resolve) => this.server.close(resolve))
  }
}
