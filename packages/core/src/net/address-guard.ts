import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP } from 'node:net'
import { EngineError, type EngineErrorCode } from '../errors.js'

/**
 * The private-network guard shared by everything that makes the engine open a connection to a URL a client
 * chose (webhook deliveries, media URL fetches). Without it, an API caller could make the server probe its
 * own loopback, the cloud metadata endpoint (169.254.169.254) or the internal network (SSRF).
 *
 * Names are resolved and every resolved address is checked; `guardedLookup` re-checks at connect time, so a
 * name that resolved to a public address when it was registered cannot later point inside (DNS rebinding).
 */

const blocked = new BlockList()
// IPv4: "this network", private (RFC 1918), carrier-grade NAT, loopback, link-local, IETF protocol
// assignments, benchmarking, documentation nets, multicast, reserved and broadcast.
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4')
}
// IPv6: unspecified, loopback, unique-local, link-local, site-local (deprecated), multicast, documentation.
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6')
}

/** Embedded IPv4 of an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible or NAT64 (64:ff9b::/96) IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase()
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower)
  if (dotted) return dotted[1]!
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower)
  if (hex) {
    const high = Number.parseInt(hex[1]!, 16)
    const low = Number.parseInt(hex[2]!, 16)
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
  }
  return null
}

/** True for loopback, private, link-local and other non-public addresses (IPv4 or IPv6 literal). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(bare)
  if (family === 4) return blocked.check(bare, 'ipv4')
  if (family === 6) {
    const v4 = embeddedIpv4(bare)
    if (v4 !== null) return blocked.check(v4, 'ipv4')
    return blocked.check(bare, 'ipv6')
  }
  // Not an address at all: refuse rather than guess.
  return true
}

export type Resolver = (hostname: string) => Promise<string[]>

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) reject(error)
      else resolve(addresses.map((entry) => entry.address))
    })
  })

export interface UrlCheckOptions {
  /** The operator's switch (`allowPrivateNetwork` / SESSIONKIT_ALLOW_PRIVATE_NETWORK): skips the address checks. */
  allowPrivateNetwork: boolean
  /** Schemes accepted (default http and https). */
  protocols?: readonly string[]
  /** Name resolution, replaceable in tests. */
  resolve?: Resolver
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string }

/**
 * Validates a client-supplied URL: parseable, an allowed scheme, no credentials, and (unless private networks
 * are allowed) a host that is not and does not resolve to a non-public address.
 */
export async function checkOutboundUrl(input: string, options: UrlCheckOptions): Promise<UrlCheck> {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    return { ok: false, reason: 'is not a valid absolute URL' }
  }
  const protocols = options.protocols ?? ['http:', 'https:']
  if (!protocols.includes(url.protocol)) return { ok: false, reason: `must use ${protocols.map((p) => p.replace(':', '')).join(' or ')}` }
  if (url.username || url.password) return { ok: false, reason: 'must not contain credentials' }
  if (options.allowPrivateNetwork) return { ok: true, url }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host)) return isPrivateAddress(host) ? { ok: false, reason: `points to a private or loopback address (${host})` } : { ok: true, url }
  const name = host.toLowerCase().replace(/\.$/, '')
  if (name === 'localhost' || name.endsWith('.localhost')) return { ok: false, reason: 'points to localhost' }
  let addresses: string[]
  try {
    addresses = await (options.resolve ?? systemResolver)(name)
  } catch {
    return { ok: false, reason: `host ${name} does not resolve` }
  }
  if (addresses.length === 0) return { ok: false, reason: `host ${name} does not resolve` }
  const inside = addresses.find(isPrivateAddress)
  if (inside !== undefined) return { ok: false, reason: `host ${name} resolves to a private or loopback address (${inside})` }
  return { ok: true, url }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * A `lookup` for node:http/https/net that fails the connection when the name resolves to a non-public
 * address: the connect-time half of the guard, closing the gap between checking a URL and using it.
 */
export function guardedLookup(allowPrivateNetwork: boolean): (hostname: string, options: object, callback: LookupCallback) => void {
  return (hostname, options, callback) => {
    dnsLookup(hostname, options as never, ((error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => {
      if (error || allowPrivateNetwork) return callback(error, address, family)
      const list = Array.isArray(address) ? address.map((entry) => entry.address) : [address]
      const inside = list.find(isPrivateAddress)
      if (inside !== undefined) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private or loopback address (${inside})`)
        refused.code = 'EPRIVATEADDRESS'
        return callback(refused, address, family)
      }
      callback(null, address, family)
    }) as never)
  }
}

export interface AssertUrlOptions extends UrlCheckOptions {
  /** The field name for the 422 (`mediaUrl`, `url`). */
  what: string
  /** Error code thrown (default `media_url_forbidden`; webhooks use `webhook_url_forbidden`). */
  code?: EngineErrorCode
}

/** checkOutboundUrl that throws a 422-mapped EngineError naming the field, for request paths. */
export async function assertAllowedUrl(input: string | URL, options: AssertUrlOptions): Promise<URL> {
  const result = await checkOutboundUrl(String(input), options)
  if (result.ok) return result.url
  const hint = options.allowPrivateNetwork || !/private|localhost/.test(result.reason) ? '' : ' (private and loopback addresses need allowPrivateNetwork / SESSIONKIT_ALLOW_PRIVATE_NETWORK)'
  throw new EngineError(options.code ?? 'media_url_forbidden', `${options.what} ${result.reason}${hint}.`, { errors: [{ path: options.what, message: result.reason }] })
}
