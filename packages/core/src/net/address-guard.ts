import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { BlockList, isIP } from 'node:net'
import { EngineError, type ErrorKind } from '../errors.js'

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
// IPv6: unspecified, loopback, local-use NAT64 (its IPv4 may sit anywhere), unique-local, link-local,
// site-local (deprecated), multicast, documentation.
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6')
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted quad counts as the last two). */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase()
  const quad = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::') as [string, string | undefined]
  const first = head ? head.split(':') : []
  const last = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array<string>(8 - first.length - last.length).fill('0')
  return [...first, ...zeros, ...last].map((group) => Number.parseInt(group, 16))
}

const quadOf = (high: number, low: number): string => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`

/**
 * The IPv4 addresses an IPv6 address carries, for the forms that reach an IPv4 host through it: IPv4-mapped
 * (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96), IPv4-compatible (::/96), NAT64 (64:ff9b::/96), 6to4
 * (2002::/16, bits 16-47) and Teredo (2001::/32: the server in bits 32-63, the client inverted in the last 32).
 */
function embeddedIpv4s(address: string): string[] {
  const g = groupsOf(address)
  const zero = (from: number, to: number) => g.slice(from, to).every((group) => group === 0)
  const found: string[] = []
  if (zero(0, 5) && (g[5] === 0 || g[5] === 0xffff)) found.push(quadOf(g[6]!, g[7]!))
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) found.push(quadOf(g[6]!, g[7]!))
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) found.push(quadOf(g[6]!, g[7]!))
  if (g[0] === 0x2002) found.push(quadOf(g[1]!, g[2]!))
  if (g[0] === 0x2001 && g[1] === 0) found.push(quadOf(g[2]!, g[3]!), quadOf(g[6]! ^ 0xffff, g[7]! ^ 0xffff))
  return found
}

/** True for loopback, private, link-local and other non-public addresses (IPv4 or IPv6 literal). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(bare)
  if (family === 4) return blocked.check(bare, 'ipv4')
  if (family === 6) return embeddedIpv4s(bare).some((v4) => blocked.check(v4, 'ipv4')) || blocked.check(bare, 'ipv6')
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
  if (!protocols.includes(url.protocol))
    return { ok: false, reason: `must use ${protocols.map((p) => p.replace(':', '')).join(' or ')}` }
  if (url.username || url.password) return { ok: false, reason: 'must not contain credentials' }
  if (options.allowPrivateNetwork) return { ok: true, url }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host))
    return isPrivateAddress(host)
      ? { ok: false, reason: `points to a private or loopback address (${host})` }
      : { ok: true, url }
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
  if (inside !== undefined)
    return { ok: false, reason: `host ${name} resolves to a private or loopback address (${inside})` }
  return { ok: true, url }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** The error a guarded connection fails with; `EPRIVATEADDRESS` lets callers tell it from network failures. */
export function privateAddressError(message: string): NodeJS.ErrnoException {
  const refused: NodeJS.ErrnoException = new Error(message)
  refused.code = 'EPRIVATEADDRESS'
  return refused
}

/**
 * A `lookup` for node:http/https/net that fails the connection when the name resolves to a non-public
 * address: the connect-time half of the guard. Node connects to the addresses this lookup hands back, so the
 * address checked is the address used, whatever the name resolves to a moment later (DNS rebinding).
 */
export function guardedLookup(
  allowPrivateNetwork: boolean,
  resolve?: Resolver,
): (hostname: string, options: LookupOptions, callback: LookupCallback) => void {
  return (hostname, options, callback) => {
    const answer = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (error) return callback(error, options.all ? [] : '', 0)
      const inside = allowPrivateNetwork ? undefined : addresses.find((entry) => isPrivateAddress(entry.address))
      if (inside !== undefined)
        return callback(
          privateAddressError(`${hostname} resolves to a private or loopback address (${inside.address})`),
          options.all ? [] : '',
          0,
        )
      if (addresses.length === 0)
        return callback(
          Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }),
          options.all ? [] : '',
          0,
        )
      if (options.all) callback(null, addresses)
      else callback(null, addresses[0]!.address, addresses[0]!.family)
    }
    if (!resolve) {
      dnsLookup(hostname, { ...options, all: true }, (error, addresses) => answer(error, addresses ?? []))
      return
    }
    resolve(hostname).then(
      (found) => {
        const family = options.family === 4 || options.family === 6 ? options.family : undefined
        const addresses = found
          .map((address) => ({ address, family: isIP(address) }))
          .filter((entry) => entry.family !== 0 && (family === undefined || entry.family === family))
        answer(null, addresses)
      },
      (error: NodeJS.ErrnoException) => answer(error, []),
    )
  }
}

export interface AssertUrlOptions extends UrlCheckOptions {
  /** The field name for the 422 (`mediaUrl`, `url`). */
  what: string
  /** The error thrown (webhooks: `webhook_url_forbidden`). */
  error: ErrorKind
}

/** checkOutboundUrl that throws a 422-mapped EngineError naming the field, for request paths. */
export async function assertAllowedUrl(input: string | URL, options: AssertUrlOptions): Promise<URL> {
  const result = await checkOutboundUrl(String(input), options)
  if (result.ok) return result.url
  const hint =
    options.allowPrivateNetwork || !/private|localhost/.test(result.reason)
      ? ''
      : ' (private and loopback addresses need allowPrivateNetwork / SESSIONKIT_ALLOW_PRIVATE_NETWORK)'
  throw new EngineError(options.error, `${options.what} ${result.reason}${hint}.`, {
    errors: [{ path: options.what, message: result.reason }],
  })
}
