/** What the router reads of a route: the engine's routes, or another API's built on these pieces (the simulator's sandbox). */
export interface RoutePath {
    method: string;
    path: string;
}
export interface RouteMatch<R extends RoutePath = RoutePath> {
    route: R;
    /** Path parameters, percent-decoded. */
    params: Record<string, string>;
}
export interface Router<R extends RoutePath = RoutePath> {
    /** Throws `malformed_request` (400) when a parameter segment is not valid percent-encoding. */
    match(method: string, pathname: string): RouteMatch<R> | undefined;
    /** Methods some route takes on this path (for 405 and `Allow`), HEAD wherever GET is. */
    allowed(pathname: string): string[];
}
/**
 * The route table as one regular expression per route, grouped by method. `:name` matches one path segment, and
 * a path matches only as declared: a trailing slash is another path, so `/sessions/x/groups/` (which a URL makes
 * of `/sessions/x/groups/.`) never reaches `/sessions/x/groups`. Checked in table order, so a literal segment
 * listed before a parameter wins.
 */
export declare function createRouter<R extends RoutePath = RoutePath>(basePath: string, table: readonly R[]): Router<R>;
