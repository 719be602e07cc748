/** Where the server's records read the time, so a test or the sandbox can pin it. */
export interface Clock {
    now(): number;
}
export declare const systemClock: Clock;
export declare function unixSeconds(clock: Clock): string;
/**
 * Ids of the server's records and stanzas, drawn from a seed: two simulators with the same seed hand out
 * the same ids in the same order, so transcripts and sandbox answers are reproducible.
 */
export declare class SeededIds {
    private readonly seed;
    private counter;
    constructor(seed: string);
    /** ids from a seed of their own, derived from this one: drawing them never shifts this sequence */
    derive(label: string): SeededIds;
    /** `<prefix>-<n>`: ids of stanzas the server originates */
    next(prefix: string): string;
    /** `length` decimal digits, for ids WhatsApp writes as numbers (group ids, call ids) */
    digits(length: number): string;
    /** `length` characters of [0-9A-Za-z], for tokens WhatsApp writes that way (group invite codes) */
    token(length: number): string;
}
