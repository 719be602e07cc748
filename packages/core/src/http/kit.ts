/**
 * The HTTP pipeline of /api/v1 for another API to be built on, so it answers like this one: its own route table,
 * base path, keys and problem codes on the same auth, routing, parsing, validation and Problem Details. The
 * simulator's /sandbox/v1 uses it (`@sessionkit/core/http`).
 */
export { type ApiHandler, type ApiRequest, ApiResponse, fromFetchRequest, toFetchResponse } from './exchange.js'
export {
  createPipeline,
  type PipelineOptions,
  type PipelineRoute,
  type RequestContext,
} from './pipeline.js'
export { type ProblemBody, problemBody } from './problem.js'
export { EngineError, type FieldError, isEngineError } from '../errors.js'
