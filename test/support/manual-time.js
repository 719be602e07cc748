/** A clock and a scheduler moved together by the test: retries happen when the test says time has passed. */
export class ManualTime {
    now = Date.parse('2026-03-01T12:00:00.000Z');
    #timers = [];
    clock = { now: () => this.now };
    scheduler = {
        setTimeout: (callback, ms) => {
            const timer = { at: this.now + ms, callback };
            this.#timers.push(timer);
            return timer;
        },
        clearTimeout: (handle) => {
            const index = this.#timers.indexOf(handle);
            if (index >= 0)
                this.#timers.splice(index, 1);
        },
    };
    /** When each pending timer is due. */
    dueTimes() {
        return this.#timers.map((timer) => timer.at);
    }
    /** The earliest pending timer, or undefined. */
    nextTimerAt() {
        return this.#timers.reduce((min, timer) => (min === undefined || timer.at < min ? timer.at : min), undefined);
    }
    advance(ms) {
        this.now += ms;
        const due = this.#timers.filter((timer) => timer.at <= this.now).sort((a, b) => a.at - b.at);
        for (const timer of due) {
            this.#timers.splice(this.#timers.indexOf(timer), 1);
            timer.callback();
        }
    }
}
//# sourceMappingURL=manual-time.js.map