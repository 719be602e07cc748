/** Node's ReadableStream is async iterable; the DOM typings of Request do not say so. */
export const chunksOfStream = (stream) => stream;
export class ApiResponse {
    status;
    headers;
    body;
    constructor(status, headers, body) {
        this.status = status;
        this.headers = headers;
        this.body = body;
    }
}
/** A JSON document; documents are never cached by intermediaries (they describe live state). */
export function documentResponse(status, json, contentType = 'application/json; charset=utf-8', headers) {
    const all = { 'content-type': contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
    return new ApiResponse(status, headers ? Object.assign(all, headers) : all, json);
}
/**
 * A header of Node's `IncomingMessage` as the handler reads it: repeated lines joined as Fetch joins them. Node
 * keeps only the first line of a repeated `Authorization`, so that one is read from the raw lines: a second
 * credential must be seen to be refused.
 */
export function nodeHeader(req, name) {
    if (name === 'authorization')
        return joinedRawHeader(req.rawHeaders, name);
    const value = req.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
}
function joinedRawHeader(raw, name) {
    let joined = null;
    for (let i = 0; i < raw.length; i += 2) {
        const line = raw[i];
        if (line.length === name.length && line.toLowerCase() === name)
            joined = joined === null ? raw[i + 1] : `${joined}, ${raw[i + 1]}`;
    }
    return joined;
}
/**
 * A Fetch Request seen as an ApiRequest, for runtimes and frameworks that speak Fetch (tests, other runtimes). Its
 * URL resolved dot segments before the handler saw it, so it has no `target`.
 */
export const fromFetchRequest = (request) => new FetchApiRequest(request);
// A class rather than an object literal with getters, which V8 builds on a slow path (~1 µs a request).
class FetchApiRequest {
    method;
    url;
    #request;
    constructor(request) {
        this.method = request.method;
        this.url = request.url;
        this.#request = request;
    }
    header(name) {
        return this.#request.headers.get(name);
    }
    get body() {
        return chunksOfStream(this.#request.body);
    }
    get signal() {
        return this.#request.signal;
    }
}
export const toFetchResponse = (response) => new Response(response.body, { status: response.status, headers: response.headers });
//# sourceMappingURL=exchange.js.map