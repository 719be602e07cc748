import { routes } from '@sessionkit/core/internal'

/**
 * The scope table of docs/keys.md, generated from the route declarations: every /api/v1 route in table order with
 * the scope a key needs, columns padded so the Markdown reads as a table. test/contract/scope-table.test.ts fails
 * when the committed table differs; `npx vite-node test/support/write-scope-table.ts` writes it.
 */
export const keysDoc = new URL('../../docs/keys.md', import.meta.url)
export const tableStart =
  '<!-- scope table: generated from the route declarations by test/support/write-scope-table.ts -->'
export const tableEnd = '<!-- end of the scope table -->'

export function scopeTable(): string {
  const rows = [
    ['method', 'path', 'scope', 'what it does'],
    ...routes.map((route) => [
      `\`${route.method}\``,
      `\`${route.path.replace(/:(\w+)/g, '{$1}')}\``,
      route.scope === null ? 'any key' : `\`${route.scope}\``,
      route.summary.replaceAll('|', '\\|'),
    ]),
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  const [header, ...body] = rows
  return [line(header!), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n')
}

/** The document with its table section replaced by the generated one. */
export function withScopeTable(document: string): string {
  const start = document.indexOf(tableStart)
  const end = document.indexOf(tableEnd)
  if (start < 0 || end < start) throw new Error(`docs/keys.md has no section between ${tableStart} and ${tableEnd}`)
  return `${document.slice(0, start + tableStart.length)}\n\n${scopeTable()}\n\n${document.slice(end)}`
}
