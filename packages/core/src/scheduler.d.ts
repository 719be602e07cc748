/**
 * The engine's one timer source, injectable beside the Clock so tests move time by hand: webhook retries, reconnect
 * backoff, ring limits, usage flushes and receipt windows all wait through it. The keep-alive handle alone stays a
 * real Node timer, since holding the event loop open is its whole job.
 */
export interface Scheduler {
    setTimeout(callback: () => void, ms: number): unknown;
    clearTimeout(handle: unknown): void;
}
export declare const systemScheduler: Scheduler;
