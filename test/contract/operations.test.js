import { createHandler, EngineError, operationTables, SessionEngine } from '@sessionkit/core';
import { afterAll, describe, expect, it } from 'vitest';
// Every operation is declared once (schemas and function); its engine method and its route come from that
// declaration. Walked from the declarations, each operation given bad input must fail the same way in code as
// over HTTP: `validation_failed`, naming the same fields.
const engine = new SessionEngine({ apiKeys: ['k'] });
const handle = createHandler(engine);
afterAll(() => engine.stop());
const BAD = 'bad id\u0000';
/** A value for each field of a query schema that no field accepts (queries are text). */
const badQuery = (schema) => Object.fromEntries(Object.keys(schema.entries).map((k) => [k, BAD]));
const rows = Object.entries(operationTables).flatMap(([domain, table]) => Object.entries(table).map(([name, operation]) => ({ domain, name, operation })));
describe('engine methods validate as routes do', () => {
    it('walks every operation', () => {
        expect(rows.length).toBeGreaterThan(0);
    });
    for (const { domain, name, operation } of rows) {
        const params = [...operation.path.matchAll(/:(\w+)/g)].map(([, param]) => param);
        const query = operation.query ? badQuery(operation.query) : undefined;
        if (params.length === 0 && !operation.body && !query)
            continue;
        it(`engine.${domain}.${name} and ${operation.method} ${operation.path}`, async () => {
            const path = operation.path.replace(/:(\w+)/g, () => encodeURIComponent(BAD));
            const search = query ? `?${new URLSearchParams(query)}` : '';
            const response = await handle(new Request(`http://localhost/api/v1${path}${search}`, {
                method: operation.method,
                headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
                ...(operation.body ? { body: '[]' } : {}),
            }));
            const problem = (await response.json());
            expect(response.status, JSON.stringify(problem)).toBe(422);
            expect(problem.code).toBe('validation_failed');
            const method = engine[domain][name];
            const args = [...params.map(() => BAD), ...(operation.body ? [[]] : query ? [query] : [])];
            const thrown = await method(...args).then(() => null, (error) => error);
            expect(thrown).toBeInstanceOf(EngineError);
            expect(thrown.code).toBe('validation_failed');
            expect(thrown.errors).toEqual(problem.errors);
        });
    }
});
//# sourceMappingURL=operations.test.js.map