/**
 * The HTTP pieces of /api/v1 for another API to be built on, so it answers like this one: the route table's
 * router, the refusal of dot segments, bearer keys, body parsing and validation, and Problem Details. The
 * simulator's /sandbox/v1 uses them (`@sessionkit/core/http`).
 */
export { createAuthenticator } from './auth.js'
export { type BodyLimits, type ParsedBody, parseBody } from './body.js'
export { type ApiRequest, ApiResponse, documentResponse, fromFetchRequest, toFetchResponse } from './exchange.js'
export { type ProblemBody, problemBody, problemResponse, problemTypeUri, toProblem } from './problem.js'
export { createRouter, type RouteMatch, type RoutePath, type Router } from './router.js'
export { refuseDotSegments } from './target.js'
export { validate } from '../operations/validation.js'
export { EngineError, type FieldError, isEngineError } from '../errors.js'
