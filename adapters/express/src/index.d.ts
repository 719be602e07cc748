import type { HandlerOptions, SessionEngine } from '@sessionkit/core';
import type { ErrorRequestHandler, RequestHandler } from 'express';
export type SessionApiOptions = HandlerOptions;
/**
 * The API as Express middleware: `app.use('/api/v1', sessionApi(engine))`. The handler sees the full
 * `originalUrl`, so give `basePath` when mounting elsewhere. Works behind `express.json()` as well.
 *
 * Returns two middlewares (Express flattens the array): the API, and an error handler that catches the
 * host's JSON parser failing on a body the API would have refused itself, so the client gets the API's
 * answer (a 400 Problem) instead of the host's error page. Other parser errors (a body over the host
 * parser's own `limit`) stay the host's to answer.
 */
export declare function sessionApi(engine: SessionEngine, options?: SessionApiOptions): [RequestHandler, ErrorRequestHandler];
