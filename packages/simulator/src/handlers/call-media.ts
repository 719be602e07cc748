import { randomBytes } from 'node:crypto'
import type { BinaryNode } from '@whiskeysockets/baileys'

/**
 * The media side of the call relay's signalling: the `<relay>` block each side of a call gets, and the shapes of
 * the media nodes a client sends. No media flows: the endpoints point at loopback, where nothing listens yet.
 *
 * The block's layout is whatsapp-rust's (`wacore/src/voip/relay_parse.rs` and its fixtures; meowcaller
 * `relay.go` reads the same): `<key>` and `<hbh_key>` as base64 text, indexed `<token>` and `<auth_token>`,
 * `<te2>` entries of 6 bytes (IPv4 and port) and 18 (IPv6 and port) with relay id and name, token ids, `is_fna`
 * and `c2r_rtt`. Where it rides: in the `<ack type=offer>` of the caller's offer (whatsapp-rust
 * `parse_relay_data_from_ack`) and beside the `<offer>` a callee's device receives (whatsapp-rust stanza/call.rs
 * test `offer_captures_enc_and_relay_for_media`). Unverified against WhatsApp: which values a real relay block
 * carries beyond these fixtures' is not in any reference.
 */

/** One relay endpoint as the simulator sends it: every te2 entry of it, one address each. */
export interface SimRelayEndpoint {
  relayId: number
  relayName: string
  tokenId: number
  authTokenId: number
  isFna: boolean
  c2rRttMs: number | null
  addresses: { family: 4 | 6; address: string; port: number }[]
}

/** A `<relay>` block as the simulator sent it to one side of a call. */
export interface SimRelayBlock {
  /** `<key>`'s text (base64 of 16 bytes), as sent */
  key: Buffer
  /** the 30 bytes `<hbh_key>` carries base64-encoded */
  hbhKey: Buffer
  tokens: Buffer[]
  authTokens: Buffer[]
  endpoints: SimRelayEndpoint[]
}

/**
 * A fresh block for one side: a relay on the web client's port 3480 (IPv4 and IPv6 loopback) taking latency
 * probes, and the caller's FNA relay on 3478 (whatsapp-rust's live fixture has the same mix).
 */
export function newRelayBlock(): SimRelayBlock {
  return {
    key: Buffer.from(randomBytes(16).toString('base64')),
    hbhKey: randomBytes(30),
    tokens: [randomBytes(24), randomBytes(24)],
    authTokens: [randomBytes(16), randomBytes(16)],
    endpoints: [
      {
        relayId: 0,
        relayName: 'sim1c01',
        tokenId: 0,
        authTokenId: 1,
        isFna: false,
        c2rRttMs: 12,
        addresses: [
          { family: 4, address: '127.0.0.1', port: 3480 },
          { family: 6, address: '0:0:0:0:0:0:0:1', port: 3480 },
        ],
      },
      {
        relayId: 1,
        relayName: 'simfna1',
        tokenId: 1,
        authTokenId: 0,
        isFna: true,
        c2rRttMs: null,
        addresses: [{ family: 4, address: '127.0.0.1', port: 3478 }],
      },
    ],
  }
}

function te2Bytes({ family, address, port }: SimRelayEndpoint['addresses'][number]): Buffer {
  const portBytes = [port >> 8, port & 0xff]
  if (family === 4) return Buffer.from([...address.split('.').map(Number), ...portBytes])
  const groups = address.split(':').flatMap((g) => [Number.parseInt(g, 16) >> 8, Number.parseInt(g, 16) & 0xff])
  return Buffer.from([...groups, ...portBytes])
}

export function relayNode(block: SimRelayBlock): BinaryNode {
  const te2 = block.endpoints.flatMap((e) =>
    e.addresses.map(
      (address): BinaryNode => ({
        tag: 'te2',
        attrs: {
          relay_id: String(e.relayId),
          relay_name: e.relayName,
          token_id: String(e.tokenId),
          auth_token_id: String(e.authTokenId),
          ...(e.isFna ? { is_fna: '1' } : {}),
          ...(e.c2rRttMs === null ? {} : { c2r_rtt: String(e.c2rRttMs) }),
        },
        content: te2Bytes(address),
      }),
    ),
  )
  return {
    tag: 'relay',
    attrs: {},
    content: [
      { tag: 'key', attrs: {}, content: block.key },
      { tag: 'hbh_key', attrs: {}, content: Buffer.from(block.hbhKey.toString('base64')) },
      ...block.tokens.map((t, id): BinaryNode => ({ tag: 'token', attrs: { id: String(id) }, content: t })),
      ...block.authTokens.map((t, id): BinaryNode => ({ tag: 'auth_token', attrs: { id: String(id) }, content: t })),
      ...te2,
    ],
  }
}

