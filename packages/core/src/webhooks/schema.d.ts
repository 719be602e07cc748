import * as v from 'valibot';
export declare const WebhookParams: v.ObjectSchema<{
    readonly webhookId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, `not a valid ${string} id`>]>;
}, undefined>;
export declare const DeliveryParams: v.ObjectSchema<{
    readonly webhookId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, `not a valid ${string} id`>]>;
    readonly deliveryId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, `not a valid ${string} id`>]>;
}, undefined>;
export declare const CreateWebhookBody: v.StrictObjectSchema<{
    /** Receives the deliveries: http(s), and not loopback/private unless the operator allows private networks. */
    readonly url: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 2048, "at most 2048 characters">, v.UrlAction<string, "must be an absolute http(s) URL">]>;
    /** Event names of spec part 6, or "*" for every event. */
    readonly events: v.SchemaWithPipe<readonly [v.ArraySchema<v.PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>, v.MinLengthAction<("*" | keyof import("test/support/checked-core.js").EventMap)[], 1, "name at least one event (or \"*\")">, v.MaxLengthAction<("*" | keyof import("test/support/checked-core.js").EventMap)[], 64, "at most 64 entries">]>;
    readonly description: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 500, "at most 500 characters">]>, undefined>, undefined>;
    /** Default true. */
    readonly enabled: v.OptionalSchema<v.BooleanSchema<undefined>, undefined>;
}, undefined>;
export declare const UpdateWebhookBody: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
    readonly url: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 2048, "at most 2048 characters">, v.UrlAction<string, "must be an absolute http(s) URL">]>, undefined>;
    readonly events: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>, v.MinLengthAction<("*" | keyof import("test/support/checked-core.js").EventMap)[], 1, "name at least one event (or \"*\")">, v.MaxLengthAction<("*" | keyof import("test/support/checked-core.js").EventMap)[], 64, "at most 64 entries">]>, undefined>;
    readonly description: v.OptionalSchema<v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 500, "at most 500 characters">]>, undefined>, undefined>;
    readonly enabled: v.OptionalSchema<v.BooleanSchema<undefined>, undefined>;
}, undefined>, v.CheckAction<{
    url?: string | undefined;
    events?: ("*" | keyof import("test/support/checked-core.js").EventMap)[] | undefined;
    description?: string | null | undefined;
    enabled?: boolean | undefined;
}, "send at least one of url, events, description, enabled">]>;
export declare const RotateSecretBody: v.StrictObjectSchema<{
    /** How long the old secret keeps signing deliveries beside the new one (default 86400 = 24 h, 0 = revoke now, max 7 days). */
    readonly gracePeriodSeconds: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, "must be a whole number of seconds">, v.MinValueAction<number, 0, undefined>, v.MaxValueAction<number, number, undefined>]>, undefined>;
}, undefined>;
export declare const ListDeliveriesQuery: v.StrictObjectSchema<{
    readonly status: v.OptionalSchema<v.PicklistSchema<["pending", "delivered", "failed"], undefined>, undefined>;
    /** 1-1000, default 100. */
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a whole number">, v.TransformAction<any, number>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, 1000, undefined>]>, undefined>;
}, undefined>;
/** A webhook as the API shows it: everything but the secrets. */
export declare const WebhookSchema: v.ObjectSchema<{
    readonly id: v.StringSchema<undefined>;
    readonly url: v.StringSchema<undefined>;
    readonly events: v.ArraySchema<v.PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
    readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly enabled: v.BooleanSchema<undefined>;
    /** Why the engine disabled it (e.g. the receiver answered 410 Gone); null when enabled or disabled by request. */
    readonly disabledReason: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly createdAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly updatedAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly secretRotatedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    /** End of the rotation grace period while an old secret still signs deliveries, else null. */
    readonly previousSecretExpiresAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
}, undefined>;
/** Create and rotate are the only answers that carry the signing secret. */
export declare const WebhookWithSecretSchema: v.ObjectSchema<{
    readonly secret: v.StringSchema<undefined>;
    readonly id: v.StringSchema<undefined>;
    readonly url: v.StringSchema<undefined>;
    readonly events: v.ArraySchema<v.PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
    readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly enabled: v.BooleanSchema<undefined>;
    /** Why the engine disabled it (e.g. the receiver answered 410 Gone); null when enabled or disabled by request. */
    readonly disabledReason: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly createdAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly updatedAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly secretRotatedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    /** End of the rotation grace period while an old secret still signs deliveries, else null. */
    readonly previousSecretExpiresAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
}, undefined>;
export declare const WebhookListSchema: v.ArraySchema<v.ObjectSchema<{
    readonly id: v.StringSchema<undefined>;
    readonly url: v.StringSchema<undefined>;
    readonly events: v.ArraySchema<v.PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
    readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly enabled: v.BooleanSchema<undefined>;
    /** Why the engine disabled it (e.g. the receiver answered 410 Gone); null when enabled or disabled by request. */
    readonly disabledReason: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly createdAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly updatedAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly secretRotatedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    /** End of the rotation grace period while an old secret still signs deliveries, else null. */
    readonly previousSecretExpiresAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
}, undefined>, undefined>;
export declare const WebhookDeletedSchema: v.ObjectSchema<{
    readonly deleted: v.LiteralSchema<true, undefined>;
    readonly id: v.StringSchema<undefined>;
    readonly url: v.StringSchema<undefined>;
    readonly events: v.ArraySchema<v.PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
    readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly enabled: v.BooleanSchema<undefined>;
    /** Why the engine disabled it (e.g. the receiver answered 410 Gone); null when enabled or disabled by request. */
    readonly disabledReason: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly createdAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly updatedAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly secretRotatedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    /** End of the rotation grace period while an old secret still signs deliveries, else null. */
    readonly previousSecretExpiresAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
}, undefined>;
export declare const DeliveryAttemptSchema: v.ObjectSchema<{
    /** When the attempt started. */
    readonly at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    /** HTTP status of the answer; null when there was none (timeout, refused connection, DNS). */
    readonly statusCode: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly durationMs: v.NumberSchema<undefined>;
    /** Why the attempt failed; null for a 2xx. */
    readonly error: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
/** One event for one webhook, with every attempt made to deliver it. */
export declare const DeliverySchema: v.ObjectSchema<{
    readonly id: v.StringSchema<undefined>;
    readonly webhookId: v.StringSchema<undefined>;
    readonly eventId: v.StringSchema<undefined>;
    readonly eventType: v.StringSchema<undefined>;
    readonly sessionId: v.StringSchema<undefined>;
    readonly status: v.PicklistSchema<["pending", "delivered", "failed"], undefined>;
    readonly createdAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly updatedAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    /** When the next attempt is due (pending only). */
    readonly nextAttemptAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    /** Attempts made so far, across redeliveries. */
    readonly attemptCount: v.NumberSchema<undefined>;
    /** The most recent attempts (the oldest are dropped past a bound), oldest first. */
    readonly attempts: v.ArraySchema<v.ObjectSchema<{
        /** When the attempt started. */
        readonly at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
        /** HTTP status of the answer; null when there was none (timeout, refused connection, DNS). */
        readonly statusCode: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly durationMs: v.NumberSchema<undefined>;
        /** Why the attempt failed; null for a 2xx. */
        readonly error: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>;
    readonly lastError: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly deliveredAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
}, undefined>;
export declare const DeliveryListSchema: v.ArraySchema<v.ObjectSchema<{
    readonly id: v.StringSchema<undefined>;
    readonly webhookId: v.StringSchema<undefined>;
    readonly eventId: v.StringSchema<undefined>;
    readonly eventType: v.StringSchema<undefined>;
    readonly sessionId: v.StringSchema<undefined>;
    readonly status: v.PicklistSchema<["pending", "delivered", "failed"], undefined>;
    readonly createdAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly updatedAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    /** When the next attempt is due (pending only). */
    readonly nextAttemptAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    /** Attempts made so far, across redeliveries. */
    readonly attemptCount: v.NumberSchema<undefined>;
    /** The most recent attempts (the oldest are dropped past a bound), oldest first. */
    readonly attempts: v.ArraySchema<v.ObjectSchema<{
        /** When the attempt started. */
        readonly at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
        /** HTTP status of the answer; null when there was none (timeout, refused connection, DNS). */
        readonly statusCode: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly durationMs: v.NumberSchema<undefined>;
        /** Why the attempt failed; null for a 2xx. */
        readonly error: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>;
    readonly lastError: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly deliveredAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
}, undefined>, undefined>;
export type CreateWebhookInput = v.InferOutput<typeof CreateWebhookBody>;
export type UpdateWebhookInput = v.InferOutput<typeof UpdateWebhookBody>;
