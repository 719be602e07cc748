import { withBallot } from '../messages/polls.js'
import type { MessageStatus, ReceiptState } from '../protocol/ports/messages.js'
import type { MessageChange } from './history-changes.js'
import type { StoredMessage } from './types.js'

/** The status order: a message only moves forward, and `failed` only from where nothing came back yet. */
const rank: Record<MessageStatus, number> = { pending: 0, failed: 1, sent: 1, delivered: 2, read: 3, played: 4 }

const states: ReceiptState[] = ['delivered', 'read', 'played']

/** The message with a status it reached and the recipients who reported it. */
function withStatus(
  message: StoredMessage,
  status: MessageStatus,
  recipients: { jid: string; phoneJid?: string; at: number }[],
): StoredMessage {
  const current = message.status
  const next =
    current === null || rank[status] > rank[current] || (status === 'failed' && rank[current] <= 1) ? status : current
  if (!states.includes(status as ReceiptState) || recipients.length === 0) return { ...message, status: next }
  const receipts = message.receipts.map((receipt) => ({ ...receipt }))
  const field = `${status as ReceiptState}At` as 'deliveredAt' | 'readAt' | 'playedAt'
  for (const { jid, phoneJid, at } of recipients) {
    let receipt = receipts.find((entry) => entry.jid === jid)
    if (!receipt) {
      receipt = { jid, ...(phoneJid ? { phoneJid } : {}), deliveredAt: null, readAt: null, playedAt: null }
      receipts.push(receipt)
    }
    receipt[field] ??= at
  }
  return { ...message, status: next, receipts }
}

/** A stored message as one change to it leaves it: a receipt, a reaction, an edit, a pin, a vote, a deletion or a star. */
export function changedMessage(message: StoredMessage, change: MessageChange): StoredMessage {
  switch (change.kind) {
    case 'status':
      return withStatus(message, change.status, change.recipients)
    case 'reaction': {
      const others = (message.reactions ?? []).filter((reaction) => reaction.from !== change.from)
      const reactions =
        change.emoji === '' ? others : [...others, { from: change.from, emoji: change.emoji, timestamp: change.at }]
      return { ...message, reactions }
    }
    case 'edit':
      return {
        ...message,
        ...(message.type === 'text' ? { text: change.text } : { caption: change.text }),
        edits: [...(message.edits ?? []), { text: change.text, editedAt: change.at }],
      }
    case 'deleted':
      return {
        ...message,
        // Gone from the account's devices, it is no longer among the chat's starred messages.
        ...(change.forEveryone ? {} : { starred: false }),
        text: null,
        caption: null,
        location: null,
        contacts: null,
        media: null,
        quoted: null,
        mentions: [],
        mentionsPhoneJids: [],
        edits: [],
        poll: null,
        message: null,
        deleted: { forEveryone: change.forEveryone, fromMe: change.fromMe, deletedAt: change.at },
      }
    case 'star':
      return { ...message, starred: change.starred }
    case 'poll-secret':
      return message.poll ? { ...message, poll: { ...message.poll, secret: change.secret } } : message
    case 'poll-vote':
      return message.poll
        ? {
            ...message,
            poll: {
              ...message.poll,
              ballots: withBallot(message.poll.ballots, {
                voter: change.voter,
                selected: change.selected,
                at: change.at,
              }),
            },
          }
        : message
    case 'media':
      // A message deleted before its file was kept stays without it.
      if (!message.media) return message
      return change.media
        ? { ...message, media: { ...message.media, ...change.media } }
        : { ...message, media: { ...message.media, error: change.error ?? 'not kept' } }
    case 'pin':
      return { ...message, pinned: { pinned: change.pinned, by: change.from, expiresAt: change.expiresAt } }
  }
}
