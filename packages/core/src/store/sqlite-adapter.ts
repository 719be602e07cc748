import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Database } from 'sqlite3'
import { loadDriver } from './drivers.js'
import { OrderedAdapter, prefixEnd, type RangeQuery } from './ordered-adapter.js'
import { sqlRange } from './sql-range.js'

/** The table and columns @keyv/sqlite created, kept so files written before this adapter read unchanged. */
const table = 'keyv'
const createTable = `CREATE TABLE IF NOT EXISTS ${table}(key VARCHAR(255) PRIMARY KEY, value TEXT )`
/** Rows per INSERT of a batch: bound parameters, far cheaper than passing the batch as JSON. */
const chunkSize = 500

interface Connection {
  all<Row>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Runs a statement and answers how many rows it changed. */
  run(sql: string, params?: unknown[]): Promise<number>
  close(): Promise<void>
}

const wrap = (database: Database): Connection => ({
  all: <Row>(sql: string, params: unknown[] = []) =>
    new Promise<Row[]>((resolve, reject) =>
      database.all(sql, params, (error, rows) => (error ? reject(error) : resolve(rows as Row[]))),
    ),
  run: (sql, params = []) =>
    new Promise<number>((resolve, reject) =>
      database.run(sql, params, function (error) {
        if (error) reject(error)
        else resolve(this.changes)
      }),
    ),
  close: () => new Promise<void>((resolve, reject) => database.close((error) => (error ? reject(error) : resolve()))),
})

/**
 * One SQLite file: a connection per collection, so reads run beside each other in WAL mode, and one write
 * queue for all of them. SQLite has one write lock per file; when two connections write at once, one waits in
 * SQLite's busy handler, which sleeps in steps of up to 100 ms on a libuv thread, and with four such threads
 * reads queue behind the sleepers too (the bench saw 4-5 ms average and 50 ms peak writes on an idle disk,
 * bench/RESULTS.md). Writes would take turns anyway; in the queue they do so without sleeps.
 */
export class SqliteFile {
  readonly #path: string
  readonly #connections: Promise<Connection>[] = []
  #writes: Promise<unknown> = Promise.resolve()

  constructor(path: string) {
    this.#path = path
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  }

  adapter(): SqliteAdapter {
    const first = this.#connections[0]
    const connection = first ? first.then(() => this.#connect(false)) : this.#connect(true)
    // A failed connection is reported by the adapter's calls; the close of the file skips it.
    connection.catch(() => undefined)
    this.#connections.push(connection)
    return new SqliteAdapter(connection, (work) => this.#write(work))
  }

  async close(): Promise<void> {
    const connections = await Promise.allSettled(this.#connections)
    await Promise.all(connections.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)))
  }

  async #connect(first: boolean): Promise<Connection> {
    const { default: sqlite3 } = (await loadDriver('sqlite')) as { default: typeof import('sqlite3') }
    const database = await new Promise<Database>((resolve, reject) => {
      const opened: Database = new sqlite3.Database(this.#path, (error) => (error ? reject(error) : resolve(opened)))
    })
    database.configure('busyTimeout', 30_000)
    const connection = wrap(database)
    // WAL lets readers run beside the one writer; it is a property of the file, set once.
    if (first) await connection.all('PRAGMA journal_mode=WAL')
    // Per connection: in WAL mode NORMAL syncs at checkpoints, not at every commit. A commit still survives the
    // process dying (kill -9: it is in the WAL, in the OS's cache); only an OS crash or power cut can lose the
    // last commits, never corrupt the file. FULL cost 1-2 ms of fsync per write (bench/RESULTS.md).
    await connection.all('PRAGMA synchronous=NORMAL')
    await connection.run(createTable)
    return connection
  }

  /** Runs write work one item at a time, in call order; a failure is its caller's and does not stop the queue. */
  #write<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#writes.then(work, work)
    this.#writes = result.catch(() => undefined)
    return result
  }
}

interface PendingRead {
  keys: string[]
  resolve: (values: (string | undefined)[]) => void
  reject: (error: unknown) => void
}

