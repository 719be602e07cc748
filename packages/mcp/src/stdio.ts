import { readFile } from 'node:fs/promises'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { fetchCaller } from './api.js'
import { createMcpServer } from './server.js'

/** What `sessionkit mcp` reads: its environment only, so the key never shows in a process list. */
export interface StdioEnv {
  readonly [name: string]: string | undefined
}

const flag = (text: string | undefined, name: string): boolean => {
  const value = text?.trim().toLowerCase()
  if (!value || ['0', 'false', 'no', 'off'].includes(value)) return false
  if (['1', 'true', 'yes', 'on'].includes(value)) return true
  throw new TypeError(`${name} must be true or false, not "${text}"`)
}

/**
 * The key, from `SESSIONKIT_API_KEY` or the file `SESSIONKIT_API_KEY_FILE` names (a secret mounted as a file),
 * never from the command line, where every user of the machine can read it.
 */
async function keyOf(env: StdioEnv): Promise<string> {
  const inline = env.SESSIONKIT_API_KEY?.trim()
  if (inline) return inline
  const file = env.SESSIONKIT_API_KEY_FILE?.trim()
  if (file) {
    const key = (await readFile(file, 'utf8')).trim()
    if (key) return key
    throw new TypeError(`SESSIONKIT_API_KEY_FILE names an empty file: ${file}`)
  }
  throw new TypeError('set SESSIONKIT_API_KEY, or SESSIONKIT_API_KEY_FILE to a file holding the key')
}

/**
 * An MCP server on stdin and stdout for a local agent, whose tools call a running sessionkit over HTTP
 * (`SESSIONKIT_URL`, default http://127.0.0.1:3000). The key is checked before the agent is answered, so a wrong
 * key or address fails the start with a message instead of an agent seeing no tools.
 */
export async function serveStdio(env: StdioEnv): Promise<void> {
  const url = (env.SESSIONKIT_URL?.trim() || 'http://127.0.0.1:3000').replace(/\/+$/, '')
  const caller = fetchCaller(`${url}/api/v1`, await keyOf(env))
  const current = await caller({ method: 'GET', path: '/keys/current' }).catch((error: unknown) => {
    throw new Error(`sessionkit is not reachable at ${url}: ${error instanceof Error ? error.message : String(error)}`)
  })
  if (current.status !== 200) throw new Error(`sessionkit at ${url} refused the key: ${JSON.stringify(current.json)}`)
  const toolsets = env.SESSIONKIT_MCP_TOOLSETS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const server = createMcpServer(caller, {
    ...(toolsets?.length ? { toolsets } : {}),
    allowSend: flag(env.SESSIONKIT_MCP_ALLOW_SEND, 'SESSIONKIT_MCP_ALLOW_SEND'),
    allowNewChats: flag(env.SESSIONKIT_MCP_ALLOW_NEW_CHATS, 'SESSIONKIT_MCP_ALLOW_NEW_CHATS'),
  })
  await server.connect(new StdioServerTransport())
}
