import { EngineError, engineErrors } from '../errors.js'
import { type ApiHandler, ApiResponse } from './exchange.js'
import type { SessionEngine } from '../engine.js'
import { apiHost } from './host.js'
import { createPipeline } from './pipeline.js'

/** Where the engine's metrics are served: outside /api/v1, beside the probes. */
export const metricsPath = '/metrics'

export interface MetricsHandlerOptions {
  /**
   * Keys that may read the metrics besides the stored keys with the `admin` scope: the engine's API keys by
   * default (every configured key is admin), plus whatever a host adds (the standalone server's
   * `SESSIONKIT_METRICS_TOKEN`).
   */
  apiKeys?: readonly string[]
}

/**
 * `GET /metrics` in Prometheus' text format, from `engine.metrics`, on the same pipeline as /api/v1 (bearer
 * auth, 405 with `Allow`, HEAD, Problem Details). A server routes `metricsPath` to it. An engine built with
 * `metrics: false` answers 404.
 */
export function createMetricsHandler(engine: SessionEngine, options: MetricsHandlerOptions = {}): ApiHandler {
  const host = engine[apiHost]
  return createPipeline({
    basePath: metricsPath,
    apiKeys: options.apiKeys ?? host.apiKeys,
    keys: host.keys,
    context: {},
    limits: { maxBodyBytes: 0, maxUploadBytes: 0 },
    uploadsPerKey: 1,
    routes: [
      {
        method: 'GET',
        scope: 'admin',
        path: '',
        run: async () => {
          const registry = host.metrics
          if (!registry)
            throw new EngineError(engineErrors.route_not_found, 'This engine records no metrics (metrics: false).')
          const text = await registry.metrics()
          return new ApiResponse(
            200,
            { 'content-type': registry.contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
            text,
          )
        },
      },
    ],
    onError: (error, instance) => host.logger.error({ err: error, instance }, 'serving metrics failed'),
  })
}
