import * as v from 'valibot';
import { type MultipartForm, SpooledFile } from '../media/upload.js';
export declare const MediaUrl: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>;
/** A file that came in a multipart/form-data request; JSON bodies cannot produce one. */
export declare const Upload: v.ObjectSchema<{
    readonly file: v.InstanceSchema<typeof SpooledFile, undefined>;
    readonly fileName: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    readonly mimetype: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export declare const contentSchemas: {
    readonly text: v.StrictObjectSchema<{
        readonly type: v.LiteralSchema<"text", "must be \"text\" on this path (the last path segment selects the content type)">;
        readonly text: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 65536, "at most 65536 characters">]>;
    }, undefined>;
    readonly image: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
        readonly type: v.LiteralSchema<"image", "must be \"image\" on this path (the last path segment selects the content type)">;
        readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
        readonly upload: v.OptionalSchema<v.ObjectSchema<{
            readonly file: v.InstanceSchema<typeof SpooledFile, undefined>;
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
            file: SpooledFile;
            fileName?: string | undefined;
            mimetype?: string | undefined;
        } | undefined;
        mimetype?: string | undefined;
        caption?: string | undefined;
    }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
    readonly video: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
        readonly type: v.LiteralSchema<"video", "must be \"video\" on this path (the last path segment selects the content type)">;
        readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
        readonly upload: v.OptionalSchema<v.ObjectSchema<{
            readonly file: v.InstanceSchema<typeof SpooledFile, undefined>;
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
            file: SpooledFile;
            fileName?: string | undefined;
            mimetype?: string | undefined;
        } | undefined;
        mimetype?: string | undefined;
        caption?: string | undefined;
    }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
    readonly audio: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
        readonly type: v.LiteralSchema<"audio", "must be \"audio\" on this path (the last path segment selects the content type)">;
        readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
        readonly upload: v.OptionalSchema<v.ObjectSchema<{
            readonly file: v.InstanceSchema<typeof SpooledFile, undefined>;
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
            file: SpooledFile;
            fileName?: string | undefined;
            mimetype?: string | undefined;
        } | undefined;
        mimetype?: string | undefined;
        voice: boolean;
    }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
    readonly document: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
        readonly type: v.LiteralSchema<"document", "must be \"document\" on this path (the last path segment selects the content type)">;
        readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
        readonly upload: v.OptionalSchema<v.ObjectSchema<{
            readonly file: v.InstanceSchema<typeof SpooledFile, undefined>;
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
            file: SpooledFile;
            fileName?: string | undefined;
            mimetype?: string | undefined;
        } | undefined;
        mimetype?: string | undefined;
        fileName?: string | undefined;
        caption?: string | undefined;
    }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
    readonly sticker: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
        readonly type: v.LiteralSchema<"sticker", "must be \"sticker\" on this path (the last path segment selects the content type)">;
        readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
        readonly upload: v.OptionalSchema<v.ObjectSchema<{
            readonly file: v.InstanceSchema<typeof SpooledFile, undefined>;
            readonly fileName: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
            readonly mimetype: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly mimetype: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a MIME type such as image/jpeg">]>, undefined>;
    }, undefined>, v.CheckAction<{
        type: "sticker";
        mediaUrl?: string | undefined;
        upload?: {
            file: SpooledFile;
            fileName?: string | undefined;
            mimetype?: string | undefined;
        } | undefined;
        mimetype?: string | undefined;
    }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
    readonly location: v.StrictObjectSchema<{
        readonly type: v.LiteralSchema<"location", "must be \"location\" on this path (the last path segment selects the content type)">;
        readonly latitude: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.MinValueAction<number, -90, undefined>, v.MaxValueAction<number, 90, undefined>]>;
        readonly longitude: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.MinValueAction<number, -180, undefined>, v.MaxValueAction<number, 180, undefined>]>;
        readonly name: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 1024, undefined>]>, undefined>;
        readonly address: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 1024, undefined>]>, undefined>;
    }, undefined>;
    readonly contact: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
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
};
export type SendType = keyof typeof contentSchemas;
export declare const sendTypes: SendType[];
export declare const sendBody: <T extends SendType>(type: T) => v.StrictObjectSchema<{
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
    readonly content: {
        readonly text: v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"text", "must be \"text\" on this path (the last path segment selects the content type)">;
            readonly text: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 65536, "at most 65536 characters">]>;
        }, undefined>;
        readonly image: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"image", "must be \"image\" on this path (the last path segment selects the content type)">;
            readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
            readonly upload: v.OptionalSchema<v.ObjectSchema<{
                readonly file: v.InstanceSchema<typeof SpooledFile, undefined>;
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
                file: SpooledFile;
                fileName?: string | undefined;
                mimetype?: string | undefined;
            } | undefined;
            mimetype?: string | undefined;
            caption?: string | undefined;
        }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
        readonly video: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"video", "must be \"video\" on this path (the last path segment selects the content type)">;
            readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
            readonly upload: v.OptionalSchema<v.ObjectSchema<{
                readonly file: v.InstanceSchema<typeof SpooledFile, undefined>;
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
                file: SpooledFile;
                fileName?: string | undefined;
                mimetype?: string | undefined;
            } | undefined;
            mimetype?: string | undefined;
            caption?: string | undefined;
        }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
        readonly audio: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"audio", "must be \"audio\" on this path (the last path segment selects the content type)">;
            readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
            readonly upload: v.OptionalSchema<v.ObjectSchema<{
                readonly file: v.InstanceSchema<typeof SpooledFile, undefined>;
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
                file: SpooledFile;
                fileName?: string | undefined;
                mimetype?: string | undefined;
            } | undefined;
            mimetype?: string | undefined;
            voice: boolean;
        }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
        readonly document: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"document", "must be \"document\" on this path (the last path segment selects the content type)">;
            readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
            readonly upload: v.OptionalSchema<v.ObjectSchema<{
                readonly file: v.InstanceSchema<typeof SpooledFile, undefined>;
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
                file: SpooledFile;
                fileName?: string | undefined;
                mimetype?: string | undefined;
            } | undefined;
            mimetype?: string | undefined;
            fileName?: string | undefined;
            caption?: string | undefined;
        }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
        readonly sticker: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"sticker", "must be \"sticker\" on this path (the last path segment selects the content type)">;
            readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
            readonly upload: v.OptionalSchema<v.ObjectSchema<{
                readonly file: v.InstanceSchema<typeof SpooledFile, undefined>;
                readonly fileName: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
                readonly mimetype: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mimetype: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a MIME type such as image/jpeg">]>, undefined>;
        }, undefined>, v.CheckAction<{
            type: "sticker";
            mediaUrl?: string | undefined;
            upload?: {
                file: SpooledFile;
                fileName?: string | undefined;
                mimetype?: string | undefined;
            } | undefined;
            mimetype?: string | undefined;
        }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
        readonly location: v.StrictObjectSchema<{
            readonly type: v.LiteralSchema<"location", "must be \"location\" on this path (the last path segment selects the content type)">;
            readonly latitude: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.MinValueAction<number, -90, undefined>, v.MaxValueAction<number, 90, undefined>]>;
            readonly longitude: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.MinValueAction<number, -180, undefined>, v.MaxValueAction<number, 180, undefined>]>;
            readonly name: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 1024, undefined>]>, undefined>;
            readonly address: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 1024, undefined>]>, undefined>;
        }, undefined>;
        readonly contact: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
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
    }[T];
}, undefined>;
export type SendBody = v.InferOutput<ReturnType<typeof sendBody>>;
export type SendContent = {
    [K in SendType]: v.InferOutput<(typeof contentSchemas)[K]>;
}[SendType];
/** The message record (spec part 2): the answer of a send and the data of `message.sent`. */
export declare const MessageRecordSchema: v.ObjectSchema<{
    readonly sessionId: v.StringSchema<undefined>;
    readonly messageId: v.StringSchema<undefined>;
    /** As the request gave it (digits or JID). */
    readonly to: v.StringSchema<undefined>;
    /** The JID the message went to. */
    readonly chatJid: v.StringSchema<undefined>;
    readonly contentType: v.PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
    readonly text: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    /** The message it replies to, as the request named it. */
    readonly quoted: v.OptionalSchema<v.ObjectSchema<{
        readonly chatJid: v.StringSchema<undefined>;
        readonly id: v.StringSchema<undefined>;
        readonly fromMe: v.BooleanSchema<undefined>;
        readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>;
    /** The people it mentions, as JIDs. */
    readonly mentions: v.OptionalSchema<v.ArraySchema<v.StringSchema<undefined>, undefined>, undefined>;
    readonly mediaUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly caption: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    readonly status: v.LiteralSchema<"sent", undefined>;
    /** When WhatsApp's server acknowledged it (ISO 8601 UTC). */
    readonly timestamp: v.StringSchema<undefined>;
    /** Sent through this API (a message sent from the account's phone is `message.sent` with `by: "phone"`). */
    readonly by: v.LiteralSchema<"api", undefined>;
}, undefined>;
export type MessageRecord = v.InferOutput<typeof MessageRecordSchema>;
export declare const ReactBody: v.StrictObjectSchema<{
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
}, undefined>;
export type ReactInput = v.InferOutput<typeof ReactBody>;
/** A reaction: the answer of the react route and the data of `message.reaction`. */
export declare const ReactionSchema: v.ObjectSchema<{
    /** The message reacted to. */
    readonly message: v.ObjectSchema<{
        readonly chatJid: v.StringSchema<undefined>;
        readonly id: v.StringSchema<undefined>;
        readonly fromMe: v.BooleanSchema<undefined>;
        readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>;
    /** Who reacted (the account itself for `fromMe`). */
    readonly from: v.StringSchema<undefined>;
    readonly fromMe: v.BooleanSchema<undefined>;
    /** The emoji; "" when the reaction was removed. */
    readonly emoji: v.StringSchema<undefined>;
    readonly removed: v.BooleanSchema<undefined>;
    /** When the reactor's device stamped it (ISO 8601). */
    readonly timestamp: v.StringSchema<undefined>;
    /** The account's own reaction: through this API, or from its phone (or another device); null for someone else's. */
    readonly by: v.NullableSchema<v.PicklistSchema<["api", "phone"], undefined>, undefined>;
}, undefined>;
export type MessageReaction = v.InferOutput<typeof ReactionSchema>;
export declare const EditBody: v.StrictObjectSchema<{
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
}, undefined>;
export type EditInput = v.InferOutput<typeof EditBody>;
/** An edit: the answer of the edit route and the data of `message.updated`. */
export declare const EditSchema: v.ObjectSchema<{
    /** The message edited. */
    readonly message: v.ObjectSchema<{
        readonly chatJid: v.StringSchema<undefined>;
        readonly id: v.StringSchema<undefined>;
        readonly fromMe: v.BooleanSchema<undefined>;
        readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>;
    /** Its new text, or its new caption for an image, video or document. */
    readonly text: v.StringSchema<undefined>;
    /** Edited by the account (through this API or from its phone), or by the sender of a received message. */
    readonly fromMe: v.BooleanSchema<undefined>;
    /** When the edit was made (ISO 8601). */
    readonly editedAt: v.StringSchema<undefined>;
    /** The account's own edit: through this API, or from its phone (or another device); null for someone else's. */
    readonly by: v.NullableSchema<v.PicklistSchema<["api", "phone"], undefined>, undefined>;
}, undefined>;
export type MessageEdit = v.InferOutput<typeof EditSchema>;
export declare const DeleteBody: v.StrictObjectSchema<{
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
    /** true: revoke for everyone (the sender's own message); false: delete from the account's devices only. */
    readonly forEveryone: v.BooleanSchema<"must be true (for everyone) or false (for me)">;
}, undefined>;
export type DeleteInput = v.InferOutput<typeof DeleteBody>;
/** A deletion: the answer of the delete route and the data of `message.deleted`. */
export declare const DeletionSchema: v.ObjectSchema<{
    readonly message: v.ObjectSchema<{
        readonly chatJid: v.StringSchema<undefined>;
        readonly id: v.StringSchema<undefined>;
        readonly fromMe: v.BooleanSchema<undefined>;
        readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>;
    /** Revoked for everyone, or deleted from the account's devices only. */
    readonly forEveryone: v.BooleanSchema<undefined>;
    /** Deleted by the account (through this API or from its phone), or revoked by the sender of a received message. */
    readonly fromMe: v.BooleanSchema<undefined>;
    readonly deletedAt: v.StringSchema<undefined>;
    /** The account's own deletion: through this API, or from its phone (or another device); null for someone else's. */
    readonly by: v.NullableSchema<v.PicklistSchema<["api", "phone"], undefined>, undefined>;
}, undefined>;
export type MessageDeletion = v.InferOutput<typeof DeletionSchema>;
export declare const ReadBody: v.StrictObjectSchema<{
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
}, undefined>;
export type ReadInput = v.InferOutput<typeof ReadBody>;
export declare const ReadResultSchema: v.ObjectSchema<{
    /** The messages whose senders were sent a read receipt. */
    readonly messages: v.ArraySchema<v.ObjectSchema<{
        readonly chatJid: v.StringSchema<undefined>;
        readonly id: v.StringSchema<undefined>;
        readonly fromMe: v.BooleanSchema<undefined>;
        readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>;
}, undefined>;
export type ReadResult = v.InferOutput<typeof ReadResultSchema>;
export declare const MediaDownloadBody: v.StrictObjectSchema<{
    /** The `message` of a `message.received` event, unchanged. */
    readonly message: v.SchemaWithPipe<readonly [v.RecordSchema<v.StringSchema<undefined>, v.UnknownSchema, "must be the message object from a message.received event">, v.CheckAction<{
        [x: string]: unknown;
    }, "must be the message object from a message.received event (it has a \"message\" field)">, v.CheckAction<{
        [x: string]: unknown;
    }, "must not nest more than 64 levels deep">]>;
    readonly maxBytes: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 1, undefined>, v.MaxValueAction<number, number, "at most 67108864 (64 MiB)">]>, number>;
}, undefined>;
/**
 * multipart/form-data (`to`, `media`, `mimetype`, `caption`, `fileName`, `voice`, and `quoted` and `mentions` as JSON
 * text) -> the JSON body shape.
 * Strict as JSON bodies are: a part of another name is a 422 naming it, and `media` must be a file.
 */
export declare function formToSendBody(form: MultipartForm, type: SendType): unknown;
export declare const DownloadedMediaSchema: v.ObjectSchema<{
    readonly mediaType: v.PicklistSchema<["image", "video", "audio", "document", "sticker"], undefined>;
    readonly mimetype: v.StringSchema<undefined>;
    /** The size WhatsApp declared, or the size read when it declared none. */
    readonly fileLength: v.NumberSchema<undefined>;
    readonly sizeBytes: v.NumberSchema<undefined>;
    readonly base64: v.StringSchema<undefined>;
}, undefined>;
export type DownloadedMediaResult = v.InferOutput<typeof DownloadedMediaSchema>;
