export { type ApiRequestOptions, toApiRequest } from './request.js';
export { writeApiResponse } from './response.js';
export { createApiListener, type CreateServerOptions, createServer, pathOf, serveApiRequest, } from './server.js';
export { answerClientError } from './problem.js';
export { type ConnectionLimits, createLimitedServer, defaultConnectionLimits } from './slow-clients.js';