/** The children of `node` in `order`: each slot's tags, `one` at most once, `many` repeatable, `required` present. */
function inOrder(
  node: BinaryNode,
  order: readonly { tags: readonly string[]; required?: true; many?: true }[],
): BinaryNode[] | null {
  const children = Array.isArray(node.content) ? node.content : []
  let at = 0
  for (const slot of order) {
    const start = at
    while (at < children.length && slot.tags.includes(children[at]!.tag) && (slot.many || at === start)) at++
    if (slot.required && at === start) return null
  }
  return at === children.length ? children : null
}

const bytes = (node: BinaryNode | undefined) => (node?.content instanceof Uint8Array ? node.content : undefined)

/** A `te` the references build: the chosen relay's te2 address (6 or 18 bytes) under the given priority. */
function teHolds(te: BinaryNode | undefined, priority: string): boolean {
  const content = bytes(te)
  return !te || (te.attrs.priority === priority && (content?.length === 6 || content?.length === 18))
}

/**
 * Why an `<accept>` is not in the references' shape, or null when it is: audio+, video?, `te priority=2`?,
 * `net medium=2`, encopt, metadata and capability (whatsapp-rust puts metadata first, meowcaller capability; both
 * taken), rte?, voip_settings? (whatsapp-rust `build_accept`, meowcaller `BuildAccept`). A capability is 7 bytes
 * `ver=1`; voip_settings is JSON marked `uncompressed=1`.
 */
export function acceptShapeError(accept: BinaryNode): string | null {
  const children = inOrder(accept, [
    { tags: ['audio'], required: true, many: true },
    { tags: ['video'] },
    { tags: ['te'] },
    { tags: ['net'], required: true },
    { tags: ['encopt'], required: true },
    { tags: ['metadata', 'capability'], many: true },
    { tags: ['rte'] },
    { tags: ['voip_settings'] },
  ])
  if (!children) return 'children out of order'
  const child = (tag: string) => children.find((c) => c.tag === tag)
  if (child('net')!.attrs.medium !== '2') return 'net medium is not 2'
  if (!teHolds(child('te'), '2')) return 'te is not a priority 2 relay address'
  const capability = child('capability')
  if (capability && (capability.attrs.ver !== '1' || bytes(capability)?.length !== 7)) return 'capability not 7 bytes'
  const settings = child('voip_settings')
  if (settings) {
    if (settings.attrs.uncompressed !== '1') return 'voip_settings not uncompressed'
    try {
      JSON.parse(Buffer.from(bytes(settings) ?? []).toString('utf8'))
    } catch {
      return 'voip_settings is not JSON'
    }
  }
  return null
}

/** Why a `<transport>` is not `te priority=1`? then `net medium=2` (with `protocol=0` unless message type 9), or null. */
export function transportShapeError(transport: BinaryNode): string | null {
  const children = inOrder(transport, [{ tags: ['te'] }, { tags: ['net'], required: true }])
  if (!children) return 'children out of order'
  const net = children.find((c) => c.tag === 'net')!
  const protocol = transport.attrs['transport-message-type'] === '9' ? undefined : '0'
  if (net.attrs.medium !== '2' || net.attrs.protocol !== protocol) return 'net is not medium 2, protocol 0'
  return teHolds(
    children.find((c) => c.tag === 'te'),
    '1',
  )
    ? null
    : 'te is not a priority 1 relay address'
}

/** Why a `<preaccept>` is not audio+, video?, encopt, capability (whatsapp-rust `build_preaccept_with_capability`), or null. */
export function preacceptShapeError(preaccept: BinaryNode): string | null {
  const children = inOrder(preaccept, [
    { tags: ['audio'], required: true, many: true },
    { tags: ['video'] },
    { tags: ['encopt'], required: true },
    { tags: ['capability'], required: true },
  ])
  return children ? null : 'children out of order'
}
