import { timingSafeEqual } from 'node:crypto'
import type { ClusterNode } from '../cluster/node.js'
import { EngineError, engineErrors } from '../errors.js'
import type { KeyAccess } from '../operations/access.js'
import { requireReach } from '../keys/access.js'
import type { Logger } from '../logger.js'
import { limitedChunks, refuseDeclaredLength } from './body.js'
import type { ApiHandler, ApiRequest, ApiResponse } from './exchange.js'
import type { Intake } from './pipeline.js'
import { problemResponse, toProblem } from './problem.js'
import type { Route } from './route.js'
import { ForwardedBody, sendUpstream, type UpstreamAnswer } from './upstream.js'

/** The header a node sends the owner with a forwarded request: the cluster's credential. */
export const clusterHeader = 'x-sessionkit-cluster'

/** The request headers an operation reads; the rest (hop-by-hop, lengths) belong to the connection, not the request. */
const forwardedRequestHeaders = [
  'authorization',
  'content-type',
  'content-encoding',
  'idempotency-key',
  'accept',
  'user-agent',
]

/** Pause between two looks for the owner while a session changes hands. */
const handoffPollMs = 100

export interface ForwardingSetup {
  cluster: ClusterNode
  /** Whether the session exists: at once when this node knows it, from the store when it has not heard of it yet. */
  knows(sessionId: string): true | Promise<boolean>
  /**
   * How much of a forwarded body is kept to be sent again after a handoff (the JSON limit: any JSON body can be);
   * a longer upload turned away mid-handoff answers 503 instead, and was never acted on.
   */
  keepBodyBytes: number
  /** Resolves once a paired session this node runs is past `connecting` (just taken over), or at `deadline`. */
  settled(sessionId: string, deadline: number): Promise<void>
  /** This node's own handler: a request whose session this node took while it waited runs here. */
  local: ApiHandler
  logger: Logger
}

/**
 * The requests the node that received them already counted (rate limit, upload slot, body limit): one it sent
 * itself after taking the session while it waited. The owner recognises the others by the cluster's credential.
 */
const countedHere = new WeakSet<ApiRequest>()

/** Whether `request` was counted by the node that received it: the owner does not count it again. */
export const countedElsewhere = (cluster: ClusterNode, request: ApiRequest): boolean =>
  countedHere.has(request) || sameSecret(request.header(clusterHeader), cluster.credential)

/**
 * Cluster mode inside the pipeline, once a request is authenticated, its key holds the route's scope and the
 * request was counted against its rate limit: a request that acts on a session goes to the node holding the
 * session's lease, over HTTP to that node's `advertiseUrl` with the cluster's credential; the reads any node
 * answers (`anyNode` on the declaration: stored records, published live state) and every route outside
 * `/sessions/{id}` run here. A key outside the session's list gets its 404 here too, so a request the owner would
 * refuse reads no body and reaches nobody. A forwarded request's upload slot and body limit are this node's:
 * the body is streamed to the owner as the owner reads it, and past the route's limit it is a 413 here.
 * While nobody holds the lease (a handoff, a failover) the request waits for the next owner, and on the owner for
 * the login of a session it just took, up to `forwardTimeoutMs`; once the owner has it, an exchange ends when no
 * byte moved for that long (an upload may take longer while it flows). A forwarded request that already reached the
 * owner is sent again only when that cannot act twice: a GET, a DELETE, or one with an Idempotency-Key.
 */
export function toOwner(
  setup: ForwardingSetup,
): (
  route: Route,
  params: Readonly<Record<string, string>>,
  request: ApiRequest,
  access: KeyAccess,
  intake: Intake,
) => Promise<ApiResponse | null> | null {
  return (route, params, request, access, intake) => {
    if (!route.path.startsWith('/sessions/:sessionId')) return null
    const sessionId = params.sessionId!
    requireReach(access, sessionId)
    if (!route.anyNode) return toSessionOwner(setup, request, sessionId, intake)
    // Answered here (stored records, published live state), once this node has heard of a session made elsewhere.
    const known = setup.knows(sessionId)
    return known === true ? null : known.then(() => null)
  }
}

