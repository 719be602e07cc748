/** What WhatsApp answered for one phone number asked about. */
export interface NumberCheck {
  /** The number as asked: E.164 digits without the "+". */
  phoneNumber: string
  exists: boolean
  /** The account's user JID; null when the number is not on WhatsApp. */
  jid: string | null
  /** The account's LID, when WhatsApp gave it with the answer; null otherwise. */
  lid: string | null
}

/**
 * The contacts facet of a connection (`connection.contacts`): questions about people, in domain words, never
 * Baileys types. Every method rejects with a ProtocolError whose kind says what WhatsApp answered.
 */
export interface ContactsPort {
  /**
   * Asks WhatsApp in one query whether each number has an account, and its LID. One answer per number, in the
   * order asked; a number WhatsApp left out of its answer is reported as not on WhatsApp.
   */
  checkNumbers(phoneNumbers: readonly string[]): Promise<NumberCheck[]>
  /**
   * Where a person's profile picture is served (`preview`: WhatsApp's small thumbnail; `full`: the image); null
   * when they have none or their privacy settings hide it from this account (WhatsApp does not say which).
   */
  pictureUrl(jid: string, size: PictureSize): Promise<string | null>
  /** The people the account has blocked, as WhatsApp lists them (user JIDs or LIDs). */
  blocklist(): Promise<string[]>
  /**
   * Blocks or unblocks a person. WhatsApp names the person by LID, and by phone number too when blocking: rejects
   * with kind `invalid` when the person is not on WhatsApp or the session does not know the form it needs.
   * Answers the person's JIDs.
   */
  setBlocked(jid: string, blocked: boolean): Promise<PersonIds>
  /**
   * Each person's phone-number JID and LID, in order, each null when WhatsApp has not told the session; a phone
   * number whose LID is not known yet is asked about (one query for all of them).
   */
  identify(jids: readonly string[]): Promise<PersonIds[]>
}

export interface PersonIds {
  phoneJid: string | null
  lid: string | null
}

export type PictureSize = 'preview' | 'full'
