import type { Clock, Scheduler } from '@sessionkit/core';
/** A clock and a scheduler moved together by the test: retries happen when the test says time has passed. */
export declare class ManualTime {
    #private;
    now: number;
    readonly clock: Clock;
    readonly scheduler: Scheduler;
    /** When each pending timer is due. */
    dueTimes(): number[];
    /** The earliest pending timer, or undefined. */
    nextTimerAt(): number | undefined;
    advance(ms: number): void;
}
