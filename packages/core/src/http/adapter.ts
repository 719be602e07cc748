/**
 * What only an adapter needs to serve /api/v1 on a server or framework (`@sessionkit/core/adapter`): the handler on
 * the API's own request and response, their conversion from and to Fetch and Node, and the Problem Details for what
 * an adapter refuses before the handler runs; and the pipeline itself, for another API to be served exactly as this
 * one (the simulator's /sandbox/v1). An embedder needs none of it: the root export's `createHandler` answers Fetch
 * requests.
 */
export { createApiHandler } from './handler.js'
export { createMetricsHandler, type MetricsHandlerOptions, metricsPath } from './metrics-route.js'
export { type PageAsset, servePages } from './pages.js'
export { createProbeHandler, isProbePath, livenessPath, readinessPath } from './probes.js'
export {
  type ApiBody,
  type ApiHandler,
  type ApiRequest,
  ApiResponse,
  chunksOfStream,
  fromFetchRequest,
  nodeHeader,
  type RequestBody,
  toFetchResponse,
} from './exchange.js'
export {
  createPipeline,
  type Intake,
  type PipelineOptions,
  type PipelineRoute,
  type RequestContext,
} from './pipeline.js'
export { type ProblemBody, problemBody, problemResponse, problemTypeUri, toProblem } from './problem.js'
export { EngineError, engineErrors, type ErrorKind, type FieldError, isEngineError } from '../errors.js'
