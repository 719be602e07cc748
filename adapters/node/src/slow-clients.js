import { createServer as createHttpServer, } from 'node:http';
import { EngineError } from '@sessionkit/core';
import { answerClientError, engineProblem } from './problem.js';
import { hasBody } from './request.js';
import { writeApiResponse } from './response.js';
export const defaultConnectionLimits = {
    headersTimeoutMs: 15_000,
    bodyIdleTimeoutMs: 30_000,
    maxConnections: 1_024,
};
/**
 * A `node:http` server running `listener` with the limits applied (defaults for those not given), and every
 * refusal of Node's own answered with Problem Details: a malformed or oversized request, one too slow to send
 * its headers, and an HTTP/1.1 request without `Host` (Node's default answers it with an empty 400). `server`
 * options win over what the limits set.
 */
export function createLimitedServer(listener, limits = {}, server = {}) {
    const headersTimeoutMs = limits.headersTimeoutMs ?? defaultConnectionLimits.headersTimeoutMs;
    const bodyIdleTimeoutMs = limits.bodyIdleTimeoutMs ?? defaultConnectionLimits.bodyIdleTimeoutMs;
    const created = createHttpServer({
        headersTimeout: headersTimeoutMs,
        requestTimeout: 0,
        // Node checks the headers deadline on this interval (30 s by default), so it bounds how late a cut comes.
        connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
        requireHostHeader: false,
        ...server,
    }, (req, res) => {
        if (req.httpVersion === '1.1' && req.headers.host === undefined)
            return void refuseWithoutHost(res);
        if (hasBody(req) && !req.complete) {
            // The socket's inactivity timer, only while the body arrives: with no 'timeout' listener, Node destroys it.
            req.socket.setTimeout(bodyIdleTimeoutMs);
            req.once('end', () => req.socket.setTimeout(created.timeout));
        }
        listener(req, res);
    });
    created.maxConnections = limits.maxConnections ?? defaultConnectionLimits.maxConnections;
    return created.on('clientError', answerClientError);
}
function refuseWithoutHost(res) {
    res.shouldKeepAlive = false;
    return writeApiResponse(res, engineProblem(new EngineError('malformed_request', 'An HTTP/1.1 request must carry a Host header.')));
}
//# sourceMappingURL=slow-clients.js.map