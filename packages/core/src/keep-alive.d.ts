/**
 * The one handle that keeps the process alive while the engine has work: pending webhook deliveries or live
 * sessions. The engine's other timers are unref'd (a retry due in an hour must not pin a host's process), so
 * without this a worker that only runs the engine would exit after `start()` with acknowledged events left
 * undelivered. The handle is ref'd while there is work and unref'd when there is none, so a script that is
 * done exits; it is cleared by `engine.stop()`.
 */
export declare class KeepAlive {
    #private;
    constructor(busy: () => boolean);
    start(): void;
    /** Called where work may have started (a delivery queued, a session's state changed). */
    check(): void;
    stop(): void;
}
