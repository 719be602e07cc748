import { createHmac, timingSafeEqual } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createHandler,
  type DeliveryAttempt,
  SessionEngine,
  type SessionEngineOptions,
  type WebhookOptions,
} from '@sessionkit/core'
import { pino } from 'pino'

export const API_KEY = 'k'

/** A delivery as the receiver saw it. */
export interface Received {
  headers: IncomingHttpHeaders
  body: string
  path: string
}

export type Responder = (delivery: Received) => number | Promise<number>

/** A local webhook receiver on port 0 that records every POST and answers what `respond` says (default 200). */
export class Receiver {
  readonly received: Received[] = []
  respond: Responder = () => 200
  readonly #server: Server
  readonly #waiters: { test: () => boolean; resolve: () => void }[] = []

  private constructor(server: Server) {
    this.#server = server
  }

  static async start(respond?: Responder): Promise<Receiver> {
    let receiver: Receiver | undefined
    const server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const delivery: Received = {
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          path: request.url ?? '/',
        }
        void Promise.resolve(receiver!.respond(delivery)).then((status) => {
          receiver!.received.push(delivery)
          response.writeHead(status, { 'content-type': 'text/plain' }).end('ok')
          receiver!.#check()
        })
      })
    })
    receiver = new Receiver(server)
    if (respond) receiver.respond = respond
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    return receiver
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hook`
  }

  /** Resolves once `test` holds over what was received (checked after every request). */
  until(test: (received: Received[]) => boolean): Promise<void> {
    if (test(this.received)) return Promise.resolve()
    return new Promise((resolve) => this.#waiters.push({ test: () => test(this.received), resolve }))
  }

  eventIds(): Set<string> {
    return new Set(this.received.map((delivery) => String(delivery.headers['svc-event-id'])))
  }

  #check(): void {
    for (const waiter of [...this.#waiters]) {
      if (waiter.test()) {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
    }
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }
}

export function createEngine(
  options: Partial<SessionEngineOptions> & { webhooks?: WebhookOptions } = {},
): SessionEngine {
  return new SessionEngine({
    store: 'memory://',
    apiKeys: [API_KEY],
    allowPrivateNetwork: true,
    logger: pino({ level: 'silent' }),
    ...options,
  })
}

/** Publishes `count` events (session.created) through the engine, as a client creating sessions would. */
export async function createSessions(engine: SessionEngine, count: number, prefix = 's'): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i += 1)
    ids.push(
      (
        await engine.sessions.create({
          sessionId: `${prefix}${i}`,
          displayName: `Session ${i}`,
          deviceBrowser: 'Chrome',
        })
      ).sessionId,
    )
  return ids
}

/** Resolves with the next `count` delivery attempts (outcome already stored). */
export function nextAttempts(
  engine: SessionEngine,
  count = 1,
): Promise<{ deliveryId: string; status: string; attempt: DeliveryAttempt }[]> {
  const seen: { deliveryId: string; status: string; attempt: DeliveryAttempt }[] = []
  return new Promise((resolve) => {
    const off = engine.webhooks.onAttempt((delivery, attempt) => {
      seen.push({ deliveryId: delivery.id, status: delivery.status, attempt })
      if (seen.length === count) {
        off()
        resolve(seen)
      }
    })
  })
}

export type Api = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: any; response: Response }>

export function apiFor(engine: SessionEngine): Api {
  const handler = createHandler(engine)
  return async (method, path, body, headers = {}) => {
    const response = await handler(
      new Request(`http://localhost/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${API_KEY}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    )
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined, response }
  }
}

/**
 * The receiver's check written only from spec part 5 (node:crypto, nothing from sessionkit): HMAC-SHA256 of
 * "<t>.<raw body>" in hex, compared in constant time with a `v1` of the header, and a 5-minute window.
 */
export function specVerify(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowMs: number,
  toleranceSeconds = 300,
): boolean {
  if (!header) return false
  const parts = header.split(',').map((part) => part.split('=') as [string, string])
  const t = parts.find(([key]) => key === 't')?.[1]
  if (!t || !/^\d+$/.test(t)) return false
  if (Math.abs(Math.floor(nowMs / 1000) - Number(t)) > toleranceSeconds) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex'))
  return parts.some(
    ([key, value]) => key === 'v1' && value.length === expected.length && timingSafeEqual(Buffer.from(value), expected),
  )
}
