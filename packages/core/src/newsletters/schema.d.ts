import * as v from 'valibot';
/** A channel's JID (`…@newsletter`), as a path parameter or a body field. */
export declare const NewsletterJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
export declare const NewsletterParams: v.ObjectSchema<{
    readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    readonly newsletterJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
}, undefined>;
/** An ISO 3166-1 alpha-2 country code, any case; normalised to upper case. */
export declare const CountryCode: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.ToUpperCaseAction, v.CheckAction<string, "must be an ISO 3166-1 alpha-2 country code (e.g. US, BR, IN)">]>;
/** A bare channel invite code, or a `https://whatsapp.com/channel/<code>` link; normalised to the code. */
export declare const ChannelInviteCode: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.TransformAction<string, string>, v.CheckAction<string, string>]>;
export declare const InviteBody: v.StrictObjectSchema<{
    readonly inviteCode: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.TransformAction<string, string>, v.CheckAction<string, string>]>;
}, undefined>;
export declare const SearchBody: v.StrictObjectSchema<{
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, "must be a whole number">, v.MinValueAction<number, 1, "must be from 1 to 100">, v.MaxValueAction<number, 100, "must be from 1 to 100">]>, 20>;
    readonly cursor: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
    readonly searchText: v.SchemaWithPipe<readonly [v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MaxLengthAction<string, 100, "at most 100 characters">]>, v.MinLengthAction<string, 1, "must not be empty">]>;
    readonly categories: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.PicklistSchema<readonly ["BUSINESS", "ENTERTAINMENT", "LIFESTYLE", "NEWS", "ORGANIZATIONS", "PEOPLE", "SPORTS"], `must be one of ${string}`>, undefined>, v.MaxLengthAction<("BUSINESS" | "ENTERTAINMENT" | "LIFESTYLE" | "NEWS" | "ORGANIZATIONS" | "PEOPLE" | "SPORTS")[], 7, "at most 7 categories">]>, undefined>;
}, undefined>;
export type SearchInput = v.InferOutput<typeof SearchBody>;
/**
 * `recommended` takes the search body, as the spec says, plus `countryCodes`. WhatsApp's query takes only a limit
 * and country codes (docs/channels.md): `searchText` and `categories` are accepted and do not reach it, and no
 * page after the first exists, so no cursor is valid.
 */
