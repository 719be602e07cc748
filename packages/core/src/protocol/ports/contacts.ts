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
}

export type PictureSize = 'preview' | 'full'
