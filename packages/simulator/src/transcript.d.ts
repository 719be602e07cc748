import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Connection } from './server/connection.js';
export interface TranscriptEntry {
    connection: number;
    direction: 'in' | 'out' | 'open' | 'close';
    node?: BinaryNode;
}
export interface TranscriptOptions {
    /** only connections that log in as (or link to) this phone number; connections of fresh creds are always kept */
    phoneNumber?: string;
}
/**
 * The node exchange of connections as readable text. Volatile values (ids, timestamps, keys,
 * ciphertexts) are normalised so two runs of the same flow give the same text, and a Baileys
 * upgrade that changes the protocol shows up as a readable diff.
 */
export declare class Transcript {
    private readonly options;
    private readonly onStop;
    readonly entries: TranscriptEntry[];
    private readonly detach;
    private readonly waiters;
    /** the phone a connection logged in as; what it sent before that is kept or dropped with it */
    private readonly phoneOf;
    private stopped;
    constructor(options: TranscriptOptions, onStop: (t: Transcript) => void);
    /** called by the simulator for every connection while recording */
    attach(conn: Connection): void;
    connectionClosed(conn: Connection): void;
    private push;
    /** resolves when a rendered line matches, e.g. `l => l.includes("<privacy>")` */
    waitForLine(predicate: (line: string) => boolean, timeoutMs?: number): Promise<string>;
    stop(): void;
    lines(): string[];
    text(): string;
}
export declare function renderNode(node: BinaryNode, label?: (id: string) => string): string;
