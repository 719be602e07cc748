import { createHandler, EngineError, SessionEngine } from '@sessionkit/core'
import { operationTables } from '@sessionkit/core/internal'
import type * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'

// Every operation is declared once (schemas and function); its engine method and its route come from that
// declaration. Walked from the declarations, each operation given bad input must fail the same way in code as
// over HTTP: `validation_failed`, naming the same fields.

const engine = new SessionEngine({ apiKeys: ['k'] })
const handle = createHandler(engine)
afterAll(() => engine.stop())

const BAD = 'bad id\u0000'
type Problem = { code: string; errors?: { path: string; message: string }[] }

/** A value for each field of a query schema that no field accepts (queries are text). */
const badQuery = (schema: v.GenericSchema): Record<string, string> =>
  Object.fromEntries(
    Object.keys((schema as unknown as { entries: Record<string, unknown> }).entries).map((k) => [k, BAD]),
  )

const rows = Object.entries(operationTables).flatMap(([domain, table]) =>
  Object.entries(table).map(([name, operation]) => ({ domain, name, operation })),
)

describe('engine methods validate as routes do', () => {
  it('walks every operation', () => {
    expect(rows.length).toBeGreaterThan(0)
  })

  for (const { domain, name, operation } of rows) {
    const params = [...operation.path.matchAll(/:(\w+)/g)].map(([, param]) => param!)
    const query = operation.query ? badQuery(operation.query) : undefined
    if (params.length === 0 && !operation.body && !query) continue

    it(`engine.${domain}.${name} and ${operation.method} ${operation.path}`, async () => {
      const path = operation.path.replace(/:(\w+)/g, () => encodeURIComponent(BAD))
      const search = query ? `?${new URLSearchParams(query)}` : ''
      const response = await handle(
        new Request(`http://localhost/api/v1${path}${search}`, {
          method: operation.method,
          headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
          ...(operation.body ? { body: '[]' } : {}),
        }),
      )
      const problem = (await response.json()) as Problem
      expect(response.status, JSON.stringify(problem)).toBe(422)
      expect(problem.code).toBe('validation_failed')

      const method = (engine as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>)[
        domain
      ]![name]!
      const args = [...params.map(() => BAD), ...(operation.body ? [[]] : query ? [query] : [])]
      const thrown = await method(...args).then(
        () => null,
        (error: unknown) => error,
      )
      expect(thrown).toBeInstanceOf(EngineError)
      expect((thrown as EngineError).code).toBe('validation_failed')
      expect((thrown as EngineError).errors).toEqual(problem.errors)
    })
  }
})
