// The durable minimal gateway's store (sends.mjs): one SQLite table of key -> JSON text, written through
// node-sqlite3 with the engine's settings (WAL, synchronous=NORMAL). Writes are group-committed: whatever was
// added while one INSERT runs goes into the next, and commit() resolves once everything added before it is
// written.
import sqlite3 from 'sqlite3'

const rowsPerInsert = 500

export async function openDurableLog(path) {
  const db = new sqlite3.Database(path)
  const run = (sql, params = []) =>
    new Promise((resolve, reject) => db.run(sql, params, (error) => (error ? reject(error) : resolve())))
  await run('PRAGMA journal_mode=WAL')
  await run('PRAGMA synchronous=NORMAL')
  await run('CREATE TABLE records (key TEXT PRIMARY KEY, value TEXT NOT NULL)')
  let pending = []
  let waiters = []
  let _writing = null

  const write = async () => {
    while (waiters.length > 0) {
      const rows = pending
      const settled = waiters
      pending = []
      waiters = []
      try {
        for (let i = 0; i < rows.length; i += rowsPerInsert) {
          const chunk = rows.slice(i, i + rowsPerInsert)
          await run(
            `INSERT INTO records (key, value) VALUES ${chunk.map(() => '(?, ?)').join(', ')} ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
            chunk.flat(),
          )
        }
        for (const { resolve } of settled) resolve()
      } catch (error) {
        for (const { reject } of settled) reject(error)
      }
    }
    _writing = null
  }

  return {
    /** Queues a row for the next write. */
    add(key, json) {
      pending.push([key, json])
    },
    /** Resolves once every row added so far is in the database. */
    commit() {
      const done = new Promise((resolve, reject) => waiters.push({ resolve, reject }))
      _writing ??= write()
      return done
    },
    close: () => new Promise((resolve) => db.close(resolve)),
  }
}
