import { type IncomingHttpHeaders } from 'node:http';
import { type DeliveryAttempt, SessionEngine, type SessionEngineOptions, type WebhookOptions } from '@sessionkit/core';
export declare const API_KEY = "k";
/** A delivery as the receiver saw it. */
export interface Received {
    headers: IncomingHttpHeaders;
    body: string;
    path: string;
}
export type Responder = (delivery: Received) => number | Promise<number>;
/** A local webhook receiver on port 0 that records every POST and answers what `respond` says (default 200). */
export declare class Receiver {
    #private;
    readonly received: Received[];
    respond: Responder;
    private constructor();
    static start(respond?: Responder): Promise<Receiver>;
    get url(): string;
    /** Resolves once `test` holds over what was received (checked after every request). */
    until(test: (received: Received[]) => boolean): Promise<void>;
    eventIds(): Set<string>;
    close(): Promise<void>;
}
export declare function createEngine(options?: Partial<SessionEngineOptions> & {
    webhooks?: WebhookOptions;
}): SessionEngine;
/** Publishes `count` events (session.created) through the engine, as a client creating sessions would. */
export declare function createSessions(engine: SessionEngine, count: number, prefix?: string): Promise<string[]>;
/** Resolves with the next `count` delivery attempts (outcome already stored). */
export declare function nextAttempts(engine: SessionEngine, count?: number): Promise<{
    deliveryId: string;
    status: string;
    attempt: DeliveryAttempt;
}[]>;
export type Api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{
    status: number;
    body: any;
    response: Response;
}>;
export declare function apiFor(engine: SessionEngine): Api;
/**
 * The receiver's check written only from spec part 5 (node:crypto, nothing from sessionkit): HMAC-SHA256 of
 * "<t>.<raw body>" in hex, compared in constant time with a `v1` of the header, and a 5-minute window.
 */
export declare function specVerify(rawBody: string, header: string | undefined, secret: string, nowMs: number, toleranceSeconds?: number): boolean;
