import { Counter, collectDefaultMetrics, Gauge, Histogram, type Metric, Registry } from 'prom-client'
import type { ConnectionState } from '../sessions/types.js'

/** The engine option `metrics`: where the engine's metrics go, and whether the process's join them. */
export interface MetricsOptions {
  /** The host's own registry; the engine makes one when not given (`engine.metrics`). */
  registry?: Registry
  /**
   * prom-client's process and Node metrics (CPU, memory, file descriptors, GC, event-loop lag) in the same registry
   * (default true). They are collected once per process and shared by every engine's registry; names the registry
   * already holds (a host that collects them itself) are left to it.
   */
  processMetrics?: boolean
}

/** How a webhook attempt ended: delivered, to be retried, failed for good, or refused with 410 (webhook disabled). */
export type AttemptOutcome = 'delivered' | 'retry' | 'failed' | 'gone'

/**
 * What the engine's services and its HTTP handler record as things happen. Labels are bounded sets (content types,
 * error codes, close reasons, route templates, status codes): never a session id, a JID or a raw URL.
 */
export interface MetricsRecorder {
  messageSent(contentType: string, seconds: number): void
  messageFailed(contentType: string, code: string, seconds: number): void
  reconnect(reason: string): void
  /** A received file the media policy took: kept, or not kept after its last attempt (docs/media.md). */
  mediaDownload(outcome: 'kept' | 'too_large' | 'failed'): void
  webhookAttempt(outcome: AttemptOutcome, seconds: number): void
  /** `route` is the route's template (`/sessions/{sessionId}`), `unmatched` when no route took the request. */
  httpAnswer(method: string, route: string, status: number | 'aborted', seconds: number): void
}

/** The recorder of an engine built with `metrics: false`. */
export const noMetrics: MetricsRecorder = {
  messageSent: () => undefined,
  messageFailed: () => undefined,
  reconnect: () => undefined,
  mediaDownload: () => undefined,
  webhookAttempt: () => undefined,
  httpAnswer: () => undefined,
}

/** What the gauges read when Prometheus scrapes: the engine's live state, not counts kept beside it. */
export interface MetricsSources {
  sessionStates(): Record<ConnectionState, number>
  webhookBacklog(): { ready: number; waiting: number; inFlight: number; overflowing: number }
  eventStreamClients(): number
}

/** Sends take from milliseconds (text) to the ack timeout (15 s by default) and past it with a media fetch. */
const sendBuckets = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30, 60]
/** Webhook attempts end by the attempt timeout (10 s by default). */
const attemptBuckets = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
/** Most API answers take well under a millisecond; sends wait for WhatsApp's ack. */
const httpBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/** The engine's metrics in a prom-client registry (`engine.metrics`), served as `/metrics` by the standalone server. */
export class EngineMetrics implements MetricsRecorder {
  readonly registry: Registry
  readonly #messagesSent: Counter<'content_type'>
  readonly #messagesFailed: Counter<'content_type' | 'code'>
  readonly #sendDuration: Histogram<'content_type' | 'outcome'>
  readonly #reconnects: Counter<'reason'>
  readonly #mediaDownloads: Counter<'outcome'>
  readonly #attempts: Counter<'outcome'>
  readonly #attemptDuration: Histogram<'outcome'>
  readonly #http: Histogram<'method' | 'route' | 'status'>