export declare const RecommendedBody: v.StrictObjectSchema<{
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, "must be a whole number">, v.MinValueAction<number, 1, "must be from 1 to 100">, v.MaxValueAction<number, 100, "must be from 1 to 100">]>, 20>;
    readonly cursor: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
    readonly searchText: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MaxLengthAction<string, 100, "at most 100 characters">]>, undefined>;
    readonly categories: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.PicklistSchema<readonly ["BUSINESS", "ENTERTAINMENT", "LIFESTYLE", "NEWS", "ORGANIZATIONS", "PEOPLE", "SPORTS"], `must be one of ${string}`>, undefined>, v.MaxLengthAction<("BUSINESS" | "ENTERTAINMENT" | "LIFESTYLE" | "NEWS" | "ORGANIZATIONS" | "PEOPLE" | "SPORTS")[], 7, "at most 7 categories">]>, undefined>;
    readonly countryCodes: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.ToUpperCaseAction, v.CheckAction<string, "must be an ISO 3166-1 alpha-2 country code (e.g. US, BR, IN)">]>, undefined>, v.MaxLengthAction<string[], 20, "at most 20 country codes">]>, undefined>;
}, undefined>;
export type RecommendedInput = v.InferOutput<typeof RecommendedBody>;
export declare const SimilarBody: v.StrictObjectSchema<{
    readonly newsletterJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, "must be a whole number">, v.MinValueAction<number, 1, "must be from 1 to 100">, v.MaxValueAction<number, 100, "must be from 1 to 100">]>, 20>;
    readonly cursor: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
    readonly searchText: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MaxLengthAction<string, 100, "at most 100 characters">]>, undefined>;
    readonly categories: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.PicklistSchema<readonly ["BUSINESS", "ENTERTAINMENT", "LIFESTYLE", "NEWS", "ORGANIZATIONS", "PEOPLE", "SPORTS"], `must be one of ${string}`>, undefined>, v.MaxLengthAction<("BUSINESS" | "ENTERTAINMENT" | "LIFESTYLE" | "NEWS" | "ORGANIZATIONS" | "PEOPLE" | "SPORTS")[], 7, "at most 7 categories">]>, undefined>;
    readonly countryCodes: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.ToUpperCaseAction, v.CheckAction<string, "must be an ISO 3166-1 alpha-2 country code (e.g. US, BR, IN)">]>, undefined>, v.MaxLengthAction<string[], 20, "at most 20 country codes">]>, undefined>;
}, undefined>;
export type SimilarInput = v.InferOutput<typeof SimilarBody>;
export declare const DirectoryBody: v.StrictObjectSchema<{
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, "must be a whole number">, v.MinValueAction<number, 1, "must be from 1 to 100">, v.MaxValueAction<number, 100, "must be from 1 to 100">]>, 20>;
    readonly cursor: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
    readonly view: v.PicklistSchema<readonly ["POPULAR", "RECOMMENDED", "TRENDING", "NEW"], `must be one of ${string}`>;
    readonly countryCodes: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.ToUpperCaseAction, v.CheckAction<string, "must be an ISO 3166-1 alpha-2 country code (e.g. US, BR, IN)">]>, undefined>, v.MaxLengthAction<string[], 20, "at most 20 country codes">]>, undefined>;
    readonly categories: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.PicklistSchema<readonly ["BUSINESS", "ENTERTAINMENT", "LIFESTYLE", "NEWS", "ORGANIZATIONS", "PEOPLE", "SPORTS"], `must be one of ${string}`>, undefined>, v.MaxLengthAction<("BUSINESS" | "ENTERTAINMENT" | "LIFESTYLE" | "NEWS" | "ORGANIZATIONS" | "PEOPLE" | "SPORTS")[], 7, "at most 7 categories">]>, undefined>;
}, undefined>;
export type DirectoryInput = v.InferOutput<typeof DirectoryBody>;
export declare const CategoriesPreviewBody: v.StrictObjectSchema<{
    /** Which categories to preview; all of them when left out. */
    readonly categories: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.PicklistSchema<readonly ["BUSINESS", "ENTERTAINMENT", "LIFESTYLE", "NEWS", "ORGANIZATIONS", "PEOPLE", "SPORTS"], `must be one of ${string}`>, undefined>, v.MaxLengthAction<("BUSINESS" | "ENTERTAINMENT" | "LIFESTYLE" | "NEWS" | "ORGANIZATIONS" | "PEOPLE" | "SPORTS")[], 7, "at most 7 categories">]>, undefined>;
    readonly countryCode: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.ToUpperCaseAction, v.CheckAction<string, "must be an ISO 3166-1 alpha-2 country code (e.g. US, BR, IN)">]>, undefined>;
    readonly perCategoryLimit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, "must be a whole number">, v.MinValueAction<number, 1, "must be from 1 to 20">, v.MaxValueAction<number, 20, "must be from 1 to 20">]>, 5>;
}, undefined>;
export type CategoriesPreviewInput = v.InferOutput<typeof CategoriesPreviewBody>;
export declare const DomainsBody: v.StrictObjectSchema<{
    readonly domains: v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.ToLowerCaseAction, v.CheckAction<string, "must be a domain name such as example.com (no scheme, path or port)">]>, undefined>, v.MinLengthAction<string[], 1, "name at least one domain">, v.MaxLengthAction<string[], 50, "at most 50 domains">]>;
}, undefined>;
/** Exactly one of the channel's JID or an invite code. */
export declare const DehydratedBody: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
    readonly newsletterJid: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
    readonly inviteCode: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.TransformAction<string, string>, v.CheckAction<string, string>]>, undefined>;
}, undefined>, v.CheckAction<{
    newsletterJid?: string | undefined;
    inviteCode?: string | undefined;
}, "send exactly one of newsletterJid, inviteCode">]>;
export type DehydratedInput = v.InferOutput<typeof DehydratedBody>;
export declare const followActions: readonly ["follow", "unfollow", "mute", "unmute"];
export type FollowAction = (typeof followActions)[number];
export declare const FollowBody: v.StrictObjectSchema<{
    readonly action: v.PicklistSchema<readonly ["follow", "unfollow", "mute", "unmute"], `must be one of ${string}`>;
}, undefined>;
/** How the session's account stands with a channel. Null where WhatsApp's answer did not say. */
export declare const ViewerSchema: v.ObjectSchema<{
    readonly role: v.NullableSchema<v.PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
    /** Whether the account follows the channel (owner, admin and subscriber do). */
    readonly following: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
    readonly muted: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
}, undefined>;
export type Viewer = v.InferOutput<typeof ViewerSchema>;
/** One shape for a channel everywhere. What WhatsApp did not send is null. */
export declare const ChannelSchema: v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly name: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly inviteCode: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    /** The channel picture on WhatsApp's media host. */
    readonly pictureUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly verified: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
    readonly subscribers: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly createdAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    /** WhatsApp's state of the channel, lower case: `active`, `suspended`, `geosuspended`. */
    readonly state: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly viewer: v.ObjectSchema<{
        readonly role: v.NullableSchema<v.PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
        /** Whether the account follows the channel (owner, admin and subscriber do). */
        readonly following: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
        readonly muted: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
    }, undefined>;
}, undefined>;
export type Channel = v.InferOutput<typeof ChannelSchema>;
export declare const ChannelListSchema: v.ArraySchema<v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly name: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly inviteCode: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    /** The channel picture on WhatsApp's media host. */
    readonly pictureUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly verified: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
    readonly subscribers: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly createdAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    /** WhatsApp's state of the channel, lower case: `active`, `suspended`, `geosuspended`. */
    readonly state: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly viewer: v.ObjectSchema<{
        readonly role: v.NullableSchema<v.PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
        /** Whether the account follows the channel (owner, admin and subscriber do). */
        readonly following: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
        readonly muted: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
    }, undefined>;
}, undefined>, undefined>;
export declare const CategoryPreviewSchema: v.ObjectSchema<{
    readonly category: v.StringSchema<undefined>;
    /** WhatsApp's display title of the category, when it sent one. */
    readonly title: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly channels: v.ArraySchema<v.ObjectSchema<{
        readonly jid: v.StringSchema<undefined>;
        readonly name: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly inviteCode: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        /** The channel picture on WhatsApp's media host. */
        readonly pictureUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly verified: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
        readonly subscribers: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly createdAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
        /** WhatsApp's state of the channel, lower case: `active`, `suspended`, `geosuspended`. */
        readonly state: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly viewer: v.ObjectSchema<{
            readonly role: v.NullableSchema<v.PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
            /** Whether the account follows the channel (owner, admin and subscriber do). */
            readonly following: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
            readonly muted: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
        }, undefined>;
    }, undefined>, undefined>;
}, undefined>;
export type CategoryPreview = v.InferOutput<typeof CategoryPreviewSchema>;
export declare const CategoryPreviewListSchema: v.ArraySchema<v.ObjectSchema<{
    readonly category: v.StringSchema<undefined>;
    /** WhatsApp's display title of the category, when it sent one. */
    readonly title: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly channels: v.ArraySchema<v.ObjectSchema<{
        readonly jid: v.StringSchema<undefined>;
        readonly name: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly inviteCode: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        /** The channel picture on WhatsApp's media host. */
        readonly pictureUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly verified: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
        readonly subscribers: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly createdAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
        /** WhatsApp's state of the channel, lower case: `active`, `suspended`, `geosuspended`. */
        readonly state: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly viewer: v.ObjectSchema<{
            readonly role: v.NullableSchema<v.PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
            /** Whether the account follows the channel (owner, admin and subscriber do). */
            readonly following: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
            readonly muted: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
        }, undefined>;
    }, undefined>, undefined>;
}, undefined>, undefined>;
export declare const DomainPreviewSchema: v.ObjectSchema<{
    readonly domain: v.StringSchema<undefined>;
    readonly previewable: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
}, undefined>;
export type DomainPreview = v.InferOutput<typeof DomainPreviewSchema>;
export declare const DomainPreviewListSchema: v.ArraySchema<v.ObjectSchema<{
    readonly domain: v.StringSchema<undefined>;
    readonly previewable: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
}, undefined>, undefined>;
/** What `follow` answers: the channel, and the account's standing in it once WhatsApp applied the action. */
export declare const FollowResultSchema: v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly viewer: v.ObjectSchema<{
        readonly role: v.NullableSchema<v.PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
        /** Whether the account follows the channel (owner, admin and subscriber do). */
        readonly following: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
        readonly muted: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
    }, undefined>;
}, undefined>;
export type FollowResult = v.InferOutput<typeof FollowResultSchema>;
