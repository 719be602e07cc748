import { type BinaryNode, getAllBinaryNodeChildren } from '@whiskeysockets/baileys'
import { hbhKeyLength } from '../../voip/keys/hbh.js'
import type { RelayAddress, RelayEndpoint, RelayOffer } from '../../voip/relay/offer.js'

/**
 * The `<relay>` block of a call: in the `<ack type=offer>` of an offer the session placed, and beside the `<offer>`
 * of an incoming one. Read as whatsapp-rust reads it (`wacore/src/voip/relay_parse.rs`, `parse_relay_data`; its
 * fixtures pin this parser, packages/core/test/voip/fixtures/whatsapp-rust/relay_parse.json): `te2` entries with
 * the same relay id and name are one endpoint; a `te2` of another length than 6 or 18 bytes is skipped; a token
 * id past 64 is dropped (the server's input sizes nothing here). Unverified against WhatsApp: whatsapp-rust's
 * fixtures are built by hand, one of them from a live call's values.
 */

/** The largest token id kept (whatsapp-rust `MAX_RELAY_TOKENS`). */
export const maxRelayTokens = 64

const bytesOf = (node: BinaryNode | undefined): Buffer | null => {
  const content = node?.content
  if (content instanceof Uint8Array) return Buffer.from(content)
  if (typeof content === 'string') return Buffer.from(content, 'utf8')
  return null
}

const numberAttr = (node: BinaryNode, name: string): number | null => {
  const text = node.attrs[name]
  if (text === undefined || !/^\d+$/.test(text.trim())) return null
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : null
}

/** Text that is base64, decoded; anything else null. Padding may be missing (whatsapp-rust accepts both). */
const base64Of = (bytes: Buffer): Buffer | null => {
  const text = bytes.toString('latin1')
  if (text.length < 4 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null
  return Buffer.from(text, 'base64')
}

/** `<hbh_key>`: base64 of the 30 bytes, sometimes base64 of that base64 (whatsapp-rust `decode_hbh_key`). */
export function decodeHbhKey(raw: Buffer): Buffer | null {
  let decoded = base64Of(raw) ?? raw
  if (decoded.length !== hbhKeyLength) {
    const inner = base64Of(decoded)
    if (inner?.length === hbhKeyLength) decoded = inner
  }
  return decoded.length === hbhKeyLength ? decoded : null
}

/** The `<tag id>` children by id; one without an id takes the next free index. */
function indexed(children: readonly BinaryNode[], tag: string): (Uint8Array | undefined)[] {
  const tokens: (Uint8Array | undefined)[] = []
  for (const child of children.filter((c) => c.tag === tag)) {
    const bytes = bytesOf(child)
    if (!bytes) continue
    const id = child.attrs.id === undefined ? tokens.length : numberAttr(child, 'id')
    if (id === null || id >= maxRelayTokens) continue
    tokens[id] = bytes
  }
  return tokens
}

/** A `te2` entry's address: 4 address bytes or 16, then the port, big-endian. */
export function te2Address(bytes: Uint8Array): RelayAddress | null {
  if (bytes.length === 6)
    return { family: 4, address: [...bytes.subarray(0, 4)].join('.'), port: (bytes[4]! << 8) | bytes[5]! }
  if (bytes.length === 18) {
    const groups = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16))
    return { family: 6, address: groups.join(':'), port: (bytes[16]! << 8) | bytes[17]! }
  }
  return null
}

/** An endpoint while its `te2` entries are read. */
type Draft = { -readonly [K in Exclude<keyof RelayEndpoint, 'address' | 'port' | 'addresses'>]: RelayEndpoint[K] } & {
  addresses: RelayAddress[]
}

/** Parses a `<relay>` node; null when `node` is not one. */
export function parseRelay(node: BinaryNode): RelayOffer | null {
  if (node.tag !== 'relay') return null
  const children = getAllBinaryNodeChildren(node)
  const child = (tag: string) => children.find((c) => c.tag === tag)
  const warp = bytesOf(child('warp_mi_tag_len'))?.toString('utf8').trim()
  const warpTagLength = warp && /^\d+$/.test(warp) && Number(warp) > 0 ? Number(warp) : null
  const hbh = bytesOf(child('hbh_key'))

  const endpoints: Draft[] = []
  for (const te2 of children.filter((c) => c.tag === 'te2')) {
    const bytes = bytesOf(te2)
    const address = bytes && te2Address(bytes)
    if (!address) continue
    const relayId = numberAttr(te2, 'relay_id') ?? 0
    const relayName = te2.attrs.relay_name ?? ''
    const c2rRttMs = numberAttr(te2, 'c2r_rtt')
    let endpoint = endpoints.find((e) => e.relayId === relayId && e.relayName === relayName)
    if (!endpoint) {
      endpoint = {
        relayId,
        relayName,
        tokenId: numberAttr(te2, 'token_id') ?? 0,
        authTokenId: numberAttr(te2, 'auth_token_id') ?? 0,
        isFna: te2.attrs.is_fna === '1',
        c2rRttMs,
        addresses: [],
      }
      endpoints.push(endpoint)
    }
    endpoint.addresses.push(address)
    if (c2rRttMs !== null) endpoint.c2rRttMs = c2rRttMs
  }
  return {
    key: bytesOf(child('key')) ?? Buffer.alloc(0),
    hbhKey: hbh && decodeHbhKey(hbh),
    tokens: indexed(children, 'token'),
    authTokens: indexed(children, 'auth_token'),
    endpoints: endpoints.map((endpoint) => {
      const ipv4 = endpoint.addresses.find((a) => a.family === 4)
      return { ...endpoint, address: ipv4?.address ?? '', port: ipv4?.port ?? 0 }
    }),
    warpTagLength,
  }
}

/** The `<relay>` of an offer's ack, or of an incoming `<call>` (beside its `<offer>`, or inside it). */
export function findRelay(node: BinaryNode): RelayOffer | null {
  if (node.tag === 'relay') return parseRelay(node)
  for (const child of getAllBinaryNodeChildren(node)) {
    const found = findRelay(child)
    if (found) return found
  }
  return null
}
