import {
  type BinaryNode,
  getBinaryNodeChild,
  getBinaryNodeChildren,
  isJidGroup,
  isJidStatusBroadcast,
} from '@whiskeysockets/baileys'
import type { ReceiptState } from '../../ports/messages.js'

/**
 * A `<receipt>` stanza, the state of this account's messages as their recipients report it; unverified against
 * WhatsApp itself. Two forms:
 *
 * - per device: `<receipt from id t [type] [participant] [recipient]>[<list><item id/>…</list>]</receipt>`, `from`
 *   the person's device in a 1:1 chat, the group (or status broadcast) with the member's device in `participant`
 *   otherwise (whatsmeow receipt.go parseReceipt, whatsapp-rust src/receipt.rs handle_receipt, Baileys
 *   Socket/messages-recv.js handleReceipt);
 * - aggregated, a group's receipts gathered over several people with no `participant`:
 *   `<receipt from=<group> id t [type]><participants key|message_id><user jid t [type]/>…</participants></receipt>`
 *   (whatsmeow receipt.go handleGroupedReceipt reads `key`; whatsapp-rust wacore/src/stanza/receipt.rs
 *   parse_participants reads `message_id` first, and a `<user>`'s own `type` and `t` before the stanza's).
 *
 * The engine reads them here rather than from Baileys' events: Baileys (7.0.0-rc14) keeps one status per message in
 * its event buffer (Utils/event-buffer.js, `Object.assign` of each update), so a delivery followed within one buffer
 * by the account's own phone's `sender` receipt (SERVER_ACK) is overwritten and lost; and it drops the aggregated form.
 */

/**
 * The receipt types that mean a state of the sender's message (whatsmeow types/presence.go, whatsapp-rust
 * wacore/src/types/presence.rs), no type being a delivery. `sender`, `retry`, `read-self` and the like are about
 * this account's own devices. `inactive` is not one either: whatsmeow (receipt.go SetForceActiveDeliveryReceipts) says
 * WhatsApp's apps do not show it as delivered, and Baileys ignores it too.
 */
const states: Record<string, ReceiptState> = {
  '': 'delivered',
  delivery: 'delivered',
  read: 'read',
  played: 'played',
}

export interface PersonReceipt {
  messageId: string
  /** Who reported it, as WhatsApp named them: a device JID in the per-device form, a LID in a LID-addressed group. */
  jid: string
  state: ReceiptState
  /** ms; null when the stanza named no time */
  at: number | null
}

export interface ParsedReceipt {
  /** The chat of the messages: the person's JID (a device's, as sent) in a 1:1 chat, else the group or broadcast. */
  chatJid: string
  receipts: PersonReceipt[]
}

const msOf = (seconds: string | undefined): number | null => (Number(seconds) > 0 ? Number(seconds) * 1000 : null)

/** The people's receipts `node` carries; null when it states nothing about a message of this account. */
export function parseReceipt(node: BinaryNode): ParsedReceipt | null {
  const { from, id, participant, type, t } = node.attrs
  if (!from) return null
  const groups = getBinaryNodeChildren(node, 'participants')
  if (groups.length && !participant) {
    const receipts: PersonReceipt[] = []
    for (const participants of groups) {
      const messageId = participants.attrs.message_id ?? participants.attrs.key ?? id
      for (const user of getBinaryNodeChildren(participants, 'user')) {
        const state = states[user.attrs.type ?? type ?? '']
        if (!messageId || !user.attrs.jid || !state) continue
        receipts.push({ messageId, jid: user.attrs.jid, state, at: msOf(user.attrs.t ?? t) })
      }
    }
    return receipts.length ? { chatJid: from, receipts } : null
  }
  const state = states[type ?? '']
  const person = isJidGroup(from) || isJidStatusBroadcast(from) ? participant : from
  if (!state || !id || !person) return null
  const ids = [id, ...getBinaryNodeChildren(getBinaryNodeChild(node, 'list'), 'item').map((item) => item.attrs.id)]
  return {
    chatJid: from,
    receipts: ids.flatMap((messageId) => (messageId ? [{ messageId, jid: person, state, at: msOf(t) }] : [])),
  }
}
