/**
 * A session's proxy as the API takes it (docs/proxies.md): an `http://`, `https://`, `socks5://` or `socks5h://`
 * URL with an optional user and password, nothing after the port. What the API and the logs show of it is
 * `maskProxy`'s form, never the credentials.
 */

export const proxySchemes = ['http:', 'https:', 'socks5:', 'socks5h:'] as const

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443', 'socks5:': '1080', 'socks5h:': '1080' }

/** Why `text` is not a proxy URL the engine can use, or null when it is one. */
export function proxyUrlProblem(text: string): string | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'is not a valid absolute URL'
  }
  if (!(proxySchemes as readonly string[]).includes(url.protocol)) return 'must use http, https, socks5 or socks5h'
  if (url.hostname === '') return 'must name a host'
  if ((url.pathname !== '' && url.pathname !== '/') || url.search !== '' || url.hash !== '')
    return 'must not have a path, a query or a fragment'
  if (url.password !== '' && url.username === '') return 'must not have a password without a user'
  return null
}

/** The proxy's host and port, the port filled in from the scheme when the URL leaves it out. */
export function proxyEndpoint(text: string): { host: string; port: string } {
  const url = new URL(text)
  return { host: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(), port: url.port || defaultPorts[url.protocol]! }
}

/** The URL as answers, events and logs show it: user and password each replaced by `***`. */
export function maskProxy(text: string): string {
  const url = new URL(text)
  const credentials = url.username !== '' ? `***${url.password !== '' ? ':***' : ''}@` : ''
  return `${url.protocol}//${credentials}${url.host}`
}

/**
 * The operator's proxy host allowlist (`proxyHosts` / SESSIONKIT_PROXY_HOSTS), modelled on the transports'
 * broker hosts: a proxy URL is an outbound connection made on an API caller's word, so only the hosts named
 * here may be used, by name as written (`host`, any port; `host:port`), and no API call can add to it. The
 * engine-wide default proxy is the operator's own and needs no entry.
 */
export class ProxyHosts {
  readonly #entries: Set<string>

  constructor(entries: readonly string[]) {
    this.#entries = new Set(entries.map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== ''))
  }

  /** Why the proxy of `text` (a valid proxy URL) may not be used, or null when its host is on the list. */
  refusal(text: string): string | null {
    const { host, port } = proxyEndpoint(text)
    const shown = host.includes(':') ? `[${host}]` : host
    if (this.#entries.has(host) || this.#entries.has(`${shown}:${port}`) || this.#entries.has(`${host}:${port}`))
      return null
    if (this.#entries.size === 0)
      return `proxy host "${shown}" is not allowed: no proxy hosts are allowed until the operator lists them (proxyHosts / SESSIONKIT_PROXY_HOSTS)`
    return `proxy host "${shown}:${port}" is not on the operator's proxy host allowlist (proxyHosts / SESSIONKIT_PROXY_HOSTS)`
  }
}
