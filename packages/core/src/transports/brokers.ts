import { importDriver } from '../store/drivers.js'
import type { Sender, SendResult } from '../webhooks/destination.js'
import type { DeliveryHeaderNames } from '../webhooks/signed-post.js'
import type { DeliveryRecord } from '../webhooks/types.js'
import { type BrokerHosts, redactMessage } from './broker-hosts.js'
import { redisDbOf } from './broker-namespace.js'
import { DEFAULT_STREAM_MAX_LEN, MIN_STREAM_MAX_LEN, type TransportKind, type TransportRecord } from './types.js'

/** The broker clients: optional peer dependencies of core, imported when a transport of their kind first sends. */
export const brokerPackages = { nats: 'nats', rabbitmq: 'amqplib', redis: '@redis/client' } as const

export interface BrokerContext {
  hosts: BrokerHosts
  /** Every transport: a Redis stream several of them name is capped at the largest of their `maxLen`. */
  transports: () => readonly TransportRecord[]
  headers: DeliveryHeaderNames
  /** Deadline of one attempt, connection included (the webhooks' `timeoutMs`). */
  timeoutMs: number
}

/** One connection to a broker, opened for a transport's lane and reused by its attempts. */
interface BrokerConnection {
  publish(transport: TransportRecord, delivery: DeliveryRecord, payload: string): Promise<void>
  close(): void
}

type Connect = (transport: TransportRecord, context: BrokerContext) => Promise<BrokerConnection>

/**
 * A transport lane's sender: a publish counts only once the broker confirmed it (a JetStream ack, a RabbitMQ
 * publisher confirm, Redis' XADD reply). The connection is opened on the first attempt and dropped after any
 * failure, so the next attempt (the outbox's retry) connects afresh; an attempt, connecting included, has the
 * webhooks' deadline. Errors are recorded without the URL's credentials.
 */
export class BrokerSender implements Sender {
  #connection: Promise<BrokerConnection> | null = null
  #url: string | null = null

  constructor(
    readonly transportId: string,
    readonly record: (id: string) => TransportRecord | undefined,
    readonly context: BrokerContext,
  ) {}

