import type { IncomingMessage, RequestListener, Server, ServerOptions, ServerResponse } from 'node:http';
import type { HandlerOptions, SessionEngine } from '@sessionkit/core';
import { type ApiHandler } from '@sessionkit/core/adapter';
import { type ApiRequestOptions } from './request.js';
import { type ConnectionLimits } from './slow-clients.js';
/**
 * Serves one Node request with an API handler (`createApiHandler(engine)`, or another API on core's pipeline such
 * as the simulator's sandbox): the one path every Node-based adapter takes, so they cannot drift apart. Never
 * rejects; the guard covers a handler that broke its never-reject contract, so no socket is ever left hanging.
 */
export declare function serveApiRequest(handler: ApiHandler, req: IncomingMessage, res: ServerResponse, options?: ApiRequestOptions): Promise<void>;
/** A `node:http` request listener over an API handler. */
export declare function createApiListener(handler: ApiHandler): RequestListener;
export interface CreateServerOptions extends HandlerOptions {
    /** Slow-client timeouts and the connection cap (see `defaultConnectionLimits`). */
    limits?: ConnectionLimits;
    /** Passed to `node:http` createServer (header limits, ...); wins over what `limits` sets. */
    server?: ServerOptions;
}
/**
 * A `node:http` server (not yet listening): given an engine, it serves the API at `basePath` and the health
 * probes `/healthz` and `/readyz` (no key); given an API handler (the sandbox's, say), it serves that handler.
 * Requests Node itself refuses are answered with Problems too, and slow clients are cut (`limits`).
 */
export declare function createServer(target: SessionEngine | ApiHandler, options?: CreateServerOptions): Server;
/** The path of a request target, without its query. */
export declare const pathOf: (req: IncomingMessage) => string;
