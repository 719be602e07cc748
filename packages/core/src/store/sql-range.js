import { rangeBounds } from './ordered-adapter.js';
/**
 * The WHERE and ORDER BY of a range query over a table's `key`, as one bound at each end of the key's index
 * (rangeBounds), so the database walks the index from the first key of the page and stops after `limit` rows.
 * `column` is the key as the index orders it (with its collation).
 */
export function sqlRange(query, column, placeholder) {
    const conditions = [];
    const params = [];
    const bound = (operator, value) => {
        if (value === undefined)
            return;
        params.push(value);
        conditions.push(`${column} ${operator} ${placeholder(params.length)}`);
    };
    const { lower, upper } = rangeBounds(query);
    bound(lower.inclusive ? '>=' : '>', lower.key);
    bound('<', upper);
    params.push(query.limit);
    return {
        sql: `WHERE ${conditions.join(' AND ')} ORDER BY ${column} ${query.reverse ? 'DESC' : 'ASC'} LIMIT ${placeholder(params.length)}`,
        params,
    };
}
//# sourceMappingURL=sql-range.js.map