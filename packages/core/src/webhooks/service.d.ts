import type { EngineContext } from '../context.js';
import type { AnyEngineEvent } from '../events.js';
import { type AttemptListener, WebhookDispatcher } from './dispatcher.js';
import { type CreateWebhookInput, type Delivery, type DeliveryRecord, type DeliveryStatus, type ResolvedWebhookOptions, type UpdateWebhookInput, type Webhook, type WebhookOptions, type WebhookWithSecret } from './types.js';
export interface ListDeliveriesOptions {
    status?: DeliveryStatus;
    /** Newest first; default 100. */
    limit?: number;
}
/** The envelope type of `POST /webhooks/{id}/test`: a delivery that only that webhook receives. */
export declare const TEST_EVENT_TYPE = "webhook.test";
/**
 * engine.webhooks: management of webhooks (the same operations the HTTP routes expose) over the registry,
 * and the outbox dispatcher that delivers to them. `record` is the event bus sink (the engine registers it from
 * construction), so events published before start() are stored too and go out once it runs.
 */
export declare class WebhookService {
    #private;
    readonly options: ResolvedWebhookOptions;
    constructor(context: EngineContext, options?: WebhookOptions);
    /** Whether deliveries are pending (in memory, in flight, or left in the store for later). */
    get busy(): boolean;
    /** The durable sink: one outbox row per subscribed webhook, stored when this resolves. */
    record(event: AnyEngineEvent): Promise<void>;
    /** What the metrics' backlog gauges read (WebhookDispatcher.backlog). */
    backlog(): ReturnType<WebhookDispatcher['backlog']>;
    /** engine.start(): loads webhooks and resumes every pending delivery. */
    start(): Promise<void>;
    /** engine.stop(): attempts in flight finish and are recorded; pending rows wait in the store. */
    stop(): Promise<void>;
    /** Webhooks configured (usage counter `webhooksConfigured`). */
    count(): Promise<number>;
    /** Returns the record and its signing secret: the only time the secret is shown (besides a rotation). */
    create(input: CreateWebhookInput): Promise<WebhookWithSecret>;
    list(): Promise<Webhook[]>;
    get(webhookId: string): Promise<Webhook>;
    update(webhookId: string, input: UpdateWebhookInput): Promise<Webhook>;
    /** Removes the webhook and its delivery history; attempts in flight finish first. */
    delete(webhookId: string): Promise<Webhook & {
        deleted: true;
    }>;
    /** A new secret (shown once); the old one keeps signing for `gracePeriodMs` (default options.rotationGraceMs). */
    rotateSecret(webhookId: string, options?: {
        gracePeriodMs?: number;
    }): Promise<WebhookWithSecret>;
    /**
     * Sends a `webhook.test` event to this webhook only, through the outbox like any other, and returns the
     * delivery after its first attempt (or still pending when the engine is not running).
     */
    sendTest(webhookId: string): Promise<Delivery>;
    /** Deliveries of one webhook, newest first, each with its attempts. */
    listDeliveries(webhookId: string, options?: ListDeliveriesOptions): Promise<Delivery[]>;
    getDelivery(webhookId: string, deliveryId: string): Promise<Delivery>;
    /**
     * Sends a delivery again now, with the same event id and body: a failed or delivered one starts a fresh
     * retry schedule; a pending one is brought forward. Its attempt history is kept.
     */
    redeliver(webhookId: string, deliveryId: string): Promise<Delivery>;
    /** Observes every attempt after its outcome is stored (tests, metrics, dashboards). */
    onAttempt(listener: AttemptListener): () => void;
}
export declare const toDelivery: (record: DeliveryRecord) => Delivery;
