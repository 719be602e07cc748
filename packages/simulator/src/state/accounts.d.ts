import type { PreKeyPool } from './prekey-pool.js';
export interface SignedPreKeyRecord {
    keyId: number;
    public: Buffer;
    signature: Buffer;
}
/** What the server knows about one device of an account: its key bundle and the noise key it logs in with. */
/**
 * A profile picture as the server keeps it: an id that changes with each new picture, and where each size is
 * served (unencrypted, as WhatsApp's pps hosts serve them).
 */
export interface ProfilePicture {
    id: string;
    image: {
        url: string;
        directPath: string;
    };
    preview: {
        url: string;
        directPath: string;
    };
}
/** A business account's profile, as the server serves it (`w:biz`); a personal account has none. */
export interface BusinessProfile {
    description: string;
    /** WhatsApp's category id and its name */
    category: {
        id: string;
        name: string;
    } | null;
    email: string | null;
    /** WhatsApp keeps up to two */
    websites: string[];
    address: string | null;
}
export interface DeviceRecord {
    account: Account;
    id: number;
    /** ADV key index; 0 for the phone itself */
    keyIndex: number;
    registrationId: number;
    identityKey: Buffer;
    signedPreKey: SignedPreKeyRecord;
    /** one-time prekeys still on the server; a key fetch hands one out and deletes it */
    preKeys: PreKeyPool;
    /** companions only: the noise key that must sign in as this device */
    noiseKey?: Buffer;
    platform: string;
    linkedAt: number;
    /** a fresh companion still waits for its history sync from the phone */
    initialSyncPending: boolean;
}
export declare function deviceJid(device: DeviceRecord, addressing: 'pn' | 'lid'): string;
export declare class Account {
    readonly phoneNumber: string;
    readonly lidUser: string;
    readonly devices: Map<number, DeviceRecord>;
    /** accounts it exchanged messages with: they hear about its device changes */
    readonly contacts: Set<Account>;
    pushName: string;
    /** the account's about (WhatsApp's "status" text) and when it was set (ms); a new account has WhatsApp's default */
    about: string;
    aboutSetAt: number;
    /** the profile picture the account set, on the media host; null when it has none */
    picture: ProfilePicture | null;
    /** whether one of its devices said it is online, and when it last went offline (ms; 0: never seen) */
    online: boolean;
    lastSeen: number;
    /** the accounts saved in its phone's address book: its "contacts" for privacy */
    readonly savedContacts: Set<Account>;
    /**
     * its privacy settings by WhatsApp's category (last, online, profile, status, readreceipts, messages); everyone
     * sees everything until the account changes it (WhatsApp's own defaults differ between accounts and years). Who may
     * add it to groups and who may call it are kept by the group and call servers.
     */
    readonly privacy: Record<string, string>;
    /** a business account's profile; null for a personal account */
    business: BusinessProfile | null;
    /** the accounts it has blocked, with when (ms): their messages and calls do not reach it */
    readonly blocked: Map<Account, number>;
    private nextDevice;
    private nextKeyIndex;
    constructor(phoneNumber: string);
    get jid(): string;
    get lid(): string;
    /**
     * whether `viewer` may see what the privacy category `category` covers: everyone (`all`), the accounts saved in
     * the address book (`contacts`; `contact_blacklist` is contacts but the excluded, and this server keeps no
     * exclusions), nobody (`none`); the account itself always
     */
    shows(category: 'last' | 'profile' | 'status', viewer: Account | undefined): boolean;
    /** the next companion slot: device ids and key indexes are never reused, like on WhatsApp */
    allocateDevice(): {
        id: number;
        keyIndex: number;
    };
    companions(): DeviceRecord[];
    pnJid(device?: number): string;
    lidJid(device?: number): string;
}
export interface ResolvedJid {
    account: Account;
    device: number;
    addressing: 'pn' | 'lid';
}
/** Every account on the server, by phone number and by LID. */
export declare class Accounts {
    private readonly byPhone;
    private readonly byLid;
    add(account: Account): void;
    get(phoneNumber: string): Account | undefined;
    all(): Account[];
    /** resolves PN and LID jids, with or without a device part */
    resolve(jid: string | undefined): ResolvedJid | undefined;
    resolveDevice(jid: string | undefined): DeviceRecord | undefined;
}
