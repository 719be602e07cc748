import type { ClusterNode } from '../cluster/node.js'
import { EngineError, engineErrors } from '../errors.js'
import type { KeyAccess } from '../operations/access.js'
import { requireReach } from '../keys/access.js'
import type { Logger } from '../logger.js'
import { type ApiHandler, type ApiRequest, ApiResponse } from './exchange.js'
import { problemResponse, toProblem } from './problem.js'
import type { Route } from './route.js'

/** The header a node sends the owner with a forwarded request: the cluster's credential. */
export const clusterHeader = 'x-sessionkit-cluster'

/** The request headers an operation reads; the rest (hop-by-hop, lengths) belong to the connection, not the request. */
const forwardedRequestHeaders = ['authorization', 'content-type', 'idempotency-key', 'accept', 'user-agent']
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'])

/** Pause between two looks for the owner while a session changes hands. */
const handoffPollMs = 100

export interface ForwardingSetup {
  cluster: ClusterNode
  /** Whether the session exists: at once when this node knows it, from the store when it has not heard of it yet. */
  knows(sessionId: string): true | Promise<boolean>
  /** The largest body a forwarded request may carry (it is held in memory to be sent again after a handoff). */
  maxBodyBytes: number
  /** Resolves once a paired session this node runs is past `connecting` (just taken over), or at `deadline`. */
  settled(sessionId: string, deadline: number): Promise<void>
  /** This node's own handler: a request whose session this node took while it waited runs here. */
  local: ApiHandler
  logger: Logger
}

/**
 * Cluster mode inside the pipeline, once a request is authenticated and its key holds the route's scope: a request
 * that acts on a session goes to the node holding the session's lease, over HTTP to that node's `advertiseUrl`
 * with the cluster's credential; the reads any node answers (`anyNode` on the declaration: stored records,
 * published live state) and every route outside `/sessions/{id}` run here. A key outside the session's list gets
 * its 404 here too, so a request the owner would refuse reads no body and reaches nobody.
 * While nobody holds the lease (a handoff, a failover) the request waits for the next owner, and on the owner for
 * the login of a session it just took, up to `forwardTimeoutMs`. A forwarded request that already reached the
 * owner is sent again only when that cannot act twice: a GET, a DELETE, or one with an Idempotency-Key.
 */
export function toOwner(
  setup: ForwardingSetup,
): (
  route: Route,
  params: Readonly<Record<string, string>>,
  request: ApiRequest,
  access: KeyAccess,
) => Promise<ApiResponse | null> | null {
  return (route, params, request, access) => {
    if (!route.path.startsWith('/sessions/:sessionId')) return null
    const sessionId = params.sessionId!
    requireReach(access, sessionId)
    if (!route.anyNode) return toSessionOwner(setup, request, sessionId)
    // Answered here (stored records, published live state), once this node has heard of a session made elsewhere.
    const known = setup.knows(sessionId)
    return known === true ? null : known.then(() => null)
  }
}

async function toSessionOwner(
  setup: ForwardingSetup,
  request: ApiRequest,
  sessionId: string,
): Promise<ApiResponse | null> {
  const { cluster } = setup
  if (cluster.owns(sessionId)) {
    await setup.settled(sessionId, Date.now() + cluster.settings.forwardTimeoutMs)
    return null
  }
  const { pathname } = new URL(request.url)
  if (request.header(clusterHeader) === cluster.credential) {
    // Sent here as the owner, but the lease moved meanwhile: the sender looks for the owner again.
    return problem(
      new EngineError(engineErrors.session_elsewhere, `Session "${sessionId}" is run by another node of the cluster.`, {
        extra: { sessionId },
      }),
      pathname,
    )
  }
  if (!(await setup.knows(sessionId))) return null
  let body: Buffer<ArrayBuffer> | null
  try {
    body = request.body ? await bytesOf(request.body, setup.maxBodyBytes) : null
  } catch (error) {
    return problem(
      error instanceof EngineError
        ? error
        : new EngineError(engineErrors.malformed_request, 'The request body could not be read to the end.'),
      pathname,
    )
  }
  return forward(setup, request, body, sessionId, pathname)
}

