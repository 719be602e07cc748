import { ALL_WA_PATCH_NAMES } from '@whiskeysockets/baileys';
/** one of the collections WhatsApp keeps per account */
export function isAppStateCollection(name) {
    return ALL_WA_PATCH_NAMES.includes(name ?? '');
}
/** One app-state collection of an account: patches the server stores and numbers, never decrypts. */
export class AppStateCollection {
    name;
    /** patch `n` (1-based) is at index n-1, encoded with its version stamped in */
    patches = [];
    constructor(name) {
        this.name = name;
    }
    /** each patch moves the collection on by one: its version is how many it holds */
    get version() {
        return this.patches.length;
    }
}
/** The w:sync:app:state store: per account, per collection name. */
export class AppState {
    byAccount = new Map();
    /** each device's last sync request per collection, to see a client that asks the same again and again */
    lastSync = new WeakMap();
    /** a collection nothing was written to yet is empty at version 0 */
    collection(account, name) {
        let collections = this.byAccount.get(account);
        if (!collections) {
            collections = new Map();
            this.byAccount.set(account, collections);
        }
        let collection = collections.get(name);
        if (!collection) {
            collection = new AppStateCollection(name);
            collections.set(name, collection);
        }
        return collection;
    }
    /** the patches after `version`, oldest first */
    patchesAfter(account, name, version) {
        return this.collection(account, name).patches.slice(Math.max(0, version));
    }
    /** stores `encode(next version)` as the collection's next patch and answers that version */
    append(account, name, encode) {
        const collection = this.collection(account, name);
        const version = collection.version + 1;
        collection.patches.push({ version, patch: encode(version) });
        return version;
    }
    /**
     * Records that `device` asked for `name` from version `held`, and answers how many times in a row
     * it asked exactly that while the collection stayed where it is, not counting the requests a
     * `server_sync` told it to make (several of them can arrive for changes one sync already fetched).
     */
    noteSync(device, name, held) {
        const server = this.collection(device.account, name).version;
        const track = this.track(device, name);
        if (track.held === held && track.server === server) {
            if (track.nudges > 0)
                track.nudges--;
            else
                track.times++;
        }
        else {
            Object.assign(track, { held, server, times: 1 });
        }
        return track.times;
    }
    /** the server told `device` to sync `name` */
    noteNudge(device, name) {
        this.track(device, name).nudges++;
    }
    track(device, name) {
        let byName = this.lastSync.get(device);
        if (!byName) {
            byName = new Map();
            this.lastSync.set(device, byName);
        }
        let track = byName.get(name);
        if (!track) {
            track = { held: -1, server: -1, times: 0, nudges: 0 };
            byName.set(name, track);
        }
        return track;
    }
}
//# sourceMappingURL=app-state.js.map