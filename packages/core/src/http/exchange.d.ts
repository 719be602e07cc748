import type { IncomingMessage } from 'node:http';
/**
 * The handler's own request and response: only what it reads and writes. Adapters build them straight from
 * their server's objects. The Fetch API is one such adapter rather than the core's currency, because
 * undici's Request and Response cost more per request than a whole bare node:http exchange (bench/RESULTS.md).
 */
export interface ApiRequest {
    readonly method: string;
    /** Absolute URL as the client sent it; the handler reads only its path and query. */
    readonly url: string;
    /**
     * The request target exactly as the client sent it (path and query, dot segments unresolved), where the server
     * shows it; undefined for a Fetch Request, whose URL resolved them before the handler saw it.
     */
    readonly target?: string;
    /** A header's value (`name` in lower case), or null when absent. */
    header(name: string): string | null;
    /**
     * The body, read at most once with `for await`; null when the request has none. Chunks from anything
     * iterable: a web ReadableStream, Node's request (no web stream around it, which cost the node adapter
     * ~20 µs of a POST's CPU), or bytes a framework already read. Leaving the loop early (a body over the
     * limit) returns the iterator, which stops reading.
     */
    readonly body: RequestBody | null;
    /** Aborts when the client goes away, which ends streams early. */
    readonly signal: AbortSignal;
}
/** A request body's chunks, read with `for await`. */
export type RequestBody = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
/** Node's ReadableStream is async iterable; the DOM typings of Request do not say so. */
export declare const chunksOfStream: (stream: ReadableStream<Uint8Array> | null) => RequestBody | null;
/** A whole document (JSON, written with a length) or a stream (events); null for no body. */
export type ApiBody = string | ReadableStream<Uint8Array> | null;
export declare class ApiResponse {
    readonly status: number;
    readonly headers: Readonly<Record<string, string>>;
    readonly body: ApiBody;
    constructor(status: number, headers: Readonly<Record<string, string>>, body: ApiBody);
}
export type ApiHandler = (request: ApiRequest) => Promise<ApiResponse>;
/** A JSON document; documents are never cached by intermediaries (they describe live state). */
export declare function documentResponse(status: number, json: string, contentType?: string, headers?: Record<string, string>): ApiResponse;
/**
 * A header of Node's `IncomingMessage` as the handler reads it: repeated lines joined as Fetch joins them. Node
 * keeps only the first line of a repeated `Authorization`, so that one is read from the raw lines: a second
 * credential must be seen to be refused.
 */
export declare function nodeHeader(req: IncomingMessage, name: string): string | null;
/**
 * A Fetch Request seen as an ApiRequest, for runtimes and frameworks that speak Fetch (tests, other runtimes). Its
 * URL resolved dot segments before the handler saw it, so it has no `target`.
 */
export declare const fromFetchRequest: (request: Request) => ApiRequest;
export declare const toFetchResponse: (response: ApiResponse) => Response;
