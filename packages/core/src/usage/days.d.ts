/**
 * UTC calendar arithmetic for usage buckets. Days are exactly 86,400,000 ms in JavaScript time (no leap
 * seconds), so stepping by that constant from a UTC midnight always lands on the next UTC midnight.
 */
export declare const DAY_MS = 86400000;
/** `YYYY-MM-DD` of the UTC day containing `ms`. */
export declare function utcDate(ms: number): string;
/** The `days` UTC dates ending with the day of `nowMs`, oldest first. */
export declare function lastDays(nowMs: number, days: number): string[];
/**
 * Every date of the UTC month containing `nowMs`, including the days still to come: a month total is the
 * sum of its days, and summing days that hold nothing yet costs nothing and stays right if a clock steps back.
 */
export declare function daysOfMonth(nowMs: number): string[];
