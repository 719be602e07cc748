import { hash } from 'node:crypto'
import type { Clock } from '../clock.js'
import { EngineError, engineErrors } from '../errors.js'
import type { Scope } from '../operations/scope.js'
import {
  checkRateLimits,
  type RateLimitOptions,
  type RatePolicy,
  type RateVerdict,
  type RouteClass,
  takeFromPolicy,
} from '../rate-limits/policy.js'
import type { WindowCounter } from '../store/window-counter.js'

/** A route's class follows the scope it declares: what a key does decides how fast it may do it. */
const classOfScope: Record<Scope, RouteClass> = {
  send: 'sends',
  read: 'reads',
  manage: 'management',
  admin: 'management',
}

/** What the pipeline adds to an answer, and the refusal when the request is over its class's limit. */
export interface RateCheck {
  headers: Record<string, string>
  refusal: EngineError | null
}

/** The check of one request: at hand when the counts are in the process, a promise when they are on Redis. */
export type RateLimiter = (apiKey: string, scope: Scope | undefined) => RateCheck | null | Promise<RateCheck | null>

/**
 * Counts each request of a limited class against its API key's window and answers the IETF RateLimit fields
 * (draft-ietf-httpapi-ratelimit-headers-11: `RateLimit-Policy` names the class's quota and window,
 * `RateLimit` what is left and for how long) and, past the limit, the 429 `rate_limited`. A key is counted by a
 * digest of itself, never the key: the counters may live in a shared Redis. Routes without a scope (none on
 * /api/v1) and classes without a policy are not counted.
 */
export function createRateLimiter(options: RateLimitOptions, windows: WindowCounter, clock: Clock): RateLimiter {
  const policies = new Map<RouteClass, RatePolicy & { header: string }>()
  for (const [routeClass, policy] of Object.entries(checkRateLimits(options)) as [RouteClass, RatePolicy][])
    policies.set(routeClass, { ...policy, header: `"${routeClass}";q=${policy.limit};w=${policy.windowSeconds}` })
  // Each key's counter names, built once: only keys that authenticated reach here, one entry per valid key.
  const counterKeys = new Map<string, Record<RouteClass, string>>()
  const counterKeyOf = (apiKey: string, routeClass: RouteClass): string => {
    let keys = counterKeys.get(apiKey)
    if (keys === undefined) {
      const identity = hash('sha256', apiKey, 'base64url')
      keys = {
        sends: `key:${identity}:sends`,
        reads: `key:${identity}:reads`,
        management: `key:${identity}:management`,
      }
      counterKeys.set(apiKey, keys)
    }
    return keys[routeClass]
  }
  return (apiKey, scope) => {
    if (scope === undefined) return null
    const routeClass = classOfScope[scope]
    const policy = policies.get(routeClass)
    if (policy === undefined) return null
    const verdict = takeFromPolicy(windows, counterKeyOf(apiKey, routeClass), policy, clock.now())
    return verdict instanceof Promise
      ? verdict.then((settled) => checkOf(routeClass, policy.header, settled))
      : checkOf(routeClass, policy.header, verdict)
  }
}

const checkOf = (routeClass: RouteClass, policyHeader: string, verdict: RateVerdict): RateCheck => ({
  headers: {
    'ratelimit-policy': policyHeader,
    ratelimit: `"${routeClass}";r=${verdict.remaining};t=${verdict.resetSeconds}`,
  },
  refusal: verdict.allowed ? null : refusal(routeClass, verdict),
})

function refusal(routeClass: RouteClass, verdict: RateVerdict): EngineError {
  return new EngineError(
    engineErrors.rate_limited,
    `This API key has made its ${verdict.limit} ${routeClass} requests of this ${verdict.windowSeconds} s window; retry in ${verdict.resetSeconds} s.`,
    {
      extra: {
        policy: routeClass,
        limit: verdict.limit,
        windowSeconds: verdict.windowSeconds,
        retryAfterSeconds: verdict.resetSeconds,
      },
    },
  )
}
