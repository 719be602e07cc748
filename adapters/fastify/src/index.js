import { createApiHandler } from '@sessionkit/core/adapter';
import { serveApiRequest } from '@sessionkit/node';
/**
 * The API as a Fastify plugin: `app.register(sessionApiPlugin, { engine, prefix: '/api/v1' })`. Give `basePath`
 * when the prefix is not `/api/v1`: the handler sees the full URL.
 *
 * The reply is hijacked and written by the same Node bridge as the other adapters, so all of them answer
 * alike; headers the host's hooks set before (CORS, request ids) are kept, onSend hooks do not run.
 */
export const sessionApiPlugin = async (fastify, options) => {
    const { engine, ...handlerOptions } = options;
    const handler = createApiHandler(engine, handlerOptions);
    // Parsers are scoped to this plugin: whatever the host registered, every body reaches the handler unread,
    // which applies its own content types and size limits.
    fastify.removeAllContentTypeParsers();
    fastify.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const serve = async (request, reply) => {
        for (const [name, value] of Object.entries(reply.getHeaders()))
            if (value !== undefined)
                reply.raw.setHeader(name, value);
        reply.hijack();
        await serveApiRequest(handler, request.raw, reply.raw);
    };
    fastify.all('/', serve);
    fastify.all('/*', serve);
};
//# sourceMappingURL=index.js.map