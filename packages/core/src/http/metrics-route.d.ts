import type { SessionEngine } from '../engine.js';
import { type ApiHandler } from './exchange.js';
/** Where the engine's metrics are served: outside /api/v1, beside the probes. */
export declare const metricsPath = "/metrics";
export interface MetricsHandlerOptions {
    /**
     * Bearer keys that may read the metrics: the engine's API keys by default (every configured key is an admin
     * key until scoped keys exist), plus whatever a host adds (the standalone server's `SESSIONKIT_METRICS_TOKEN`).
     */
    apiKeys?: readonly string[];
}
/**
 * `GET /metrics` in Prometheus' text format, from `engine.metrics`, on the same pipeline as /api/v1 (bearer
 * auth, 405 with `Allow`, HEAD, Problem Details). A server routes `metricsPath` to it. An engine built with
 * `metrics: false` answers 404.
 */
export declare function createMetricsHandler(engine: SessionEngine, options?: MetricsHandlerOptions): ApiHandler;
