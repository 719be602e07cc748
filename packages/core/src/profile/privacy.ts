import * as v from 'valibot'
import type { PrivacyCategory, PrivacySettings } from '../protocol/ports/profile.js'

/** The API's name of each of WhatsApp's privacy categories. */
const categoryOf = {
  lastSeen: 'last',
  online: 'online',
  profilePicture: 'profile',
  about: 'status',
  readReceipts: 'readreceipts',
  groupAdd: 'groupadd',
  calls: 'calladd',
  messages: 'messages',
  defense: 'defense',
} as const satisfies Record<string, PrivacyCategory>
type Field = keyof typeof categoryOf

const audience = ['all', 'contacts', 'contact_blacklist', 'none'] as const
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  v.picklist(values, `must be one of ${values.join(', ')}`)

/**
 * The values WhatsApp takes for each category, as whatsapp-rust lists them from WhatsApp Web's
 * `WAWebPrivacySettings` (wacore/src/iq/privacy.rs `PrivacyCategory::is_valid_value` @240d631a): Baileys' types
 * (Types/Chat.d.ts `WAPrivacy…Value`) lack `none` for group adds, `contacts` for calls, and `defense` (`off`,
 * `on_standard`).
 */
export const UpdatePrivacyBody = v.pipe(
  v.strictObject({
    lastSeen: v.optional(oneOf(audience)),
    online: v.optional(oneOf(['all', 'match_last_seen'] as const)),
    profilePicture: v.optional(oneOf(audience)),
    about: v.optional(oneOf(audience)),
    readReceipts: v.optional(oneOf(['all', 'none'] as const)),
    groupAdd: v.optional(oneOf(audience)),
    calls: v.optional(oneOf(['all', 'known', 'contacts'] as const)),
    messages: v.optional(oneOf(['all', 'contacts'] as const)),
    defense: v.optional(oneOf(['off', 'on_standard'] as const)),
  }),
  v.check((body) => Object.keys(body).length > 0, 'give at least one setting'),
)
export type UpdatePrivacyInput = v.InferOutput<typeof UpdatePrivacyBody>

/** Each category's value as WhatsApp answered it; null for a category it did not include. */
export const PrivacySchema = v.object(
  Object.fromEntries(Object.keys(categoryOf).map((field) => [field, v.nullable(v.string())])) as Record<
    Field,
    v.NullableSchema<v.StringSchema<undefined>, undefined>
  >,
)
export type PrivacyRecord = v.InferOutput<typeof PrivacySchema>

export const presentPrivacy = (settings: PrivacySettings): PrivacyRecord =>
  Object.fromEntries(
    (Object.entries(categoryOf) as [Field, PrivacyCategory][]).map(([field, category]) => [
      field,
      settings[category] ?? null,
    ]),
  ) as PrivacyRecord

/** The body's changes in WhatsApp's categories, in the order given. */
export const privacyChanges = (input: UpdatePrivacyInput): PrivacySettings =>
  Object.fromEntries(
    (Object.entries(input) as [Field, string][]).map(([field, value]) => [categoryOf[field], value]),
  ) as PrivacySettings
