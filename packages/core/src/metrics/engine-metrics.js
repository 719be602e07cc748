import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
/** The recorder of an engine built with `metrics: false`. */
export const noMetrics = {
    messageSent: () => undefined,
    messageFailed: () => undefined,
    reconnect: () => undefined,
    webhookAttempt: () => undefined,
    httpAnswer: () => undefined,
};
/** Sends take from milliseconds (text) to the ack timeout (15 s by default) and past it with a media fetch. */
const sendBuckets = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30, 60];
/** Webhook attempts end by the attempt timeout (10 s by default). */
const attemptBuckets = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Most API answers take well under a millisecond; sends wait for WhatsApp's ack. */
const httpBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** The engine's metrics in a prom-client registry (`engine.metrics`), served as `/metrics` by the standalone server. */
export class EngineMetrics {
    registry;
    #messagesSent;
    #messagesFailed;
    #sendDuration;
    #reconnects;
    #attempts;
    #attemptDuration;
    #http;
    constructor(sources, options = {}) {
        const registry = options.registry ?? new Registry();
        this.registry = registry;
        if (options.processMetrics ?? true)
            shareProcessMetrics(registry);
        const registers = [registry];
        new Gauge({
            name: 'sessionkit_sessions',
            help: 'Sessions by connection state.',
            labelNames: ['state'],
            registers,
            collect() {
                for (const [state, count] of Object.entries(sources.sessionStates()))
                    this.set({ state }, count);
            },
        });
        this.#messagesSent = new Counter({
            name: 'sessionkit_messages_sent_total',
            help: 'Messages WhatsApp acknowledged, by content type.',
            labelNames: ['content_type'],
            registers,
        });
        this.#messagesFailed = new Counter({
            name: 'sessionkit_messages_failed_total',
            help: 'Sends that failed (message.failed), by content type and Problem code.',
            labelNames: ['content_type', 'code'],
            registers,
        });
        this.#sendDuration = new Histogram({
            name: 'sessionkit_message_send_duration_seconds',
            help: "From a send's start (media fetch included) to WhatsApp's ack or the failure.",
            labelNames: ['content_type', 'outcome'],
            buckets: sendBuckets,
            registers,
        });
        this.#reconnects = new Counter({
            name: 'sessionkit_reconnects_total',
            help: 'Reconnects the reconnect policy started, by the close reason that caused them.',
            labelNames: ['reason'],
            registers,
        });
        this.#attempts = new Counter({
            name: 'sessionkit_webhook_deliveries_total',
            help: 'Webhook delivery attempts by outcome: delivered, retry (scheduled again), failed (for good), gone (410, webhook disabled).',
            labelNames: ['outcome'],
            registers,
        });
        this.#attemptDuration = new Histogram({
            name: 'sessionkit_webhook_delivery_duration_seconds',
            help: "A webhook attempt's POST, from connecting to the receiver's answer or the timeout.",
            labelNames: ['outcome'],
            buckets: attemptBuckets,
            registers,
        });
        new Gauge({
            name: 'sessionkit_webhook_backlog',
            help: 'Webhook deliveries pending in memory: ready to send, waiting for a retry, in flight.',
            labelNames: ['state'],
            registers,
            collect() {
                const { ready, waiting, inFlight } = sources.webhookBacklog();
                this.set({ state: 'ready' }, ready);
                this.set({ state: 'waiting' }, waiting);
                this.set({ state: 'in_flight' }, inFlight);
            },
        });
        new Gauge({
            name: 'sessionkit_webhook_backlog_overflowing',
            help: 'Webhooks with more pending deliveries than memory holds (maxQueuedPerWebhook); the rest wait in the store.',
            registers,
            collect() {
                this.set(sources.webhookBacklog().overflowing);
            },
        });
        new Gauge({
            name: 'sessionkit_event_stream_clients',
            help: 'Event streams (GET /events) open.',
            registers,
            collect() {
                this.set(sources.eventStreamClients());
            },
        });
        this.#http = new Histogram({
            name: 'sessionkit_http_request_duration_seconds',
            help: 'API requests by method, route template and status (aborted: the client left mid-body), until the answer (headers of a stream).',
            labelNames: ['method', 'route', 'status'],
            buckets: httpBuckets,
            registers,
        });
    }
    messageSent(contentType, seconds) {
        this.#messagesSent.inc({ content_type: contentType });
        this.#sendDuration.observe({ content_type: contentType, outcome: 'sent' }, seconds);
    }
    messageFailed(contentType, code, seconds) {
        this.#messagesFailed.inc({ content_type: contentType, code });
        this.#sendDuration.observe({ content_type: contentType, outcome: 'failed' }, seconds);
    }
    reconnect(reason) {
        this.#reconnects.inc({ reason });
    }
    webhookAttempt(outcome, seconds) {
        this.#attempts.inc({ outcome });
        this.#attemptDuration.observe({ outcome }, seconds);
    }
    httpAnswer(method, route, status, seconds) {
        this.#http.observe({ method, route, status }, seconds);
    }
}
/** The process's metrics, made once: prom-client's collectors hold process-wide hooks (GC observer, lag monitor). */
let processRegistry = null;
function shareProcessMetrics(registry) {
    if (!processRegistry) {
        processRegistry = new Registry();
        collectDefaultMetrics({ register: processRegistry });
    }
    // getMetricsAsArray's type names only the plain fields; the objects are the metrics themselves.
    for (const metric of processRegistry.getMetricsAsArray())
        if (!registry.getSingleMetric(metric.name))
            registry.registerMetric(metric);
}
//# sourceMappingURL=engine-metrics.js.map