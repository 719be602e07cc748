#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { commands, helpText, usageText } from './help.js'
import { startStandaloneServer } from './server.js'

// The package's own manifest, beside dist/ once installed (and beside src/ in the workspace).
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
const [command, ...extra] = process.argv.slice(2)

if (command === '--help' || command === '-h' || command === 'help') process.stdout.write(helpText(version))
else if (command === '--version' || command === '-v') process.stdout.write(`${version}\n`)
else if ((command === 'start' || command === 'sandbox') && extra.length === 0) await serve(command === 'sandbox')
else if (command === 'mcp' && extra.length === 0) await mcp()
else {
  const problem =
    command === undefined
      ? 'a command is needed'
      : Object.hasOwn(commands, command)
        ? `"${command}" takes no arguments: the server is configured by its environment`
        : `unknown command "${command}"`
  process.stderr.write(`sessionkit: ${problem}\n\n${usageText()}`)
  process.exitCode = 2
}

/** An MCP server on stdio for a local agent, calling a running sessionkit over HTTP (docs/mcp.md). */
async function mcp(): Promise<void> {
  const { serveStdio } = await import('@sessionkit/mcp')
  await serveStdio(process.env).catch((error: unknown) => {
    // stdout carries the protocol: the operator's words go to stderr.
    process.stderr.write(`sessionkit mcp: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  })
}

async function serve(sandbox: boolean): Promise<void> {
  const instance = await startStandaloneServer(process.env, { sandbox }).catch((error: unknown) => {
    process.stderr.write(`sessionkit could not start: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  })

  let stopping = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    instance.logger.info({ signal }, 'shutting down')
    instance.close().then(
      () => process.exit(0),
      (error: unknown) => {
        instance.logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}
