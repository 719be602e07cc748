import type { Registry } from 'prom-client';
import { type Clock } from './clock.js';
import { type AnyEngineEvent, type EngineEvent, EventBus, type EventType } from './events.js';
import { type Logger } from './logger.js';
import type { MessageRecord, SendBody } from './messages/schema.js';
import { mediaOperations, messageActionOperations, messageOperations } from './messages/operations.js';
import { contactOperations } from './contacts/operations.js';
import { profileOperations } from './profile/operations.js';
import { type EngineSettings, type SessionEngineOptions } from './options.js';
import { type Readiness } from './readiness.js';
import { SessionService } from './sessions/service.js';
import { type Store } from './store/store.js';
import { EventLog } from './event-stream/log.js';
import { StreamSlots } from './event-stream/slots.js';
import { WebhookService } from './webhooks/service.js';
import { webhookOperations } from './webhooks/operations.js';
import { callOperations } from './calls/operations.js';
import { communityOperations } from './communities/operations.js';
import { groupOperations } from './groups/operations.js';
import { newsletterOperations } from './newsletters/operations.js';
import { chatOperations } from './chats/operations.js';
import { historyOperations } from './history/operations.js';
import { messageStoreOperations } from './message-store/operations.js';
import { sessionOperations } from './sessions/operations.js';
import { usageOperations } from './usage/operations.js';
import type { OperationMethods } from './operations/operation.js';
import { UsageService } from './usage/service.js';
export type { SessionEngineOptions } from './options.js';
type Handler<K extends EventType | '*'> = (event: K extends EventType ? EngineEvent<K> : AnyEngineEvent) => void;
/**
 * The composition root: one store, one event bus, one protocol driver, and the domain services on top.
 * Embed it (`new SessionEngine(...)`, `engine.on(...)`) or serve it over HTTP with createHandler(engine).
 */
export declare class SessionEngine {
    #private;
    readonly store: Store;
    readonly logger: Logger;
    readonly clock: Clock;
    readonly apiKeys: readonly string[];
    /** Every option with its default applied. */
    readonly settings: EngineSettings;
    readonly sessions: OperationMethods<typeof sessionOperations> & Pick<SessionService, 'waitForState' | 'pairingCodeRequested'>;
    /** Webhooks: management, and an observer of every delivery attempt; deliveries themselves run inside the engine. */
    readonly webhooks: OperationMethods<typeof webhookOperations> & Pick<WebhookService, 'onAttempt' | 'options' | 'count'>;
    /** The persisted, bounded event log behind GET /events (Last-Event-ID resume). */
    readonly eventLog: EventLog;
    /** Event streams open per API key, bounded by `webhooks.eventStreamsPerKey`. */
    readonly eventStreams: StreamSlots;
    readonly usage: OperationMethods<typeof usageOperations> & Pick<UsageService, 'recordMessageSent' | 'recordMessageFailed' | 'flush'>;
    /** Sends, one method per content type (`sendText`, `sendImage`, …), and `send`, which picks it by `content.type`. */
    readonly messages: OperationMethods<typeof messageOperations> & {
        send(sessionId: string, body: SendBody): Promise<MessageRecord>;
    };
    /** Acting on existing messages: react (docs/rich-messages.md). */
    readonly messageActions: OperationMethods<typeof messageActionOperations>;
    readonly groups: OperationMethods<typeof groupOperations>;
    readonly communities: OperationMethods<typeof communityOperations>;
    readonly newsletters: OperationMethods<typeof newsletterOperations>;
    readonly calls: OperationMethods<typeof callOperations>;
    readonly chats: OperationMethods<typeof chatOperations>;
    /** People: number checks (an extension of the spec). */
    readonly contacts: OperationMethods<typeof contactOperations>;
    /** The account's own profile (an extension of the spec). */
    readonly profile: OperationMethods<typeof profileOperations>;
    readonly history: OperationMethods<typeof historyOperations>;
    /** The stored chats and messages (docs/message-store.md). */
    readonly messageStore: OperationMethods<typeof messageStoreOperations>;
    readonly media: OperationMethods<typeof mediaOperations>;
    /**
     * The Prometheus registry the engine's metrics are in (the `metrics.registry` option, or the engine's own);
     * null with `metrics: false`. `await engine.metrics.metrics()` is the text a scrape reads.
     */
    readonly metrics: Registry | null;
    constructor(options?: SessionEngineOptions);
    get started(): boolean;
    /** Loads every record and reconnects every paired session. Safe to call once per engine. */
    start(): Promise<void>;
    /**
     * Whether the engine can serve (a readiness probe): started, the store answering a read within
     * STORE_PROBE_TIMEOUT_MS, and the background restore of paired sessions finished.
     */
    readiness(): Promise<Readiness>;
    /** Closes every connection and the store; every record stays for the next start(). */
    stop(): Promise<void>;
    /** Typed event handlers: `engine.on('connection.state', (e) => e.data.state)`; `'*'` receives every event. */
    on<K extends EventType | '*'>(type: K, handler: Handler<K>): () => void;
    once<K extends EventType | '*'>(type: K, handler: Handler<K>): void;
    /**
     * The event bus itself, to publish events the engine did not make: the webhooks benchmark drives the outbox
     * through it at thousands of events per second. Events published here reach webhooks, the event stream and
     * `engine.on` like the engine's own.
     */
    get bus(): EventBus;
    /** Counts one response of the HTTP handler (usage counters and analytics). */
    recordApiResponse(status: number): void;
    /**
     * Records one answer of the HTTP handler in the metrics: `route` is the template of the route that took it
     * (`/sessions/{sessionId}`) or `unmatched`, `status` is `aborted` when the client left mid-body.
     */
    recordHttpAnswer(method: string, route: string, status: number | 'aborted', seconds: number): void;
    /** Counts one request of the HTTP handler whose client left before its body arrived (never answered). */
    recordApiAborted(): void;
}
