import * as v from 'valibot';
import type { PrivacySettings } from '../protocol/ports/profile.js';
/** The values WhatsApp takes for each category (Baileys Types/Chat.d.ts `WAPrivacy…Value`). */
export declare const UpdatePrivacyBody: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
    readonly lastSeen: v.OptionalSchema<v.PicklistSchema<readonly ["all", "contacts", "contact_blacklist", "none"], `must be one of ${string}`>, undefined>;
    readonly online: v.OptionalSchema<v.PicklistSchema<readonly ["all", "match_last_seen"], `must be one of ${string}`>, undefined>;
    readonly profilePicture: v.OptionalSchema<v.PicklistSchema<readonly ["all", "contacts", "contact_blacklist", "none"], `must be one of ${string}`>, undefined>;
    readonly about: v.OptionalSchema<v.PicklistSchema<readonly ["all", "contacts", "contact_blacklist", "none"], `must be one of ${string}`>, undefined>;
    readonly readReceipts: v.OptionalSchema<v.PicklistSchema<readonly ["all", "none"], `must be one of ${string}`>, undefined>;
    readonly groupAdd: v.OptionalSchema<v.PicklistSchema<readonly ["all", "contacts", "contact_blacklist"], `must be one of ${string}`>, undefined>;
    readonly calls: v.OptionalSchema<v.PicklistSchema<readonly ["all", "known"], `must be one of ${string}`>, undefined>;
    readonly messages: v.OptionalSchema<v.PicklistSchema<readonly ["all", "contacts"], `must be one of ${string}`>, undefined>;
}, undefined>, v.CheckAction<{
    lastSeen?: "all" | "contacts" | "contact_blacklist" | "none" | undefined;
    online?: "all" | "match_last_seen" | undefined;
    profilePicture?: "all" | "contacts" | "contact_blacklist" | "none" | undefined;
    about?: "all" | "contacts" | "contact_blacklist" | "none" | undefined;
    readReceipts?: "all" | "none" | undefined;
    groupAdd?: "all" | "contacts" | "contact_blacklist" | undefined;
    calls?: "all" | "known" | undefined;
    messages?: "all" | "contacts" | undefined;
}, "give at least one setting">]>;
export type UpdatePrivacyInput = v.InferOutput<typeof UpdatePrivacyBody>;
/** Each category's value as WhatsApp answered it; null for a category it did not include. */
export declare const PrivacySchema: v.ObjectSchema<Record<"messages" | "online" | "calls" | "lastSeen" | "about" | "profilePicture" | "readReceipts" | "groupAdd", v.NullableSchema<v.StringSchema<undefined>, undefined>>, undefined>;
export type PrivacyRecord = v.InferOutput<typeof PrivacySchema>;
export declare const presentPrivacy: (settings: PrivacySettings) => PrivacyRecord;
/** The body's changes in WhatsApp's categories, in the order given. */
export declare const privacyChanges: (input: UpdatePrivacyInput) => PrivacySettings;
