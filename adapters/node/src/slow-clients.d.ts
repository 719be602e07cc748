import { type RequestListener, type Server, type ServerOptions } from 'node:http';
/** What a client may take and hold on a `node:http` server this package creates. */
export interface ConnectionLimits {
    /** A request's line and headers must have arrived this long after it started (Node's `headersTimeout`). */
    headersTimeoutMs?: number;
    /**
     * A request body that sends nothing for this long is cut. A body that keeps arriving, however slowly, is
     * not: there is no deadline for the whole request (Node's `requestTimeout` is off), and nothing applies once
     * the request is in, so an event stream that only sends heartbeats or a slow handler is never cut.
     */
    bodyIdleTimeoutMs?: number;
    /** Connections open at once; Node closes one more as soon as it is accepted. */
    maxConnections?: number;
}
export declare const defaultConnectionLimits: Required<ConnectionLimits>;
/**
 * A `node:http` server running `listener` with the limits applied (defaults for those not given), and every
 * refusal of Node's own answered with Problem Details: a malformed or oversized request, one too slow to send
 * its headers, and an HTTP/1.1 request without `Host` (Node's default answers it with an empty 400). `server`
 * options win over what the limits set.
 */
export declare function createLimitedServer(listener: RequestListener, limits?: ConnectionLimits, server?: ServerOptions): Server;
