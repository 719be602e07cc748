import { createApiHandler } from '@sessionkit/core/adapter';
import { serveApiRequest } from '@sessionkit/node';
/**
 * The API as Express middleware: `app.use('/api/v1', sessionApi(engine))`. The handler sees the full
 * `originalUrl`, so give `basePath` when mounting elsewhere. Works behind `express.json()` as well.
 *
 * Returns two middlewares (Express flattens the array): the API, and an error handler that catches the
 * host's JSON parser failing on a body the API would have refused itself, so the client gets the API's
 * answer (a 400 Problem) instead of the host's error page. Other parser errors (a body over the host
 * parser's own `limit`) stay the host's to answer.
 */
export function sessionApi(engine, options = {}) {
    const handler = createApiHandler(engine, options);
    return [
        (req, res) => void serveApiRequest(handler, req, res, { body: consumedBody(req) }),
        (error, req, res, next) => {
            const failure = error;
            if (failure.type === 'entity.parse.failed' && typeof failure.body === 'string')
                void serveApiRequest(handler, req, res, { body: failure.body });
            else
                next(error);
        },
    ];
}
/** What a body parser mounted before us already read, re-serialised, or undefined when the stream is untouched. */
function consumedBody(req) {
    const parsed = req._body === true || req.readableEnded;
    const body = req.body;
    if (!parsed || body === undefined)
        return undefined;
    if (typeof body === 'string' || body instanceof Uint8Array)
        return body;
    return JSON.stringify(body);
}
//# sourceMappingURL=index.js.map