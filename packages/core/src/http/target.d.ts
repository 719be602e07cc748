/**
 * Refuses a request target (the path and query exactly as the client sent them) that holds a dot segment.
 * Parsing it as a URL would resolve the segment, so an id `..` would act on the route above it:
 * `DELETE /sessions/{id}/communities/..` would delete the session. Nothing after `?` or `#` is a path.
 * A target that is not known (a Fetch Request's URL, already resolved) is left to the router.
 */
export declare function refuseDotSegments(target: string | undefined): void;
