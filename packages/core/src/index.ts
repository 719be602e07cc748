/**
 * `@sessionkit/core`: what docs/ documents for an embedder. The engine and its options, its errors and events, the
 * records its methods take and answer, the Fetch handler and the OpenAPI document, and the stores. What adapters
 * serve the API with is `@sessionkit/core/adapter`; a store backend's contract suite `@sessionkit/core/testing`.
 * Every name and its type is in api/ (npm run api-report), checked by npm run check.
 */

// The engine and its options (docs/configuration.md)
export { SessionEngine, type SessionEngineOptions } from './engine.js'
export type { EngineSettings, MessageStoreSettings, SendPacingOptions } from './options.js'
export type { RateLimitOptions, RatePolicy, RouteClass } from './rate-limits/policy.js'
export type { ReconnectOptions } from './sessions/reconnect-policy.js'
export { DEFAULT_RETRY_SCHEDULE_MS, type WebhookOptions } from './webhooks/options.js'
export type { MetricsOptions } from './metrics/engine-metrics.js'
export type { ClusterOptions } from './cluster/options.js'
export type { BaileysDriverOptions } from './protocol/baileys/driver.js'
export { type Clock, systemClock } from './clock.js'
export { type Scheduler, systemScheduler } from './scheduler.js'
export { createLogger, type Logger } from './logger.js'
export { type Readiness, STORE_PROBE_TIMEOUT_MS } from './readiness.js'

// Errors (docs/errors.md) and events (docs/events.md)
export { EngineError, type FieldError } from './errors.js'
export { type EngineErrorCode, isEngineError } from './registry.js'
export { type AnyEngineEvent, type EngineEvent, type EventMap, type EventType, eventTypes } from './events.js'

// What the engine's methods take and answer, and what its events carry
export type { Page } from './paging.js'
export type { ConnectionState, SessionStatus } from './sessions/types.js'
export type { ContentType, MessageReceipt, PhoneSentMessage, ReceivedMessage } from './messages/types.js'
export type { MessageRecord, SendBody, SendInput } from './messages/schema.js'
export type { DownloadedMediaResult } from './media/schema.js'
export type { MessageMediaEvent, StoredMedia } from './media/events.js'
export type { MediaKeepPolicy, MediaOptions, MediaSettings, MediaType } from './media/options.js'
export type { MediaStore } from './media/store/media-store.js'
export { FilesystemMediaStore } from './media/store/filesystem-store.js'
export { S3MediaStore, type S3MediaStoreOptions } from './media/store/s3-store.js'
export type { AddResult, BatchResult, CreateGroupInput, GroupMetadata, GroupSettingChange } from './groups/schema.js'
export type { GroupChanges, GroupJoinedEvent, GroupParticipantsEvent, GroupUpdatedEvent } from './groups/types.js'
export type { CreateCommunityInput, Subgroup, SubgroupSuggestion } from './communities/schema.js'
export type { CommunityLinkEvent } from './communities/types.js'
export type { CategoryPreview, Channel, DomainPreview, FollowResult, Viewer } from './newsletters/schema.js'
export type { ChatActionInput, ChatActionResult, StarInput, StarResult } from './chats/schema.js'
export type { ChatUpdatedEvent } from './chats/types.js'
export type { CheckNumbersInput, NumberCheckRecord } from './contacts/schema.js'
export type { ContactUpdatedEvent, PresenceUpdatedEvent } from './contacts/types.js'
export type { OwnProfileRecord, UpdateProfileInput } from './profile/schema.js'
export type { ChatRecord, StoredMessageRecord } from './message-store/schema.js'
export type { CallRecord } from './calls/schema.js'
export type { CallEndReason, CallState, CallStateEvent } from './calls/types.js'
export type { UsageAnalytics, UsageCounters, UsageTimelineDay } from './usage/schema.js'
export type { CreateKeyInput, Key, KeyWithSecret } from './keys/schema.js'
export { type Scope, scopes } from './operations/scope.js'
export type { KeyAccess } from './operations/access.js'
export type {
  CreateWebhookInput,
  Delivery,
  DeliveryAttempt,
  DeliveryStatus,
  UpdateWebhookInput,
  Webhook,
  WebhookEventFilter,
  WebhookWithSecret,
} from './webhooks/types.js'
export type {
  CreateTransportInput,
  Transport,
  TransportDelivery,
  UpdateTransportInput,
} from './transports/schema.js'

// Serving it over HTTP from a Fetch runtime; the OpenAPI document the typed client is built from (docs/client.md)
export { createHandler, type FetchHandler, type HandlerOptions } from './http/handler.js'
export { openApiDocument } from './http/routes/index.js'
export type { OpenApiDocument } from './http/openapi.js'

// Stores (docs/storage.md)
export type { Collection, CollectionName, RangeOptions, Store, StoreKind } from './store/collection.js'
export { createStore, type StoreOptions } from './store/store.js'
export type { WindowCounter, WindowTake } from './store/window-counter.js'
