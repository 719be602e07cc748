import { sign } from '@sessionkit/webhooks'
import type { Clock } from '../clock.js'
import type { Sender, SendResult } from './destination.js'
import type { WebhookRegistry } from './registry.js'
import { WebhookTransport } from './transport.js'
import type { DeliveryRecord, ResolvedWebhookOptions } from './types.js'

/** The delivery headers under the operator's prefix (`svc-` by default). */
export interface DeliveryHeaderNames {
  signature: string
  eventId: string
  eventType: string
  deliveryId: string
  attempt: string
}

export const deliveryHeaderNames = (headerPrefix: string): DeliveryHeaderNames => {
  const prefix = headerPrefix.toLowerCase()
  return {
    signature: `${prefix}signature`,
    eventId: `${prefix}event-id`,
    eventType: `${prefix}event-type`,
    deliveryId: `${prefix}delivery-id`,
    attempt: `${prefix}delivery-attempt`,
  }
}

/**
 * One attempt: the body POSTed as stored, signed with every current secret at `startedAt`, within the
 * per-attempt deadline. Resolves with the receiver's status, or the reason there was none; never rejects.
 */
export async function postSigned(
  transport: WebhookTransport,
  url: string,
  delivery: DeliveryRecord,
  payload: string,
  secrets: string[],
  startedAt: number,
  options: { names: DeliveryHeaderNames } & Pick<ResolvedWebhookOptions, 'userAgent' | 'timeoutMs'>,
): Promise<{ statusCode: number | null; error: string | null }> {
  const { names } = options
  try {
    const { statusCode } = await transport.post(
      url,
      payload,
      {
        'content-type': 'application/json',
        'user-agent': options.userAgent,
        [names.eventId]: delivery.eventId,
        [names.eventType]: delivery.eventType,
        [names.deliveryId]: delivery.id,
        [names.attempt]: String(delivery.attemptCount + 1),
        [names.signature]: sign(payload, secrets, { timestamp: Math.floor(startedAt / 1000) }),
      },
      options.timeoutMs,
    )
    return { statusCode, error: statusCode < 200 || statusCode >= 300 ? `receiver answered HTTP ${statusCode}` : null }
  } catch (caught) {
    return { statusCode: null, error: (caught as Error).message }
  }
}

/** A webhook lane's sender: a signed POST to the webhook's URL as it is now, over the lane's own connections. */
export class WebhookSender implements Sender {
  readonly #transport: WebhookTransport
  readonly #names: DeliveryHeaderNames

  constructor(
    readonly webhookId: string,
    readonly context: {
      registry: WebhookRegistry
      clock: Clock
      options: ResolvedWebhookOptions
      allowPrivateNetwork: boolean
    },
  ) {
    this.#transport = new WebhookTransport({
      maxSockets: context.options.concurrency,
      allowPrivateNetwork: context.allowPrivateNetwork,
    })
    this.#names = deliveryHeaderNames(context.options.headerPrefix)
  }

  send(delivery: DeliveryRecord, payload: string): Promise<SendResult> {
    const { registry, clock, options } = this.context
    const webhook = registry.peek(this.webhookId)
    if (!webhook) return Promise.resolve({ statusCode: null, error: 'the webhook was deleted' })
    return postSigned(this.#transport, webhook.url, delivery, payload, registry.signingSecrets(webhook), clock.now(), {
      names: this.#names,
      userAgent: options.userAgent,
      timeoutMs: options.timeoutMs,
    })
  }

  close(): void {
    this.#transport.close()
  }
}
