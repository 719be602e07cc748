import { type RangeQuery } from './ordered-adapter.js';
/**
 * The WHERE and ORDER BY of a range query over a table's `key`, as one bound at each end of the key's index
 * (rangeBounds), so the database walks the index from the first key of the page and stops after `limit` rows.
 * `column` is the key as the index orders it (with its collation).
 */
export declare function sqlRange(query: RangeQuery, column: string, placeholder: (position: number) => string): {
    sql: string;
    params: (string | number)[];
};
