import * as v from 'valibot';
/** A stored chat: a person (phone digits, user JID or LID), a group or a channel; normalised to the JID. */
export declare const StoredChatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
export declare const ChatParams: v.ObjectSchema<{
    readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
}, undefined>;
export declare const MessageParams: v.ObjectSchema<{
    readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly messageId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
}, undefined>;
export declare const ChatListQuery: v.StrictObjectSchema<{
    readonly archived: v.OptionalSchema<v.SchemaWithPipe<readonly [v.PicklistSchema<["true", "false"], "must be true or false">, v.TransformAction<"true" | "false", boolean>]>, undefined>;
    readonly unread: v.OptionalSchema<v.SchemaWithPipe<readonly [v.PicklistSchema<["true", "false"], "must be true or false">, v.TransformAction<"true" | "false", boolean>]>, undefined>;
    readonly kind: v.OptionalSchema<v.PicklistSchema<["user", "group", "channel"], "must be user, group or channel">, undefined>;
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a whole number from 1 to 100">, v.TransformAction<any, number>, v.MinValueAction<number, 1, "must be a whole number from 1 to 100">, v.MaxValueAction<number, 100, "must be a whole number from 1 to 100">]>, "20">;
    readonly cursor: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
}, undefined>;
export declare const MessageListQuery: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
    readonly before: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>, undefined>;
    readonly after: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>, undefined>;
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a whole number from 1 to 100">, v.TransformAction<any, number>, v.MinValueAction<number, 1, "must be a whole number from 1 to 100">, v.MaxValueAction<number, 100, "must be a whole number from 1 to 100">]>, "20">;
    readonly cursor: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
}, undefined>, v.BaseValidation<{
    before?: string | undefined;
    after?: string | undefined;
    limit: number;
    cursor?: string | undefined;
}, {
    before?: string | undefined;
    after?: string | undefined;
    limit: number;
    cursor?: string | undefined;
}, v.CheckIssue<{
    before?: string | undefined;
    after?: string | undefined;
    limit: number;
    cursor?: string | undefined;
}>>]>;
/** A chat as the store keeps it. */
export declare const ChatRecordSchema: v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    /** The group's subject, the contact's name as the phone's history named it, or a person's push name; null when unknown. */
    readonly name: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly kind: v.PicklistSchema<["user", "group", "channel"], undefined>;
    /** Received messages not read yet; -1 when the chat was marked unread (WhatsApp's convention). */
    readonly unreadCount: v.NumberSchema<undefined>;
    readonly lastMessage: v.NullableSchema<v.ObjectSchema<{
        readonly id: v.StringSchema<undefined>;
        readonly fromMe: v.BooleanSchema<undefined>;
        /** The sender of a group message not sent by the session; null otherwise. */
        readonly participant: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly timestamp: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    }, undefined>, undefined>;
    readonly archived: v.BooleanSchema<undefined>;
    readonly pinned: v.BooleanSchema<undefined>;
    readonly muted: v.BooleanSchema<undefined>;
    /** When the mute ends; null when not muted or muted for always. */
    readonly mutedUntil: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly locked: v.BooleanSchema<undefined>;
    /** The newest activity: the newest stored message, or what the phone's history said. */
    readonly lastActivityAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    /** Messages stored for the chat (bounded by `messageStore.maxMessagesPerChat`). */
    readonly messageCount: v.NumberSchema<undefined>;
}, undefined>;
export type ChatRecord = v.InferOutput<typeof ChatRecordSchema>;
/** A stored message. Content fields as `message.received` has them; what the message does not carry is null. */
export declare const StoredMessageSchema: v.ObjectSchema<{
    readonly id: v.StringSchema<undefined>;
    readonly chatJid: v.StringSchema<undefined>;
    /** The sender by phone-number JID when known (the account itself for `fromMe`). */
    readonly from: v.StringSchema<undefined>;
    readonly fromMe: v.BooleanSchema<undefined>;
    /** For the account's own messages: sent through this API or from its phone (or another device); null for received ones. */
    readonly by: v.NullableSchema<v.PicklistSchema<["api", "phone"], undefined>, undefined>;
    /** In a group, who sent a received message; null otherwise. */
    readonly participant: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly pushName: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly timestamp: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly type: v.PicklistSchema<[...("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], "unknown"], undefined>;
    readonly text: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly caption: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly location: v.NullableSchema<v.ObjectSchema<{
        readonly latitude: v.NumberSchema<undefined>;
        readonly longitude: v.NumberSchema<undefined>;
        readonly name: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly address: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>;
    readonly contacts: v.NullableSchema<v.ArraySchema<v.ObjectSchema<{
        readonly displayName: v.StringSchema<undefined>;
        readonly vcard: v.StringSchema<undefined>;
    }, undefined>, undefined>, undefined>;
    readonly media: v.NullableSchema<v.ObjectSchema<{
        readonly mediaType: v.PicklistSchema<["image", "video", "audio", "document", "sticker"], undefined>;
        readonly mimetype: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly fileLength: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly fileName: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly voice: v.OptionalSchema<v.BooleanSchema<undefined>, undefined>;
        readonly sha256: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>;
    /** The message it replies to; null when it is no reply. */
    readonly quoted: v.NullableSchema<v.ObjectSchema<{
        readonly chatJid: v.StringSchema<undefined>;
        readonly id: v.StringSchema<undefined>;
        readonly fromMe: v.BooleanSchema<undefined>;
        readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>;
    /** JIDs of the people it mentions. */
    readonly mentions: v.ArraySchema<v.StringSchema<undefined>, undefined>;
    /** The `mediaUrl` a message sent through this API was fetched from. */
    readonly mediaUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    /** The account's own messages: pending, sent, delivered, read, played or failed; null for a received message. */
    readonly status: v.NullableSchema<v.PicklistSchema<["pending", "sent", "delivered", "read", "played", "failed"], undefined>, undefined>;
    /** Each recipient's receipts (in groups one per member who reported one); empty for received messages. */
    readonly receipts: v.ArraySchema<v.ObjectSchema<{
        /** The recipient (a user or LID JID, never a device). */
        readonly jid: v.StringSchema<undefined>;
        readonly deliveredAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
        readonly readAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
        readonly playedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    }, undefined>, undefined>;
    /** One per person who reacted (their latest reaction), the account's own too. */
    readonly reactions: v.ArraySchema<v.ObjectSchema<{
        readonly from: v.StringSchema<undefined>;
        readonly emoji: v.StringSchema<undefined>;
        readonly timestamp: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    }, undefined>, undefined>;
    /** Its edits, oldest first (`text` / `caption` hold the latest): each new text or caption and when it was made. */
    readonly edits: v.ArraySchema<v.ObjectSchema<{
        readonly text: v.StringSchema<undefined>;
        readonly editedAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    }, undefined>, undefined>;
    /** Deleted for everyone (revoked by its sender) or for the account's devices; its content fields are then null. */
    readonly deleted: v.NullableSchema<v.ObjectSchema<{
        readonly forEveryone: v.BooleanSchema<undefined>;
        readonly fromMe: v.BooleanSchema<undefined>;
        readonly deletedAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    }, undefined>, undefined>;
    /** Starred by the account, here or on its phone; a chat's clear keeps it unless asked to delete starred messages. */
    readonly starred: v.BooleanSchema<undefined>;
    /** Filled by the rich-messages work (issue 28); null until then. */
    readonly pinned: v.NullSchema<undefined>;
    readonly poll: v.NullSchema<undefined>;
    /** The raw WhatsApp message, for media download (`POST /sessions/{id}/media/download`); null for the API's sends. */
    readonly message: v.UnknownSchema;
}, undefined>;
export type StoredMessageRecord = v.InferOutput<typeof StoredMessageSchema>;
