/** Waiting for a phone's view of one thing (a group, a community) to reach a state, told by `changed`. */
export declare class ViewWatch<V> {
    private readonly read;
    private readonly label;
    private readonly watchers;
    constructor(read: (key: string) => V, label: (key: string) => string);
    /** resolves with the view once `predicate` holds for it */
    waitFor(key: string, predicate: (view: V) => boolean, timeoutMs?: number): Promise<V>;
    changed(key: string): void;
}
