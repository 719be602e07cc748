import { type WAPatchName } from '@whiskeysockets/baileys';
import type { Account, DeviceRecord } from './accounts.js';
/** one of the collections WhatsApp keeps per account */
export declare function isAppStateCollection(name: string | undefined): name is WAPatchName;
/** One app-state collection of an account: patches the server stores and numbers, never decrypts. */
export declare class AppStateCollection {
    readonly name: WAPatchName;
    /** patch `n` (1-based) is at index n-1, encoded with its version stamped in */
    readonly patches: {
        version: number;
        patch: Uint8Array;
    }[];
    constructor(name: WAPatchName);
    /** each patch moves the collection on by one: its version is how many it holds */
    get version(): number;
}
/** The w:sync:app:state store: per account, per collection name. */
export declare class AppState {
    private readonly byAccount;
    /** each device's last sync request per collection, to see a client that asks the same again and again */
    private readonly lastSync;
    /** a collection nothing was written to yet is empty at version 0 */
    collection(account: Account, name: WAPatchName): AppStateCollection;
    /** the patches after `version`, oldest first */
    patchesAfter(account: Account, name: WAPatchName, version: number): AppStateCollection['patches'];
    /** stores `encode(next version)` as the collection's next patch and answers that version */
    append(account: Account, name: WAPatchName, encode: (version: number) => Uint8Array): number;
    /**
     * Records that `device` asked for `name` from version `held`, and answers how many times in a row
     * it asked exactly that while the collection stayed where it is, not counting the requests a
     * `server_sync` told it to make (several of them can arrive for changes one sync already fetched).
     */
    noteSync(device: DeviceRecord, name: WAPatchName, held: number): number;
    /** the server told `device` to sync `name` */
    noteNudge(device: DeviceRecord, name: WAPatchName): void;
    private track;
}
