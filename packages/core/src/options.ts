import type { Keyv } from 'keyv'
import type { ClusterOptions } from './cluster/options.js'
import type { Clock } from './clock.js'
import type { Logger } from './logger.js'
import type { MetricsOptions } from './metrics/engine-metrics.js'
import { checkCount, checkRateLimits, type RateLimitOptions } from './rate-limits/policy.js'
import type { Scheduler } from './scheduler.js'
import { type MediaOptions, type MediaSettings, resolveMediaSettings } from './media/options.js'
import { findFfmpeg } from './media/transcode.js'
import { maskProxy, proxyUrlProblem } from './net/proxy-url.js'
import type { BaileysDriverOptions } from './protocol/baileys/driver.js'
import { checkBrokerHosts } from './transports/broker-namespace.js'
import type { ProtocolDriver } from './protocol/port.js'
import type { ReconnectOptions } from './sessions/reconnect-policy.js'
import type { Store } from './store/collection.js'
import type { WebhookOptions } from './webhooks/options.js'

export interface SessionEngineOptions {
  /** A store URL (`memory://`, `sqlite://path`, `redis://…`, `postgres://…`), a Keyv instance, or a Store. Default `memory://`. */
  store?: string | Keyv | Store
  /** Key prefix inside the store, so several deployments (or test runs) can share one server. Default `sessionkit`. */
  storeNamespace?: string
  /** Bearer keys the HTTP handler accepts, each admin over every session; scoped keys are created with `engine.keys`. */
  apiKeys?: string[]
  logger?: Logger
  clock?: Clock
  /** Timer source of retries, backoff, ring limits and flushes; replace together with `clock` in tests. */
  scheduler?: Scheduler
  /** Where Baileys connects and which root key it trusts; `driver` replaces Baileys altogether (unit tests). */
  protocol?: BaileysDriverOptions & { driver?: ProtocolDriver }
  reconnect?: ReconnectOptions
  /** Let media fetches and webhook URLs reach loopback, private and link-local addresses. Default false. */
  allowPrivateNetwork?: boolean
  /**
   * The broker hosts transports may publish to, whatever their addresses, each with the namespace transports may
   * use on it: `host[:port][/db][=prefix]` (Redis' db, db 0 when left out; the prefix every stream, NATS subject
   * and RabbitMQ exchange must start with, `sessionkit.transports.` when left out, none after a bare `=`). No other
   * host is allowed, and an API caller cannot add one. Separate from `allowPrivateNetwork`. Default none.
   */
  transportHosts?: readonly string[]
  /**
   * The proxy every session connects through unless it names its own (`http://`, `https://`, `socks5://` or
   * `socks5h://`, with an optional user and password; docs/proxies.md). Default none: sessions connect directly.
   */
  proxy?: string
  /**
   * The proxy hosts a session's own `proxy` may name (`host` or `host:port`); any other is a 422, and an API caller
   * cannot add one. The default `proxy` needs no entry. Default none.
   */
  proxyHosts?: readonly string[]
  /** How long a QR request waits for the first QR (default 10 s). */
  qrWaitMs?: number
  /** How long a pairing-code request waits for WhatsApp (default 20 s). */
  pairingTimeoutMs?: number
  /** Sessions reconnected in parallel by start() (default 50). */
  restoreConcurrency?: number
  /** Webhook delivery (retry schedule, timeouts, concurrency, bounds) and the event stream's log; defaults in WebhookOptions. */
  webhooks?: WebhookOptions
  /** How long a send waits for WhatsApp's acknowledgement before it fails with 504, and a call offer before the call ends `failed` (default 15 s). */
  sendAckTimeoutMs?: number
  /** Media fetched from `mediaUrl`: deadline for the whole transfer (default 60 s) and size cap (default 64 MiB). */
  mediaFetchTimeoutMs?: number
  maxMediaBytes?: number
  /** ffmpeg for voice-note transcoding; looked up on the PATH when not given; `false` disables transcoding. */
  ffmpegPath?: string | false
  /** How long an Idempotency-Key is remembered (default 24 h). */
  idempotencyTtlMs?: number
  /** Usage counters: longest time a counted request or message waits in memory before it is written (default 1000 ms). */
  usage?: { flushIntervalMs?: number }
  /** How long a call may ring unanswered before the engine ends it as missed, when WhatsApp has not ended it first (default 60 s). */
  callRingLimitMs?: number
  /**
   * Calls placed and answered with audio signalling (docs/calls.md, "Call audio"): the call key kept (an incoming
   * offer's decrypted when the call is taken), the relay block read, preaccept, the media accept and transport
   * written, plain Opus asked for instead of MLow. Unverified against WhatsApp. Default false: signalling only.
   */
  callAudio?: boolean
  /**
   * How long the receipts of one sent message and state are gathered into one `message.receipt` event, from the
   * first (default 1000 ms; 0 publishes each as Baileys hands it over, still once per person).
   */
  receiptWindowMs?: number
  /** How long a number check's answer is kept per session and answered again without asking WhatsApp (default 24 h; 0 keeps none). */
  numberCheckCacheMs?: number
  /** Numbers each session may ask WhatsApp about in any minute; cached answers do not count (default 60). */
  numberChecksPerMinute?: number
  /**
   * Prometheus metrics (prom-client): the registry to add them to and whether the process's own metrics join them
   * (default: a registry of the engine's, `engine.metrics`, with the process metrics); `false` records none.
   */
  metrics?: MetricsOptions | false
  /** The message store's retention (docs/message-store.md); defaults in MessageStoreSettings. */
  messageStore?: Partial<MessageStoreSettings>
  /**
   * Received media the engine downloads and keeps (docs/media.md): the store (default `'none'`: nothing kept),
   * which files, and how many downloads at once.
   */
  media?: MediaOptions
  /**
   * Requests each API key may make per route class (`sends`, `reads`, `management`), each `{ limit,
   * windowSeconds }`; past it a 429 `rate_limited`. Off by default; the HTTP handler's own `rateLimits` option
   * replaces it (docs/rate-limits.md).
   */
  rateLimits?: RateLimitOptions
  /**
   * Per session, whichever key or code sends or asks: `messagesPerMinute` (sends, forwards, stories) and
   * `newChatsPerDay` (people the account has never exchanged a message with, per UTC day), `profileReadsPerMinute`
   * (other people's profiles, pictures and presence subscriptions) and `historyRequestsPerTwoHours` (on-demand
   * history); past any a 429 `send_paced`. Off by default; a field left out is not limited (docs/rate-limits.md).
   */
  sendPacing?: SendPacingOptions
  /**
   * The wait between two presence subscriptions renewed when a session reconnects (default 1000 ms): WhatsApp
   * forgets them with the connection, and renewing hundreds at once looks like scraping. 0 renews them at once.
   */
  presenceResubscribeIntervalMs?: number
  /**
   * Cluster mode (docs/cluster.md): several processes share the sessions of one Redis or PostgreSQL store, each
   * session run by one node under a lease in `redis`. Without it the engine assumes it is alone on its store.
   */
  cluster?: ClusterOptions
}

