import { EngineError, engineErrors } from '../errors.js'

/**
 * A segment URL parsing takes for "." or "..": one or two dots, each literal or `%2e` in either case, between
 * separators. A backslash separates segments too, as it does when an http URL is parsed.
 */
const dotSegment = /(?:^|[/\\])(?:\.|%2e){1,2}(?=[/\\]|$)/i

/**
 * Refuses a request target (the path and query exactly as the client sent them) that holds a dot segment.
 * Parsing it as a URL would resolve the segment, so an id `..` would act on the route above it:
 * `DELETE /sessions/{id}/communities/..` would delete the session. Nothing after `?` or `#` is a path.
 * A target that is not known (a Fetch Request's URL, already resolved) is left to the router.
 */
export function refuseDotSegments(target: string | undefined): void {
  if (target === undefined) return
  const end = target.search(/[?#]/)
  if (!dotSegment.test(end === -1 ? target : target.slice(0, end))) return
  throw new EngineError(
    engineErrors.malformed_request,
    'A path segment is "." or ".." (in some spelling), which would address another route; an id never is.',
  )
}
