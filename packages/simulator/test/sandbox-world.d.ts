import { type Simulator } from '../src/index.js';
/** A simulator with phones, and its sandbox handler called as a client would call it, with one API key. */
export declare function sandboxWorld(key: string, phoneNumbers: string[]): Promise<{
    sim: Simulator;
    call: (method: string, path: string, body?: unknown) => Promise<{
        status: number;
        body: any;
    }>;
}>;
