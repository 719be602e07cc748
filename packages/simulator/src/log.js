const noop = () => { };
export const silentLogger = { debug: noop, info: noop, warn: noop, error: noop };
//# sourceMappingURL=log.js.map