import { type Clock, createHandler, type FetchHandler, type ProtocolDriver, SessionEngine, type SessionEngineOptions } from '@sessionkit/core';
export declare const usageApiKey = "sk_test_usage_4b1e";
/** A clock the test moves by hand, so a day or month boundary is crossed without waiting. */
export declare class ManualClock implements Clock {
    ms: number;
    constructor(iso: string);
    now(): number;
    set(iso: string): void;
    advance(ms: number): void;
}
/**
 * A driver whose connections open and then stay silent (state `connecting`, so the runtime counts as
 * active). Usage only needs runtimes to exist; WhatsApp operations are tested elsewhere against the simulator.
 */
export declare const idleDriver: ProtocolDriver;
export declare function usageEngine(clock: Clock, options?: SessionEngineOptions): SessionEngine;
/** Calls the in-process handler with the test key (or with `authorization: null`, without any). */
export declare function api(handler: FetchHandler): (path: string, init?: RequestInit & {
    authorization?: string | null;
}) => Promise<Response>;
export { createHandler };
