import type { HandlerOptions, SessionEngine } from '@sessionkit/core';
import { Hono } from 'hono';
export type SessionApiOptions = HandlerOptions;
/**
 * The API as a Hono sub-app: `app.route('/api/v1', sessionApi(engine))`. The handler sees the request's full
 * URL, so give `basePath` when mounting elsewhere.
 */
export declare function sessionApi(engine: SessionEngine, options?: SessionApiOptions): Hono;
