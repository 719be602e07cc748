import { envelopeJson } from '../webhooks/envelope.js';
import { groupCommitFor, WriteBatcher } from '../webhooks/write-batcher.js';
/** Entries are stored as objects: the store serialises each once, with the envelope JSON inside as a string. */
const decodeEntry = (stored) => stored === undefined || stored === null ? undefined : stored;
/** Zero-padded so keys sort in log order wherever a backend orders them. */
const seqKey = (seq) => `seq:${String(seq).padStart(16, '0')}`;
/**
 * The persisted, bounded event log behind `GET /events`: every event gets the next sequence number and is
 * stored (by `append`, an EventBus sink, so before handlers see it), the last `maxEvents` within `maxAgeMs` are kept, and a
 * client that reconnects with `Last-Event-ID` resumes exactly after that event. Memory holds only an index
 * (sequence, id, time) of what is retained; the events themselves are read from the store on resume.
 */
export class EventLog {
    #options;
    #collection;
    #writer;
    #index = [];
    #positions = new Map();
    #listeners = new Map();
    #lastSeq = 0;
    #loaded = null;
    constructor(options) {
        this.#options = options;
        this.#collection = options.store.collection('events');
        this.#writer = new WriteBatcher(groupCommitFor(options.store), this.#collection);
    }
    load() {
        this.#loaded ??= (async () => {
            const found = [];
            for await (const [key, stored] of this.#collection.scan('seq:')) {
                const entry = decodeEntry(stored);
                if (!key.startsWith('seq:') || !entry)
                    continue;
                found.push({ seq: entry.seq, id: entry.id, at: Date.parse(entry.createdAt), bytes: jsonBytes(entry.json) });
            }
            found.sort((a, b) => a.seq - b.seq);
            for (const entry of found)
                this.#push(entry);
            this.#lastSeq = Math.max(this.#lastSeq, found.at(-1)?.seq ?? 0);
            this.#prune();
        })();
        return this.#loaded;
    }
    /** Live entries, after they are stored; `onEnd` runs when the log closes (engine.stop), so streams can end. */
    subscribe(listener, onEnd) {
        this.#listeners.set(listener, onEnd);
        return () => this.#listeners.delete(listener);
    }
    /** Sequence number of a retained event id, or undefined when it is unknown or was pruned. */
    positionOf(eventId) {
        return this.#positions.get(eventId);
    }
    get lastSeq() {
        return this.#lastSeq;
    }
    get oldestSeq() {
        return this.#index[0]?.seq;
    }
    /** Sequence number of the newest event stored (`lastSeq` may be ahead of it while a write is in flight). */
    get newestSeq() {
        return this.#index.at(-1)?.seq;
    }
    /** Retained events with a sequence number above `afterSeq`, in order, one `batch` at a time from the store. */
    async *readAfter(afterSeq, batch = { entries: 500, bytes: Number.POSITIVE_INFINITY }) {
        await this.load();
        let position = lowerBound(this.#index, afterSeq + 1);
        while (position < this.#index.length) {
            const slice = this.#batchAt(position, batch);
            const entries = await this.#collection.getMany(slice.map((entry) => seqKey(entry.seq)));
            for (const stored of entries) {
                const entry = decodeEntry(stored);
                if (entry)
                    yield entry;
            }
            const last = slice.at(-1).seq;
            // The index may have been pruned meanwhile: continue from the sequence, not the array position.
            position = lowerBound(this.#index, last + 1);
        }
    }
    /** Writes what is pending and ends every live subscription (open event streams finish their response). */
    async close() {
        await this.#writer.idle();
        const ends = [...this.#listeners.values()];
        this.#listeners.clear();
        for (const end of ends)
            end?.();
    }
    /** The durable sink: the event is in the log when this resolves. */
    async append(event) {
        if (!this.#loaded)
            void this.load();
        await this.#loaded;
        const entry = {
            seq: ++this.#lastSeq,
            id: event.id,
            type: event.type,
            sessionId: event.sessionId,
            createdAt: event.createdAt,
            json: envelopeJson(event),
        };
        await this.#writer.write([{ key: seqKey(entry.seq), value: entry }]);
        this.#push({ seq: entry.seq, id: event.id, at: Date.parse(event.createdAt), bytes: jsonBytes(entry.json) });
        this.#prune();
        for (const listener of this.#listeners.keys()) {
            try {
                listener(entry);
            }
            catch (error) {
                this.#options.logger.error({ err: error }, 'event stream listener threw');
            }
        }
    }
    #batchAt(position, { entries, bytes }) {
        let end = position + 1;
        let total = this.#index[position].bytes;
        while (end < this.#index.length && end - position < entries) {
            total += this.#index[end].bytes;
            if (total > bytes)
                break;
            end += 1;
        }
        return this.#index.slice(position, end);
    }
    #push(entry) {
        // Writes of one batch resolve in order, but keep the index sorted whatever the interleaving.
        const last = this.#index.at(-1);
        if (!last || last.seq < entry.seq)
            this.#index.push(entry);
        else
            this.#index.splice(lowerBound(this.#index, entry.seq), 0, entry);
        this.#positions.set(entry.id, entry.seq);
    }
    /** Drops the oldest entries past the count (with some slack, so deletes come in batches) or the age bound. */
    #prune() {
        const { maxEvents, maxAgeMs } = this.#options;
        const oldestAllowed = this.#options.clock.now() - maxAgeMs;
        let drop = this.#index.length > maxEvents + Math.max(10, Math.floor(maxEvents / 100)) ? this.#index.length - maxEvents : 0;
        while (drop < this.#index.length && this.#index[drop].at < oldestAllowed)
            drop += 1;
        if (drop === 0)
            return;
        const removed = this.#index.splice(0, drop);
        for (const entry of removed)
            this.#positions.delete(entry.id);
        void this.#writer
            .idle()
            .then(() => this.#collection.deleteMany(removed.map((entry) => seqKey(entry.seq))))
            .catch((error) => this.#options.logger.error({ err: error }, 'pruning the event log failed'));
    }
}
const jsonBytes = (json) => Buffer.byteLength(json, 'utf8');
/** First index whose seq is >= `seq`. */
function lowerBound(index, seq) {
    let low = 0;
    let high = index.length;
    while (low < high) {
        const mid = (low + high) >> 1;
        if (index[mid].seq < seq)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}
//# sourceMappingURL=log.js.map