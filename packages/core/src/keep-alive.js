/** How often the engine looks again whether it still has work (how soon an idle process may exit). */
const RECHECK_MS = 1_000;
/**
 * The one handle that keeps the process alive while the engine has work: pending webhook deliveries or live
 * sessions. The engine's other timers are unref'd (a retry due in an hour must not pin a host's process), so
 * without this a worker that only runs the engine would exit after `start()` with acknowledged events left
 * undelivered. The handle is ref'd while there is work and unref'd when there is none, so a script that is
 * done exits; it is cleared by `engine.stop()`.
 */
export class KeepAlive {
    #busy;
    #timer = null;
    constructor(busy) {
        this.#busy = busy;
    }
    start() {
        if (this.#timer)
            return;
        // Work ending is noticed here; work starting is announced through `check()`, at once.
        this.#timer = setInterval(() => this.#update(), RECHECK_MS);
        this.#update();
    }
    /** Called where work may have started (a delivery queued, a session's state changed). */
    check() {
        if (this.#timer && !this.#timer.hasRef())
            this.#update();
    }
    stop() {
        if (this.#timer)
            clearInterval(this.#timer);
        this.#timer = null;
    }
    #update() {
        if (this.#busy())
            this.#timer?.ref();
        else
            this.#timer?.unref();
    }
}
//# sourceMappingURL=keep-alive.js.map