import { EngineError } from '../errors.js'
import { transportErrors } from './errors.js'

/** Default ports, so an allowlist entry `host:port` matches a URL that leaves its port out. */
const defaultPorts: Record<string, string> = {
  nats: '4222',
  tls: '4222',
  amqp: '5672',
  amqps: '5671',
  redis: '6379',
  rediss: '6379',
}

/**
 * The operator's broker host allowlist (`transportHosts` / SESSIONKIT_TRANSPORT_HOSTS): the only hosts a
 * transport may connect to. Brokers live on the operator's private network, which the private-network guard
 * refuses to API callers; this list opens exactly the named hosts, for transports only, and no API call can add
 * to it. Entries are `host` (any port) or `host:port`.
 */
export class BrokerHosts {
  readonly #entries: Set<string>

  constructor(entries: readonly string[]) {
    this.#entries = new Set(entries.map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== ''))
  }

  /** Why `url` may not be used, or null when its host is on the list. */
  refusal(url: string): string | null {
    const target = new URL(url)
    const host = target.hostname.toLowerCase()
    const port = target.port || defaultPorts[target.protocol.slice(0, -1)] || ''
    if (this.#entries.has(host) || this.#entries.has(`${host}:${port}`)) return null
    if (this.#entries.size === 0)
      return `broker host "${host}" is not allowed: no broker hosts are allowed until the operator lists them (transportHosts / SESSIONKIT_TRANSPORT_HOSTS)`
    return `broker host "${host}:${port}" is not on the operator's broker host allowlist (transportHosts / SESSIONKIT_TRANSPORT_HOSTS)`
  }

  /** Refuses a URL whose host is not on the list, as a Problem for the API caller. */
  assert(url: string): void {
    const reason = this.refusal(url)
    if (reason) throw new EngineError(transportErrors.transport_host_forbidden, `The url's ${reason}.`)
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
