import type { HandlerOptions, SessionEngine } from '@sessionkit/core';
import type { FastifyPluginAsync } from 'fastify';
export interface SessionApiPluginOptions extends HandlerOptions {
    engine: SessionEngine;
}
/**
 * The API as a Fastify plugin: `app.register(sessionApiPlugin, { engine, prefix: '/api/v1' })`. Give `basePath`
 * when the prefix is not `/api/v1`: the handler sees the full URL.
 *
 * The reply is hijacked and written by the same Node bridge as the other adapters, so all of them answer
 * alike; headers the host's hooks set before (CORS, request ids) are kept, onSend hooks do not run.
 */
export declare const sessionApiPlugin: FastifyPluginAsync<SessionApiPluginOptions>;
