import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { type ApiHandler, type ApiRequest, ApiResponse, problemBody, problemResponse } from '@sessionkit/core/adapter'
import { handlerCaller } from './api.js'
import { createMcpServer, type KeyView, type McpOptions, offeredTools } from './server.js'

export interface McpHandlerOptions extends McpOptions {
  /** Where the API is mounted beside it (default `/api/v1`). */
  apiBasePath?: string
  /**
   * Browser origins allowed to call (`https://agent.example`), besides the server's own. A request from any other
   * `Origin` is refused: a web page must not drive a local agent's WhatsApp through the user's browser (DNS
   * rebinding). Requests without `Origin` (agents, not browsers) are allowed.
   */
  allowedOrigins?: readonly string[]
  /** Upper bound of a request body (default 1 MiB): a JSON-RPC call is small. */
  maxBodyBytes?: number
}

/** The request headers the transport reads; the API request gives headers by name only. */
const forwarded = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id']

const problem = (code: string, status: number, title: string, detail: string, headers?: Record<string, string>) =>
  problemResponse(problemBody(code, { status, title }, detail), headers)

/**
 * `/mcp` over Streamable HTTP, stateless: every POST is answered by a fresh server for its key, so any node of a
 * cluster answers and there are no MCP sessions to cap or to lose. The API key is the bearer token; each tool
 * runs as a request of the API `api` serves, with that key.
 */
export function createMcpHandler(api: ApiHandler, options: McpHandlerOptions = {}): ApiHandler {
  const apiBase = options.apiBasePath ?? '/api/v1'
  const maxBody = options.maxBodyBytes ?? 1024 * 1024
  // Unknown toolsets are refused now, when the server starts, not at an agent's first call.
  offeredTools(options)
  return async (request) => {
    const url = new URL(request.url)
    const origin = request.header('origin')
    if (origin && origin !== url.origin && !options.allowedOrigins?.includes(origin))
      return problem('origin_not_allowed', 403, 'Origin not allowed', `Requests from ${origin} may not use /mcp.`)
    if (request.method !== 'POST')
      // Stateless: no stream the server starts (GET) and no session to end (DELETE).
      return problem('method_not_allowed', 405, 'Method not allowed', '/mcp answers POST only (stateless).', {
        allow: 'POST',
      })
    const key = /^Bearer (.+)$/i.exec(request.header('authorization') ?? '')?.[1]?.trim()
    if (!key)
      return problem('unauthorized', 401, 'Unauthorized', 'Send the API key as `Authorization: Bearer <key>`.', {
        'www-authenticate': 'Bearer',
      })
    const caller = handlerCaller(api, key, `${url.origin}${apiBase}`, request.signal)
    // The key is checked before any MCP message is read: a bad key gets the API's own 401.
    const current = await caller({ method: 'GET', path: '/keys/current' })
    if (current.status !== 200)
      return problemResponse(current.json as Parameters<typeof problemResponse>[0], { 'www-authenticate': 'Bearer' })
    const body = await readBody(request, maxBody)
    if (body === null)
      return problem('payload_too_large', 413, 'Request body too large', `An MCP request is at most ${maxBody} bytes.`)
    const headers = new Headers()
    for (const name of forwarded) {
      const value = request.header(name)
      if (value !== null) headers.set(name, value)
    }
    const server = createMcpServer(caller, options, (current.json as { data: KeyView }).data)
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true })
    await server.connect(transport)
    try {
      const response = await transport.handleRequest(
        new Request(url, { method: 'POST', headers, body: body as Uint8Array<ArrayBuffer> }),
      )
      const answer: Record<string, string> = {}
      response.headers.forEach((value, name) => {
        answer[name] = value
      })
      return new ApiResponse(response.status, answer, await response.text())
    } finally {
      await server.close()
    }
  }
}

/** The whole body, or null when it is over `max`. */
async function readBody(request: ApiRequest, max: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body) {
    size += chunk.byteLength
    if (size > max) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}
