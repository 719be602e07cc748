import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import type { Duplex } from 'node:stream'
import { guardedLookup, isPrivateAddress, privateAddressError, type Resolver } from './address-guard.js'

export interface ConnectionGuard {
  /** The operator's switch (`allowPrivateNetwork`): connections to private and loopback addresses are allowed. */
  allowPrivateNetwork: boolean
  /** Name resolution, replaceable in tests (default: the system's, like any Node connection). */
  resolve?: Resolver
}

type ConnectOptions = http.ClientRequestArgs & { lookup?: unknown }
type Connected = (error: Error | null, stream: Duplex) => void

/**
 * Checks the address of every connection at the moment it is opened. A name goes through `guardedLookup`,
 * whose checked answer is the address Node then connects to; an IP literal gets no lookup from Node at all,
 * so it is checked here. Both halves run per connection, not per URL, so a webhook stored while private
 * addresses were allowed is refused once they are not, and a redirect or a second resolution cannot slip past.
 */
function refusal(guard: ConnectionGuard, host: string | null | undefined): Error | null {
  if (guard.allowPrivateNetwork || !host) return null
  const bare = host.replace(/^\[|\]$/g, '')
  return isIP(bare) && isPrivateAddress(bare) ? privateAddressError(`${bare} is a private or loopback address`) : null
}

/** Puts both halves in front of the agent's own connect (net's for http, tls's for https). */
function guarded<A extends http.Agent>(agent: A, guard: ConnectionGuard): A {
  const lookup = guardedLookup(guard.allowPrivateNetwork, guard.resolve)
  const connect = agent.createConnection.bind(agent) as (
    options: ConnectOptions,
    callback: Connected,
  ) => Duplex | null | undefined
  agent.createConnection = ((options: ConnectOptions, callback: Connected) => {
    const refused = refusal(guard, options.host)
    if (refused) return void callback(refused, undefined as never)
    return connect({ ...options, lookup }, callback)
  }) as A['createConnection']
  return agent
}

export interface GuardedAgents {
  http: http.Agent
  https: https.Agent
}

/** An http and an https agent whose every connection passes the private-network guard. */
export function guardedAgents(guard: ConnectionGuard, options: http.AgentOptions = {}): GuardedAgents {
  return { http: guarded(new http.Agent(options), guard), https: guarded(new https.Agent(options), guard) }
}
