import { EngineError } from '../errors.js';
import type { ApiRequest } from './exchange.js';
import { type ParsedForm } from './multipart.js';
export interface BodyLimits {
    maxBodyBytes: number;
    maxUploadBytes: number;
}
export type ParsedBody = {
    kind: 'none';
} | {
    kind: 'json';
    value: unknown;
} | ({
    kind: 'form';
} & ParsedForm);
/**
 * The client went away (closed or reset the connection) before its body arrived whole. It is not a server
 * failure: the pipeline logs it at debug level and usage counts it as a request in no status class.
 */
export declare class BodyAborted extends EngineError {
    constructor(cause: unknown);
}
/**
 * Parses the body by content type: JSON always, multipart/form-data only where the route accepts uploads.
 * An empty body parses as "none" so that the schema can name the missing fields.
 */
export declare function parseBody(request: ApiRequest, limits: BodyLimits, acceptsMultipart: boolean): Promise<ParsedBody>;
/** Whether the request declares a multipart/form-data body (an upload, where the route takes one). */
export declare const declaresMultipart: (request: ApiRequest) => boolean;
