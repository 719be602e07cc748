export const DEFAULT_WAIT_MS = 15_000;
/**
 * A typed emitter whose waitFor resolves on the next matching event; the timeout only turns a
 * hang into a readable failure, it never paces anything.
 */
export class EventHub {
    listeners = new Map();
    on(event, fn) {
        let set = this.listeners.get(event);
        if (!set) {
            set = new Set();
            this.listeners.set(event, set);
        }
        set.add(fn);
        return () => set.delete(fn);
    }
    emit(event, payload) {
        const set = this.listeners.get(event);
        if (!set)
            return;
        for (const fn of [...set])
            fn(payload);
    }
    waitFor(event, predicate, timeoutMs = DEFAULT_WAIT_MS) {
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                off();
                reject(new Error(`timed out after ${timeoutMs} ms waiting for simulator event '${event}'`));
            }, timeoutMs);
            timer.unref?.();
            const off = this.on(event, (payload) => {
                if (predicate && !predicate(payload))
                    return;
                clearTimeout(timer);
                off();
                resolve(payload);
            });
        });
    }
}
//# sourceMappingURL=events.js.map