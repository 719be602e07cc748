/**
 * A device's one-time prekeys on the server, handed out oldest first. Each upload is kept as one
 * buffer of packed 32-byte keys: a linked device uploads 812 at once, and hundreds of idle
 * sessions should not cost hundreds of thousands of small Buffers.
 */
export declare class PreKeyPool {
    private batches;
    private count;
    get size(): number;
    /** replaces any key with the same id, as a re-upload after a lost ack does */
    addBatch(entries: {
        id: number;
        key: Uint8Array;
    }[]): void;
    take(): {
        id: number;
        key: Buffer;
    } | undefined;
    ids(): number[];
    private drop;
}