async function forward(
  setup: ForwardingSetup,
  request: ApiRequest,
  body: Buffer<ArrayBuffer> | null,
  sessionId: string,
  pathname: string,
): Promise<ApiResponse> {
  const { cluster } = setup
  const deadline = Date.now() + cluster.settings.forwardTimeoutMs
  const repeatable =
    request.method === 'GET' ||
    request.method === 'HEAD' ||
    request.method === 'DELETE' ||
    request.header('idempotency-key') !== null
  const headers: Record<string, string> = { [clusterHeader]: cluster.credential }
  for (const name of forwardedRequestHeaders) {
    const value = request.header(name)
    if (value !== null) headers[name] = value
  }
  const target = new URL(request.url)
  let lastFailure = 'no node holds the session'
  while (Date.now() < deadline) {
    // The client left: nobody reads the answer, and the handler never throws.
    if (request.signal.aborted) break
    const owner = cluster.owns(sessionId) ? null : await cluster.ownerOf(sessionId).catch(() => null)
    if (cluster.owns(sessionId)) {
      await setup.settled(sessionId, deadline)
      return setup.local(replay(request, body))
    }
    if (owner === null || owner.nodeId === cluster.nodeId) {
      await pause(handoffPollMs)
      continue
    }
    let response: Response
    try {
      response = await fetch(`${owner.advertiseUrl}${target.pathname}${target.search}`, {
        method: request.method,
        headers,
        body: body ?? undefined,
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(Math.max(1, deadline - Date.now()))]),
        redirect: 'manual',
      })
    } catch (error) {
      lastFailure = `node ${owner.nodeId} did not answer (${(error as Error).message})`
      // A refused connection never reached the owner; anything later may have acted, so only a repeatable
      // request goes again.
      if (!repeatable && !refused(error)) break
      await pause(handoffPollMs)
      continue
    }
    if (response.status === 421 && response.headers.get('content-type')?.includes('problem')) {
      await response.body?.cancel()
      lastFailure = `node ${owner.nodeId} no longer runs the session`
      await pause(handoffPollMs)
      continue
    }
    return answerOf(response)
  }
  setup.logger.warn({ sessionId, lastFailure }, 'forwarding to the session owner failed')
  return problem(
    new EngineError(
      engineErrors.cluster_unavailable,
      `The node that runs session "${sessionId}" could not be reached: ${lastFailure}. Retry${repeatable ? '' : ' with an Idempotency-Key'}.`,
      { extra: { sessionId, retryAfterSeconds: 1 } },
    ),
    pathname,
  )
}

function answerOf(response: Response): ApiResponse {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!hopByHop.has(name)) headers[name] = value
  })
  return new ApiResponse(response.status, headers, response.body)
}

/** The request again, with the body already read (it is sent to whichever node owns the session by then). */
function replay(request: ApiRequest, body: Buffer<ArrayBuffer> | null): ApiRequest {
  return {
    method: request.method,
    url: request.url,
    target: request.target,
    header: (name) => request.header(name),
    body: body ? [body] : null,
    signal: request.signal,
  }
}

async function bytesOf(body: NonNullable<ApiRequest['body']>, limit: number): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = []
  let length = 0
  for await (const chunk of body) {
    length += chunk.byteLength
    if (length > limit)
      throw new EngineError(engineErrors.payload_too_large, `The request body is larger than ${limit} bytes.`, {
        extra: { limit },
      })
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

const refused = (error: unknown): boolean => (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED'

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function problem(error: EngineError, instance: string): ApiResponse {
  const body = toProblem(error, instance)
  return problemResponse(body, body.retryAfterSeconds ? { 'retry-after': String(body.retryAfterSeconds) } : {})
}
