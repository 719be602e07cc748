import { proto, type BinaryNode, type WAPatchCreate, type WAPatchName } from '@whiskeysockets/baileys';
import type { EventHub } from '../events.js';
import type { Logger } from '../log.js';
import type { Account } from '../state/accounts.js';
import type { Clock } from '../state/clock.js';
import type { PhoneLine } from './line.js';
/** one decrypted app-state mutation: its index (e.g. `['archive', jid]`) and its value */
export interface AppStateMutation {
    index: string[];
    value: proto.ISyncActionValue;
}
export interface PhoneAppStateDeps {
    account: Account;
    line: PhoneLine;
    events: EventHub;
    logger: Logger;
    clock: Clock;
    /** every mutation of every patch, the phone's own included, in version order */
    onMutation(mutation: AppStateMutation): void;
}
/**
 * The phone's side of app state: the sync key it shares with its companions, its own copy of each
 * collection (version and LTHash), syncing with the server when told a collection changed, and
 * uploading patches of its own. It checks every patch with Baileys' own decoder, MACs on, exactly
 * as a companion with `appStateMacVerification` does, so a patch the phone accepts is one Baileys
 * accepts.
 */
export declare class PhoneAppState {
    private readonly deps;
    /** the one sync key of this account, 6-byte id and 32-byte secret, as a phone generates it */
    private readonly keyId;
    private readonly keyData;
    private readonly keyTimestamp;
    private readonly states;
    /** syncs and uploads run one at a time, as Baileys' appStatePatchMutex does */
    private chain;
    constructor(deps: PhoneAppStateDeps);
    get keyIdBase64(): string;
    /** the key as a companion stores it (`app-state-sync-key`); `keyIndex`: the companion's ADV key index */
    keyDataFor(keyIndex: number): proto.Message.IAppStateSyncKeyData;
    /** the APP_STATE_SYNC_KEY_SHARE a phone sends a companion it linked */
    keyShare(keyIndex: number): proto.Message.IAppStateSyncKeyShare;
    /** catches up with the server on `name` (after a `server_sync`) */
    sync(name: WAPatchName): Promise<void>;
    /**
     * Uploads one change as the phone's patch: first sync, so it builds on the latest version, then
     * encode with Baileys' encodeSyncdPatch against the phone's LTHash, send, and apply it locally.
     */
    upload(change: WAPatchCreate): Promise<void>;
    private serialized;
    /** the phone's version of a collection */
    private version;
    private state;
    private getKey;
    private pull;
    private push;
    /** decodes patches in version order with every MAC checked, moves the collection on, and hands on their mutations */
    private apply;
    private invalid;
    private fault;
}
/** the `server_sync` notification's collection, if it names one */
export declare function serverSyncCollection(node: BinaryNode): WAPatchName | undefined;
