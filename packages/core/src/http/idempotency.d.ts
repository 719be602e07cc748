import type { Collection } from '../store/store.js';
import { type ApiResponse } from './exchange.js';
export interface IdempotencyOptions {
    /** How long a key is remembered (default 24 h). */
    ttlMs: number;
    /** How long an unfinished first request holds its key before a retry may run again (a crashed process). */
    leaseMs: number;
}
export declare const idempotencyKeyHeader = "idempotency-key";
/**
 * Stripe's Idempotency-Key semantics, scoped to the API key and the session: the first request claims the
 * key atomically and its response (success or failure) is stored once execution began; a retry with the
 * same body replays it with `Idempotent-Replayed: true`, another body is refused (422), and a retry while
 * the first still runs gets 409. Claims live in the engine's store, so a restart keeps them.
 */
export declare function runIdempotent(collection: Collection, options: IdempotencyOptions, scope: {
    apiKey: string;
    sessionId: string;
    key: string;
    fingerprint: string;
    now: number;
}, execute: () => Promise<ApiResponse>): Promise<ApiResponse>;
type KeyScope = {
    apiKey: string;
    sessionId: string;
    key: string;
};
/**
 * Whether the key holds a record (a first request running or answered): then the request must be read and
 * answered by runIdempotent, which compares its body. Without one, nothing stored can change the answer.
 */
export declare function hasIdempotencyRecord(collection: Collection, scope: KeyScope): Promise<boolean>;
/** A stable digest of the validated request: method, path and body (an uploaded file by its digest: SpooledFile.toJSON). */
export declare function fingerprintOf(method: string, path: string, body: unknown): string;
export {};
