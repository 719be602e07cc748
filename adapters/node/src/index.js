export { toApiRequest } from './request.js';
export { writeApiResponse } from './response.js';
export { createApiListener, createServer, pathOf, serveApiRequest, } from './server.js';
export { answerClientError } from './problem.js';
export { createLimitedServer, defaultConnectionLimits } from './slow-clients.js';
//# sourceMappingURL=index.js.map