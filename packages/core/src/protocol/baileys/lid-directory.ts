import { isLidUser, isPnUser, jidNormalizedUser } from '@whiskeysockets/baileys'

/** The most pairs a connection keeps; the oldest learnt goes first (a group of 1,024 members fills a tenth). */
const MAX_PAIRS = 10_000

/**
 * The phone number beside each LID this connection has heard of, without a query: from the messages it receives
 * (a LID-addressed group message names its sender both ways, `participant` and `participant_pn`), the groups it
 * reads (`<participant jid phone_number>`) and Baileys' own mapping updates. The inbound side reads it
 * synchronously to put the phone number beside a LID; a miss is only a missing phone number, never an error.
 */
export class LidDirectory {
  readonly #phoneOf = new Map<string, string>()
  readonly #lidOf = new Map<string, string>()

  /** Two JIDs of one person, in either order; pairs that are not a LID and a phone number are ignored. */
  learn(one: string | null | undefined, other: string | null | undefined): void {
    if (!one || !other) return
    const lid = isLidUser(one) ? one : isLidUser(other) ? other : null
    const pn = isPnUser(one) ? one : isPnUser(other) ? other : null
    if (!lid || !pn) return
    const lidUser = jidNormalizedUser(lid)
    const pnUser = jidNormalizedUser(pn)
    this.#phoneOf.delete(lidUser)
    this.#phoneOf.set(lidUser, pnUser)
    this.#lidOf.set(pnUser, lidUser)
    if (this.#phoneOf.size > MAX_PAIRS) {
      const [oldest, itsPhone] = this.#phoneOf.entries().next().value!
      this.#phoneOf.delete(oldest)
      if (this.#lidOf.get(itsPhone) === oldest) this.#lidOf.delete(itsPhone)
    }
  }

  /** The phone-number JID (no device) of `jid`: itself when it is one, the known one for a LID, else null. */
  phoneOf(jid: string | null | undefined): string | null {
    if (!jid) return null
    if (isPnUser(jid)) return jidNormalizedUser(jid)
    return isLidUser(jid) ? (this.#phoneOf.get(jidNormalizedUser(jid)) ?? null) : null
  }

  /** The LID (no device) of `jid`: itself when it is one, the known one for a phone number, else null. */
  lidOf(jid: string | null | undefined): string | null {
    if (!jid) return null
    if (isLidUser(jid)) return jidNormalizedUser(jid)
    return isPnUser(jid) ? (this.#lidOf.get(jidNormalizedUser(jid)) ?? null) : null
  }
}

/** What the inbound side reads of a directory: the phone number of a JID, when known. */
export type PhoneOf = (jid: string | null | undefined) => string | null

export const noPhones: PhoneOf = (jid) => (jid && isPnUser(jid) ? jidNormalizedUser(jid) : null)
