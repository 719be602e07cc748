import * as v from 'valibot'
import { proxyUrlProblem } from '../net/proxy-url.js'

export const SessionId = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'use 1-64 letters, digits, ".", "_" or "-"'),
  // URL parsers remove these path segments (/sessions/.. is /), so such a session could never be addressed.
  v.check((id) => id !== '.' && id !== '..', 'must not be "." or "..", which URLs drop from a path'),
)

export const SessionParams = v.object({ sessionId: SessionId })

/** A proxy URL as the API takes it (net/proxy-url.ts); its host is checked against the allowlist by the service. */
const ProxyUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2048, 'at most 2048 characters'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const problem = proxyUrlProblem(dataset.value)
    if (problem) addIssue({ message: problem })
  }),
)

/**
 * `http://`, `https://`, `socks5://` or `socks5h://` with an optional user and password, or null to connect
 * directly; its host must be on the operator's proxy host allowlist (docs/proxies.md).
 */
const ProxyField = v.nullable(ProxyUrl)

export const CreateSessionBody = v.strictObject({
  /** Optional stable id chosen by the client; generated when absent. */
  sessionId: v.optional(SessionId),
  /** Shown on the phone's linked-devices list. */
  displayName: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(64, 'at most 64 characters'),
  ),
  /** Browser the device presents as (Chrome, Firefox, Safari, Edge, Opera, Desktop; others present as Chrome). */
  deviceBrowser: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(32, 'at most 32 characters')),
    'Chrome',
  ),
  /** The proxy the session connects through; left out, the engine's default proxy (if any). */
  proxy: v.optional(ProxyField),
})

export const UpdateSessionBody = v.strictObject({
  /** The proxy the session connects through from its next connection; null connects directly. */
  proxy: v.optional(ProxyField),
  /** Reconnect a running session now, so the change takes effect at once (default false). */
  reconnect: v.optional(v.boolean(), false),
})
export type UpdateSessionInput = v.InferOutput<typeof UpdateSessionBody>

export const PairingCodeBody = v.strictObject({
  /** Country code and number, digits only (e.g. 15551234567). */
  phoneNumber: v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{6,14}$/, 'must be 7-15 digits with the country code, no "+", spaces or dashes'),
  ),
})

export type CreateSessionInput = v.InferOutput<typeof CreateSessionBody>

const Timestamp = v.pipe(v.string(), v.isoTimestamp())

/** Spec part 2 `connectionState`: inactive (no runtime), connecting, connected, disconnected (retrying), error (needs a person). */
export const ConnectionStateSchema = v.picklist(['inactive', 'connecting', 'connected', 'disconnected', 'error'])

export const LastDisconnectSchema = v.object({
  at: Timestamp,
  statusCode: v.nullable(v.number()),
  reason: v.string(),
  message: v.string(),
})

/** The status of spec part 4.1 `GET /sessions/{sessionId}`: the stored record plus live runtime facts. */
export const SessionStatusSchema = v.object({
  sessionId: v.string(),
  displayName: v.string(),
  deviceBrowser: v.string(),
  /** `connected` once the session has ever connected (spec part 2: a historical flag), else `created`. */
  status: v.picklist(['created', 'connected']),
  paired: v.boolean(),
  phoneJid: v.nullable(v.string()),
  lid: v.nullable(v.string()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  lastConnectedAt: v.nullable(Timestamp),
  lastDisconnect: v.nullable(LastDisconnectSchema),
  /** Set when the session needs a person (logged out, replaced, banned); cleared on the next successful connect. */
  errorReason: v.nullable(v.string()),
  active: v.boolean(),
  connected: v.boolean(),
  connectionState: ConnectionStateSchema,
  qrAvailable: v.boolean(),
  qrExpiresAt: v.nullable(Timestamp),
  /** What `errorReason` means and what to do, present only with an `errorReason`. */
  errorMessage: v.optional(v.string()),
  /**
   * The proxy the session connects through, its credentials masked (`socks5://***:***@proxy.internal:1080`);
   * null when it connects directly.
   */
  proxy: v.nullable(v.string()),
  /** Cluster mode only: the node that runs the session now, null while none does (docs/cluster.md). */
  node: v.optional(v.nullable(v.string())),
})

export const SessionDeletedSchema = v.object({
  sessionId: v.string(),
  deleted: v.literal(true),
  loggedOut: v.boolean(),
})
export type SessionDeleted = v.InferOutput<typeof SessionDeletedSchema>

export const PairingCodeResultSchema = v.object({ sessionId: v.string(), phoneNumber: v.string(), code: v.string() })
export type PairingCodeResult = v.InferOutput<typeof PairingCodeResultSchema>

export const QrResultSchema = v.object({
  sessionId: v.string(),
  qr: v.string(),
  expiresAt: Timestamp,
  pngDataUrl: v.string(),
})
export type QrResult = v.InferOutput<typeof QrResultSchema>
