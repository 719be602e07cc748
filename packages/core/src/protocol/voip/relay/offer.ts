/** One address of a relay: a `te2` entry, 6 bytes (IPv4 and port) or 18 (IPv6 and port). */
export interface RelayAddress {
  readonly family: 4 | 6
  /** Dotted IPv4, or IPv6 as eight groups of hex without zero compression (whatsapp-rust `parse_te2_address`). */
  readonly address: string
  readonly port: number
}

/** One relay endpoint of a call's `<relay>` block (its `te2` entries with the same relay id and name). */
export interface RelayEndpoint {
  readonly relayId: number
  readonly relayName: string
  /** The first IPv4 address and port among its `te2` entries, the one the stack dials; `''` and 0 when it has none. */
  readonly address: string
  readonly port: number
  /** Every `te2` entry of the endpoint, in the block's order, both forms. */
  readonly addresses: readonly RelayAddress[]
  /** Which `<token>` to present in the allocate. */
  readonly tokenId: number
  /** Which `<auth_token>` a latency probe presents; 0 on relays that take none. */
  readonly authTokenId: number
  /** The caller's own relay, marked `is_fna="1"`. */
  readonly isFna: boolean
  /** `c2r_rtt`: the client-to-relay round trip the server measured, in ms, or null when it names none. */
  readonly c2rRttMs: number | null
}

/** A call's `<relay>` block (`protocol/baileys/wire/relay.ts` parses it from an offer's ack or an incoming offer). */
export interface RelayOffer {
  /** The `<key>` element's text: the STUN integrity key, as text, not base64-decoded (whatsapp-rust `engine.rs`). */
  readonly key: Uint8Array
  /** `<hbh_key>` decoded to its 30 bytes (base64, sometimes twice), or null when absent or not 30 bytes. */
  readonly hbhKey: Uint8Array | null
  /** The `<token>` elements by their id. */
  readonly tokens: readonly (Uint8Array | undefined)[]
  /** The `<auth_token>` elements by their id. */
  readonly authTokens: readonly (Uint8Array | undefined)[]
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
