export { type ToRequestOptions, toApiRequest, toRequest } from './request.js'
export { writeApiResponse, writeResponse } from './response.js'
export {
  createApiListener,
  createNodeListener,
  type CreateServerOptions,
  createServer,
  serveApiRequest,
  serveNodeRequest,
} from './server.js'
export { answerClientError } from './problem.js'
export { type ConnectionLimits, createLimitedServer, defaultConnectionLimits } from './slow-clients.js'
