import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApiRequest } from '@sessionkit/core/adapter';
export interface ApiRequestOptions {
    /**
     * The body when a framework already consumed the stream (Express' `express.json()`); otherwise the
     * request stream itself is handed on, unread, so the handler applies its own size limits. A stream that
     * was consumed and not given here reads as empty rather than waiting forever for an `end` long past.
     */
    body?: string | Uint8Array;
}
/**
 * The request as the API handler reads it, straight from Node's objects: no Headers, no Request, a body
 * stream only when someone asks for it. The host is left out of the URL (the handler routes on the path), so
 * a malformed Host header cannot turn a valid request into a 404.
 */
export declare const toApiRequest: (req: IncomingMessage, res: ServerResponse, options?: ApiRequestOptions) => ApiRequest;
export declare const hasBody: (req: IncomingMessage) => boolean;
