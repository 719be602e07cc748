import { areJidsSameUser, jidNormalizedUser } from '@whiskeysockets/baileys'
import type { MessageProtocolEvent, ReceiptState } from '../ports/messages.js'
import { noPhones, type PhoneOf } from './lid-directory.js'
import type { ParsedReceipt } from './wire/receipts.js'

type ReceiptEvent = Extract<MessageProtocolEvent, { type: 'message.receipt' }>

/**
 * The port events of one receipt stanza: one per message and state, each person once (by user, not device, in the
 * addressing WhatsApp named them in; a LID's phone number beside it when known). This
 * account's own devices are never recipients. A read or played receipt counts as delivered too, so a person's ticks
 * never skip a state whose receipt is missing or still to come (the engine's gatherer reports each state once).
 */
export function receiptEvents(
  { chatJid, receipts }: ParsedReceipt,
  isOwn: (jid: string) => boolean,
  now: number,
  phoneOf: PhoneOf = noPhones,
): ReceiptEvent[] {
  const events = new Map<string, ReceiptEvent>()
  const chat = jidNormalizedUser(chatJid)
  const add = (messageId: string, state: ReceiptState, from: string, at: number) => {
    const jid = jidNormalizedUser(from)
    const id = `${messageId} ${state}`
    const event = events.get(id) ?? {
      type: 'message.receipt',
      receipt: { messageId, chatJid: chat, state, recipients: [] },
    }
    events.set(id, event)
    const { recipients } = event.receipt
    const known = recipients.find((recipient) => recipient.jid === jid)
    const phoneJid = jid.endsWith('@lid') ? phoneOf(jid) : null
    if (!known) recipients.push(phoneJid ? { jid, phoneJid, at } : { jid, at })
    else known.at = Math.min(known.at, at)
  }
  for (const { messageId, jid, state, at } of receipts) {
    if (isOwn(jid)) continue
    if (state !== 'delivered') add(messageId, 'delivered', jid, at ?? now)
    add(messageId, state, jid, at ?? now)
  }
  return [...events.values()]
}

/** Whether `jid` is the account of `user` (Baileys' `socket.user`), by phone number or LID. */
export const isOwnJid = (user: { id?: string; lid?: string } | undefined, jid: string): boolean =>
  !!user && [user.id, user.lid].some((own) => own && areJidsSameUser(own, jid))
