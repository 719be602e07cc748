import type { Logger } from '../logger.js';
import type { EventLog, LoggedEvent } from './log.js';
export interface EventStreamOptions {
    log: EventLog;
    /** Which entries the client asked for (session and types). */
    matches: (entry: LoggedEvent) => boolean;
    /** The replay starts after this position of the log. */
    afterSeq: number;
    /** A comment sent first, when there is something to say about the replay. */
    notice: string | null;
    heartbeatMs: number;
    /** The client went away. */
    signal: AbortSignal;
    /** Called once when the stream ends, however it ends (frees the API key's slot). */
    release: () => void;
    logger: Logger;
}
/**
 * The Server-Sent Events body of `GET /events`: the replay from the persisted log, then live events, with
 * heartbeats, ending when the client aborts or falls too far behind.
 */
export declare function openEventStream({ log, matches, afterSeq, notice, heartbeatMs, signal, release, logger, }: EventStreamOptions): ReadableStream<Uint8Array>;
