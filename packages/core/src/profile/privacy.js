import * as v from 'valibot';
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
};
const audience = ['all', 'contacts', 'contact_blacklist', 'none'];
const oneOf = (values) => v.picklist(values, `must be one of ${values.join(', ')}`);
/** The values WhatsApp takes for each category (Baileys Types/Chat.d.ts `WAPrivacy…Value`). */
export const UpdatePrivacyBody = v.pipe(v.strictObject({
    lastSeen: v.optional(oneOf(audience)),
    online: v.optional(oneOf(['all', 'match_last_seen'])),
    profilePicture: v.optional(oneOf(audience)),
    about: v.optional(oneOf(audience)),
    readReceipts: v.optional(oneOf(['all', 'none'])),
    groupAdd: v.optional(oneOf(['all', 'contacts', 'contact_blacklist'])),
    calls: v.optional(oneOf(['all', 'known'])),
    messages: v.optional(oneOf(['all', 'contacts'])),
}), v.check((body) => Object.keys(body).length > 0, 'give at least one setting'));
/** Each category's value as WhatsApp answered it; null for a category it did not include. */
export const PrivacySchema = v.object(Object.fromEntries(Object.keys(categoryOf).map((field) => [field, v.nullable(v.string())])));
export const presentPrivacy = (settings) => Object.fromEntries(Object.entries(categoryOf).map(([field, category]) => [
    field,
    settings[category] ?? null,
]));
/** The body's changes in WhatsApp's categories, in the order given. */
export const privacyChanges = (input) => Object.fromEntries(Object.entries(input).map(([field, value]) => [categoryOf[field], value]));
//# sourceMappingURL=privacy.js.map