export { type ToRequestOptions, toRequest } from './request.js'
export { writeResponse } from './response.js'
export { createNodeListener, type CreateServerOptions, createServer, serveNodeRequest } from './server.js'
