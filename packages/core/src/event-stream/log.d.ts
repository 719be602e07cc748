import type { Clock } from '../clock.js';
import type { AnyEngineEvent } from '../events.js';
import type { Logger } from '../logger.js';
import type { Store } from '../store/store.js';
/** A stored event with its position in the log: the envelope's fields to filter on, and its JSON as sent. */
export interface LoggedEvent {
    seq: number;
    id: string;
    type: string;
    sessionId: string;
    createdAt: string;
    /** The envelope JSON, exactly as webhooks receive it (stored as text: serialised once per event). */
    json: string;
}
/** How much one read of the store may fetch: at most `entries` entries and `bytes` bytes, and always one entry. */
export interface ReadBatch {
    entries: number;
    bytes: number;
}
export interface EventLogOptions {
    store: Store;
    clock: Clock;
    logger: Logger;
    maxEvents: number;
    maxAgeMs: number;
}
export type EventLogListener = (entry: LoggedEvent) => void;
/**
 * The persisted, bounded event log behind `GET /events`: every event gets the next sequence number and is
 * stored (by `append`, an EventBus sink, so before handlers see it), the last `maxEvents` within `maxAgeMs` are kept, and a
 * client that reconnects with `Last-Event-ID` resumes exactly after that event. Memory holds only an index
 * (sequence, id, time) of what is retained; the events themselves are read from the store on resume.
 */
export declare class EventLog {
    #private;
    constructor(options: EventLogOptions);
    load(): Promise<void>;
    /** Live entries, after they are stored; `onEnd` runs when the log closes (engine.stop), so streams can end. */
    subscribe(listener: EventLogListener, onEnd?: () => void): () => void;
    /** Sequence number of a retained event id, or undefined when it is unknown or was pruned. */
    positionOf(eventId: string): number | undefined;
    get lastSeq(): number;
    get oldestSeq(): number | undefined;
    /** Sequence number of the newest event stored (`lastSeq` may be ahead of it while a write is in flight). */
    get newestSeq(): number | undefined;
    /** Retained events with a sequence number above `afterSeq`, in order, one `batch` at a time from the store. */
    readAfter(afterSeq: number, batch?: ReadBatch): AsyncIterable<LoggedEvent>;
    /** Writes what is pending and ends every live subscription (open event streams finish their response). */
    close(): Promise<void>;
    /** The durable sink: the event is in the log when this resolves. */
    append(event: AnyEngineEvent): Promise<void>;
}
