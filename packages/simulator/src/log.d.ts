/** The subset of a pino logger the simulator writes to, so callers can pass pino itself or nothing. */
export interface Logger {
    debug(obj: unknown, msg?: string): void;
    info(obj: unknown, msg?: string): void;
    warn(obj: unknown, msg?: string): void;
    error(obj: unknown, msg?: string): void;
}
export declare const silentLogger: Logger;
