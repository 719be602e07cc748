import type { Clock } from '../clock.js';
import type { Collection } from '../store/store.js';
import type { CreateWebhookInput, UpdateWebhookInput, Webhook, WebhookRecord, WebhookWithSecret } from './types.js';
export interface WebhookRegistryOptions {
    collection: Collection;
    clock: Clock;
    allowPrivateNetwork: boolean;
    rotationGraceMs: number;
}
/**
 * Webhook records: in memory for the hot path (every event asks who subscribes), written through to the
 * store, loaded once on first use. Changes to one webhook are serialised so concurrent PATCHes cannot
 * lose each other's fields.
 */
export declare class WebhookRegistry {
    #private;
    constructor(options: WebhookRegistryOptions);
    load(): Promise<void>;
    count(): Promise<number>;
    /** Enabled webhooks subscribed to `type` (directly or through `*`). Synchronous after load(): the event path. */
    subscribers(type: string): WebhookRecord[];
    /** The record with secrets, or undefined (after load()). */
    peek(id: string): WebhookRecord | undefined;
    all(): WebhookRecord[];
    /** Secrets that sign a delivery now: the current one, then rotated-out ones still inside their grace period. */
    signingSecrets(record: WebhookRecord): string[];
    create(input: CreateWebhookInput): Promise<WebhookWithSecret>;
    list(): Promise<Webhook[]>;
    get(id: string): Promise<Webhook>;
    require(id: string): Promise<WebhookRecord>;
    update(id: string, input: UpdateWebhookInput): Promise<{
        before: WebhookRecord;
        after: WebhookRecord;
    }>;
    /** Turns a webhook off on the engine's own initiative (410 Gone), recording why. */
    disable(id: string, reason: string): Promise<WebhookRecord | undefined>;
    delete(id: string): Promise<Webhook>;
    /** A new secret, shown once; the old one keeps signing for the grace period so receivers can switch without a gap. */
    rotateSecret(id: string, graceMs?: number): Promise<WebhookWithSecret>;
    view(record: WebhookRecord): Webhook;
}
