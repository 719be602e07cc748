import { nodeHeader } from '@sessionkit/core/adapter';
const bodyless = new Set(['GET', 'HEAD']);
/**
 * The request as the API handler reads it, straight from Node's objects: no Headers, no Request, a body
 * stream only when someone asks for it. The host is left out of the URL (the handler routes on the path), so
 * a malformed Host header cannot turn a valid request into a 404.
 */
export const toApiRequest = (req, res, options = {}) => new NodeApiRequest(req, res, options.body);
// A class rather than an object literal with getters: V8 creates the literal on a slow path (~1 µs a request).
class NodeApiRequest {
    method;
    url;
    target;
    #req;
    #res;
    #consumed;
    #signal;
    constructor(req, res, consumed) {
        this.method = req.method ?? 'GET';
        this.target = pathOf(req);
        this.url = `http://localhost${this.target}`;
        this.#req = req;
        this.#res = res;
        this.#consumed = consumed;
    }
    header(name) {
        // A re-serialised body has its own length; what the client declared would lie.
        if (this.#consumed !== undefined && (name === 'content-length' || name === 'transfer-encoding'))
            return null;
        return nodeHeader(this.#req, name);
    }
    get body() {
        if (bodyless.has(this.method))
            return null;
        if (this.#consumed !== undefined)
            return [typeof this.#consumed === 'string' ? Buffer.from(this.#consumed) : this.#consumed];
        return hasBody(this.#req) && !this.#req.readableEnded ? chunksOf(this.#req) : null;
    }
    get signal() {
        return (this.#signal ??= clientSignal(this.#res));
    }
}
/**
 * A signal that aborts when the response closes before it finished (the client went away), or at once if
 * that already happened: Node marks a response destroyed when its connection closes early.
 */
function clientSignal(response) {
    const controller = new AbortController();
    if (response.destroyed && !response.writableFinished)
        controller.abort(clientGone());
    else
        response.once('close', () => {
            if (!response.writableFinished)
                controller.abort(clientGone());
        });
    return controller.signal;
}
const clientGone = () => new Error('The client closed the connection before the response was complete.');
/** The full path a client sent (`originalUrl` when a framework rewrote `url` for a mount point). */
function pathOf(req) {
    const path = req.originalUrl ?? req.url ?? '/';
    return path.startsWith('/') ? path : `/${path}`;
}
export const hasBody = (req) => req.headers['transfer-encoding'] !== undefined ||
    (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
/**
 * The request's chunks as Node reads them. A reader that stops early (the handler refused the body as too
 * large) leaves the rest to be dropped rather than destroying the request, so the refusal can still be written.
 */
async function* chunksOf(req) {
    let complete = false;
    try {
        for await (const chunk of req.iterator({ destroyOnReturn: false }))
            yield chunk;
        complete = true;
    }
    finally {
        if (!complete)
            req.resume();
    }
}
//# sourceMappingURL=request.js.map