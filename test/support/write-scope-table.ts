import { readFile, writeFile } from 'node:fs/promises'
import { keysDoc, withScopeTable } from './scope-table.js'

// `npx vite-node test/support/write-scope-table.ts`: rewrites the scope table of docs/keys.md from the declarations.
await writeFile(keysDoc, withScopeTable(await readFile(keysDoc, 'utf8')))
