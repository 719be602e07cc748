import { connect } from 'node:net';
/**
 * Sends `text` as it is over a new connection to `origin` and resolves with what came back until the server
 * closed it: for requests Node's parser refuses, which no HTTP client sends.
 */
export function rawExchange(origin, text) {
    const { hostname, port } = new URL(origin);
    return new Promise((resolve, reject) => {
        const socket = connect(Number(port), hostname);
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('utf8')));
        socket.on('error', reject);
        socket.on('close', () => {
            const split = received.indexOf('\r\n\r\n');
            resolve({
                status: Number(received.slice(9, 12)),
                headers: received.slice(0, split),
                body: received.slice(split + 4),
            });
        });
        socket.write(text);
    });
}
/** `rawExchange`'s answer as a Fetch Response, for assertions written against one. */
export async function rawResponse(origin, text) {
    const answer = await rawExchange(origin, text);
    const headers = new Headers();
    for (const line of answer.headers.split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        headers.append(line.slice(0, colon), line.slice(colon + 1).trim());
    }
    return new Response(answer.body, { status: answer.status, headers });
}
/** Requests Node's parser refuses, and the Problem each must be answered with. */
export const refusedByNode = [
    { name: 'a bad request line', text: 'NOT HTTP AT ALL\r\n\r\n', status: 400, code: 'malformed_request' },
    {
        name: 'a URL longer than the header limit',
        text: `GET /api/v1/sessions/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
        status: 431,
        code: 'headers_too_large',
    },
    // Node's own answer to this one is an empty-bodied 400.
    {
        name: 'an HTTP/1.1 request without Host',
        text: 'GET /api/v1/sessions HTTP/1.1\r\n\r\n',
        status: 400,
        code: 'malformed_request',
    },
];
//# sourceMappingURL=raw-http.js.map