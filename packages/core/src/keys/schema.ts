import * as v from 'valibot'
import { scopes } from '../operations/scope.js'
import { SessionId } from '../sessions/schema.js'

export const KeyParams = v.object({
  keyId: v.pipe(v.string(), v.regex(/^key_[A-Za-z0-9_-]{1,60}$/, 'not a valid key id')),
})

const Scopes = v.pipe(
  v.array(v.picklist(scopes, `must be one of ${scopes.join(', ')}`)),
  v.minLength(1, 'name at least one scope'),
  v.check((list) => new Set(list).size === list.length, 'name each scope once'),
)

const SessionIds = v.pipe(
  v.array(SessionId),
  v.minLength(1, 'name at least one session, or leave the field out for every session'),
  v.maxLength(100, 'at most 100 sessions'),
  v.check((list) => new Set(list).size === list.length, 'name each session once'),
)

export const CreateKeyBody = v.pipe(
  v.strictObject({
    /** What the key is for, as the key list shows it (never secret). */
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(100, 'at most 100 characters')),
    scopes: Scopes,
    /** The sessions the key reaches; every session when absent. */
    sessionIds: v.optional(SessionIds),
  }),
  // admin manages keys and reads the whole process's metrics: it is account-wide, so a session list would be a lie.
  v.forward(
    v.check(
      (body) => body.sessionIds === undefined || !body.scopes.includes('admin'),
      'an admin key reaches every session: leave sessionIds out, or give the key other scopes',
    ),
    ['sessionIds'],
  ),
)

const ScopeList = v.array(v.picklist(scopes))
const SessionList = v.nullable(v.array(v.string()))

/** A stored key as the API shows it: never its secret. */
export const KeySchema = v.object({
  id: v.string(),
  name: v.string(),
  scopes: ScopeList,
  /** Null: every session. */
  sessionIds: SessionList,
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
})

/** The answer of a creation, the only one that carries the key itself. */
export const KeyWithSecretSchema = v.object({ ...KeySchema.entries, key: v.string() })

export const KeyDeletedSchema = v.object({ ...KeySchema.entries, deleted: v.literal(true) })

/** The key that made the request: a configured key (`apiKeys`) has no id and is named `configured`. */
export const CurrentKeySchema = v.object({
  id: v.nullable(v.string()),
  name: v.string(),
  scopes: ScopeList,
  sessionIds: SessionList,
})

export type CreateKeyInput = v.InferOutput<typeof CreateKeyBody>
export type Key = v.InferOutput<typeof KeySchema>
export type KeyWithSecret = v.InferOutput<typeof KeyWithSecretSchema>
