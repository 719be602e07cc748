import { createApiHandler, createProbeHandler, isProbePath, } from '@sessionkit/core/adapter';
import { bridgeProblem } from './problem.js';
import { toApiRequest } from './request.js';
import { writeApiResponse } from './response.js';
import { createLimitedServer } from './slow-clients.js';
/**
 * Serves one Node request with an API handler (`createApiHandler(engine)`, or another API on core's pipeline such
 * as the simulator's sandbox): the one path every Node-based adapter takes, so they cannot drift apart. Never
 * rejects; the guard covers a handler that broke its never-reject contract, so no socket is ever left hanging.
 */
export async function serveApiRequest(handler, req, res, options = {}) {
    let response;
    try {
        response = await handler(toApiRequest(req, res, options));
    }
    catch {
        response = bridgeProblem('The server could not complete the request.');
    }
    return writeApiResponse(res, response);
}
/** A `node:http` request listener over an API handler. */
export function createApiListener(handler) {
    return (req, res) => void serveApiRequest(handler, req, res);
}
/**
 * A `node:http` server (not yet listening): given an engine, it serves the API at `basePath` and the health
 * probes `/healthz` and `/readyz` (no key); given an API handler (the sandbox's, say), it serves that handler.
 * Requests Node itself refuses are answered with Problems too, and slow clients are cut (`limits`).
 */
export function createServer(target, options = {}) {
    const { server, limits, ...handlerOptions } = options;
    // typeof, not instanceof: two copies of @sessionkit/core in one install must still work together.
    if (typeof target === 'function')
        return createLimitedServer(createApiListener(target), limits, server);
    const api = createApiListener(createApiHandler(target, handlerOptions));
    const probes = createApiListener(createProbeHandler(target));
    return createLimitedServer((req, res) => (isProbePath(pathOf(req)) ? probes : api)(req, res), limits, server);
}
/** The path of a request target, without its query. */
export const pathOf = (req) => (req.url ?? '/').split('?', 1)[0];
//# sourceMappingURL=server.js.map