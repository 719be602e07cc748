export { SessionEngine, type SessionEngineOptions } from './engine.js'
export type { SendPacingOptions } from './options.js'
export type { RateLimitOptions, RatePolicy, RouteClass } from './rate-limits/policy.js'
export { EngineError, type FieldError, isEngineError } from './errors.js'
export type { EngineErrorCode } from './registry.js'
export { type AnyEngineEvent, type EngineEvent, type EventMap, type EventType, eventTypes } from './events.js'
export type { ContentType, MessageReceipt, PhoneSentMessage, ReceivedMessage } from './messages/types.js'
export type { MessageRecord, SendBody, SendInput } from './messages/schema.js'
export type { DownloadedMediaResult } from './media/schema.js'
export type { AddResult, BatchResult, CreateGroupInput, GroupMetadata, GroupSettingChange } from './groups/schema.js'
export type { GroupChanges, GroupJoinedEvent, GroupParticipantsEvent, GroupUpdatedEvent } from './groups/types.js'
export type { GroupService } from './groups/service.js'
export type { CreateCommunityInput, Subgroup, SubgroupSuggestion } from './communities/schema.js'
export type { CommunityLinkEvent } from './communities/types.js'
export type { CommunityService } from './communities/service.js'
export type { CategoryPreview, Channel, DomainPreview, FollowResult, Viewer } from './newsletters/schema.js'
export type { NewsletterService } from './newsletters/service.js'
export type { ChatActionInput, ChatActionResult, StarInput, StarResult } from './chats/schema.js'
export type { ChatUpdatedEvent } from './chats/types.js'
export type { ContactUpdatedEvent, PresenceUpdatedEvent } from './contacts/types.js'
export type { ChatService } from './chats/service.js'
export type { CheckNumbersInput, NumberCheckRecord } from './contacts/schema.js'
export type { ContactService } from './contacts/service.js'
export type { OwnProfileRecord, UpdateProfileInput } from './profile/schema.js'
export type { ProfileService } from './profile/service.js'
export type { ChatRecord, StoredMessageRecord } from './message-store/schema.js'
export type { MessageStoreService } from './message-store/service.js'
export type { HistoryChat, HistoryProtocolEvent, HistorySyncKind } from './protocol/ports/history.js'
export { type Clock, systemClock } from './clock.js'
export { type Scheduler, systemScheduler } from './scheduler.js'
export { createLogger, type Logger } from './logger.js'
export { createHandler, type FetchHandler, type HandlerOptions } from './http/handler.js'
export { openApiDocument, routes } from './http/routes/index.js'
export type { OpenApiDocument } from './http/openapi.js'
export { operationTables } from './registry.js'
export type { Operation, OperationMethod, OperationMethods } from './operations/operation.js'
export type { Route } from './http/route.js'
export type { Page } from './paging.js'
export { type Scope, scopes } from './operations/scope.js'
export { grants } from './keys/access.js'
export type { KeyAccess } from './operations/access.js'
export type { CreateKeyInput, Key, KeyWithSecret } from './keys/schema.js'
export {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type UsageAnalytics,
  type UsageCounters,
  UsageService,
  type UsageTimelineDay,
  type WebhookCounter,
} from './usage/service.js'
export {
  createStore,
  type Collection,
  type CollectionName,
  type RangeOptions,
  type Store,
  type StoreKind,
  type StoreOptions,
} from './store/store.js'
export type { WindowCounter, WindowTake } from './store/window-counter.js'
export type { ConnectionState, SessionRecord, SessionStatus } from './sessions/types.js'
export type { ReconnectOptions } from './sessions/reconnect-policy.js'
export type {
  AccountIdentity,
  CloseInfo,
  DisconnectKind,
  DownloadedMedia,
  MessageProtocolEvent,
  OpenOptions,
  ProtocolConnection,
  ProtocolDriver,
  ProtocolErrorKind,
  ProtocolEvent,
  ProtocolHandlers,
  SentMessage,
} from './protocol/port.js'
export type { CallProtocolEvent, CallSignal, CallsPort, CallTarget } from './protocol/ports/calls.js'
export type { CallRecord } from './calls/schema.js'
export type { CallEndReason, CallState, CallStateEvent } from './calls/types.js'
export { type CallService, MAX_CALL_AGE_MS, MAX_CALLS_PER_SESSION } from './calls/service.js'
export type {
  ChatAction,
  ChatChange,
  ChatProtocolEvent,
  ChatSync,
  ChatsPort,
  LastMessage,
  StarTarget,
} from './protocol/ports/chats.js'
export type { CommunitiesPort } from './protocol/ports/communities.js'
export type {
  BusinessProfile,
  ContactProtocolEvent,
  ContactsPort,
  NumberCheck,
  PersonIds,
  PersonProfile,
  PictureSize,
  PresenceState,
  PresenceUpdate,
  SavedContact,
} from './protocol/ports/contacts.js'
export type { OwnProfile, PrivacyCategory, PrivacySettings, ProfilePort } from './protocol/ports/profile.js'
export type { GroupsPort } from './protocol/ports/groups.js'
export type {
  InboundMessage,
  MediaDescriptor,
  MediaInput,
  MessageContentType,
  MessageKey,
  MessagesPort,
  MessageStatus,
  OutgoingContent,
  QuotedMessage,
  ReceiptState,
  SendOptions,
} from './protocol/ports/messages.js'
export type {
  ChannelCategoryPreview,
  ChannelKey,
  ChannelMetadata,
  ChannelPage,
  ChannelViewer,
  DirectoryView,
  DomainPreviewable,
  NewsletterCategory,
  NewslettersPort,
} from './protocol/ports/newsletters.js'
export type { EngineSettings, MessageStoreSettings } from './options.js'
export type { AttemptOutcome, MetricsOptions } from './metrics/engine-metrics.js'
export { type Readiness, STORE_PROBE_TIMEOUT_MS } from './readiness.js'
export { digitsToUserJid, jidKind, type JidKind, parseJid } from './jids.js'
export { ProtocolError } from './protocol/port.js'
export type { BaileysDriverOptions } from './protocol/baileys/driver.js'
// for code that builds Baileys' transactional key stores itself (the simulator's phones): one storage for all
export { withSharedAsyncStorage } from './protocol/baileys/shared-async-storage.js'
// and for the simulator's phones, which encrypt group messages with Baileys' GroupCipher and sign with libsignal
export { installSenderKeyChain } from './protocol/baileys/sender-key-chain.js'
export { installCurveSignatures } from './protocol/baileys/curve-signatures.js'
export { WebhookService, TEST_EVENT_TYPE, type ListDeliveriesOptions } from './webhooks/service.js'
export { EventLog, type LoggedEvent } from './event-stream/log.js'
export type {
  CreateTransportInput,
  Transport,
  TransportDelivery,
  UpdateTransportInput,
} from './transports/schema.js'
export { DEFAULT_RETRY_SCHEDULE_MS, type WebhookOptions } from './webhooks/options.js'
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
export { checkOutboundUrl, isPrivateAddress, type UrlCheck, type UrlCheckOptions } from './net/address-guard.js'