  constructor(sources: MetricsSources, options: MetricsOptions = {}) {
    const registry = options.registry ?? new Registry()
    this.registry = registry
    if (options.processMetrics ?? true) shareProcessMetrics(registry)
    const registers = [registry]
    new Gauge({
      name: 'sessionkit_sessions',
      help: 'Sessions by connection state.',
      labelNames: ['state'],
      registers,
      collect() {
        for (const [state, count] of Object.entries(sources.sessionStates())) this.set({ state }, count)
      },
    })
    this.#messagesSent = new Counter({
      name: 'sessionkit_messages_sent_total',
      help: 'Messages WhatsApp acknowledged, by content type.',
      labelNames: ['content_type'],
      registers,
    })
    this.#messagesFailed = new Counter({
      name: 'sessionkit_messages_failed_total',
      help: 'Sends that failed (message.failed), by content type and Problem code.',
      labelNames: ['content_type', 'code'],
      registers,
    })
    this.#sendDuration = new Histogram({
      name: 'sessionkit_message_send_duration_seconds',
      help: "From a send's start (media fetch included) to WhatsApp's ack or the failure.",
      labelNames: ['content_type', 'outcome'],
      buckets: sendBuckets,
      registers,
    })
    this.#reconnects = new Counter({
      name: 'sessionkit_reconnects_total',
      help: 'Reconnects the reconnect policy started, by the close reason that caused them.',
      labelNames: ['reason'],
      registers,
    })
    this.#mediaDownloads = new Counter({
      name: 'sessionkit_media_downloads_total',
      help: 'Received files the media policy took, by outcome: kept, too_large (past the cap as read), failed (WhatsApp or the media store, after the last attempt).',
      labelNames: ['outcome'],
      registers,
    })
    this.#attempts = new Counter({
      name: 'sessionkit_webhook_deliveries_total',
      help: 'Webhook delivery attempts by outcome: delivered, retry (scheduled again), failed (for good), gone (410, webhook disabled).',
      labelNames: ['outcome'],
      registers,
    })
    this.#attemptDuration = new Histogram({
      name: 'sessionkit_webhook_delivery_duration_seconds',
      help: "A webhook attempt's POST, from connecting to the receiver's answer or the timeout.",
      labelNames: ['outcome'],
      buckets: attemptBuckets,
      registers,
    })
    new Gauge({
      name: 'sessionkit_webhook_backlog',
      help: 'Webhook deliveries pending in memory: ready to send, waiting for a retry, in flight.',
      labelNames: ['state'],
      registers,
      collect() {
        const { ready, waiting, inFlight } = sources.webhookBacklog()
        this.set({ state: 'ready' }, ready)
        this.set({ state: 'waiting' }, waiting)
        this.set({ state: 'in_flight' }, inFlight)
      },
    })
    new Gauge({
      name: 'sessionkit_webhook_backlog_overflowing',
      help: 'Webhooks with more pending deliveries than memory holds (maxQueuedPerWebhook); the rest wait in the store.',
      registers,
      collect() {
        this.set(sources.webhookBacklog().overflowing)
      },
    })
    new Gauge({
      name: 'sessionkit_event_stream_clients',
      help: 'Event streams (GET /events) open.',
      registers,
      collect() {
        this.set(sources.eventStreamClients())
      },
    })
    this.#http = new Histogram({
      name: 'sessionkit_http_request_duration_seconds',
      help: 'API requests by method, route template and status (aborted: the client left mid-body), until the answer (headers of a stream).',
      labelNames: ['method', 'route', 'status'],
      buckets: httpBuckets,
      registers,
    })
  }

  messageSent(contentType: string, seconds: number): void {
    this.#messagesSent.inc({ content_type: contentType })
    this.#sendDuration.observe({ content_type: contentType, outcome: 'sent' }, seconds)
  }

  messageFailed(contentType: string, code: string, seconds: number): void {
    this.#messagesFailed.inc({ content_type: contentType, code })
    this.#sendDuration.observe({ content_type: contentType, outcome: 'failed' }, seconds)
  }

  reconnect(reason: string): void {
    this.#reconnects.inc({ reason })
  }

  mediaDownload(outcome: 'kept' | 'too_large' | 'failed'): void {
    this.#mediaDownloads.inc({ outcome })
  }

  webhookAttempt(outcome: AttemptOutcome, seconds: number): void {
    this.#attempts.inc({ outcome })
    this.#attemptDuration.observe({ outcome }, seconds)
  }

  httpAnswer(method: string, route: string, status: number | 'aborted', seconds: number): void {
    this.#http.observe({ method, route, status }, seconds)
  }
}

/** The process's metrics, made once: prom-client's collectors hold process-wide hooks (GC observer, lag monitor). */
let processRegistry: Registry | null = null

function shareProcessMetrics(registry: Registry): void {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  // getMetricsAsArray's type names only the plain fields; the objects are the metrics themselves.
  for (const metric of processRegistry.getMetricsAsArray() as unknown as (Metric & { name: string })[])
    if (!registry.getSingleMetric(metric.name)) registry.registerMetric(metric)
}