function insertRows(connection: Connection, rows: { key: string; value: string }[]): Promise<number> {
  return connection.run(
    `INSERT INTO ${table} (key, value) VALUES ${rows.map(() => '(?, ?)').join(', ')} ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
    rows.flatMap(({ key, value }) => [key, value]),
  )
}

function deleteRows(connection: Connection, keys: string[]): Promise<number> {
  return connection.run(`DELETE FROM ${table} WHERE key IN (SELECT value FROM json_each(?))`, [JSON.stringify(keys)])
}

/** Every row, a chunk of bound parameters per statement (the caller runs them in one transaction). */
async function insertChunks(connection: Connection, rows: { key: string; value: string }[]): Promise<void> {
  for (let index = 0; index < rows.length; index += chunkSize)
    await insertRows(connection, rows.slice(index, index + chunkSize))
}

async function inTransaction(connection: Connection, work: () => Promise<void>): Promise<void> {
  await connection.run('BEGIN IMMEDIATE')
  try {
    await work()
    await connection.run('COMMIT')
  } catch (error) {
    await connection.run('ROLLBACK').catch(() => undefined)
    throw error
  }
}

/**
 * A collection's Keyv store over one connection to the file. The primary key's index (BINARY collation, the
 * UTF-8 byte order) serves point reads and ranges alike.
 */
export class SqliteAdapter extends OrderedAdapter {
  readonly #connection: Promise<Connection>
  readonly #write: <T>(work: () => Promise<T>) => Promise<T>
  #reads: PendingRead[] = []
  #reading = false

  constructor(connection: Promise<Connection>, write: <T>(work: () => Promise<T>) => Promise<T>) {
    super()
    this.#connection = connection
    this.#write = write
  }

  async get(key: string): Promise<string | undefined> {
    const [row] = await (await this.#connection).all<{ value: string }>(`SELECT value FROM ${table} WHERE key = ?`, [
      key,
    ])
    return row?.value
  }

  /**
   * Reads asked for while one runs go together as the next statement (group read): a restore's fifty logins each
   * read their Signal keys, and each statement costs the main thread far more in the binding (tens of µs to
   * schedule, more under load) than SQLite spends on a few more keys (bench/RESULTS.md). A read never waits for
   * more than the one before it, which it shared a connection with anyway.
   */
  getMany(keys: string[]): Promise<(string | undefined)[]> {
    return new Promise((resolve, reject) => {
      this.#reads.push({ keys, resolve, reject })
      if (!this.#reading) this.#readNext()
    })
  }

  #readNext(): void {
    const batch = this.#reads
    this.#reads = []
    this.#reading = true
    const keys = batch.length === 1 ? batch[0]!.keys : [...new Set(batch.flatMap((read) => read.keys))]
    this.#connection
      .then((connection) =>
        connection.all<{ key: string; value: string }>(
          `SELECT key, value FROM ${table} WHERE key IN (SELECT value FROM json_each(?))`,
          [JSON.stringify(keys)],
        ),
      )
      .then(
        (rows) => {
          const values = new Map(rows.map((row) => [row.key, row.value]))
          for (const read of batch) read.resolve(read.keys.map((key) => values.get(key)))
        },
        (error: unknown) => {
          for (const read of batch) read.reject(error)
        },
      )
      .finally(() => {
        this.#reading = false
        if (this.#reads.length > 0) this.#readNext()
      })
  }

  async set(key: string, value: string): Promise<void> {
    await this.setMany([{ key, value }])
  }

  /**
   * A batch in one transaction, hence one WAL sync (as single autocommitted INSERTs, a batch would cost one sync
   * per entry: under 1,000 writes/s on an ordinary disk). Group-committing callers (the webhook outbox, the event
   * log) depend on it. The write queue runs it alone, so the transaction never meets another write.
   */
  async setMany(entries: { key: string; value: string }[]): Promise<void> {
    if (entries.length === 0) return
    const connection = await this.#connection
    await this.#write(async () => {
      if (entries.length <= chunkSize) {
        await insertRows(connection, entries)
        return
      }
      await inTransaction(connection, () => insertChunks(connection, entries))
    })
  }

  /** One transaction, in the write queue like every write; a change of one kind is the one statement it needs. */
  async apply(entries: { key: string; value: string }[], keys: string[]): Promise<void> {
    if (keys.length === 0) return this.setMany(entries)
    if (entries.length === 0) return void (await this.deleteMany(keys))
    const connection = await this.#connection
    await this.#write(() =>
      inTransaction(connection, async () => {
        await insertChunks(connection, entries)
        await deleteRows(connection, keys)
      }),
    )
  }

  async delete(key: string): Promise<boolean> {
    return this.deleteMany([key])
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    const connection = await this.#connection
    const changed = await this.#write(() => deleteRows(connection, keys))
    return changed > 0
  }

  /** Deletes this namespace's keys only: other collections share the table. */
  async clear(): Promise<void> {
    const connection = await this.#connection
    const prefix = `${this.namespace ?? ''}:`
    await this.#write(() =>
      connection.run(`DELETE FROM ${table} WHERE key >= ? AND key < ?`, [prefix, prefixEnd(prefix)]),
    )
  }

  /**
   * One statement, atomic against every connection to the file (another store on the same file has a write
   * queue of its own). An existing row is replaced only when it expired.
   */
  async claim(key: string, stored: string, _ttlMs: number | undefined, now: number): Promise<boolean> {
    const connection = await this.#connection
    const changed = await this.#write(() =>
      connection.run(
        `INSERT INTO ${table} (key, value) VALUES (?, ?)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value WHERE json_extract(${table}.value, '$.expires') < ?`,
        [key, stored, now],
      ),
    )
    return changed === 1
  }

  /** The sum printed with 17 significant digits (json_object and plain printf keep 15 or 16): every double reads back exact. */
  async increment(key: string, by: number, now: number): Promise<number> {
    const connection = await this.#connection
    const [row] = await this.#write(() =>
      connection.all<{ value: string }>(
        `INSERT INTO ${table} (key, value) VALUES (?1, '{"value":' || printf('%!.17g', ?2) || '}')
         ON CONFLICT(key) DO UPDATE SET value = '{"value":' || printf('%!.17g',
           CASE WHEN json_extract(${table}.value, '$.expires') < ?3 THEN 0
           ELSE coalesce(json_extract(${table}.value, '$.value'), 0) END + ?2) || '}'
         RETURNING value`,
        [key, by, now],
      ),
    )
    return (JSON.parse(row!.value) as { value: number }).value
  }

  async range(query: RangeQuery): Promise<[string, string][]> {
    const { sql, params } = sqlRange(query, 'key', () => '?')
    const rows = await (await this.#connection).all<{ key: string; value: string }>(
      `SELECT key, value FROM ${table} ${sql}`,
      params,
    )
    return rows.map((row) => [row.key, row.value])
  }
}
