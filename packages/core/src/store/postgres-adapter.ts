import { loadDriver } from './drivers.js'
import { OrderedAdapter, prefixEnd, type RangeQuery } from './ordered-adapter.js'
import { sqlRange } from './sql-range.js'

/** What the adapter uses of node-postgres. */
interface Pool {
  query<Row>(sql: string, values?: unknown[]): Promise<{ rows: Row[]; rowCount: number | null }>
  end(): Promise<void>
}

/** The table and columns @keyv/postgres created, kept so databases written before this adapter read unchanged. */
const table = 'public.keyv'
/**
 * The key as the range index orders it. The primary key's index follows the database's collation, in which
 * the keys under a prefix need not be one contiguous run; "C" compares bytes (UTF-8 byte order).
 */
const orderedKey = 'key COLLATE "C"'
const schema = [
  `CREATE TABLE IF NOT EXISTS ${table}(key VARCHAR(255) PRIMARY KEY, value TEXT )`,
  `CREATE INDEX IF NOT EXISTS keyv_key_c ON ${table} (${orderedKey})`,
]
/** Another process creating the same table or index at the same moment: it exists either way. */
const alreadyCreated = new Set(['23505', '42P07'])

/** One pool per store (ended with the store), the table and its range index created once. */
export class PostgresDatabase {
  readonly #pool: Promise<Pool>

  constructor(url: string) {
    this.#pool = (async () => {
      const { default: pg } = (await loadDriver('postgres')) as { default: { Pool: new (options: object) => Pool } }
      const pool = new pg.Pool({ connectionString: url })
      for (const statement of schema)
        await pool.query(statement).catch((error: { code?: string }) => {
          if (!alreadyCreated.has(error.code ?? '')) throw error
        })
      return pool
    })()
    this.#pool.catch(() => undefined)
  }

  adapter(): PostgresAdapter {
    return new PostgresAdapter(this.#pool)
  }

  async close(): Promise<void> {
    const pool = await this.#pool.catch(() => undefined)
    await pool?.end()
  }
}

export class PostgresAdapter extends OrderedAdapter {
  readonly #pool: Promise<Pool>

  constructor(pool: Promise<Pool>) {
    super()
    this.#pool = pool
  }

  async get(key: string): Promise<string | undefined> {
    const { rows } = await this.#query<{ value: string }>(`SELECT value FROM ${table} WHERE key = $1`, [key])
    return rows[0]?.value
  }

  async getMany(keys: string[]): Promise<(string | undefined)[]> {
    const { rows } = await this.#query<{ key: string; value: string }>(
      `SELECT key, value FROM ${table} WHERE key = ANY($1)`,
      [keys],
    )
    const values = new Map(rows.map((row) => [row.key, row.value]))
    return keys.map((key) => values.get(key))
  }

  async set(key: string, value: string): Promise<void> {
    await this.setMany([{ key, value }])
  }

  /** One statement for the whole batch, hence one commit. */
  async setMany(entries: { key: string; value: string }[]): Promise<void> {
    if (entries.length === 0) return
    await this.#query(
      `INSERT INTO ${table} (key, value) SELECT * FROM UNNEST($1::text[], $2::text[])
       ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
      [entries.map((entry) => entry.key), entries.map((entry) => entry.value)],
    )
  }

  async delete(key: string): Promise<boolean> {
    return this.deleteMany([key])
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    const { rowCount } = await this.#query(`DELETE FROM ${table} WHERE key = ANY($1)`, [keys])
    return (rowCount ?? 0) > 0
  }

  /** One statement, hence one commit: the deletion runs as a data-modifying CTE beside the insert. */
  async apply(entries: { key: string; value: string }[], keys: string[]): Promise<void> {
    await this.#query(
      `WITH removed AS (DELETE FROM ${table} WHERE key = ANY($3))
       INSERT INTO ${table} (key, value) SELECT * FROM UNNEST($1::text[], $2::text[])
       ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
      [entries.map((entry) => entry.key), entries.map((entry) => entry.value), keys],
    )
  }

  /** Deletes this namespace's keys only: other collections share the table. */
  async clear(): Promise<void> {
    const prefix = `${this.namespace ?? ''}:`
    await this.#query(`DELETE FROM ${table} WHERE ${orderedKey} >= $1 AND ${orderedKey} < $2`, [
      prefix,
      prefixEnd(prefix),
    ])
  }

  /** An existing row is replaced only when it expired; a concurrent insert of the key makes this one wait, then lose. */
  async claim(key: string, stored: string, _ttlMs: number | undefined, now: number): Promise<boolean> {
    const { rowCount } = await this.#query(
      `INSERT INTO ${table} AS entry (key, value) VALUES ($1, $2)
       ON CONFLICT(key) DO UPDATE SET value = excluded.value WHERE (entry.value::jsonb->>'expires')::float8 < $3`,
      [key, stored, now],
    )
    return rowCount === 1
  }

  /** The sum in float8, which adds as JavaScript does, and prints the shortest text that reads back exact. */
  async increment(key: string, by: number, now: number): Promise<number> {
    const { rows } = await this.#query<{ value: string }>(
      `INSERT INTO ${table} AS entry (key, value) VALUES ($1, jsonb_build_object('value', $2::float8)::text)
       ON CONFLICT(key) DO UPDATE SET value = jsonb_build_object('value',
         CASE WHEN (entry.value::jsonb->>'expires')::float8 < $3 THEN 0
         ELSE coalesce((entry.value::jsonb->>'value')::float8, 0) END + $2::float8)::text
       RETURNING value`,
      [key, by, now],
    )
    return (JSON.parse(rows[0]!.value) as { value: number }).value
  }

  async range(query: RangeQuery): Promise<[string, string][]> {
    const { sql, params } = sqlRange(query, orderedKey, (position) => `$${position}`)
    const { rows } = await this.#query<{ key: string; value: string }>(`SELECT key, value FROM ${table} ${sql}`, params)
    return rows.map((row) => [row.key, row.value])
  }

  async #query<Row>(sql: string, values: unknown[]): Promise<{ rows: Row[]; rowCount: number | null }> {
    return (await this.#pool).query<Row>(sql, values)
  }
}
