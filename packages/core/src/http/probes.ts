import type { Readiness } from '../readiness.js'
import { EngineError, engineErrors } from '../errors.js'
import { type ApiHandler, type ApiRequest, ApiResponse, documentResponse } from './exchange.js'
import { problemResponse, toProblem } from './problem.js'

/** Liveness: the process answers. Outside /api/v1 and without a key, since a kubelet sends no credential. */
export const livenessPath = '/healthz'
/** Readiness: the engine is started, its store answers and the restore of paired sessions is done. */
export const readinessPath = '/readyz'

export const isProbePath = (pathname: string): boolean => pathname === livenessPath || pathname === readinessPath

const alive = JSON.stringify({ status: 'ok' })

/**
 * The health probes of an engine as an API handler, for a server to route `isProbePath` requests to: `/healthz`
 * answers 200 while the process runs; `/readyz` answers 200 when `engine.readiness()` says ready, 503 otherwise,
 * with the checks in the body either way. GET and HEAD only; nothing is logged or counted as API usage.
 */
/** What the probes ask of an engine (SessionEngine answers it). */
export interface ProbedEngine {
  readiness(): Promise<Readiness>
}

export function createProbeHandler(engine: ProbedEngine): ApiHandler {
  return async (request) => {
    const head = request.method === 'HEAD'
    const response = await answer(engine, request, head)
    if (!head || response.body === null) return response
    const length = String(Buffer.byteLength(response.body as string))
    return new ApiResponse(response.status, { ...response.headers, 'content-length': length }, null)
  }
}

async function answer(engine: ProbedEngine, request: ApiRequest, head: boolean): Promise<ApiResponse> {
  const { pathname } = new URL(request.url)
  if (!isProbePath(pathname))
    return problemResponse(
      toProblem(new EngineError(engineErrors.route_not_found, `No probe at ${pathname}.`), pathname),
    )
  if (request.method !== 'GET' && !head)
    return problemResponse(
      toProblem(
        new EngineError(
          engineErrors.method_not_allowed,
          `${request.method} is not allowed on ${pathname}; use GET, HEAD.`,
          {
            extra: { allow: ['GET', 'HEAD'] },
          },
        ),
        pathname,
      ),
      { allow: 'GET, HEAD' },
    )
  if (pathname === livenessPath) return documentResponse(200, alive)
  const { ready, store, restore } = await engine.readiness()
  return documentResponse(ready ? 200 : 503, JSON.stringify({ status: ready ? 'ready' : 'not_ready', store, restore }))
}
