import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { buildTools, defaultToolsets, toolsets } from '../src/index.js'

/** The toolsets as docs/mcp.md lists them: one row each, its tools by name, the default ones marked. */
export function toolsetRows(): string[] {
  const tools = buildTools()
  return Object.entries(toolsets).map(([name, set]) => {
    const names = tools.filter((tool) => tool.toolset === name).map((tool) => `\`${tool.name}\``)
    const marked = (defaultToolsets as readonly string[]).includes(name) ? `\`${name}\` (default)` : `\`${name}\``
    return `| ${marked} | ${set.description} | ${names.join(', ')} |`
  })
}

it('docs/mcp.md lists every toolset and its tools, as the table generates them', async () => {
  const page = await readFile(new URL('../../../docs/mcp.md', import.meta.url), 'utf8')
  // Cells compared trimmed: the formatter pads the table's columns.
  const cells = (row: string) =>
    row
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean)
  const rows = page.split('\n').filter((line) => /^\| `[a-z-]+`/.test(line))
  expect(rows.map(cells)).toEqual(toolsetRows().map(cells))
})
