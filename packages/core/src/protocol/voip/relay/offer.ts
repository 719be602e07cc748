/** One relay endpoint of a call's `<relay>` block (its `te2` entries with the same relay id and name). */
export interface RelayEndpoint {
  readonly relayId: number
  readonly relayName: string
  /** The IPv4 address and port the relay's 6-byte `te2` entry carries. */
  readonly address: string
  readonly port: number
  /** Which `<token>` to present in the allocate. */
  readonly tokenId: number
  readonly authTokenId: number
  /** The caller's own relay, marked `is_fna="1"`. */
  readonly isFna: boolean
}

/** What the media stack needs of a call's `<relay>` block (the signalling parses it, issue 59). */
export interface RelayOffer {
  /** The `<key>` element's text: the STUN integrity key, as text, not base64-decoded (whatsapp-rust `engine.rs`). */
  readonly key: Uint8Array
  /** The `<token>` elements by their id. */
  readonly tokens: readonly (Uint8Array | undefined)[]
  readonly endpoints: readonly RelayEndpoint[]
  /** `<warp_mi_tag_len>`, or null when the block has none (4 bytes then). */
  readonly warpTagLength: number | null
}

/** Where the relays of WhatsApp Web serve media; an endpoint on another port may carry one direction only. */
export const webClientRelayPort = 3480

export type CallDirection = 'outgoing' | 'incoming'

const isIpv4 = (address: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(address)

/** An endpoint the stack can bind: an IPv4 address to dial and a token to present. */
export const isUsable = (offer: RelayOffer, endpoint: RelayEndpoint): boolean =>
  isIpv4(endpoint.address) && (offer.tokens[endpoint.tokenId]?.length ?? 0) > 0

/**
 * The usable endpoints, best first, as the references learned on live calls: for an incoming call the caller's
 * FNA relay, which the caller's media lands on (meowcaller `engine.go`, `getMediaRelayEndpoint`, its PR #9);
 * then the web client's port 3480, the only one that forwards the peer's media both ways (whatsapp-rust
 * `relay_parse.rs`, `get_media_relay_endpoint`, its issue #1098); then relays that take latency probes
 * (`auth_token_id` set, not FNA), then any other, in the offer's order within each rank.
 */
export function rankEndpoints(offer: RelayOffer, direction: CallDirection): RelayEndpoint[] {
  const rank = (endpoint: RelayEndpoint): number => {
    const onWebPort = endpoint.port === webClientRelayPort
    if (direction === 'incoming' && endpoint.isFna) return onWebPort ? 0 : 1
    if (onWebPort) return 2
    if (!endpoint.isFna && endpoint.authTokenId !== 0) return 3
    return endpoint.isFna ? 5 : 4
  }
  return offer.endpoints
    .filter((endpoint) => isUsable(offer, endpoint))
    .map((endpoint, order) => ({ endpoint, order, rank: rank(endpoint) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ endpoint }) => endpoint)
}
