import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createHandler, SessionEngine, } from '@sessionkit/core';
import { pino } from 'pino';
export const API_KEY = 'k';
/** A local webhook receiver on port 0 that records every POST and answers what `respond` says (default 200). */
export class Receiver {
    received = [];
    respond = () => 200;
    #server;
    #waiters = [];
    constructor(server) {
        this.#server = server;
    }
    static async start(respond) {
        let receiver;
        const server = createServer((request, response) => {
            const chunks = [];
            request.on('data', (chunk) => chunks.push(chunk));
            request.on('end', () => {
                const delivery = {
                    headers: request.headers,
                    body: Buffer.concat(chunks).toString('utf8'),
                    path: request.url ?? '/',
                };
                void Promise.resolve(receiver.respond(delivery)).then((status) => {
                    receiver.received.push(delivery);
                    response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
                    receiver.#check();
                });
            });
        });
        receiver = new Receiver(server);
        if (respond)
            receiver.respond = respond;
        server.listen(0, '127.0.0.1');
        await once(server, 'listening');
        return receiver;
    }
    get url() {
        return `http://127.0.0.1:${this.#server.address().port}/hook`;
    }
    /** Resolves once `test` holds over what was received (checked after every request). */
    until(test) {
        if (test(this.received))
            return Promise.resolve();
        return new Promise((resolve) => this.#waiters.push({ test: () => test(this.received), resolve }));
    }
    eventIds() {
        return new Set(this.received.map((delivery) => String(delivery.headers['svc-event-id'])));
    }
    #check() {
        for (const waiter of [...this.#waiters]) {
            if (waiter.test()) {
                this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
                waiter.resolve();
            }
        }
    }
    async close() {
        this.#server.closeAllConnections();
        await new Promise((resolve) => this.#server.close(() => resolve()));
    }
}
export function createEngine(options = {}) {
    return new SessionEngine({
        store: 'memory://',
        apiKeys: [API_KEY],
        allowPrivateNetwork: true,
        logger: pino({ level: 'silent' }),
        ...options,
    });
}
/** Publishes `count` events (session.created) through the engine, as a client creating sessions would. */
export async function createSessions(engine, count, prefix = 's') {
    const ids = [];
    for (let i = 0; i < count; i += 1)
        ids.push((await engine.sessions.create({
            sessionId: `${prefix}${i}`,
            displayName: `Session ${i}`,
            deviceBrowser: 'Chrome',
        })).sessionId);
    return ids;
}
/** Resolves with the next `count` delivery attempts (outcome already stored). */
export function nextAttempts(engine, count = 1) {
    const seen = [];
    return new Promise((resolve) => {
        const off = engine.webhooks.onAttempt((delivery, attempt) => {
            seen.push({ deliveryId: delivery.id, status: delivery.status, attempt });
            if (seen.length === count) {
                off();
                resolve(seen);
            }
        });
    });
}
export function apiFor(engine) {
    const handler = createHandler(engine);
    return async (method, path, body, headers = {}) => {
        const response = await handler(new Request(`http://localhost/api/v1${path}`, {
            method,
            headers: {
                authorization: `Bearer ${API_KEY}`,
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                ...headers,
            },
            body: body === undefined ? undefined : JSON.stringify(body),
        }));
        const text = await response.text();
        return { status: response.status, body: text ? JSON.parse(text) : undefined, response };
    };
}
/**
 * The receiver's check written only from spec part 5 (node:crypto, nothing from sessionkit): HMAC-SHA256 of
 * "<t>.<raw body>" in hex, compared in constant time with a `v1` of the header, and a 5-minute window.
 */
export function specVerify(rawBody, header, secret, nowMs, toleranceSeconds = 300) {
    if (!header)
        return false;
    const parts = header.split(',').map((part) => part.split('='));
    const t = parts.find(([key]) => key === 't')?.[1];
    if (!t || !/^\d+$/.test(t))
        return false;
    if (Math.abs(Math.floor(nowMs / 1000) - Number(t)) > toleranceSeconds)
        return false;
    const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex'));
    return parts.some(([key, value]) => key === 'v1' && value.length === expected.length && timingSafeEqual(Buffer.from(value), expected));
}
//# sourceMappingURL=helpers.js.map