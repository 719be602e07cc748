import {
  createAuthenticator,
  createRouter,
  documentResponse,
  EngineError,
  fromFetchRequest,
  parseBody,
  problemBody,
  problemResponse,
  refuseDotSegments,
  toFetchResponse,
  toProblem,
  validate,
  type ProblemBody,
} from '@sessionkit/core/http'
import type { Simulator } from '../simulator.js'
import { faultRoutes } from './faults.js'
import { callRoutes } from './calls.js'
import { channelRoutes } from './channels.js'
import { chatRoutes } from './chats.js'
import { communityRoutes } from './communities.js'
import { groupRoutes } from './groups.js'
import { MAX_BASE64_CHARS, messageRoutes } from './messages.js'
import { phoneRoutes } from './phones.js'
import { sandboxProblemCodes, SandboxError } from './problems.js'
import type { SandboxRoute } from './route.js'

export interface SandboxHandlerOptions {
  /** any of these, as `Authorization: Bearer <key>` */
  apiKeys: string[]
  /** default '/sandbox/v1' */
  basePath?: string
  /** how long a link by code waits for the companion's pairing-code request to arrive; default 5000 */
  linkWaitMs?: number
}

const LINK_WAIT_MS = 5_000
/** a body carries at most one attachment of 64 MiB, base64-encoded, and its few other fields */
const MAX_BODY_BYTES = MAX_BASE64_CHARS + 64 * 1024

/** The route table of /sandbox/v1. */
export const sandboxRoutes: readonly SandboxRoute[] = [
  ...phoneRoutes,
  ...messageRoutes,
  ...groupRoutes,
  ...communityRoutes,
  ...callRoutes,
  ...faultRoutes,
  ...channelRoutes,
  ...chatRoutes,
]

function problemOf(
  error: unknown,
  instance: string,
): { problem: ProblemBody<string>; headers: Record<string, string> } {
  if (error instanceof SandboxError)
    return {
      problem: problemBody(error.code, sandboxProblemCodes[error.code], error.message, { instance }),
      headers: {},
    }
  const problem = toProblem(error, instance)
  const headers: Record<string, string> = {}
  if (problem.code === 'unauthorized') headers['www-authenticate'] = 'Bearer'
  if (problem.code === 'method_not_allowed') headers.allow = (problem.allow as string[]).join(', ')
  return { problem, headers }
}

/**
 * The sandbox control API as a Fetch handler, on core's HTTP pieces: create virtual phones, link
 * companions to them by code or QR, send and read their messages, run their groups, log devices out, and inject faults.
 */
export function createSandboxHandler(
  sim: Simulator,
  options: SandboxHandlerOptions,
): (req: Request) => Promise<Response> {
  const basePath = (options.basePath ?? '/sandbox/v1').replace(/\/+$/, '')
  const authenticate = createAuthenticator(options.apiKeys)
  const router = createRouter(basePath, sandboxRoutes)
  const linkWaitMs = options.linkWaitMs ?? LINK_WAIT_MS
  const limits = { maxBodyBytes: MAX_BODY_BYTES, maxUploadBytes: MAX_BODY_BYTES }

  return async (req) => {
    const request = fromFetchRequest(req)
    const { pathname } = new URL(req.url)
    try {
      refuseDotSegments(request.target)
      authenticate(request.header('authorization'))
      const matched =
        pathname === basePath || pathname.startsWith(`${basePath}/`) ? router.match(req.method, pathname) : undefined
      if (!matched) {
        // the sandbox answers no HEAD, so GET routes do not offer it
        const allowed = router.allowed(pathname).filter((method) => method !== 'HEAD')
        if (!allowed.length) throw new EngineError('route_not_found', `No route ${pathname}.`)
        throw new EngineError('method_not_allowed', `${req.method} is not allowed here; use ${allowed.join(', ')}.`, {
          extra: { allow: allowed },
        })
      }
      const { route, params } = matched
      let body: unknown
      if (route.body) {
        const parsed = await parseBody(request, limits, false)
        body = validate(route.body, parsed.kind === 'json' ? parsed.value : undefined, 'body')
      }
      const result = await route.run({ sim, params, body, linkWaitMs })
      return result instanceof Response
        ? result
        : toFetchResponse(documentResponse(route.status ?? 200, JSON.stringify({ data: result })))
    } catch (error) {
      const { problem, headers } = problemOf(error, pathname)
      return toFetchResponse(problemResponse(problem, headers))
    }
  }
}
