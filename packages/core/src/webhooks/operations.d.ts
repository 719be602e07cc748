/** The webhook operations: `engine.webhooks.<name>` and their routes. */
export declare const webhookOperations: {
    create: import("test/support/checked-core.js").Operation<undefined, undefined, import("valibot").StrictObjectSchema<{
        readonly url: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 2048, "at most 2048 characters">, import("valibot").UrlAction<string, "must be an absolute http(s) URL">]>;
        readonly events: import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>, import("valibot").MinLengthAction<("*" | keyof import("test/support/checked-core.js").EventMap)[], 1, "name at least one event (or \"*\")">, import("valibot").MaxLengthAction<("*" | keyof import("test/support/checked-core.js").EventMap)[], 64, "at most 64 entries">]>;
        readonly description: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 500, "at most 500 characters">]>, undefined>, undefined>;
        readonly enabled: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, undefined>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly secret: import("valibot").StringSchema<undefined>;
        readonly id: import("valibot").StringSchema<undefined>;
        readonly url: import("valibot").StringSchema<undefined>;
        readonly events: import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
        readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly enabled: import("valibot").BooleanSchema<undefined>;
        readonly disabledReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly secretRotatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly previousSecretExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
    }, undefined>, "/webhooks">;
    list: import("test/support/checked-core.js").Operation<undefined, undefined, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly id: import("valibot").StringSchema<undefined>;
        readonly url: import("valibot").StringSchema<undefined>;
        readonly events: import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
        readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly enabled: import("valibot").BooleanSchema<undefined>;
        readonly disabledReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly secretRotatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly previousSecretExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
    }, undefined>, undefined>, "/webhooks">;
    get: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly id: import("valibot").StringSchema<undefined>;
        readonly url: import("valibot").StringSchema<undefined>;
        readonly events: import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
        readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly enabled: import("valibot").BooleanSchema<undefined>;
        readonly disabledReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly secretRotatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly previousSecretExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
    }, undefined>, "/webhooks/:webhookId">;
    update: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
    }, undefined>, undefined, import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
        readonly url: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 2048, "at most 2048 characters">, import("valibot").UrlAction<string, "must be an absolute http(s) URL">]>, undefined>;
        readonly events: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>, import("valibot").MinLengthAction<("*" | keyof import("test/support/checked-core.js").EventMap)[], 1, "name at least one event (or \"*\")">, import("valibot").MaxLengthAction<("*" | keyof import("test/support/checked-core.js").EventMap)[], 64, "at most 64 entries">]>, undefined>;
        readonly description: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 500, "at most 500 characters">]>, undefined>, undefined>;
        readonly enabled: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, undefined>;
    }, undefined>, import("valibot").CheckAction<{
        url?: string | undefined;
        events?: ("*" | keyof import("test/support/checked-core.js").EventMap)[] | undefined;
        description?: string | null | undefined;
        enabled?: boolean | undefined;
    }, "send at least one of url, events, description, enabled">]>, import("valibot").ObjectSchema<{
        readonly id: import("valibot").StringSchema<undefined>;
        readonly url: import("valibot").StringSchema<undefined>;
        readonly events: import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
        readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly enabled: import("valibot").BooleanSchema<undefined>;
        readonly disabledReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly secretRotatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly previousSecretExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
    }, undefined>, "/webhooks/:webhookId">;
    delete: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly deleted: import("valibot").LiteralSchema<true, undefined>;
        readonly id: import("valibot").StringSchema<undefined>;
        readonly url: import("valibot").StringSchema<undefined>;
        readonly events: import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
        readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly enabled: import("valibot").BooleanSchema<undefined>;
        readonly disabledReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly secretRotatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly previousSecretExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
    }, undefined>, "/webhooks/:webhookId">;
    rotateSecret: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
    }, undefined>, undefined, import("valibot").StrictObjectSchema<{
        readonly gracePeriodSeconds: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, "must be a whole number of seconds">, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, number, undefined>]>, undefined>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly secret: import("valibot").StringSchema<undefined>;
        readonly id: import("valibot").StringSchema<undefined>;
        readonly url: import("valibot").StringSchema<undefined>;
        readonly events: import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
        readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly enabled: import("valibot").BooleanSchema<undefined>;
        readonly disabledReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly secretRotatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly previousSecretExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
    }, undefined>, "/webhooks/:webhookId/rotate-secret">;
    sendTest: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly id: import("valibot").StringSchema<undefined>;
        readonly webhookId: import("valibot").StringSchema<undefined>;
        readonly eventId: import("valibot").StringSchema<undefined>;
        readonly eventType: import("valibot").StringSchema<undefined>;
        readonly sessionId: import("valibot").StringSchema<undefined>;
        readonly status: import("valibot").PicklistSchema<["pending", "delivered", "failed"], undefined>;
        readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly nextAttemptAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly attemptCount: import("valibot").NumberSchema<undefined>;
        readonly attempts: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
            readonly durationMs: import("valibot").NumberSchema<undefined>;
            readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly lastError: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly deliveredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
    }, undefined>, "/webhooks/:webhookId/test">;
    listDeliveries: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
    }, undefined>, import("valibot").StrictObjectSchema<{
        readonly status: import("valibot").OptionalSchema<import("valibot").PicklistSchema<["pending", "delivered", "failed"], undefined>, undefined>;
        readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a whole number">, import("valibot").TransformAction<any, number>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, 1000, undefined>]>, undefined>;
    }, undefined>, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly id: import("valibot").StringSchema<undefined>;
        readonly webhookId: import("valibot").StringSchema<undefined>;
        readonly eventId: import("valibot").StringSchema<undefined>;
        readonly eventType: import("valibot").StringSchema<undefined>;
        readonly sessionId: import("valibot").StringSchema<undefined>;
        readonly status: import("valibot").PicklistSchema<["pending", "delivered", "failed"], undefined>;
        readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly nextAttemptAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly attemptCount: import("valibot").NumberSchema<undefined>;
        readonly attempts: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
            readonly durationMs: import("valibot").NumberSchema<undefined>;
            readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly lastError: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly deliveredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
    }, undefined>, undefined>, "/webhooks/:webhookId/deliveries">;
    getDelivery: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
        readonly deliveryId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly id: import("valibot").StringSchema<undefined>;
        readonly webhookId: import("valibot").StringSchema<undefined>;
        readonly eventId: import("valibot").StringSchema<undefined>;
        readonly eventType: import("valibot").StringSchema<undefined>;
        readonly sessionId: import("valibot").StringSchema<undefined>;
        readonly status: import("valibot").PicklistSchema<["pending", "delivered", "failed"], undefined>;
        readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly nextAttemptAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly attemptCount: import("valibot").NumberSchema<undefined>;
        readonly attempts: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
            readonly durationMs: import("valibot").NumberSchema<undefined>;
            readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly lastError: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly deliveredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
    }, undefined>, "/webhooks/:webhookId/deliveries/:deliveryId">;
    redeliver: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
        readonly deliveryId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly id: import("valibot").StringSchema<undefined>;
        readonly webhookId: import("valibot").StringSchema<undefined>;
        readonly eventId: import("valibot").StringSchema<undefined>;
        readonly eventType: import("valibot").StringSchema<undefined>;
        readonly sessionId: import("valibot").StringSchema<undefined>;
        readonly status: import("valibot").PicklistSchema<["pending", "delivered", "failed"], undefined>;
        readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly nextAttemptAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly attemptCount: import("valibot").NumberSchema<undefined>;
        readonly attempts: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
            readonly durationMs: import("valibot").NumberSchema<undefined>;
            readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly lastError: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly deliveredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
    }, undefined>, "/webhooks/:webhookId/deliveries/:deliveryId/redeliver">;
};
