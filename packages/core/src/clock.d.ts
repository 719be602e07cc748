/** Time source for everything that ages (backoff, TTLs, usage days), injectable so tests cross days without waiting. */
export interface Clock {
    now(): number;
}
export declare const systemClock: Clock;
export declare const isoAt: (ms: number) => string;
