import { DEFAULT_WAIT_MS } from '../events.js';
/** Waiting for a phone's view of one thing (a group, a community) to reach a state, told by `changed`. */
export class ViewWatch {
    read;
    label;
    watchers = new Set();
    constructor(read, label) {
        this.read = read;
        this.label = label;
    }
    /** resolves with the view once `predicate` holds for it */
    waitFor(key, predicate, timeoutMs = DEFAULT_WAIT_MS) {
        if (predicate(this.read(key)))
            return Promise.resolve(this.read(key));
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                this.watchers.delete(watch);
                reject(new Error(`${this.label(key)}: timed out after ${timeoutMs} ms waiting for a change`));
            }, timeoutMs);
            timer.unref?.();
            const watch = (changed) => {
                if (changed !== key || !predicate(this.read(key)))
                    return;
                clearTimeout(timer);
                this.watchers.delete(watch);
                resolve(this.read(key));
            };
            this.watchers.add(watch);
        });
    }
    changed(key) {
        for (const watch of [...this.watchers])
            watch(key);
    }
}
//# sourceMappingURL=watch.js.map