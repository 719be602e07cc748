import { LID_SERVER, lidJid, lidUserFor, parseJid, pnJid, PN_SERVER } from '../jids.js';
export function deviceJid(device, addressing) {
    return addressing === 'lid' ? device.account.lidJid(device.id) : device.account.pnJid(device.id);
}
export class Account {
    phoneNumber;
    lidUser;
    devices = new Map();
    /** accounts it exchanged messages with: they hear about its device changes */
    contacts = new Set();
    pushName;
    /** the account's about (WhatsApp's "status" text) and when it was set (ms); a new account has WhatsApp's default */
    about = 'Hey there! I am using WhatsApp.';
    aboutSetAt = 0;
    /** the profile picture the account set, on the media host; null when it has none */
    picture = null;
    /** whether one of its devices said it is online, and when it last went offline (ms; 0: never seen) */
    online = false;
    lastSeen = 0;
    /** the accounts saved in its phone's address book: its "contacts" for privacy */
    savedContacts = new Set();
    /**
     * its privacy settings by WhatsApp's category (last, online, profile, status, readreceipts, messages); everyone
     * sees everything until the account changes it (WhatsApp's own defaults differ between accounts and years). Who may
     * add it to groups and who may call it are kept by the group and call servers.
     */
    privacy = {
        last: 'all',
        online: 'all',
        profile: 'all',
        status: 'all',
        readreceipts: 'all',
        messages: 'all',
    };
    /** a business account's profile; null for a personal account */
    business = null;
    /** the accounts it has blocked, with when (ms): their messages and calls do not reach it */
    blocked = new Map();
    nextDevice = 1;
    nextKeyIndex = 1;
    constructor(phoneNumber) {
        this.phoneNumber = phoneNumber;
        this.lidUser = lidUserFor(phoneNumber);
        this.pushName = `Phone ${phoneNumber}`;
    }
    get jid() {
        return pnJid(this.phoneNumber);
    }
    get lid() {
        return lidJid(this.lidUser);
    }
    /**
     * whether `viewer` may see what the privacy category `category` covers: everyone (`all`), the accounts saved in
     * the address book (`contacts`; `contact_blacklist` is contacts but the excluded, and this server keeps no
     * exclusions), nobody (`none`); the account itself always
     */
    shows(category, viewer) {
        if (viewer === this)
            return true;
        const value = this.privacy[category];
        if (value === 'all')
            return true;
        if (value === 'contacts' || value === 'contact_blacklist')
            return viewer !== undefined && this.savedContacts.has(viewer);
        return false;
    }
    /** the next companion slot: device ids and key indexes are never reused, like on WhatsApp */
    allocateDevice() {
        return { id: this.nextDevice++, keyIndex: this.nextKeyIndex++ };
    }
    companions() {
        return [...this.devices.values()].filter((d) => d.id !== 0);
    }
    pnJid(device = 0) {
        return pnJid(this.phoneNumber, device);
    }
    lidJid(device = 0) {
        return lidJid(this.lidUser, device);
    }
}
/** Every account on the server, by phone number and by LID. */
export class Accounts {
    byPhone = new Map();
    byLid = new Map();
    add(account) {
        this.byPhone.set(account.phoneNumber, account);
        this.byLid.set(account.lidUser, account);
    }
    get(phoneNumber) {
        return this.byPhone.get(phoneNumber);
    }
    all() {
        return [...this.byPhone.values()];
    }
    /** resolves PN and LID jids, with or without a device part */
    resolve(jid) {
        const parsed = parseJid(jid);
        if (!parsed)
            return undefined;
        if (parsed.server === PN_SERVER) {
            const account = this.byPhone.get(parsed.user);
            return account ? { account, device: parsed.device, addressing: 'pn' } : undefined;
        }
        if (parsed.server === LID_SERVER) {
            const account = this.byLid.get(parsed.user);
            return account ? { account, device: parsed.device, addressing: 'lid' } : undefined;
        }
        return undefined;
    }
    resolveDevice(jid) {
        const resolved = this.resolve(jid);
        return resolved?.account.devices.get(resolved.device);
    }
}
//# sourceMappingURL=accounts.js.map