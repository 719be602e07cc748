/**
 * Bytes a client may fall behind live delivery by before the stream is closed. It reconnects with Last-Event-ID
 * and resumes from the persisted log, so a stalled reader costs a bounded buffer instead of unbounded memory.
 */
const MAX_BACKLOG_BYTES = 8 * 1024 * 1024;
/** Bytes queued for a reader before the replay waits for it to read (the stream's high-water mark). */
const QUEUE_BYTES = 64 * 1024;
/**
 * What one read of the store fetches during a replay: few round trips for small events, and a bounded hold for
 * large ones (a paused reader holds one batch and the queue, at most about 600 KiB with 64 KiB events).
 */
const REPLAY_BATCH = { entries: 100, bytes: 512 * 1024 };
const encoder = new TextEncoder();
/**
 * The Server-Sent Events body of `GET /events`: the replay from the persisted log, then live events, with
 * heartbeats, ending when the client aborts or falls too far behind.
 */
export function openEventStream({ log, matches, afterSeq, notice, heartbeatMs, signal, release, logger, }) {
    let close = () => undefined;
    let closed = false;
    let sentSeq = afterSeq;
    // The replay is read from the store only as fast as the client reads (pull); live events go out as they
    // are stored once it has caught up, and until then the replay itself reaches them.
    let replayFrom = afterSeq;
    let replay = log.readAfter(afterSeq, REPLAY_BATCH)[Symbol.asyncIterator]();
    let enqueue = (_text) => undefined;
    const send = (entry) => {
        // Replay and live delivery overlap by design: the sequence drops repeats.
        if (closed || entry.seq <= sentSeq)
            return;
        sentSeq = entry.seq;
        if (matches(entry))
            enqueue(`id: ${entry.id}\nevent: ${entry.type}\ndata: ${entry.json}\n\n`);
    };
    const body = new ReadableStream({
        start(controller) {
            enqueue = (text) => {
                if (closed)
                    return;
                controller.enqueue(encoder.encode(text));
                if ((controller.desiredSize ?? 0) < -MAX_BACKLOG_BYTES)
                    close();
            };
            const unsubscribe = log.subscribe((entry) => {
                if (!replay)
                    send(entry);
            }, () => close());
            const heartbeat = setInterval(() => enqueue(': heartbeat\n\n'), heartbeatMs);
            close = () => {
                if (closed)
                    return;
                closed = true;
                release();
                unsubscribe();
                clearInterval(heartbeat);
                signal.removeEventListener('abort', close);
                void replay?.return?.()?.catch(() => undefined);
                try {
                    controller.close();
                }
                catch {
                    // Already closed or errored by the consumer.
                }
            };
            if (signal.aborted)
                return close();
            signal.addEventListener('abort', close);
            enqueue(`retry: 3000\n: connected${notice ? `; ${notice}` : ''}\n\n`);
        },
        async pull(controller) {
            try {
                while (replay && !closed && (controller.desiredSize ?? 0) > 0) {
                    const next = await replay.next();
                    if (closed)
                        return;
                    if (!next.done) {
                        send(next.value);
                        continue;
                    }
                    // Caught up. Events stored since the iterator's last look are read again (while that still makes
                    // progress); otherwise live delivery takes over here, with no await between this check and the
                    // switch, so no event falls in between.
                    const more = (log.newestSeq ?? 0) > sentSeq && sentSeq > replayFrom;
                    replayFrom = sentSeq;
                    replay = more ? log.readAfter(sentSeq, REPLAY_BATCH)[Symbol.asyncIterator]() : null;
                }
            }
            catch (error) {
                logger.error({ err: error }, 'event stream replay failed');
                close();
            }
        },
        cancel() {
            close();
        },
    }, { highWaterMark: QUEUE_BYTES, size: (chunk) => chunk.byteLength });
    return body;
}
//# sourceMappingURL=sse.js.map