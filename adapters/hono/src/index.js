import { chunksOfStream, createApiHandler, fromFetchRequest, nodeHeader, toFetchResponse, } from '@sessionkit/core/adapter';
import { Hono } from 'hono';
/**
 * The API as a Hono sub-app: `app.route('/api/v1', sessionApi(engine))`. The handler sees the request's full
 * URL, so give `basePath` when mounting elsewhere.
 */
export function sessionApi(engine, options = {}) {
    const handler = createApiHandler(engine, options);
    const app = new Hono();
    app.all('*', async (c) => toFetchResponse(await handler(requestOf(c))));
    return app;
}
/**
 * On @hono/node-server (`c.env.incoming`), headers are read from Node's own object: building undici Headers
 * for the Fetch view costs more than the rest of a GET (bench/RESULTS.md). The target is Node's too, as the
 * client sent it (Hono's URL has its dot segments resolved). Body and signal stay Hono's, so a body a host
 * middleware already read is handled as Hono handles it.
 */
function requestOf(c) {
    const incoming = c.env?.incoming;
    return incoming?.headers ? new HonoNodeRequest(c.req.raw, incoming) : fromFetchRequest(c.req.raw);
}
class HonoNodeRequest {
    method;
    url;
    target;
    #raw;
    #incoming;
    constructor(raw, incoming) {
        this.method = raw.method;
        this.url = raw.url;
        this.target = incoming.url;
        this.#raw = raw;
        this.#incoming = incoming;
    }
    header(name) {
        return nodeHeader(this.#incoming, name);
    }
    get body() {
        return chunksOfStream(this.#raw.body);
    }
    get signal() {
        return this.#raw.signal;
    }
}
//# sourceMappingURL=index.js.map