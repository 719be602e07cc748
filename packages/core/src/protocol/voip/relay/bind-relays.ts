import { allocateRequest } from '../stun/relay-dialect.js'
import { RelayChannel } from '../transport/relay-channel.js'
import { type MediaTime, RelayBinding, type RelayBindingEvents, systemTime } from './binding.js'
import { type CallDirection, type RelayEndpoint, type RelayOffer, rankEndpoints, webClientRelayPort } from './offer.js'

/** How long one relay has to complete UDP, DTLS and SCTP (whatsapp-rust `transport.rs`, `RELAY_CONNECT_TIMEOUT`). */
export const relayConnectTimeoutMs = 12_000

export interface BoundRelay {
  readonly endpoint: RelayEndpoint
  /** The port that answered: the advertised one, or 3480 on the same host. */
  readonly port: number
  readonly binding: RelayBinding
}

/** One address to dial for an endpoint of rank `rank` (0 is best). */
export interface DialCandidate {
  readonly endpoint: RelayEndpoint
  readonly port: number
  readonly rank: number
}

/**
 * What to dial for the ranked endpoints: each at its advertised port and, when that is not 3480, at 3480 on the
 * same host as well, since a relay may advertise one port and serve the other, per host and per session
 * (whatsapp-rust `transport.rs`, `dial_candidates`). Both addresses of an endpoint share its rank.
 */
export const dialCandidates = (ranked: readonly RelayEndpoint[]): DialCandidate[] =>
  ranked.flatMap((endpoint, rank) =>
    endpoint.port === webClientRelayPort
      ? [{ endpoint, port: endpoint.port, rank }]
      : [
          { endpoint, port: endpoint.port, rank },
          { endpoint, port: webClientRelayPort, rank },
        ],
  )

/**
 * Connects to and allocates on one candidate; the allocate names the endpoint as advertised, whichever port
 * answered. The binding hears the channel from the start, so the allocate's answer is not missed.
 */
async function bind(
  offer: RelayOffer,
  { endpoint, port }: DialCandidate,
  streamSsrcs: readonly number[],
  events: RelayBindingEvents,
  time: MediaTime,
): Promise<RelayBinding> {
  let binding: RelayBinding | undefined
  const channel = await RelayChannel.connect(endpoint.address, port, relayConnectTimeoutMs, {
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
 * Binds every usable relay of the offer at once (`dialCandidates` of `rankEndpoints`) and keeps the best-ranked
 * endpoint that allocates, through whichever of its addresses allocates first: it is chosen as soon as every
 * better-ranked endpoint has failed, and the other bindings are closed. Fails when none allocates, with each
 * address's reason.
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
  const candidates = dialCandidates(ranked)
  type Outcome = { binding: RelayBinding } | { error: Error }
  const outcomes: (Outcome | undefined)[] = candidates.map(() => undefined)
  let chosen: number | undefined
  return new Promise((resolve, reject) => {
    const decide = () => {
      if (chosen !== undefined) return
      for (let rank = 0; rank < ranked.length; rank++) {
        const group = candidates.flatMap((candidate, i) => (candidate.rank === rank ? [i] : []))
        const won = group.find((i) => outcomes[i] && 'binding' in outcomes[i]!)
        if (won !== undefined) {
          chosen = won
          for (const [i, other] of outcomes.entries())
            if (i !== won && other && 'binding' in other) other.binding.close()
          const { endpoint, port } = candidates[won]!
          resolve({ endpoint, port, binding: (outcomes[won] as { binding: RelayBinding }).binding })
          return
        }
        if (group.some((i) => !outcomes[i])) return
      }
      const reasons = outcomes.map(
        (o, i) =>
          `${candidates[i]!.endpoint.address}:${candidates[i]!.port}: ${o && 'error' in o ? o.error.message : ''}`,
      )
      reject(new Error(`no relay allocated (${reasons.join('; ')})`))
    }
    candidates.forEach((candidate, i) => {
      bind(
        offer,
        candidate,
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
