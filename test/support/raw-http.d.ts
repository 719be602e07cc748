/**
 * Sends `text` as it is over a new connection to `origin` and resolves with what came back until the server
 * closed it: for requests Node's parser refuses, which no HTTP client sends.
 */
export declare function rawExchange(origin: string, text: string): Promise<{
    status: number;
    headers: string;
    body: string;
}>;
/** `rawExchange`'s answer as a Fetch Response, for assertions written against one. */
export declare function rawResponse(origin: string, text: string): Promise<Response>;
/** Requests Node's parser refuses, and the Problem each must be answered with. */
export declare const refusedByNode: readonly [{
    readonly name: "a bad request line";
    readonly text: "NOT HTTP AT ALL\r\n\r\n";
    readonly status: 400;
    readonly code: "malformed_request";
}, {
    readonly name: "a URL longer than the header limit";
    readonly text: `GET /api/v1/sessions/${string} HTTP/1.1\r\nHost: x\r\n\r\n`;
    readonly status: 431;
    readonly code: "headers_too_large";
}, {
    readonly name: "an HTTP/1.1 request without Host";
    readonly text: "GET /api/v1/sessions HTTP/1.1\r\n\r\n";
    readonly status: 400;
    readonly code: "malformed_request";
}];
