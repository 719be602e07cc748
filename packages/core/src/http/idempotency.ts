import { createHash, randomUUID } from 'node:crypto'
import { EngineError, engineErrors } from '../errors.js'
import { type IdempotencyScope, idempotencyScopeId } from '../operations/idempotency-scope.js'
import type { Collection } from '../store/collection.js'
import { type ApiResponse, documentResponse } from './exchange.js'

export interface IdempotencyOptions {
  /** How long a key is remembered (default 24 h). */
  ttlMs: number
  /** How long an unfinished first request holds its key before a retry may run again (a crashed process). */
  leaseMs: number
  /** Cluster mode: the session leases an unfinished request's claim is tied to. */
  leases?: SessionLeases
  /** A 502, 503 or 504 is not the key's final answer: running again is harmless (`final`). */
  rerunsAfterUpstreamFailure?: true
}

/**
 * The cluster's session leases as the claims see them: a request runs on the session's owner, and its claim
 * records the owner's lease, so a retry may take over the claim as soon as that lease is gone (its node died
 * or lost the session, and has closed the socket) instead of waiting `leaseMs`.
 */
export interface SessionLeases {
  /** This node's lease of the session (`<node>:<fencing token>`), null when it holds none. */
  leaseOf(sessionId: string): string | null
  /** Whether `lease` is still the session's lease (true when that cannot be told now). */
  holdsLease(sessionId: string, lease: string): Promise<boolean>
}

type Entry =
  | {
      state: 'in_flight'
      fingerprint: string
      startedAt: number
      /** Names this run of the request: a retry taking the claim over claims `<id>:<run>`, so only one does. */
      run: string
      lease?: string
    }
  | { state: 'completed'; fingerprint: string; status: number; body: string; contentType: string }

export const idempotencyKeyHeader = 'idempotency-key'

/**
 * Stripe's Idempotency-Key semantics, scoped to the API key and the session: the first request claims the
 * key atomically and its final response (`final`) is stored once execution began; a retry with the
 * same body replays it with `Idempotent-Replayed: true`, another body is refused (422), and a retry while
 * the first still runs gets 409. Claims live in the engine's store, so a restart keeps them, and are made in one
 * step of the store, so two nodes of a cluster never both run one key.
 */
export async function runIdempotent(
  collection: Collection,
  options: IdempotencyOptions,
  scope: { apiKey: string; sessionId: string; key: string; fingerprint: string; now: number },
  execute: () => Promise<ApiResponse>,
): Promise<ApiResponse> {
  if (scope.key.length === 0 || scope.key.length > 255) {
    throw new EngineError(engineErrors.validation_failed, 'The Idempotency-Key header must be 1-255 characters.', {
      errors: [{ path: 'Idempotency-Key', message: '1-255 characters' }],
    })
  }
  const id = idempotencyScopeId(scope)
  const claimed = await claimEntry(collection, options, id, scope)
  if (claimed) {
    if (claimed.fingerprint !== scope.fingerprint) {
      throw new EngineError(
        engineErrors.idempotency_key_reused,
        'This Idempotency-Key was used with a different request; use a new key for a new request.',
      )
    }
    if (claimed.state === 'in_flight')
      throw new EngineError(
        engineErrors.idempotency_key_in_use,
        'A request with this Idempotency-Key is still running; retry after it finished.',
      )
    return documentResponse(claimed.status, claimed.body, claimed.contentType, { 'idempotent-replayed': 'true' })
  }
  let response: ApiResponse
  try {
    response = await execute()
  } catch (error) {
    await collection.delete(id)
    throw error
  }
  if (!final(response.status, options.rerunsAfterUpstreamFailure === true) || typeof response.body !== 'string') {
    await collection.delete(id)
    return response
  }
  const contentType = response.headers['content-type'] ?? 'application/json'
  await collection.set(
    id,
    {
      state: 'completed',
      fingerprint: scope.fingerprint,
      status: response.status,
      body: response.body,
      contentType,
    } satisfies Entry,
    options.ttlMs,
  )
  return response
}

/**
 * Whether an answer is the key's final one, kept and replayed (a stream cannot be). A 4xx means nothing reached
 * WhatsApp (wrong state, bad media URL): the key is freed so a corrected retry runs. For an operation that reruns
 * harmlessly (`rerun`: a send, under the message id derived from the key, messages.md) so are 502, 503 and 504
 * (WhatsApp refused or failed, no node could run the session, no answer in time), as Stripe keeps no 5xx that can
 * succeed on retry: a send that had reached WhatsApp after all is sent again as the same message, shown once. For
 * the others (a group, a community, a call) such an answer is kept: the first attempt may have made the group. A
 * 500 (the engine's own fault, such as a message that went out but whose Signal keys could not be stored) is kept
 * too: running it again would not help.
 */
const final = (status: number, rerun: boolean): boolean =>
  status < 400 || (status >= 500 && !(rerun && status >= 502 && status <= 504))

/**
 * Claims the key for this request in one step of the store (no read-then-write, so of two nodes exactly one
 * runs it); null when this request may run, else the record in the way. An unfinished run whose lease is gone,
 * or which outlived `leaseMs`, is taken over by claiming its run id: of several retries, one takes it.
 */
async function claimEntry(
  collection: Collection,
  options: IdempotencyOptions,
  id: string,
  scope: IdempotencyScope & { fingerprint: string; now: number },
): Promise<Entry | null> {
  const lease = options.leases?.leaseOf(scope.sessionId) ?? undefined
  const entry: Entry = {
    state: 'in_flight',
    fingerprint: scope.fingerprint,
    startedAt: scope.now,
    run: randomUUID(),
    ...(lease ? { lease } : {}),
  }
  for (;;) {
    if (await collection.claim(id, entry, options.ttlMs)) return null
    const existing = await collection.get<Entry>(id)
    // Finished and freed between the claim and the read: claim it again.
    if (!existing) continue
    if (existing.state !== 'in_flight' || !(await abandoned(existing, options, scope))) return existing
    if (!(await collection.claim(`${id}:${existing.run}`, true, options.ttlMs))) return existing
    await collection.set(id, entry, options.ttlMs)
    return null
  }
}

/** Whether an unfinished run will not finish: it outlived `leaseMs`, or the lease it ran under is gone. */
async function abandoned(
  entry: Extract<Entry, { state: 'in_flight' }>,
  options: IdempotencyOptions,
  scope: IdempotencyScope & { now: number },
): Promise<boolean> {
  if (scope.now - entry.startedAt > options.leaseMs) return true
  return entry.lease !== undefined && options.leases !== undefined
    ? !(await options.leases.holdsLease(scope.sessionId, entry.lease))
    : false
}

/**
 * Whether the key holds a record (a first request running or answered): then the request must be read and
 * answered by runIdempotent, which compares its body. Without one, nothing stored can change the answer.
 */
export async function hasIdempotencyRecord(collection: Collection, scope: IdempotencyScope): Promise<boolean> {
  return (await collection.get<Entry>(idempotencyScopeId(scope))) !== undefined
}

/** A stable digest of the validated request: method, path and body (an uploaded file by its digest: SpooledFile.toJSON). */
export function fingerprintOf(method: string, path: string, body: unknown): string {
  const hash = createHash('sha256').update(`${method} ${path}\n`)
  hash.update(JSON.stringify(body ?? null, (_key, value: unknown) => sortKeys(value)))
  return hash.digest('hex')
}

const sortKeys = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : value
