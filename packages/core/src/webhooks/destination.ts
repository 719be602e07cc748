import type { DeliveryRecord } from './types.js'

/**
 * Where the outbox delivers: a webhook or a transport (a broker). Both are kinds of destination of the one
 * outbox: the same rows, lanes, retry schedule and delivery log; only how one attempt is made differs.
 */
export interface Destination {
  id: string
  enabled: boolean
  events: readonly string[]
  /** The sessions whose events it receives; absent or null for every session. */
  sessionIds?: readonly string[] | null
}

/** What one attempt came to: the HTTP status when the receiver speaks HTTP, and why it failed (null when taken). */
export interface SendResult {
  statusCode: number | null
  error: string | null
}

/** Makes the attempts of one destination's lane; never rejects. */
export interface Sender {
  send(delivery: DeliveryRecord, payload: string): Promise<SendResult>
  close(): void
}

/** A kind of destination: its records, and how its lanes send. */
export interface DestinationKind {
  /** Ordered kinds deliver one row at a time in event order, and a failed row holds the rows behind it. */
  readonly ordered: boolean
  load(): Promise<void>
  peek(id: string): Destination | undefined
  all(): Destination[]
  /** Turns a destination off on the engine's initiative: a webhook answering 410 Gone (brokers have no such answer). */
  disable?(id: string, reason: string): Promise<unknown>
  sender(id: string): Sender
}

/**
 * The subscription check of every destination: enabled, subscribed to the type (or `*`), and to the session
 * when it names sessions. One function, so a restriction added here applies to webhooks and transports alike.
 */
export const subscribes = (destination: Destination, type: string, sessionId: string): boolean =>
  destination.enabled &&
  (destination.events.includes('*') || destination.events.includes(type)) &&
  (destination.sessionIds == null || destination.sessionIds.includes(sessionId))

/** Every kind of destination the outbox delivers to, looked up by id. */
export class Destinations {
  constructor(readonly kinds: readonly DestinationKind[]) {}

  async load(): Promise<void> {
    await Promise.all(this.kinds.map((kind) => kind.load()))
  }

  /** Destinations that take an event, with their kind. Synchronous after load(): the event path. */
  subscribers(type: string, sessionId: string): { destination: Destination; kind: DestinationKind }[] {
    const matches: { destination: Destination; kind: DestinationKind }[] = []
    for (const kind of this.kinds)
      for (const destination of kind.all())
        if (subscribes(destination, type, sessionId)) matches.push({ destination, kind })
    return matches
  }

  find(id: string): { destination: Destination; kind: DestinationKind } | undefined {
    for (const kind of this.kinds) {
      const destination = kind.peek(id)
      if (destination) return { destination, kind }
    }
    return undefined
  }

  all(): Destination[] {
    return this.kinds.flatMap((kind) => kind.all())
  }
}
