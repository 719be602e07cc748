/**
 * How many event streams (or uploads: http/handler.ts) each API key holds open at once. A stream costs a
 * connection, a subscription and a queue for as long as it lasts, an upload a connection and a spooled file,
 * so without a bound one key could hold any number of them.
 */
export declare class StreamSlots {
    #private;
    readonly perKey: number;
    constructor(perKey: number);
    /** Slots taken, all keys together. */
    get total(): number;
    /** Takes one of `key`'s slots: its release (idempotent), or null when all are taken. */
    take(key: string): (() => void) | null;
}