export interface SendPacingOptions {
  messagesPerMinute?: number
  newChatsPerDay?: number
  /** Reads of other people's profile, about, business profile and picture, and presence subscriptions. */
  profileReadsPerMinute?: number
  /** On-demand history requests to the phone, per fixed two-hour window (WhatsApp Web's cooldown is 7,200 s). */
  historyRequestsPerTwoHours?: number
}

/** What the message store keeps, and for how long: never without bound. */
export interface MessageStoreSettings {
  /** Store chats and messages at all (default true); off, the store routes answer empty lists and 404s. */
  enabled: boolean
  /** Messages older than this are dropped by the sweep (default 90 days). */
  maxAgeMs: number
  /** Messages kept per chat; a new one past it drops the chat's oldest (default 10,000). */
  maxMessagesPerChat: number
  /** How often the sweep drops messages past `maxAgeMs` (default 1 h). */
  sweepIntervalMs: number
  /** Longest time a change waits in memory before it is written, as the send path never waits on the store (default 200 ms). */
  flushIntervalMs: number
}

const messageStoreDefaults: MessageStoreSettings = {
  enabled: true,
  maxAgeMs: 90 * 24 * 60 * 60 * 1000,
  maxMessagesPerChat: 10_000,
  sweepIntervalMs: 60 * 60 * 1000,
  flushIntervalMs: 200,
}

/** The engine's settings with every default applied: what services read from their context. */
export interface EngineSettings {
  allowPrivateNetwork: boolean
  transportHosts: readonly string[]
  /** The engine-wide proxy, null for direct connections. */
  proxy: string | null
  proxyHosts: readonly string[]
  reconnect: ReconnectOptions
  qrWaitMs: number
  pairingTimeoutMs: number
  restoreConcurrency: number
  sendAckTimeoutMs: number
  mediaFetchTimeoutMs: number
  maxMediaBytes: number
  /** ffmpeg's path, or null when there is none (voice notes must then be Ogg/Opus already). */
  ffmpegPath: string | null
  idempotencyTtlMs: number
  /** A first request that has not finished after this long (its process died) no longer blocks retries. */
  idempotencyLeaseMs: number
  callRingLimitMs: number
  callAudio: boolean
  receiptWindowMs: number
  numberCheckCacheMs: number
  numberChecksPerMinute: number
  messageStore: MessageStoreSettings
  media: MediaSettings
  rateLimits: RateLimitOptions | null
  sendPacing: SendPacingOptions | null
  presenceResubscribeIntervalMs: number
}

