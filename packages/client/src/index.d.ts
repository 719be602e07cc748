import { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './openapi-types.js';
export type { components, paths } from './openapi-types.js';
/** An RFC 9457 Problem, the `error` of every refused call (`code` is stable: docs/errors.md). */
export type Problem = components['schemas']['Problem'];
/** The typed client: `GET`, `POST`, … on the paths of the OpenAPI document, each answering `{ data, error, response }`. */
export type SessionkitClient = Client<paths>;
export interface SessionkitClientOptions extends Omit<ClientOptions, 'baseUrl' | 'headers'> {
    /** Where the server is, e.g. `http://localhost:3000`. */
    baseUrl: string;
    /** The Bearer key, sent on every call. */
    apiKey: string;
    /** Where the API is mounted on that server (default `/api/v1`). */
    basePath?: string;
    /** Headers sent on every call besides the key. */
    headers?: Record<string, string>;
}
/**
 * A client of /api/v1 typed from its OpenAPI document (openapi-fetch): paths, parameters, bodies and answers are
 * checked by the compiler, and a refusal arrives as `error`, typed as the Problem it is.
 */
export declare function createClient(options: SessionkitClientOptions): SessionkitClient;
