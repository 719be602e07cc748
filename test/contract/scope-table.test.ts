import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { keysDoc, withScopeTable } from '../support/scope-table.js'

test('the scope table of docs/keys.md is the one the route declarations generate (npx vite-node test/support/write-scope-table.ts writes it)', async () => {
  const committed = await readFile(keysDoc, 'utf8')
  expect(committed).toBe(withScopeTable(committed))
})
