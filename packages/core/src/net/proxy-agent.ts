import { EventEmitter } from 'node:events'
import type http from 'node:http'
import type https from 'node:https'
import { isIP, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import type { TLSSocket } from 'node:tls'
import { HttpsProxyAgent } from 'https-proxy-agent'
import { SocksProxyAgent } from 'socks-proxy-agent'
import { Agent as UndiciAgent, type Dispatcher } from 'undici'
import { guardedLookup, isPrivateAddress, privateAddressError } from './address-guard.js'
import type { ConnectionGuard } from './guarded-agent.js'
import { maskProxy } from './proxy-url.js'

/** agent-base's connect options (its package is the proxy agents' own dependency, not this one's). */
type AgentConnectOpts = Parameters<HttpsProxyAgent<string>['connect']>[1]

/**
 * What went wrong on the way through a proxy, each something a person acts on differently: the proxy does not
 * answer (`EPROXYUNREACHABLE`), it refused the credentials (`EPROXYAUTH`), or it answered but could not reach the
 * far side (`EPROXYTARGET`). The message names the proxy masked, never its credentials.
 */
export type ProxyFailureCode = 'EPROXYUNREACHABLE' | 'EPROXYAUTH' | 'EPROXYTARGET'

export function proxyError(code: ProxyFailureCode, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code })
}

/** The proxy library's failure as one of the three; the library's text carries no credentials. */
function classified(error: unknown, proxy: string, target: string): NodeJS.ErrnoException {
  const failure = error as NodeJS.ErrnoException
  if (failure.code === 'EPRIVATEADDRESS' || failure.code === 'ENOTFOUND') return failure
  const message = failure.message ?? String(error)
  const shown = maskProxy(proxy)
  if (/authentication/i.test(message))
    return proxyError('EPROXYAUTH', `proxy ${shown} refused the credentials (${message})`)
  if (/rejected connection/i.test(message))
    return proxyError('EPROXYTARGET', `proxy ${shown} could not reach ${target} (${message})`)
  return proxyError('EPROXYUNREACHABLE', `proxy ${shown} cannot be reached (${message})`)
}

/** The address a guarded connection goes to: checked here, then handed to the proxy instead of the name. */
function checkedAddress(host: string, guard: ConnectionGuard): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '')
  if (isIP(bare)) {
    if (!guard.allowPrivateNetwork && isPrivateAddress(bare))
      return Promise.reject(privateAddressError(`${bare} is a private or loopback address`))
    return Promise.resolve(bare)
  }
  const lookup = guardedLookup(guard.allowPrivateNetwork, guard.resolve)
  return new Promise((resolve, reject) =>
    lookup(bare, {}, (error, address) => (error ? reject(error) : resolve(address as string))),
  )
}

type ProxyConnect = (req: http.ClientRequest, options: AgentConnectOpts) => Promise<Duplex>

export interface ProxyAgentOptions {
  /**
   * The private-network guard of a caller's URL (mediaUrl, a link preview): the name is resolved and checked
   * here and the proxy is handed the checked address, so neither `socks5h` nor HTTP CONNECT resolves it on the
   * far side of the guard. Without it (WhatsApp's own hosts) the name goes to the proxy as it is.
   */
  guard?: ConnectionGuard
  /** Extra TLS trust for the far side (mediaCa), beside the system's. */
  ca?: string[]
  keepAlive?: boolean
}

/**
 * An http(s) agent whose every connection goes through `proxy` (HTTP CONNECT with `https-proxy-agent`, SOCKS5
 * with `socks-proxy-agent`), failures told apart as ProxyFailureCode. Node's http, https and `ws` take it as
 * their `agent`.
 */
export function proxyAgent(proxy: string, options: ProxyAgentOptions = {}): https.Agent {
  const agentOptions = {
    keepAlive: options.keepAlive ?? false,
    ...(options.ca ? { ca: options.ca } : {}),
  }
  const url = new URL(proxy)
  const inner = url.protocol.startsWith('socks')
    ? new SocksProxyAgent(url, agentOptions)
    : new HttpsProxyAgent(url, agentOptions)
  const connect = inner.connect.bind(inner) as ProxyConnect
  const tunnel: ProxyConnect = async (req, connectOptions) => {
    const host = String(connectOptions.host)
    const target = `${host}:${connectOptions.port}`
    const address = options.guard ? await checkedAddress(host, options.guard) : host
    const servername =
      (connectOptions as { servername?: string }).servername ?? (isIP(host.replace(/^\[|\]$/g, '')) ? undefined : host)
    let status = 200
    req.once('proxyConnect', (answer: { statusCode: number }) => (status = answer.statusCode))
    let socket: Duplex
    try {
      socket = await connect(req, {
        ...connectOptions,
        host: address,
        ...(servername ? { servername } : {}),
        ...(options.ca ? { ca: options.ca } : {}),
      } as AgentConnectOpts)
    } catch (error) {
      throw classified(error, proxy, target)
    }
    if (status === 200) return socket
    socket.destroy()
    if (status === 407 || status === 401)
      throw proxyError('EPROXYAUTH', `proxy ${maskProxy(proxy)} refused the credentials (HTTP ${status})`)
    throw proxyError('EPROXYTARGET', `proxy ${maskProxy(proxy)} could not reach ${target} (HTTP ${status})`)
  }
  ;(inner as unknown as { connect: ProxyConnect }).connect = tunnel
  return inner
}

/**
 * The same tunnel for undici (Node's fetch), which Baileys downloads media with: one connection per request
 * through the agent's own connect, so both clients share one proxy handshake and one error classification.
 */
export function proxyDispatcher(proxy: string, options: Omit<ProxyAgentOptions, 'keepAlive'> = {}): Dispatcher {
  const agent = proxyAgent(proxy, options) as unknown as { connect: ProxyConnect }
  return new UndiciAgent({
    connect: (target, callback) => {
      const secureEndpoint = target.protocol === 'https:'
      const port = Number(target.port) || (secureEndpoint ? 443 : 80)
      // The agent reports the proxy's answer and asks to be let go through its request; a fetch has none.
      const request = Object.assign(new EventEmitter(), { destroy: () => undefined }) as unknown as http.ClientRequest
      agent
        .connect(request, {
          host: target.hostname,
          port,
          secureEndpoint,
          ...(target.servername ? { servername: target.servername } : {}),
        } as AgentConnectOpts)
        .then(
          (socket) => callback(null, socket as Socket | TLSSocket),
          (error: Error) => callback(error, null),
        )
    },
  })
}
