import { type AuthenticationCreds, type SignalRepositoryWithLIDStore } from '@whiskeysockets/baileys';
import type { Account, DeviceRecord } from '../state/accounts.js';
/**
 * The phone's Signal identity, built on Baileys' own libsignal repository: its creds, its key store,
 * and the key pair that signs its companions' ADV identities.
 */
export declare class PhoneIdentity {
    readonly creds: AuthenticationCreds;
    readonly keys: import("@whiskeysockets/baileys").SignalKeyStoreWithTransaction;
    readonly repository: SignalRepositoryWithLIDStore;
    private nextPreKeyId;
    /** the key pair that signs companions' ADV identities: the phone's identity key */
    get accountKey(): {
        public: Uint8Array;
        private: Uint8Array;
    };
    /** what the server knows of the phone as device 0 of its account; its one-time prekeys arrive by upload */
    deviceRecord(account: Account, linkedAt: number): DeviceRecord;
    /** `count` new one-time prekeys, kept in the key store; the public halves go to the server */
    newPreKeys(count: number): Promise<{
        id: number;
        public: Uint8Array;
    }[]>;
}
