import * as v from 'valibot'

export const SessionId = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'use 1-64 letters, digits, ".", "_" or "-"'),
  // URL parsers remove these path segments (/sessions/.. is /), so such a session could never be addressed.
  v.check((id) => id !== '.' && id !== '..', 'must not be "." or "..", which URLs drop from a path'),
)

export const SessionParams = v.object({ sessionId: SessionId })

export const CreateSessionBody = v.strictObject({
  /** Optional stable id chosen by the client; generated when absent. */
  sessionId: v.optional(SessionId),
  /** Shown on the phone's linked-devices list. */
  displayName: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(64, 'at most 64 characters')),
  /** Browser the device presents as (Chrome, Firefox, Safari, Edge, Opera, Desktop; others present as Chrome). */
  deviceBrowser: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(32, 'at most 32 characters')), 'Chrome'),
})

export const PairingCodeBody = v.strictObject({
  /** Country code and number, digits only (e.g. 15551234567). */
  phoneNumber: v.pipe(v.string(), v.regex(/^[1-9]\d{6,14}$/, 'must be 7-15 digits with the country code, no "+", spaces or dashes')),
})

export type CreateSessionInput = v.InferOutput<typeof CreateSessionBody>
