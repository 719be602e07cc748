import { environment } from './environment.js'

export const commands = {
  start: 'serve /api/v1, the dashboard at /, the API reference at /docs, /healthz, /readyz and /metrics',
  sandbox: 'the same against an embedded WhatsApp simulator, its phones at /sandbox/v1 (no real WhatsApp)',
  mcp: 'an MCP server on stdio calling a running sessionkit (SESSIONKIT_URL, SESSIONKIT_API_KEY or _FILE; docs/mcp.md)',
  '--help': 'the commands and every environment variable with its default',
  '--version': 'the version',
} as const

/** The commands, one a line. */
export function usageText(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length))
  const lines = Object.entries(commands).map(([name, meaning]) => `  sessionkit ${name.padEnd(width)}  ${meaning}`)
  return `Usage:\n${lines.join('\n')}\n`
}

/** What `sessionkit --help` prints: the commands, then every variable of the environment table with its default. */
export function helpText(version: string): string {
  const lines = [
    `sessionkit ${version}: WhatsApp sessions served as an HTTP JSON API`,
    '',
    usageText(),
    'Configured by its environment; every variable is optional:',
    '',
  ]
  for (const [name, variable] of Object.entries(environment))
    lines.push(`  ${name} (default: ${variable.default})`, `      ${variable.meaning}`)
  return `${lines.join('\n')}\n`
}
