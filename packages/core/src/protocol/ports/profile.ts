import type { BusinessProfile } from './contacts.js'

/** The account's own profile, as WhatsApp serves it. */
export interface OwnProfile {
  /** The account's user JID. */
  jid: string
  lid: string | null
  /** The push name the account's devices set; null when none was. */
  name: string | null
  /** The about text; null when WhatsApp gives none. */
  about: string | null
  /** Where WhatsApp serves the account's profile picture; null when it has none. */
  pictureUrl: string | null
}

/**
 * The profile facet of a connection (`connection.profile`): the account's own name, about and picture, in
 * domain words. Every method rejects with a ProtocolError whose kind says what WhatsApp answered.
 */
export interface ProfilePort {
  read(): Promise<OwnProfile>
  /** Sets the push name, an app-state setting synced to the account's devices: it needs the app-state keys. */
  setName(name: string): Promise<void>
  setAbout(about: string): Promise<void>
  /**
   * Sets the account's picture from an image (any format the image library reads), cropped to a square and
   * resized as WhatsApp takes it; rejects with kind `invalid` when the bytes are not an image.
   */
  setPicture(image: Buffer): Promise<void>
  removePicture(): Promise<void>
  /** The account's own business profile; null for a personal account. */
  business(): Promise<BusinessProfile | null>
  /** Changes the fields given of the account's business profile; the others stay as they are. */
  setBusiness(changes: BusinessProfileChanges): Promise<void>
  /** The account's privacy settings as WhatsApp keeps them: WhatsApp's category names and values. */
  privacy(): Promise<PrivacySettings>
  /** Changes the categories given, one at a time, in the order given. */
  setPrivacy(changes: PrivacySettings): Promise<void>
}

/** WhatsApp's privacy categories: last seen, online, profile picture, about, read receipts, group adds, calls, messages, defense mode. */
export type PrivacyCategory =
  | 'last'
  | 'online'
  | 'profile'
  | 'status'
  | 'readreceipts'
  | 'groupadd'
  | 'calladd'
  | 'messages'
  | 'defense'

/** Each category's value, as WhatsApp names it (`all`, `contacts`, `contact_blacklist`, `none`, `match_last_seen`, `known`). */
export type PrivacySettings = Partial<Record<PrivacyCategory, string>>

/** Changes to a business profile: a field left out is unchanged; `websites` replaces the list. */
export interface BusinessProfileChanges {
  description?: string
  address?: string
  email?: string
  websites?: string[]
}
