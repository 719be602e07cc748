import { EngineError } from '../errors.js'
import { type BrokerHostEntry, parseBrokerHost, redisDbOf } from './broker-namespace.js'
import { transportErrors } from './errors.js'
import type { TransportKind } from './types.js'

/** Default ports, so an allowlist entry `host:port` matches a URL that leaves its port out. */
const defaultPorts: Record<string, string> = {
  nats: '4222',
  tls: '4222',
  amqp: '5672',
  amqps: '5671',
  redis: '6379',
  rediss: '6379',
}

/** What of a transport the namespace check reads. */
export interface TransportTarget {
  kind: TransportKind
  url: string
  subject?: string | null
  exchange?: string | null
  stream?: string | null
}

/** The name the namespace holds to: what the transport writes, named as the broker names it. */
function nameOf(target: TransportTarget): { what: string; name: string; written: string } {
  if (target.kind === 'nats') {
    // The subject is a prefix itself: what is published is `<subject>.<sessionId>.<type>`.
    const name = target.subject ?? ''
    return { what: 'subject', name, written: `${name}.` }
  }
  if (target.kind === 'rabbitmq') {
    const name = target.exchange ?? ''
    return { what: 'exchange', name, written: name }
  }
  const name = target.stream ?? ''
  return { what: 'stream', name, written: name }
}

/**
 * The operator's broker host allowlist (`transportHosts` / SESSIONKIT_TRANSPORT_HOSTS): the only hosts a
 * transport may connect to, and on each the only names it may write. Brokers live on the operator's private
 * network, which the private-network guard refuses to API callers; this list opens exactly the named hosts, for
 * transports only, and no API call can add to it. An entry is `host` (any port) or `host:port`, then `/db` (the
 * Redis database; db 0 without it) and `=prefix`, which every stream, subject and exchange a transport names must
 * start with (`sessionkit.transports.` when left out, nothing at all for an entry ending in `=`): a host alone let
 * a `manage` key append to any key of the store's or the cluster's Redis.
 */
export class BrokerHosts {
  readonly #entries: BrokerHostEntry[]

  constructor(entries: readonly string[]) {
    this.#entries = entries.filter((entry) => entry.trim() !== '').map(parseBrokerHost)
  }

  /** The entries that name `url`'s host (and its port, when they name one). */
  #matching(url: string): { host: string; port: string; entries: BrokerHostEntry[] } {
    const target = new URL(url)
    const host = target.hostname.toLowerCase()
    const port = target.port || defaultPorts[target.protocol.slice(0, -1)] || ''
    const entries = this.#entries.filter((entry) => entry.host === host && (entry.port === null || entry.port === port))
    return { host, port, entries }
  }

  /** Why `url` may not be used, or null when its host is on the list. */
  refusal(url: string): string | null {
    const { host, port, entries } = this.#matching(url)
    if (entries.length > 0) return null
    if (this.#entries.length === 0)
      return `broker host "${host}" is not allowed: no broker hosts are allowed until the operator lists them (transportHosts / SESSIONKIT_TRANSPORT_HOSTS)`
    return `broker host "${host}:${port}" is not on the operator's broker host allowlist (transportHosts / SESSIONKIT_TRANSPORT_HOSTS)`
  }

  /** Why the transport's stream, subject, exchange or db lies outside its host's namespace, or null when inside. */
  namespaceRefusal(target: TransportTarget): string | null {
    const { host, port, entries } = this.#matching(target.url)
    if (entries.length === 0) return null
    const db = target.kind === 'redis' ? redisDbOf(target.url) : null
    const { what, name, written } = nameOf(target)
    const admits = (entry: BrokerHostEntry) =>
      written.startsWith(entry.prefix) && (target.kind !== 'redis' || db === (entry.db ?? 0))
    if (entries.some(admits)) return null
    const allowed = entries
      .map((entry) => {
        const names = entry.prefix === '' ? 'any name' : `names starting with "${entry.prefix}"`
        return target.kind === 'redis' ? `${names} in db ${entry.db ?? 0}` : names
      })
      .join('; ')
    const dbShown = Number.isNaN(db) ? `"${new URL(target.url).pathname.slice(1)}" (not a db number)` : db
    const where = target.kind === 'redis' ? `${what} "${name}" in db ${dbShown}` : `${what} "${name}"`
    return `${where} is outside the namespace the operator gave transports on ${host}:${port} (${allowed}; transportHosts / SESSIONKIT_TRANSPORT_HOSTS)`
  }

  /** Refuses a transport whose host is not on the list or whose names lie outside its namespace, as a Problem. */
  assert(target: TransportTarget): void {
    const reason = this.refusal(target.url)
    if (reason) throw new EngineError(transportErrors.transport_host_forbidden, `The url's ${reason}.`)
    const outside = this.namespaceRefusal(target)
    if (outside) throw new EngineError(transportErrors.transport_outside_namespace, `The ${outside}.`)
  }
}

/** The URL without its credentials, as the API shows it. */
export function redactUrl(url: string): string {
  const target = new URL(url)
  if (target.username === '' && target.password === '') return target.href
  target.username = '***'
  target.password = ''
  return target.href
}

/** A message with the URL's credentials taken out (a client library may quote its URL in an error). */
export function redactMessage(message: string, url: string): string {
  const target = new URL(url)
  let text = message.split(url).join(redactUrl(url))
  for (const secret of [target.password, decodeURIComponent(target.password), target.username]) {
    if (secret.length >= 3) text = text.split(secret).join('***')
  }
  return text
}
