import type { WindowCounter, WindowTake } from '../store/window-counter.js'

/** At most `limit` in each fixed window of `windowSeconds` (windows counted from the epoch, so a day is a UTC day). */
export interface RatePolicy {
  limit: number
  windowSeconds: number
}

/** The classes of routes an API key's requests are counted in, each with its own policy. */
export type RouteClass = 'sends' | 'reads' | 'management'

export const routeClasses: readonly RouteClass[] = ['sends', 'reads', 'management']

/** Requests each API key may make per route class; a class left out is not limited (docs/rate-limits.md). */
export type RateLimitOptions = Partial<Record<RouteClass, RatePolicy>>

/** What one take from a policy's window found: whether it fit, and what is left of the window. */
export interface RateVerdict {
  allowed: boolean
  limit: number
  windowSeconds: number
  /** Places left in the window after this take. */
  remaining: number
  /** Seconds until the window ends (at least 1): what a refused caller waits. */
  resetSeconds: number
}

/**
 * Takes `amount` places (one unless said) in `key`'s current window of `policy`, all or none: at hand when the
 * counter counts in the process.
 */
export function takeFromPolicy(
  windows: WindowCounter,
  key: string,
  policy: RatePolicy,
  now: number,
  amount = 1,
): RateVerdict | Promise<RateVerdict> {
  const windowMs = policy.windowSeconds * 1000
  const taken = windows.take(key, policy.limit, windowMs, now, amount)
  return taken instanceof Promise
    ? taken.then((settled) => verdictOf(policy, settled, now))
    : verdictOf(policy, taken, now)
}

function verdictOf(policy: RatePolicy, { taken, count }: WindowTake, now: number): RateVerdict {
  const windowMs = policy.windowSeconds * 1000
  const endsAt = (Math.floor(now / windowMs) + 1) * windowMs
  return {
    allowed: taken,
    limit: policy.limit,
    windowSeconds: policy.windowSeconds,
    remaining: Math.max(0, policy.limit - count),
    resetSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)),
  }
}

/** A policy as configured: a whole number of at least 1 in a whole number of seconds, or a RangeError naming it. */
export const checkPolicy = (name: string, policy: RatePolicy): RatePolicy => ({
  limit: checkCount(`${name}.limit`, policy.limit),
  windowSeconds: checkCount(`${name}.windowSeconds`, policy.windowSeconds),
})

/** A configured count: a limit of 0 or a fraction would refuse everything or nothing, so it is refused at start. */
export function checkCount(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`${name} must be a whole number of at least 1 (got ${value})`)
  return value
}

/** Each configured class's policy, checked when the engine is built rather than at the first request. */
export function checkRateLimits(options: RateLimitOptions): RateLimitOptions {
  const checked: RateLimitOptions = {}
  for (const routeClass of routeClasses) {
    const policy = options[routeClass]
    if (policy !== undefined) checked[routeClass] = checkPolicy(`rateLimits.${routeClass}`, policy)
  }
  return checked
}