  async send(delivery: DeliveryRecord, payload: string): Promise<SendResult> {
    const transport = this.record(this.transportId)
    if (!transport) return { statusCode: null, error: 'the transport was deleted' }
    // Checked at every attempt, not only when the transport was created: the operator may have removed the host.
    const refused = this.context.hosts.refusal(transport.url) ?? this.context.hosts.namespaceRefusal(transport)
    if (refused) return { statusCode: null, error: refused }
    if (this.#url !== transport.url) this.close()
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the broker did not confirm within ${this.context.timeoutMs} ms`)),
        this.context.timeoutMs,
      )
    })
    try {
      await Promise.race([this.#publish(transport, delivery, payload), deadline])
      return { statusCode: null, error: null }
    } catch (error) {
      this.close()
      return { statusCode: null, error: redactMessage(describe(error), transport.url) }
    } finally {
      clearTimeout(timer)
    }
  }

  async #publish(transport: TransportRecord, delivery: DeliveryRecord, payload: string): Promise<void> {
    if (!this.#connection) {
      this.#url = transport.url
      this.#connection = connectors[transport.kind](transport, this.context)
    }
    const connection = await this.#connection
    await connection.publish(transport, delivery, payload)
  }

  close(): void {
    const connection = this.#connection
    this.#connection = null
    this.#url = null
    void connection?.then(
      (open) => open.close(),
      () => undefined,
    )
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0])
  const { message, code } = (error ?? {}) as { message?: string; code?: string }
  if (code === 'ECONNREFUSED') return 'connection refused'
  // The NATS client's errors are bare codes (`CONNECTION_REFUSED`, `TIMEOUT`): said in words.
  if (message !== undefined && message === code && /^[A-Z_]+$/.test(code))
    return `nats: ${code.toLowerCase().replaceAll('_', ' ')}`
  return message || String(code ?? error)
}

/** The routing of an event: `<sessionId>.<event type>` (RabbitMQ's routing key, the tail of the NATS subject). */
const routeOf = (delivery: DeliveryRecord): string => `${delivery.sessionId}.${delivery.eventType}`

const connectNats: Connect = async (transport, context) => {
  const nats = (await importDriver('nats transport', brokerPackages.nats)) as typeof import('nats')
  const url = new URL(transport.url)
  const user = decodeURIComponent(url.username)
  const pass = decodeURIComponent(url.password)
  const connection = await nats.connect({
    servers: `${url.hostname}:${url.port || 4222}`,
    // `user:password@` is a user login; a lone `token@` is a token, as the NATS URL convention has it.
    ...(pass !== '' ? { user, pass } : user !== '' ? { token: user } : {}),
    ...(url.protocol === 'tls:' ? { tls: {} } : {}),
    timeout: context.timeoutMs,
    // The outbox retries; a client that reconnects by itself would hold publishes in its own memory meanwhile.
    reconnect: false,
    name: 'sessionkit',
  })
  connection.closed().catch(() => undefined)
  const jetstream = connection.jetstream()
  const encoder = new TextEncoder()
  return {
    async publish(current, delivery, payload) {
      const headers = nats.headers()
      headers.set(context.headers.eventId, delivery.eventId)
      headers.set(context.headers.eventType, delivery.eventType)
      const subject = `${current.subject}.${routeOf(delivery)}`
      try {
        // msgID is sent as Nats-Msg-Id: JetStream drops a republish of the same event within its duplicate window.
        await jetstream.publish(subject, encoder.encode(payload), {
          msgID: delivery.eventId,
          headers,
          timeout: context.timeoutMs,
        })
      } catch (error) {
        if ((error as { code?: string }).code !== '503') throw error
        throw new Error(`no JetStream stream takes "${subject}" (503 no responders)`)
      }
    },
    close() {
      void connection.close().catch(() => undefined)
    },
  }
}

const connectRabbit: Connect = async (transport, context) => {
  const amqp = (await importDriver('rabbitmq transport', brokerPackages.rabbitmq)) as typeof import('amqplib')
  const connection = await amqp.connect(transport.url, { timeout: context.timeoutMs })
  // The broker's reason for closing (a missing exchange, a permission) arrives as an error event: kept to report.
  let reason: Error | null = null
  connection.on('error', (error: Error) => {
    reason = error
  })
  const channel = await connection.createConfirmChannel()
  channel.on('error', (error: Error) => {
    reason = error
  })
  let closed = false
  channel.on('close', () => {
    closed = true
  })
  return {
    publish(current, delivery, payload) {
      if (closed) return Promise.reject(reason ?? new Error('the channel was closed'))
      return new Promise<void>((resolve, reject) => {
        // Persistent, with a publisher confirm: the callback runs once the broker has taken responsibility for it.
        channel.publish(
          current.exchange!,
          routeOf(delivery),
          Buffer.from(payload),
          {
            persistent: true,
            contentType: 'application/json',
            messageId: delivery.eventId,
            type: delivery.eventType,
            headers: { [context.headers.eventId]: delivery.eventId, [context.headers.eventType]: delivery.eventType },
          },
          (error) => {
            if (!error) return resolve()
            // The close that failed the publish reports its reason a moment later than the callback runs.
            setImmediate(() => reject(reason ?? error))
          },
        )
      })
    },
    close() {
      void connection.close().catch(() => undefined)
    },
  }
}

/** What the sender uses of node-redis' client. */
interface RedisClient {
  readonly isOpen: boolean
  connect(): Promise<unknown>
  on(event: 'error', listener: (error: Error) => void): unknown
  sendCommand(args: string[]): Promise<unknown>
  destroy(): void
}

const connectRedis: Connect = async (transport, context) => {
  const { createClient } = (await importDriver('redis transport', brokerPackages.redis)) as {
    createClient(options: object): RedisClient
  }
  const client = createClient({
    url: transport.url,
    // Commands fail at once while disconnected instead of queueing in memory: the outbox holds what is pending.
    disableOfflineQueue: true,
    socket: { connectTimeout: context.timeoutMs, reconnectStrategy: false },
  })
  client.on('error', () => undefined)
  await client.connect()
  return {
    async publish(current, delivery, payload) {
      await client.sendCommand([
        'XADD',
        current.stream!,
        'MAXLEN',
        '~',
        String(streamCap(current, context.transports())),
        '*',
        context.headers.eventId,
        delivery.eventId,
        context.headers.eventType,
        delivery.eventType,
        'sessionId',
        delivery.sessionId,
        'body',
        payload,
      ])
    },
    close() {
      // Throws when the socket is gone already (the failure that made the sender close it).
      if (client.isOpen) client.destroy()
    },
  }
}

/**
 * The MAXLEN of an append: the largest cap among the transports naming the same stream of the same Redis (host,
 * port, db), never below the floor (a transport stored before it may hold a smaller one). Otherwise any key may
 * name another transport's stream with the floor's cap and trim that transport's consumers' entries away.
 */
export function streamCap(transport: TransportRecord, all: readonly TransportRecord[]): number {
  const where = (record: TransportRecord) => {
    const url = new URL(record.url)
    return `${url.hostname.toLowerCase()}:${url.port || '6379'}/${redisDbOf(record.url)}`
  }
  const place = where(transport)
  let cap = Math.max(MIN_STREAM_MAX_LEN, transport.maxLen ?? DEFAULT_STREAM_MAX_LEN)
  for (const other of all)
    if (other.kind === 'redis' && other.stream === transport.stream && where(other) === place)
      cap = Math.max(cap, other.maxLen ?? DEFAULT_STREAM_MAX_LEN)
  return cap
}

const connectors: Record<TransportKind, Connect> = { nats: connectNats, rabbitmq: connectRabbit, redis: connectRedis }
