import type { SessionEngine } from '../engine.js';
import { type ApiHandler } from './exchange.js';
export interface HandlerOptions {
    /** Where the API lives; every adapter passes full URLs, so this is the same whatever the mount point. */
    basePath?: string;
    /** Bearer keys accepted; defaults to the engine's `apiKeys`. An empty list refuses every request. */
    apiKeys?: readonly string[];
    /** Limit for JSON bodies (default 1 MiB). */
    maxBodyBytes?: number;
    /** Limit for multipart uploads (default 64 MiB). */
    maxUploadBytes?: number;
    /** Multipart uploads one API key may have in progress at once (default 8); one more is a 429 `rate_limited`. */
    uploadsPerKey?: number;
}
export type FetchHandler = (request: Request) => Promise<Response>;
/**
 * The whole /api/v1 surface as one function: core's pipeline (pipeline.ts) over the engine's route table. Every
 * response is reported to the engine so usage counts all of them. Adapters call it with requests built from
 * their server's own objects (see exchange.ts).
 */
export declare function createApiHandler(engine: SessionEngine, options?: HandlerOptions): ApiHandler;
/** The same handler for Fetch-speaking hosts: `(Request) => Promise<Response>`. */
export declare function createHandler(engine: SessionEngine, options?: HandlerOptions): FetchHandler;
