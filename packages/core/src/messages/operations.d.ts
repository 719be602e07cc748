import * as v from 'valibot';
/** The messaging operations: `engine.messages.<name>` and their routes, one send route per content type. */
export declare const messageOperations: {
    sendText: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly quoted: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
            readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: v.BooleanSchema<"must be true or false">;
            readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
        }, undefined>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>, undefined>;
        readonly mentions: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one person">, v.MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
        readonly to: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
        readonly content: v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"text", "must be \"text\" on this path (the last path segment selects the content type)">;
            readonly text: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 65536, "at most 65536 characters">]>;
        }, undefined>;
    }, undefined>, v.ObjectSchema<{
        readonly sessionId: v.StringSchema<undefined>;
        readonly messageId: v.StringSchema<undefined>;
        readonly to: v.StringSchema<undefined>;
        readonly chatJid: v.StringSchema<undefined>;
        readonly contentType: v.PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
        readonly text: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly quoted: v.OptionalSchema<v.ObjectSchema<{
            readonly chatJid: v.StringSchema<undefined>;
            readonly id: v.StringSchema<undefined>;
            readonly fromMe: v.BooleanSchema<undefined>;
            readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly mentions: v.OptionalSchema<v.ArraySchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly mediaUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly caption: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly status: v.LiteralSchema<"sent", undefined>;
        readonly timestamp: v.StringSchema<undefined>;
        readonly by: v.LiteralSchema<"api", undefined>;
    }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/text">;
    sendImage: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly quoted: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
            readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: v.BooleanSchema<"must be true or false">;
            readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
        }, undefined>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>, undefined>;
        readonly mentions: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one person">, v.MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
        readonly to: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
        readonly content: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"image", "must be \"image\" on this path (the last path segment selects the content type)">;
            readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
            readonly upload: v.OptionalSchema<v.ObjectSchema<{
                readonly file: v.InstanceSchema<typeof import("../media/upload.js").SpooledFile, undefined>;
                readonly fileName: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
                readonly mimetype: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mimetype: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a MIME type such as image/jpeg">]>, undefined>;
        } & {
            caption: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 4096, "at most 4096 characters">]>, undefined>;
        }, undefined>, v.CheckAction<{
            type: "image";
            mediaUrl?: string | undefined;
            upload?: {
                file: import("../media/upload.js").SpooledFile;
                fileName?: string | undefined;
                mimetype?: string | undefined;
            } | undefined;
            mimetype?: string | undefined;
            caption?: string | undefined;
        }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
    }, undefined>, v.ObjectSchema<{
        readonly sessionId: v.StringSchema<undefined>;
        readonly messageId: v.StringSchema<undefined>;
        readonly to: v.StringSchema<undefined>;
        readonly chatJid: v.StringSchema<undefined>;
        readonly contentType: v.PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
        readonly text: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly quoted: v.OptionalSchema<v.ObjectSchema<{
            readonly chatJid: v.StringSchema<undefined>;
            readonly id: v.StringSchema<undefined>;
            readonly fromMe: v.BooleanSchema<undefined>;
            readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly mentions: v.OptionalSchema<v.ArraySchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly mediaUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly caption: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly status: v.LiteralSchema<"sent", undefined>;
        readonly timestamp: v.StringSchema<undefined>;
        readonly by: v.LiteralSchema<"api", undefined>;
    }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/image">;
    sendVideo: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly quoted: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
            readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: v.BooleanSchema<"must be true or false">;
            readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
        }, undefined>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>, undefined>;
        readonly mentions: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one person">, v.MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
        readonly to: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
        readonly content: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"video", "must be \"video\" on this path (the last path segment selects the content type)">;
            readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
            readonly upload: v.OptionalSchema<v.ObjectSchema<{
                readonly file: v.InstanceSchema<typeof import("../media/upload.js").SpooledFile, undefined>;
                readonly fileName: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
                readonly mimetype: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mimetype: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a MIME type such as image/jpeg">]>, undefined>;
        } & {
            caption: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 4096, "at most 4096 characters">]>, undefined>;
        }, undefined>, v.CheckAction<{
            type: "video";
            mediaUrl?: string | undefined;
            upload?: {
                file: import("../media/upload.js").SpooledFile;
                fileName?: string | undefined;
                mimetype?: string | undefined;
            } | undefined;
            mimetype?: string | undefined;
            caption?: string | undefined;
        }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
    }, undefined>, v.ObjectSchema<{
        readonly sessionId: v.StringSchema<undefined>;
        readonly messageId: v.StringSchema<undefined>;
        readonly to: v.StringSchema<undefined>;
        readonly chatJid: v.StringSchema<undefined>;
        readonly contentType: v.PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
        readonly text: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly quoted: v.OptionalSchema<v.ObjectSchema<{
            readonly chatJid: v.StringSchema<undefined>;
            readonly id: v.StringSchema<undefined>;
            readonly fromMe: v.BooleanSchema<undefined>;
            readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly mentions: v.OptionalSchema<v.ArraySchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly mediaUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly caption: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly status: v.LiteralSchema<"sent", undefined>;
        readonly timestamp: v.StringSchema<undefined>;
        readonly by: v.LiteralSchema<"api", undefined>;
    }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/video">;
    sendAudio: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly quoted: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
            readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: v.BooleanSchema<"must be true or false">;
            readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
        }, undefined>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>, undefined>;
        readonly mentions: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one person">, v.MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
        readonly to: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
        readonly content: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"audio", "must be \"audio\" on this path (the last path segment selects the content type)">;
            readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
            readonly upload: v.OptionalSchema<v.ObjectSchema<{
                readonly file: v.InstanceSchema<typeof import("../media/upload.js").SpooledFile, undefined>;
                readonly fileName: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
                readonly mimetype: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mimetype: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a MIME type such as image/jpeg">]>, undefined>;
        } & {
            voice: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
        }, undefined>, v.CheckAction<{
            type: "audio";
            mediaUrl?: string | undefined;
            upload?: {
                file: import("../media/upload.js").SpooledFile;
                fileName?: string | undefined;
                mimetype?: string | undefined;
            } | undefined;
            mimetype?: string | undefined;
            voice: boolean;
        }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
    }, undefined>, v.ObjectSchema<{
        readonly sessionId: v.StringSchema<undefined>;
        readonly messageId: v.StringSchema<undefined>;
        readonly to: v.StringSchema<undefined>;
        readonly chatJid: v.StringSchema<undefined>;
        readonly contentType: v.PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
        readonly text: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly quoted: v.OptionalSchema<v.ObjectSchema<{
            readonly chatJid: v.StringSchema<undefined>;
            readonly id: v.StringSchema<undefined>;
            readonly fromMe: v.BooleanSchema<undefined>;
            readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly mentions: v.OptionalSchema<v.ArraySchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly mediaUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly caption: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly status: v.LiteralSchema<"sent", undefined>;
        readonly timestamp: v.StringSchema<undefined>;
        readonly by: v.LiteralSchema<"api", undefined>;
    }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/audio">;
    sendDocument: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly quoted: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
            readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: v.BooleanSchema<"must be true or false">;
            readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
        }, undefined>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>, undefined>;
        readonly mentions: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one person">, v.MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
        readonly to: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
        readonly content: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"document", "must be \"document\" on this path (the last path segment selects the content type)">;
            readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
            readonly upload: v.OptionalSchema<v.ObjectSchema<{
                readonly file: v.InstanceSchema<typeof import("../media/upload.js").SpooledFile, undefined>;
                readonly fileName: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
                readonly mimetype: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mimetype: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a MIME type such as image/jpeg">]>, undefined>;
        } & {
            fileName: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 255, undefined>]>, undefined>;
            caption: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 4096, "at most 4096 characters">]>, undefined>;
        }, undefined>, v.CheckAction<{
            type: "document";
            mediaUrl?: string | undefined;
            upload?: {
                file: import("../media/upload.js").SpooledFile;
                fileName?: string | undefined;
                mimetype?: string | undefined;
            } | undefined;
            mimetype?: string | undefined;
            fileName?: string | undefined;
            caption?: string | undefined;
        }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
    }, undefined>, v.ObjectSchema<{
        readonly sessionId: v.StringSchema<undefined>;
        readonly messageId: v.StringSchema<undefined>;
        readonly to: v.StringSchema<undefined>;
        readonly chatJid: v.StringSchema<undefined>;
        readonly contentType: v.PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
        readonly text: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly quoted: v.OptionalSchema<v.ObjectSchema<{
            readonly chatJid: v.StringSchema<undefined>;
            readonly id: v.StringSchema<undefined>;
            readonly fromMe: v.BooleanSchema<undefined>;
            readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly mentions: v.OptionalSchema<v.ArraySchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly mediaUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly caption: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly status: v.LiteralSchema<"sent", undefined>;
        readonly timestamp: v.StringSchema<undefined>;
        readonly by: v.LiteralSchema<"api", undefined>;
    }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/document">;
    sendSticker: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly quoted: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
            readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: v.BooleanSchema<"must be true or false">;
            readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
        }, undefined>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>, undefined>;
        readonly mentions: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one person">, v.MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
        readonly to: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
        readonly content: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"sticker", "must be \"sticker\" on this path (the last path segment selects the content type)">;
            readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
            readonly upload: v.OptionalSchema<v.ObjectSchema<{
                readonly file: v.InstanceSchema<typeof import("../media/upload.js").SpooledFile, undefined>;
                readonly fileName: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
                readonly mimetype: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mimetype: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a MIME type such as image/jpeg">]>, undefined>;
        }, undefined>, v.CheckAction<{
            type: "sticker";
            mediaUrl?: string | undefined;
            upload?: {
                file: import("../media/upload.js").SpooledFile;
                fileName?: string | undefined;
                mimetype?: string | undefined;
            } | undefined;
            mimetype?: string | undefined;
        }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
    }, undefined>, v.ObjectSchema<{
        readonly sessionId: v.StringSchema<undefined>;
        readonly messageId: v.StringSchema<undefined>;
        readonly to: v.StringSchema<undefined>;
        readonly chatJid: v.StringSchema<undefined>;
        readonly contentType: v.PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
        readonly text: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly quoted: v.OptionalSchema<v.ObjectSchema<{
            readonly chatJid: v.StringSchema<undefined>;
            readonly id: v.StringSchema<undefined>;
            readonly fromMe: v.BooleanSchema<undefined>;
            readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly mentions: v.OptionalSchema<v.ArraySchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly mediaUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly caption: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly status: v.LiteralSchema<"sent", undefined>;
        readonly timestamp: v.StringSchema<undefined>;
        readonly by: v.LiteralSchema<"api", undefined>;
    }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/sticker">;
    sendLocation: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly quoted: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
            readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: v.BooleanSchema<"must be true or false">;
            readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
        }, undefined>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>, undefined>;
        readonly mentions: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one person">, v.MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
        readonly to: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
        readonly content: v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"location", "must be \"location\" on this path (the last path segment selects the content type)">;
            readonly latitude: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.MinValueAction<number, -90, undefined>, v.MaxValueAction<number, 90, undefined>]>;
            readonly longitude: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.MinValueAction<number, -180, undefined>, v.MaxValueAction<number, 180, undefined>]>;
            readonly name: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 1024, undefined>]>, undefined>;
            readonly address: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 1024, undefined>]>, undefined>;
        }, undefined>;
    }, undefined>, v.ObjectSchema<{
        readonly sessionId: v.StringSchema<undefined>;
        readonly messageId: v.StringSchema<undefined>;
        readonly to: v.StringSchema<undefined>;
        readonly chatJid: v.StringSchema<undefined>;
        readonly contentType: v.PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
        readonly text: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly quoted: v.OptionalSchema<v.ObjectSchema<{
            readonly chatJid: v.StringSchema<undefined>;
            readonly id: v.StringSchema<undefined>;
            readonly fromMe: v.BooleanSchema<undefined>;
            readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly mentions: v.OptionalSchema<v.ArraySchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly mediaUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly caption: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly status: v.LiteralSchema<"sent", undefined>;
        readonly timestamp: v.StringSchema<undefined>;
        readonly by: v.LiteralSchema<"api", undefined>;
    }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/location">;
    sendContact: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly quoted: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
            readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: v.BooleanSchema<"must be true or false">;
            readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
        }, undefined>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>, undefined>;
        readonly mentions: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one person">, v.MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
        readonly to: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
        readonly content: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"contact", "must be \"contact\" on this path (the last path segment selects the content type)">;
            readonly displayName: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 256, undefined>]>, undefined>;
            readonly vcard: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be vCard text (BEGIN:VCARD … END:VCARD)">]>, undefined>;
            readonly contacts: v.OptionalSchema<v.SchemaWithPipe<readonly [v.ArraySchema<v.StrictObjectSchema<{
                readonly displayName: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 256, undefined>]>;
                readonly vcard: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be vCard text">]>;
            }, undefined>, undefined>, v.MinLengthAction<{
                displayName: string;
                vcard: string;
            }[], 1, "needs at least one contact">, v.MaxLengthAction<{
                displayName: string;
                vcard: string;
            }[], 256, "at most 256 contacts">]>, undefined>;
        }, undefined>, v.CheckAction<{
            type: "contact";
            displayName?: string | undefined;
            vcard?: string | undefined;
            contacts?: {
                displayName: string;
                vcard: string;
            }[] | undefined;
        }, "give either content.vcard (with displayName) or content.contacts">, v.CheckAction<{
            type: "contact";
            displayName?: string | undefined;
            vcard?: string | undefined;
            contacts?: {
                displayName: string;
                vcard: string;
            }[] | undefined;
        }, "content.displayName is required with content.vcard">]>;
    }, undefined>, v.ObjectSchema<{
        readonly sessionId: v.StringSchema<undefined>;
        readonly messageId: v.StringSchema<undefined>;
        readonly to: v.StringSchema<undefined>;
        readonly chatJid: v.StringSchema<undefined>;
        readonly contentType: v.PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
        readonly text: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly quoted: v.OptionalSchema<v.ObjectSchema<{
            readonly chatJid: v.StringSchema<undefined>;
            readonly id: v.StringSchema<undefined>;
            readonly fromMe: v.BooleanSchema<undefined>;
            readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly mentions: v.OptionalSchema<v.ArraySchema<v.StringSchema<undefined>, undefined>, undefined>;
        readonly mediaUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly caption: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly status: v.LiteralSchema<"sent", undefined>;
        readonly timestamp: v.StringSchema<undefined>;
        readonly by: v.LiteralSchema<"api", undefined>;
    }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/contact">;
};
/** Acting on existing messages (`engine.messageActions.<name>`), named by a `MessageRef` as the star route does. */
export declare const messageActionOperations: {
    react: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly message: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
            readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: v.BooleanSchema<"must be true or false">;
            readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
        }, undefined>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>;
        readonly emoji: v.SchemaWithPipe<readonly [v.StringSchema<"must be an emoji, or \"\" to remove the reaction">, v.MaxLengthAction<string, 32, "must be one emoji">, v.CheckAction<string, "must be an emoji, or \"\" to remove the reaction">]>;
    }, undefined>, v.ObjectSchema<{
        readonly message: v.ObjectSchema<{
            readonly chatJid: v.StringSchema<undefined>;
            readonly id: v.StringSchema<undefined>;
            readonly fromMe: v.BooleanSchema<undefined>;
            readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>;
        readonly from: v.StringSchema<undefined>;
        readonly fromMe: v.BooleanSchema<undefined>;
        readonly emoji: v.StringSchema<undefined>;
        readonly removed: v.BooleanSchema<undefined>;
        readonly timestamp: v.StringSchema<undefined>;
        readonly by: v.NullableSchema<v.PicklistSchema<["api", "phone"], undefined>, undefined>;
    }, undefined>, "/sessions/:sessionId/chats/messages/react">;
    edit: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly message: v.SchemaWithPipe<readonly [v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
            readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: v.BooleanSchema<"must be true or false">;
            readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
        }, undefined>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>;
        readonly text: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 65536, "at most 65536 characters">]>;
    }, undefined>, v.ObjectSchema<{
        readonly message: v.ObjectSchema<{
            readonly chatJid: v.StringSchema<undefined>;
            readonly id: v.StringSchema<undefined>;
            readonly fromMe: v.BooleanSchema<undefined>;
            readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>;
        readonly text: v.StringSchema<undefined>;
        readonly fromMe: v.BooleanSchema<undefined>;
        readonly editedAt: v.StringSchema<undefined>;
        readonly by: v.NullableSchema<v.PicklistSchema<["api", "phone"], undefined>, undefined>;
    }, undefined>, "/sessions/:sessionId/chats/messages/edit">;
    delete: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly message: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
            readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: v.BooleanSchema<"must be true or false">;
            readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
        }, undefined>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>;
        readonly forEveryone: v.BooleanSchema<"must be true (for everyone) or false (for me)">;
    }, undefined>, v.ObjectSchema<{
        readonly message: v.ObjectSchema<{
            readonly chatJid: v.StringSchema<undefined>;
            readonly id: v.StringSchema<undefined>;
            readonly fromMe: v.BooleanSchema<undefined>;
            readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>;
        readonly forEveryone: v.BooleanSchema<undefined>;
        readonly fromMe: v.BooleanSchema<undefined>;
        readonly deletedAt: v.StringSchema<undefined>;
        readonly by: v.NullableSchema<v.PicklistSchema<["api", "phone"], undefined>, undefined>;
    }, undefined>, "/sessions/:sessionId/chats/messages/delete">;
    read: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly messages: v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
            readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: v.BooleanSchema<"must be true or false">;
            readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
        }, undefined>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>, v.BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, v.CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>, undefined>, v.MinLengthAction<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }[], 1, "name at least one message">, v.MaxLengthAction<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }[], 100, "at most 100 messages">]>;
    }, undefined>, v.ObjectSchema<{
        readonly messages: v.ArraySchema<v.ObjectSchema<{
            readonly chatJid: v.StringSchema<undefined>;
            readonly id: v.StringSchema<undefined>;
            readonly fromMe: v.BooleanSchema<undefined>;
            readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
    }, undefined>, "/sessions/:sessionId/chats/messages/read">;
};
/** Media download, `engine.media.download`. */
export declare const mediaOperations: {
    download: import("test/support/checked-core.js").Operation<v.ObjectSchema<{
        readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, v.StrictObjectSchema<{
        readonly message: v.SchemaWithPipe<readonly [v.RecordSchema<v.StringSchema<undefined>, v.UnknownSchema, "must be the message object from a message.received event">, v.CheckAction<{
            [x: string]: unknown;
        }, "must be the message object from a message.received event (it has a \"message\" field)">, v.CheckAction<{
            [x: string]: unknown;
        }, "must not nest more than 64 levels deep">]>;
        readonly maxBytes: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, number, "at most 67108864 (64 MiB)">]>, number>;
    }, undefined>, v.ObjectSchema<{
        readonly mediaType: v.PicklistSchema<["image", "video", "audio", "document", "sticker"], undefined>;
        readonly mimetype: v.StringSchema<undefined>;
        readonly fileLength: v.NumberSchema<undefined>;
        readonly sizeBytes: v.NumberSchema<undefined>;
        readonly base64: v.StringSchema<undefined>;
    }, undefined>, "/sessions/:sessionId/media/download">;
};
/** The send operation of a body's `content.type` (`engine.messages.send` picks it); a type with none is a 422. */
export declare function sendOperationOf(body: unknown): keyof typeof messageOperations;
