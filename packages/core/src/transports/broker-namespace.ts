/**
 * The entries of the operator's broker host allowlist, `host[:port][/db][=prefix]`, parsed (broker-hosts.ts checks
 * transports against them). Free of the engine's modules, so the options can refuse a malformed list at once.
 */

/** The prefix of an allowlist entry that names none: no transport reaches a key, subject or exchange outside it. */
export const DEFAULT_TRANSPORT_PREFIX = 'sessionkit.transports.'

/** One allowlist entry, `host[:port][/db][=prefix]`: a host and the namespace transports may use on it. */
export interface BrokerHostEntry {
  host: string
  /** Null: any port. */
  port: string | null
  /** Redis' database; null: db 0. Brokers of other kinds have none. */
  db: number | null
  /** What every Redis key, NATS subject and RabbitMQ exchange name starts with; '' (an entry ending in `=`): anything. */
  prefix: string
}

const entryPattern = /^(\[[0-9a-f:.]+\]|[^\s:/=[\]]+)(?::(\d{1,5}))?(?:\/(\d{1,5}))?(?:=([A-Za-z0-9._:/-]{0,200}))?$/i

/** Parses one entry, or throws naming what is wrong with it (the engine refuses to start on a bad list). */
export function parseBrokerHost(text: string): BrokerHostEntry {
  const match = entryPattern.exec(text.trim())
  if (!match)
    throw new TypeError(
      `transportHosts entry "${text}" is not host[:port][/db][=prefix] (the prefix: letters, digits, ".", "_", ":", "/" or "-")`,
    )
  const [, host, port, db, prefix] = match
  return {
    host: host!.toLowerCase(),
    port: port ?? null,
    db: db === undefined ? null : Number(db),
    prefix: prefix ?? DEFAULT_TRANSPORT_PREFIX,
  }
}

/** The list as given, once every entry parses: a malformed one stops the engine's construction, not a creation. */
export function checkBrokerHosts(entries: readonly string[]): readonly string[] {
  for (const entry of entries) if (entry.trim() !== '') parseBrokerHost(entry)
  return entries
}

/** The database of a Redis URL (`/<db>`, db 0 when absent); NaN when the path is not a number. */
export const redisDbOf = (url: string): number => {
  const path = new URL(url).pathname.slice(1)
  return path === '' ? 0 : /^\d+$/.test(path) ? Number(path) : Number.NaN
}
