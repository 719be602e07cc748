import { OrderedAdapter, type RangeQuery } from './ordered-adapter.js';
/** `memory://`: a map for the values beside its keys kept sorted, so a range is two binary searches and a slice. */
export declare class MemoryAdapter extends OrderedAdapter {
    #private;
    get(key: string): Promise<string | undefined>;
    getMany(keys: string[]): Promise<(string | undefined)[]>;
    set(key: string, value: string): Promise<void>;
    setMany(entries: {
        key: string;
        value: string;
    }[]): Promise<void>;
    delete(key: string): Promise<boolean>;
    deleteMany(keys: string[]): Promise<boolean>;
    clear(): Promise<void>;
    range(query: RangeQuery): Promise<[string, string][]>;
}
