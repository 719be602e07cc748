export const systemScheduler = {
    setTimeout: (callback, ms) => {
        const handle = setTimeout(callback, ms);
        // A pending retry, backoff or flush must not keep a process alive that has nothing else to do (see KeepAlive).
        handle.unref?.();
        return handle;
    },
    clearTimeout: (handle) => clearTimeout(handle),
};
//# sourceMappingURL=scheduler.js.map