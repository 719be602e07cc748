import { loadDriver } from './drivers.js';
import { OrderedAdapter, prefixEnd } from './ordered-adapter.js';
import { sqlRange } from './sql-range.js';
/** The table and columns @keyv/postgres created, kept so databases written before this adapter read unchanged. */
const table = 'public.keyv';
/**
 * The key as the range index orders it. The primary key's index follows the database's collation, in which
 * the keys under a prefix need not be one contiguous run; "C" compares bytes (UTF-8 byte order).
 */
const orderedKey = 'key COLLATE "C"';
const schema = [
    `CREATE TABLE IF NOT EXISTS ${table}(key VARCHAR(255) PRIMARY KEY, value TEXT )`,
    `CREATE INDEX IF NOT EXISTS keyv_key_c ON ${table} (${orderedKey})`,
];
/** Another process creating the same table or index at the same moment: it exists either way. */
const alreadyCreated = new Set(['23505', '42P07']);
/** One pool per store (ended with the store), the table and its range index created once. */
export class PostgresDatabase {
    #pool;
    constructor(url) {
        this.#pool = (async () => {
            const { default: pg } = (await loadDriver('postgres'));
            const pool = new pg.Pool({ connectionString: url });
            for (const statement of schema)
                await pool.query(statement).catch((error) => {
                    if (!alreadyCreated.has(error.code ?? ''))
                        throw error;
                });
            return pool;
        })();
        this.#pool.catch(() => undefined);
    }
    adapter() {
        return new PostgresAdapter(this.#pool);
    }
    async close() {
        const pool = await this.#pool.catch(() => undefined);
        await pool?.end();
    }
}
export class PostgresAdapter extends OrderedAdapter {
    #pool;
    constructor(pool) {
        super();
        this.#pool = pool;
    }
    async get(key) {
        const { rows } = await this.#query(`SELECT value FROM ${table} WHERE key = $1`, [key]);
        return rows[0]?.value;
    }
    async getMany(keys) {
        const { rows } = await this.#query(`SELECT key, value FROM ${table} WHERE key = ANY($1)`, [keys]);
        const values = new Map(rows.map((row) => [row.key, row.value]));
        return keys.map((key) => values.get(key));
    }
    async set(key, value) {
        await this.setMany([{ key, value }]);
    }
    /** One statement for the whole batch, hence one commit. */
    async setMany(entries) {
        if (entries.length === 0)
            return;
        await this.#query(`INSERT INTO ${table} (key, value) SELECT * FROM UNNEST($1::text[], $2::text[])
       ON CONFLICT(key) DO UPDATE SET value = excluded.value`, [entries.map((entry) => entry.key), entries.map((entry) => entry.value)]);
    }
    async delete(key) {
        return this.deleteMany([key]);
    }
    async deleteMany(keys) {
        const { rowCount } = await this.#query(`DELETE FROM ${table} WHERE key = ANY($1)`, [keys]);
        return (rowCount ?? 0) > 0;
    }
    /** Deletes this namespace's keys only: other collections share the table. */
    async clear() {
        const prefix = `${this.namespace ?? ''}:`;
        await this.#query(`DELETE FROM ${table} WHERE ${orderedKey} >= $1 AND ${orderedKey} < $2`, [
            prefix,
            prefixEnd(prefix),
        ]);
    }
    async range(query) {
        const { sql, params } = sqlRange(query, orderedKey, (position) => `$${position}`);
        const { rows } = await this.#query(`SELECT key, value FROM ${table} ${sql}`, params);
        return rows.map((row) => [row.key, row.value]);
    }
    async #query(sql, values) {
        return (await this.#pool).query(sql, values);
    }
}
//# sourceMappingURL=postgres-adapter.js.map