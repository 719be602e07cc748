import { readFile } from 'node:fs/promises'
import { openApiDocument } from '@sessionkit/core'
import { routes } from '@sessionkit/core/internal'
import { expect, test } from 'vitest'
import { keysDoc, withScopeTable } from '../support/scope-table.js'

test('the scope table of docs/keys.md is the one the route declarations generate (npx vite-node test/support/write-scope-table.ts writes it)', async () => {
  const committed = await readFile(keysDoc, 'utf8')
  expect(committed).toBe(withScopeTable(committed))
})

test("the OpenAPI document names each operation's scope in its security requirement (none for any key)", () => {
  const { paths } = openApiDocument() as unknown as { paths: Record<string, Record<string, { security: unknown }>> }
  for (const route of routes)
    expect(paths[route.path.replace(/:(\w+)/g, '{$1}')]![route.method.toLowerCase()]!.security).toEqual([
      { bearer: route.scope === null ? [] : [route.scope] },
    ])
})