export function resolveSettings(options: SessionEngineOptions): EngineSettings {
  const sendAckTimeoutMs = options.sendAckTimeoutMs ?? 15_000
  const mediaFetchTimeoutMs = options.mediaFetchTimeoutMs ?? 60_000
  return {
    allowPrivateNetwork: options.allowPrivateNetwork ?? false,
    transportHosts: checkBrokerHosts(options.transportHosts ?? []),
    proxy: resolveProxy(options.proxy),
    proxyHosts: options.proxyHosts ?? [],
    reconnect: options.reconnect ?? {},
    qrWaitMs: options.qrWaitMs ?? 10_000,
    pairingTimeoutMs: options.pairingTimeoutMs ?? 20_000,
    restoreConcurrency: options.restoreConcurrency ?? 50,
    sendAckTimeoutMs,
    mediaFetchTimeoutMs,
    maxMediaBytes: options.maxMediaBytes ?? 64 * 1024 * 1024,
    ffmpegPath: options.ffmpegPath === false ? null : findFfmpeg(options.ffmpegPath),
    idempotencyTtlMs: options.idempotencyTtlMs ?? 24 * 60 * 60 * 1000,
    idempotencyLeaseMs: sendAckTimeoutMs + mediaFetchTimeoutMs + 60_000,
    callRingLimitMs: options.callRingLimitMs ?? 60_000,
    callAudio: options.callAudio ?? false,
    receiptWindowMs: options.receiptWindowMs ?? 1000,
    numberCheckCacheMs: options.numberCheckCacheMs ?? 24 * 60 * 60 * 1000,
    numberChecksPerMinute: options.numberChecksPerMinute ?? 60,
    messageStore: resolveMessageStore(options.messageStore ?? {}),
    media: resolveMediaSettings(options.media ?? {}, options.cluster !== undefined),
    rateLimits: options.rateLimits ? checkRateLimits(options.rateLimits) : null,
    sendPacing: options.sendPacing ? resolveSendPacing(options.sendPacing) : null,
    presenceResubscribeIntervalMs: checkInterval(options.presenceResubscribeIntervalMs ?? 1000),
  }
}

function resolveProxy(proxy: string | undefined): string | null {
  if (proxy === undefined || proxy === '') return null
  const problem = proxyUrlProblem(proxy)
  if (problem) throw new TypeError(`proxy ${problem} (got ${maskedOrNot(proxy)})`)
  return proxy
}

/** The proxy for an error message: masked when it parses, else only its scheme (its text may hold a password). */
const maskedOrNot = (proxy: string): string => {
  try {
    return maskProxy(proxy)
  } catch {
    return 'an unparseable URL'
  }
}

const pacingFields = [
  'messagesPerMinute',
  'newChatsPerDay',
  'profileReadsPerMinute',
  'historyRequestsPerTwoHours',
] as const satisfies readonly (keyof SendPacingOptions)[]

function resolveSendPacing(options: SendPacingOptions): SendPacingOptions {
  const resolved: SendPacingOptions = {}
  for (const field of pacingFields) {
    const value = options[field]
    if (value !== undefined) resolved[field] = checkCount(`sendPacing.${field}`, value)
  }
  return resolved
}

function checkInterval(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0)
    throw new RangeError(`presenceResubscribeIntervalMs must be a number of milliseconds of at least 0, not ${ms}`)
  return ms
}

function resolveMessageStore(options: Partial<MessageStoreSettings>): MessageStoreSettings {
  const settings = { ...messageStoreDefaults, ...options }
  for (const field of ['maxAgeMs', 'maxMessagesPerChat', 'sweepIntervalMs', 'flushIntervalMs'] as const) {
    const value = settings[field]
    // A store without bound is what retention exists to prevent: an infinite or non-positive limit is refused.
    if (!Number.isFinite(value) || value <= 0 || (field === 'maxMessagesPerChat' && !Number.isInteger(value)))
      throw new RangeError(`messageStore.${field} must be a positive finite number (got ${value})`)
  }
  return settings
}
