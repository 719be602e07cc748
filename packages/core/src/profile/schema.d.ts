import * as v from 'valibot';
import type { MultipartForm } from '../media/upload.js';
export declare const UpdateProfileBody: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
    readonly name: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 25, "at most 25 characters">]>, undefined>;
    readonly about: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 139, "at most 139 characters">]>, undefined>;
}, undefined>, v.CheckAction<{
    name?: string | undefined;
    about?: string | undefined;
}, "give name, about or both">]>;
export type UpdateProfileInput = v.InferOutput<typeof UpdateProfileBody>;
export declare const OwnProfileSchema: v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly name: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly about: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly pictureUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type OwnProfileRecord = v.InferOutput<typeof OwnProfileSchema>;
/** A picture by `mediaUrl` (JSON), or as the `media` file of a multipart form: exactly one. */
export declare const PictureBody: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
    readonly mediaUrl: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, "must be an absolute URL">, v.RegexAction<string, "must be an http or https URL">]>, undefined>;
    readonly upload: v.OptionalSchema<v.ObjectSchema<{
        readonly file: v.InstanceSchema<typeof import("../media/upload.js").SpooledFile, undefined>;
        readonly fileName: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
        readonly mimetype: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>;
}, undefined>, v.CheckAction<{
    mediaUrl?: string | undefined;
    upload?: {
        file: import("../media/upload.js").SpooledFile;
        fileName?: string | undefined;
        mimetype?: string | undefined;
    } | undefined;
}, "give exactly one of mediaUrl or a multipart \"media\" file">]>;
export type PictureInput = v.InferOutput<typeof PictureBody>;
/** The multipart form of a picture: a `media` file, or a `mediaUrl` field; any other part is refused. */
export declare function formToPictureBody(form: MultipartForm): unknown;
export declare const RemovedPictureSchema: v.ObjectSchema<{
    readonly deleted: v.LiteralSchema<true, undefined>;
}, undefined>;
