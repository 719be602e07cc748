import { LID_SERVER, lidJid, lidUserFor, parseJid, pnJid, PN_SERVER } from '../jids.js'
import type { PreKeyPool } from './prekey-pool.js'

export interface SignedPreKeyRecord {
  keyId: number
  public: Buffer
  signature: Buffer
}

/** What the server knows about one device of an account: its key bundle and the noise key it logs in with. */
/**
 * A profile picture as the server keeps it: an id that changes with each new picture, and where each size is
 * served (unencrypted, as WhatsApp's pps hosts serve them).
 */
export interface ProfilePicture {
  id: string
  image: { url: string; directPath: string }
  preview: { url: string; directPath: string }
}

/** A business account's profile, as the server serves it (`w:biz`); a personal account has none. */
export interface BusinessProfile {
  description: string
  /** WhatsApp's category id and its name */
  category: { id: string; name: string } | null
  email: string | null
  /** WhatsApp keeps up to two */
  websites: string[]
  address: string | null
}

export interface DeviceRecord {
  account: Account
  id: number
  /** ADV key index; 0 for the phone itself */
  keyIndex: number
  registrationId: number
  identityKey: Buffer
  signedPreKey: SignedPreKeyRecord
  /** one-time prekeys still on the server; a key fetch hands one out and deletes it */
  preKeys: PreKeyPool
  /** companions only: the noise key that must sign in as this device */
  noiseKey?: Buffer
  platform: string
  linkedAt: number
  /** a fresh companion still waits for its history sync from the phone */
  initialSyncPending: boolean
}

export function deviceJid(device: DeviceRecord, addressing: 'pn' | 'lid'): string {
  return addressing === 'lid' ? device.account.lidJid(device.id) : device.account.pnJid(device.id)
}

export class Account {
  readonly lidUser: string
  readonly devices = new Map<number, DeviceRecord>()
  /** accounts it exchanged messages with: they hear about its device changes */
  readonly contacts = new Set<Account>()
  pushName: string
  /** the account's about (WhatsApp's "status" text) and when it was set (ms); a new account has WhatsApp's default */
  about = 'Hey there! I am using WhatsApp.'
  aboutSetAt = 0
  /** the profile picture the account set, on the media host; null when it has none */
  picture: ProfilePicture | null = null
  /** whether one of its devices said it is online, and when it last went offline (ms; 0: never seen) */
  online = false
  lastSeen = 0
  /** the accounts saved in its phone's address book: its "contacts" for privacy */
  readonly savedContacts = new Set<Account>()
  /**
   * its privacy settings by WhatsApp's category (last, online, profile, status, readreceipts, messages, defense); everyone
   * sees everything until the account changes it (WhatsApp's own defaults differ between accounts and years). Who may
   * add it to groups and who may call it are kept by the group and call servers.
   */
  readonly privacy: Record<string, string> = {
    last: 'all',
    online: 'all',
    profile: 'all',
    status: 'all',
    readreceipts: 'all',
    messages: 'all',
    // defense mode, as WhatsApp answers it (whatsapp-rust wacore/src/iq/privacy.rs's GET response: `off`)
    defense: 'off',
  }
  /** a business account's profile; null for a personal account */
  business: BusinessProfile | null = null
  /** the accounts it has blocked, with when (ms): their messages and calls do not reach it */
  readonly blocked = new Map<Account, number>()
  private nextDevice = 1
  private nextKeyIndex = 1

  constructor(readonly phoneNumber: string) {
    this.lidUser = lidUserFor(phoneNumber)
    this.pushName = `Phone ${phoneNumber}`
  }

  get jid(): string {
    return pnJid(this.phoneNumber)
  }

  get lid(): string {
    return lidJid(this.lidUser)
  }

  /**
   * whether `viewer` may see what the privacy category `category` covers: everyone (`all`), the accounts saved in
   * the address book (`contacts`; `contact_blacklist` is contacts but the excluded, and this server keeps no
   * exclusions), nobody (`none`); the account itself always
   */
  shows(category: 'last' | 'profile' | 'status', viewer: Account | undefined): boolean {
    if (viewer === this) return true
    const value = this.privacy[category]
    if (value === 'all') return true
    if (value === 'contacts' || value === 'contact_blacklist')
      return viewer !== undefined && this.savedContacts.has(viewer)
    return false
  }

  /** the next companion slot: device ids and key indexes are never reused, like on WhatsApp */
  allocateDevice(): { id: number; keyIndex: number } {
    return { id: this.nextDevice++, keyIndex: this.nextKeyIndex++ }
  }

  companions(): DeviceRecord[] {
    return [...this.devices.values()].filter((d) => d.id !== 0)
  }

  pnJid(device = 0): string {
    return pnJid(this.phoneNumber, device)
  }

  lidJid(device = 0): string {
    return lidJid(this.lidUser, device)
  }
}

export interface ResolvedJid {
  account: Account
  device: number
  addressing: 'pn' | 'lid'
}

/** Every account on the server, by phone number and by LID. */
export class Accounts {
  private readonly byPhone = new Map<string, Account>()
  private readonly byLid = new Map<string, Account>()

  add(account: Account): void {
    this.byPhone.set(account.phoneNumber, account)
    this.byLid.set(account.lidUser, account)
  }

  get(phoneNumber: string): Account | undefined {
    return this.byPhone.get(phoneNumber)
  }

  all(): Account[] {
    return [...this.byPhone.values()]
  }

  /** resolves PN and LID jids, with or without a device part */
  resolve(jid: string | undefined): ResolvedJid | undefined {
    const parsed = parseJid(jid)
    if (!parsed) return undefined
    if (parsed.server === PN_SERVER) {
      const account = this.byPhone.get(parsed.user)
      return account ? { account, device: parsed.device, addressing: 'pn' } : undefined
    }
    if (parsed.server === LID_SERVER) {
      const account = this.byLid.get(parsed.user)
      return account ? { account, device: parsed.device, addressing: 'lid' } : undefined
    }
    return undefined
  }

  resolveDevice(jid: string | undefined): DeviceRecord | undefined {
    const resolved = this.resolve(jid)
    return resolved?.account.devices.get(resolved.device)
  }
}
