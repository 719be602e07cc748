import { createHash } from 'node:crypto'

/**
 * What a send made under an Idempotency-Key carries instead of random values, derived from the key's scope digest
 * (operations/idempotency-scope.ts): a retry whose first attempt reached WhatsApp but whose answer was lost (the
 * node died between WhatsApp's ack and storing it) sends the same message id, which the recipient's client already
 * holds, and a poll the same secret, so the votes of whichever copy the phone kept decrypt.
 */
export interface DerivedSend {
  /** Shaped as Baileys' own (Utils/generics.js generateMessageIDV2): `3EB0` and 18 uppercase hex digits. */
  messageId: string
  pollSecret: Uint8Array
}

export function derivedSend(scopeId: string): DerivedSend {
  const digest = (purpose: string) => createHash('sha256').update(`${purpose}\u0000${scopeId}`).digest()
  return {
    messageId: `3EB0${digest('message-id').toString('hex').slice(0, 18).toUpperCase()}`,
    pollSecret: digest('poll-secret'),
  }
}
