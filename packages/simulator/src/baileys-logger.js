const noop = () => { };
/** Baileys' internals (libsignal repository, key-store transactions) want a pino-shaped logger. */
export const baileysLogger = {
    level: 'silent',
    child: () => baileysLogger,
    trace: noop,
    debug: noop,
    info: noop,
    warn: noop,
    error: noop,
};
//# sourceMappingURL=baileys-logger.js.map