#!/usr/bin/env node
import { serveStdio } from './stdio.js'

// Configured by the environment only: an argument could only be a key or a URL typed where `ps` shows it.
if (process.argv.length > 2) {
  process.stderr.write(
    'sessionkit-mcp takes no arguments: set SESSIONKIT_URL, SESSIONKIT_API_KEY (or SESSIONKIT_API_KEY_FILE), SESSIONKIT_MCP_TOOLSETS and SESSIONKIT_MCP_ALLOW_SEND\n',
  )
  process.exitCode = 2
} else
  await serveStdio(process.env).catch((error: unknown) => {
    // stdout is the protocol's: every word for the operator goes to stderr.
    process.stderr.write(`sessionkit-mcp: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  })
