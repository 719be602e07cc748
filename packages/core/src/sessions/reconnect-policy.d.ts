import type { CloseInfo } from '../protocol/port.js';
export interface ReconnectOptions {
    /** First retry delay after a lost connection (default 1 s). */
    baseDelayMs?: number;
    /** Longest delay between retries (default 60 s). */
    maxDelayMs?: number;
    /** Consecutive bad-session closes (500) tolerated before the session goes to `error` (default 3). */
    maxBadSessions?: number;
}
export type ReconnectDecision = {
    action: 'reconnect';
    delayMs: number;
} | {
    action: 'stop';
    state: 'inactive' | 'error';
    reason: string;
    clearCredentials: boolean;
};
/**
 * What to do after a close, per decisions.md: restart at once after pairing, back off on network trouble,
 * never fight another socket (replaced), and hand logged-out or banned sessions to a person with a reason.
 */
export declare function decideReconnect(close: CloseInfo, context: {
    paired: boolean;
    attempt: number;
    badSessions: number;
}, options?: ReconnectOptions, random?: () => number): ReconnectDecision;
/** A sentence for people reading the status, next to the machine-readable reason. */
export declare const reasonText: Record<string, string>;
