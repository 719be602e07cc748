import type KeyvSqlite from '@keyv/sqlite'
import type { Keyv } from 'keyv'

/** The table @keyv/sqlite keeps every collection of the file in. */
export const tableOf = (adapter: KeyvSqlite): string => (adapter as unknown as { opts: { table: string } }).opts.table

/**
 * Lists the stored text of the entries whose Keyv key (without Keyv's namespace) starts with `prefix`,
 * reading only those: Keyv's own iterators read a whole namespace and leave the prefix to the caller, and
 * @keyv/sqlite's reads O(n²) rows for n (LIKE and OFFSET pages, each scanning the table from its start).
 */
export interface PrefixLister {
  (keyv: Keyv, prefix: string): AsyncIterable<[key: string, stored: string]>
  /** Whether entries come in ascending key order. */
  readonly ordered: boolean
}

/** Entries per read when listing. */
const scanPageSize = 1000

/** SQLite: the prefix's range of the primary key, page after page from the last key read. */
export const sqliteLister: PrefixLister = Object.assign(
  async function* (keyv: Keyv, prefix: string): AsyncIterable<[string, string]> {
    const namespace = `${keyv.namespace}:`
    const from = namespace + prefix
    const adapter = keyv.store as KeyvSqlite
    const table = tableOf(adapter)
    const page = (after: string, inclusive: boolean) =>
      adapter.query(
        `SELECT key, value FROM ${table} WHERE key ${inclusive ? '>=' : '>'} ? ORDER BY key LIMIT ${scanPageSize}`,
        [after],
      ) as Promise<{ key: string; value: string }[]>
    let rows = await page(from, true)
    for (;;) {
      for (const { key, value } of rows) {
        // Keys are compared bytewise: the ones that start with the prefix come first from it, in one block.
        if (!key.startsWith(from)) return
        yield [key.slice(namespace.length), value]
      }
      if (rows.length < scanPageSize) return
      rows = await page(rows.at(-1)!.key, false)
    }
  },
  { ordered: true },
)

/** PostgreSQL: LIKE on the escaped prefix (an index range where the collation allows), keyset pages. */
export const postgresLister: PrefixLister = Object.assign(
  async function* (keyv: Keyv, prefix: string): AsyncIterable<[string, string]> {
    const namespace = `${keyv.namespace}:`
    const adapter = keyv.store as unknown as {
      opts: { schema: string; table: string }
      query: (sql: string, values: unknown[]) => Promise<{ key: string; value: string }[]>
    }
    const table = `${adapter.opts.schema}.${adapter.opts.table}`
    const pattern = `${(namespace + prefix).replace(/[\\%_]/g, '\\$&')}%`
    const page = (after: string | null) =>
      after === null
        ? adapter.query(`SELECT key, value FROM ${table} WHERE key LIKE $1 ORDER BY key LIMIT ${scanPageSize}`, [
            pattern,
          ])
        : adapter.query(
            `SELECT key, value FROM ${table} WHERE key LIKE $1 AND key > $2 ORDER BY key LIMIT ${scanPageSize}`,
            [pattern, after],
          )
    let rows = await page(null)
    for (;;) {
      for (const { key, value } of rows) yield [key.slice(namespace.length), value]
      if (rows.length < scanPageSize) return
      rows = await page(rows.at(-1)!.key)
    }
  },
  { ordered: true },
)

/** What the Redis lister uses of node-redis' client. */
export interface RedisScanner {
  scan(
    cursor: string,
    options: { MATCH: string; COUNT: number; TYPE: string },
  ): Promise<{ cursor: unknown; keys: string[] }>
  mGet(keys: string[]): Promise<unknown[]>
}

/**
 * Redis: SCAN with the prefix as its pattern, a thousand slots a call (@keyv/redis asks for the default ten:
 * a round trip per ten keys of the whole database), values only for the keys that match.
 */
export const redisLister = (client: RedisScanner): PrefixLister =>
  Object.assign(
    async function* (keyv: Keyv, prefix: string): AsyncIterable<[string, string]> {
      const adapter = keyv.store as unknown as { namespace: string | undefined; keyPrefixSeparator: string }
      // @keyv/redis puts its namespace and separator before the key Keyv already prefixed.
      const namespace = `${adapter.namespace ? adapter.namespace + adapter.keyPrefixSeparator : ''}${keyv.namespace}:`
      const match = `${(namespace + prefix).replace(/[*?[\]\\]/g, '\\$&')}*`
      // SCAN may return a key twice while the table is resized.
      const seen = new Set<string>()
      let cursor = '0'
      do {
        const result = await client.scan(cursor, { MATCH: match, COUNT: scanPageSize, TYPE: 'string' })
        cursor = String(result.cursor)
        const keys = result.keys.filter((key) => !seen.has(key))
        if (keys.length === 0) continue
        for (const key of keys) seen.add(key)
        const values = await client.mGet(keys)
        for (let index = 0; index < keys.length; index += 1) {
          const value = values[index]
          if (typeof value === 'string') yield [keys[index]!.slice(namespace.length), value]
        }
      } while (cursor !== '0')
    },
    { ordered: false },
  )
