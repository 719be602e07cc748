import { allocateRequest } from '../stun/relay-dialect.js'
import { RelayChannel } from '../transport/relay-channel.js'
import { type MediaTime, RelayBinding, type RelayBindingEvents, systemTime } from './binding.js'
import { type CallDirection, type RelayEndpoint, type RelayOffer, rankEndpoints } from './offer.js'

/** How long one relay has to complete UDP, DTLS and SCTP (whatsapp-rust `transport.rs`, `RELAY_CONNECT_TIMEOUT`). */
export const relayConnectTimeoutMs = 12_000

export interface BoundRelay {
  readonly endpoint: RelayEndpoint
  readonly binding: RelayBinding
}

/**
 * Connects to and allocates on one endpoint; the binding starts hearing the channel at once, so the allocate's
 * answer is not missed.
 */
async function bind(
  offer: RelayOffer,
  endpoint: RelayEndpoint,
  streamSsrcs: readonly number[],
  events: RelayBindingEvents,
  time: MediaTime,
): Promise<RelayBinding> {
  let binding: RelayBinding | undefined
  const channel = await RelayChannel.connect(endpoint.address, endpoint.port, relayConnectTimeoutMs, {
    onMessage: (message) => binding?.receive(message),
    onRawStun: (message) => binding?.receiveRaw(message),
    onClose: (reason) => binding?.closed(reason),
  })
  const token = offer.tokens[endpoint.tokenId]!
  binding = new RelayBinding(
    channel,
    (transactionId) =>
      allocateRequest({
        transactionId,
        token,
        relayAddress: endpoint.address,
        relayPort: endpoint.port,
        integrityKey: offer.key,
        streamSsrcs,
      }),
    offer.key,
    time,
  )
  await binding.start(events)
  return binding
}

/**
 * Binds every usable relay of the offer at once and keeps the best-ranked one that allocates (`rankEndpoints`):
 * it is chosen as soon as every better-ranked one has failed, and the others are closed. Fails when none
 * allocates, with each relay's reason.
 */
export async function bindRelays(
  offer: RelayOffer,
  direction: CallDirection,
  streamSsrcs: readonly number[],
  events: RelayBindingEvents,
  time: MediaTime = systemTime,
): Promise<BoundRelay> {
  const ranked = rankEndpoints(offer, direction)
  if (!ranked.length) throw new Error('the relay block has no endpoint with an IPv4 address and a token')
  type Outcome = { binding: RelayBinding } | { error: Error }
  const outcomes: (Outcome | undefined)[] = ranked.map(() => undefined)
  let chosen: number | undefined
  return new Promise((resolve, reject) => {
    const decide = () => {
      if (chosen !== undefined) return
      for (const [i, outcome] of outcomes.entries()) {
        if (!outcome) return
        if ('binding' in outcome) {
          chosen = i
          for (const other of outcomes) if (other && other !== outcome && 'binding' in other) other.binding.close()
          resolve({ endpoint: ranked[i]!, binding: outcome.binding })
          return
        }
      }
      const reasons = outcomes.map(
        (o, i) => `${ranked[i]!.address}:${ranked[i]!.port}: ${o && 'error' in o ? o.error.message : ''}`,
      )
      reject(new Error(`no relay allocated (${reasons.join('; ')})`))
    }
    ranked.forEach((endpoint, i) => {
      bind(
        offer,
        endpoint,
        streamSsrcs,
        {
          onMedia: (kind, packet) => chosen === i && events.onMedia(kind, packet),
          onLost: (reason) => chosen === i && events.onLost(reason),
        },
        time,
      ).then(
        (binding) => {
          if (chosen !== undefined) binding.close()
          else outcomes[i] = { binding }
          decide()
        },
        (error: Error) => {
          outcomes[i] = { error }
          decide()
        },
      )
    })
  })
}
