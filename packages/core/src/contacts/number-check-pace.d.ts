import type { Clock } from '../clock.js';
/**
 * How many numbers each session has asked WhatsApp about in the last minute: bulk checks are what gets numbers
 * banned most often, so each session asks about at most `perMinute` numbers in any 60 s. A check that would
 * go past it is refused with the seconds until it would fit, never queued. Numbers answered from the cache are
 * never counted. Kept in memory: a restart forgets at most one minute of checks.
 */
export declare class NumberCheckPace {
    #private;
    readonly perMinute: number;
    constructor(clock: Clock, perMinute: number);
    /**
     * Counts `count` numbers asked now and answers 0, or, when that would go past the pace, counts nothing and
     * answers the seconds until it would not.
     */
    take(sessionId: string, count: number): number;
    forget(sessionId: string): void;
}
