/** Longest the store may take to answer a probe's read before it counts as unreachable. */
export const STORE_PROBE_TIMEOUT_MS = 2_000;
/** A key no session can have (a session id has no ":"). */
const PROBE_KEY = 'readiness:probe';
/**
 * One read of a key no record uses, bounded in time: a store that refuses, hangs or is closed is unreachable.
 * A read, not a write, so a probe every few seconds costs the database nothing it has to keep.
 */
export async function probeStore(store, scheduler) {
    let timer;
    const timeout = new Promise((resolve) => {
        timer = scheduler.setTimeout(() => resolve('unreachable'), STORE_PROBE_TIMEOUT_MS);
    });
    const read = store
        .collection('sessions')
        .get(PROBE_KEY)
        .then(() => 'ok', () => 'unreachable');
    try {
        return await Promise.race([read, timeout]);
    }
    finally {
        scheduler.clearTimeout(timer);
    }
}
//# sourceMappingURL=readiness.js.map