async function toSessionOwner(
  setup: ForwardingSetup,
  request: ApiRequest,
  sessionId: string,
  intake: Intake,
): Promise<ApiResponse | null> {
  const { cluster } = setup
  if (cluster.owns(sessionId)) {
    await setup.settled(sessionId, Date.now() + cluster.settings.forwardTimeoutMs)
    return null
  }
  const { pathname } = new URL(request.url)
  if (sameSecret(request.header(clusterHeader), cluster.credential)) {
    // Sent here as the owner, but the lease moved meanwhile: the sender looks for the owner again.
    return problem(
      new EngineError(engineErrors.session_elsewhere, `Session "${sessionId}" is run by another node of the cluster.`, {
        extra: { sessionId },
      }),
      pathname,
    )
  }
  if (!(await setup.knows(sessionId))) return null
  // The route's own limit, before the owner is asked anything: a body declared too long never leaves this node.
  if (intake.bodyLimit > 0) refuseDeclaredLength(request, intake.bodyLimit)
  const release = intake.takeSlot()
  const body =
    intake.bodyLimit > 0 && request.body
      ? new ForwardedBody(limitedChunks(request, intake.bodyLimit), setup.keepBodyBytes)
      : null
  try {
    return await forward(setup, request, body, sessionId, pathname)
  } finally {
    release?.()
    // Not awaited: a cut attempt may still wait on a stalled client for a chunk, and the answer must not.
    void body?.close().catch(() => undefined)
  }
}

async function forward(
  setup: ForwardingSetup,
  request: ApiRequest,
  body: ForwardedBody | null,
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
    // Turned away by a node that no longer runs the session after more of the body went than is kept.
    if (body !== null && !body.whole) break
    const owner = cluster.owns(sessionId) ? null : await cluster.ownerOf(sessionId).catch(() => null)
    if (cluster.owns(sessionId)) {
      await setup.settled(sessionId, deadline)
      return setup.local(replay(request, body))
    }
    if (owner === null || owner.nodeId === cluster.nodeId) {
      await pause(handoffPollMs)
      continue
    }
    let answer: UpstreamAnswer
    try {
      answer = await sendUpstream(
        new URL(`${owner.advertiseUrl}${target.pathname}${target.search}`),
        request.method,
        headers,
        body,
        request.signal,
        cluster.settings.forwardTimeoutMs,
      )
    } catch (error) {
      // The body's own failure (past the route's limit, the client left): answered as it would be here.
      if (error instanceof EngineError) return problem(error, pathname)
      lastFailure = `node ${owner.nodeId} did not answer (${(error as Error).message})`
      // A refused connection never reached the owner (nor read the body); anything later may have acted, so only
      // a repeatable request goes again.
      if (!repeatable && !refused(error)) break
      await pause(handoffPollMs)
      continue
    }
    const { response } = answer
    if (response.status === 421 && response.headers['content-type']?.includes('problem')) {
      answer.discard()
      lastFailure = `node ${owner.nodeId} no longer runs the session`
      await pause(handoffPollMs)
      continue
    }
    return response
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

/** The request again, for this node: its body from the first byte, counted already. */
function replay(request: ApiRequest, body: ForwardedBody | null): ApiRequest {
  const again: ApiRequest = {
    method: request.method,
    url: request.url,
    target: request.target,
    header: (name) => request.header(name),
    body: body ? body.chunks() : null,
    signal: request.signal,
  }
  countedHere.add(again)
  return again
}

/** The cluster's credential compared in constant time: it is what lets a request skip the owner's counting. */
function sameSecret(given: string | null, secret: string): boolean {
  if (given === null || secret === '') return false
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

const refused = (error: unknown): boolean => (error as { code?: string }).code === 'ECONNREFUSED'

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function problem(error: EngineError, instance: string): ApiResponse {
  const body = toProblem(error, instance)
  return problemResponse(body, body.retryAfterSeconds ? { 'retry-after': String(body.retryAfterSeconds) } : {})
}
