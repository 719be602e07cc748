import { Registry } from 'prom-client';
import type { ConnectionState } from '../sessions/types.js';
/** The engine option `metrics`: where the engine's metrics go, and whether the process's join them. */
export interface MetricsOptions {
    /** The host's own registry; the engine makes one when not given (`engine.metrics`). */
    registry?: Registry;
    /**
     * prom-client's process and Node metrics (CPU, memory, file descriptors, GC, event-loop lag) in the same registry
     * (default true). They are collected once per process and shared by every engine's registry; names the registry
     * already holds (a host that collects them itself) are left to it.
     */
    processMetrics?: boolean;
}
/** How a webhook attempt ended: delivered, to be retried, failed for good, or refused with 410 (webhook disabled). */
export type AttemptOutcome = 'delivered' | 'retry' | 'failed' | 'gone';
/**
 * What the engine's services and its HTTP handler record as things happen. Labels are bounded sets (content types,
 * error codes, close reasons, route templates, status codes): never a session id, a JID or a raw URL.
 */
export interface MetricsRecorder {
    messageSent(contentType: string, seconds: number): void;
    messageFailed(contentType: string, code: string, seconds: number): void;
    reconnect(reason: string): void;
    webhookAttempt(outcome: AttemptOutcome, seconds: number): void;
    /** `route` is the route's template (`/sessions/{sessionId}`), `unmatched` when no route took the request. */
    httpAnswer(method: string, route: string, status: number | 'aborted', seconds: number): void;
}
/** The recorder of an engine built with `metrics: false`. */
export declare const noMetrics: MetricsRecorder;
/** What the gauges read when Prometheus scrapes: the engine's live state, not counts kept beside it. */
export interface MetricsSources {
    sessionStates(): Record<ConnectionState, number>;
    webhookBacklog(): {
        ready: number;
        waiting: number;
        inFlight: number;
        overflowing: number;
    };
    eventStreamClients(): number;
}
/** The engine's metrics in a prom-client registry (`engine.metrics`), served as `/metrics` by the standalone server. */
export declare class EngineMetrics implements MetricsRecorder {
    #private;
    readonly registry: Registry;
    constructor(sources: MetricsSources, options?: MetricsOptions);
    messageSent(contentType: string, seconds: number): void;
    messageFailed(contentType: string, code: string, seconds: number): void;
    reconnect(reason: string): void;
    webhookAttempt(outcome: AttemptOutcome, seconds: number): void;
    httpAnswer(method: string, route: string, status: number | 'aborted', seconds: number): void;
}
