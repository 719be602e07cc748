import http from 'node:http';
import https from 'node:https';
import { guardedAgents } from '../net/guarded-agent.js';
/**
 * Keep-alive connections for one webhook: its own pool, sized to its concurrency, so a receiver that holds
 * connections open cannot starve another's. Every connection passes the private-network guard when it is
 * opened (a name that later resolves inside, or an IP literal stored while private addresses were allowed, is
 * refused then, not only at registration).
 */
export class WebhookTransport {
    #agents;
    constructor(options) {
        this.#agents = guardedAgents({ allowPrivateNetwork: options.allowPrivateNetwork }, { keepAlive: true, maxSockets: options.maxSockets });
    }
    /**
     * POSTs the body and resolves with the status once the response has ended (its body is discarded: only the
     * status counts). Rejects on network errors and when `timeoutMs` passes before the response ends.
     */
    post(url, body, headers, timeoutMs) {
        const target = new URL(url);
        const secure = target.protocol === 'https:';
        const transport = secure ? https : http;
        return new Promise((resolve, reject) => {
            let settled = false;
            const fail = (error) => {
                if (settled)
                    return;
                settled = true;
                clearTimeout(timer);
                reject(error);
            };
            const request = transport.request(target, {
                method: 'POST',
                agent: secure ? this.#agents.https : this.#agents.http,
                headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
            }, (response) => {
                response.on('error', fail);
                response.on('end', () => {
                    if (settled)
                        return;
                    settled = true;
                    clearTimeout(timer);
                    resolve({ statusCode: response.statusCode ?? 0 });
                });
                response.resume();
            });
            // A wall-clock deadline: what a slow receiver costs is real time, whatever clock the engine runs on.
            const timer = setTimeout(() => {
                fail(new Error(`no response within ${timeoutMs} ms`));
                request.destroy();
            }, timeoutMs);
            request.on('error', (error) => fail(new Error(describeNetworkError(error))));
            request.end(body);
        });
    }
    close() {
        this.#agents.http.destroy();
        this.#agents.https.destroy();
    }
}
function describeNetworkError(error) {
    switch (error.code) {
        case 'ECONNREFUSED':
            return 'connection refused';
        case 'ECONNRESET':
            return 'connection reset by the receiver';
        case 'ENOTFOUND':
        case 'EAI_AGAIN':
            return 'host not found';
        case 'EPRIVATEADDRESS':
            return error.message;
        default:
            return error.message || String(error.code ?? 'network error');
    }
}
//# sourceMappingURL=transport.js.map