import { EngineError, engineErrors } from '../errors.js'

/** What the router reads of a route: the engine's routes, or another API's built on these pieces (the simulator's sandbox). */
export interface RoutePath {
  method: string
  path: string
}

export interface RouteMatch<R extends RoutePath = RoutePath> {
  route: R
  /** Path parameters, percent-decoded. */
  params: Record<string, string>
}

export interface Router<R extends RoutePath = RoutePath> {
  /** Throws `malformed_request` (400) when a parameter segment is not valid percent-encoding. */
  match(method: string, pathname: string): RouteMatch<R> | undefined
  /** Methods some route takes on this path (for 405 and `Allow`), HEAD wherever GET is. */
  allowed(pathname: string): string[]
}

interface Compiled<R extends RoutePath> {
  route: R
  pattern: RegExp
  names: string[]
}

/**
 * The route table as one regular expression per route, grouped by method. `:name` matches one path segment, and
 * a path matches only as declared: a trailing slash is another path, so `/sessions/x/groups/` (which a URL makes
 * of `/sessions/x/groups/.`) never reaches `/sessions/x/groups`. Checked in table order, so a literal segment
 * listed before a parameter wins.
 */
export function createRouter<R extends RoutePath = RoutePath>(basePath: string, table: readonly R[]): Router<R> {
  const byMethod = new Map<string, Compiled<R>[]>()
  const all: Compiled<R>[] = []
  for (const route of table) {
    const names: string[] = []
    const source = `${basePath}${route.path}`
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:(\w+)/g, (_, name: string) => {
        names.push(name)
        return '([^/]+)'
      })
    const compiled = { route, pattern: new RegExp(`^${source}$`), names }
    all.push(compiled)
    const list = byMethod.get(route.method) ?? []
    list.push(compiled)
    byMethod.set(route.method, list)
  }
  return {
    match(method, pathname) {
      for (const { route, pattern, names } of byMethod.get(method) ?? []) {
        const found = pattern.exec(pathname)
        if (!found) continue
        const params: Record<string, string> = {}
        names.forEach((name, index) => (params[name] = decodeSegment(name, found[index + 1]!)))
        return { route, params }
      }
      return undefined
    },
    allowed(pathname) {
      const methods = all.filter(({ pattern }) => pattern.test(pathname)).map(({ route }) => route.method)
      return methods.includes('GET') ? [...methods, 'HEAD'] : methods
    },
  }
}

function decodeSegment(name: string, value: string): string {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    throw new EngineError(engineErrors.malformed_request, `Path segment "${name}" is not valid percent-encoding.`, {
      errors: [{ path: name, message: 'invalid percent-encoding' }],
    })
  }
}
