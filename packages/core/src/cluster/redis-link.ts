import { loadDriver } from '../store/drivers.js'

/** What the cluster uses of node-redis' client: raw commands, and a second connection for pub/sub. */
interface ClusterRedisClient {
  readonly isOpen: boolean
  connect(): Promise<unknown>
  close(): Promise<void>
  duplicate(): ClusterRedisClient
  sendCommand(args: string[]): Promise<unknown>
  subscribe(channel: string, listener: (message: string) => void): Promise<void>
  on(event: 'error', listener: (error: unknown) => void): unknown
}

/** The cluster's two Redis connections: commands, and the subscription to the cluster channel. */
export class RedisLink {
  readonly #url: string
  #commands: ClusterRedisClient | null = null
  #subscriber: ClusterRedisClient | null = null

  constructor(url: string) {
    this.#url = url
  }

  async open(onError: (error: unknown) => void): Promise<void> {
    const { createClient } = (await loadDriver('redis')) as {
      createClient(options: object): ClusterRedisClient
    }
    // Commands fail fast while Redis is away instead of queueing: a renewal that cannot reach Redis must fail
    // so the node fences itself in time (a queued one would succeed late, after the lease ran out).
    const commands = createClient({ url: this.#url, disableOfflineQueue: true })
    commands.on('error', onError)
    await commands.connect()
    const subscriber = commands.duplicate()
    subscriber.on('error', onError)
    await subscriber.connect()
    this.#commands = commands
    this.#subscriber = subscriber
  }

  command(args: (string | number)[]): Promise<unknown> {
    if (!this.#commands) return Promise.reject(new Error('the cluster is not connected to Redis'))
    return this.#commands.sendCommand(args.map(String))
  }

  script(source: string, keys: string[], args: (string | number)[]): Promise<unknown> {
    return this.command(['EVAL', source, keys.length, ...keys, ...args])
  }

  subscribe(channel: string, listener: (message: string) => void): Promise<void> {
    return this.#subscriber!.subscribe(channel, listener)
  }

  async close(): Promise<void> {
    for (const client of [this.#subscriber, this.#commands]) if (client?.isOpen) await client.close().catch(() => {})
    this.#commands = null
    this.#subscriber = null
  }
}

/** HGETALL's answer as pairs: node-redis answers an object through its typed API and a flat list raw. */
export function pairsOf(reply: string[] | Record<string, string>): [string, string][] {
  if (!Array.isArray(reply)) return Object.entries(reply)
  const pairs: [string, string][] = []
  for (let i = 0; i < reply.length; i += 2) pairs.push([reply[i]!, reply[i + 1]!])
  return pairs
}
