import type { MessageStatus } from '../protocol/ports/messages.js'
import type { StoredChat, StoredMessage } from './types.js'

/** One change the store applies: what the services feed it, in the port's terms (times in ms). */
export type HistoryChange =
  /**
   * A message sent or received; one already stored keeps its record. `unread`: it counts as unread. `arrival`:
   * when the engine took it in, unique and increasing (it orders the messages of one WhatsApp second).
   */
  | { kind: 'message'; message: StoredMessage; unread: boolean; arrival: number }
  /** A status the session's own message reached, with the recipients who reported it (none for sent / failed). */
  | {
      kind: 'status'
      chatJid: string
      messageId: string
      status: MessageStatus
      recipients: { jid: string; phoneJid?: string; at: number }[]
    }
  /** A reaction to a stored message: it replaces the person's earlier one; "" removes it. */
  | { kind: 'reaction'; chatJid: string; messageId: string; from: string; emoji: string; at: number }
  /** A stored message deleted, for everyone or for the account's devices: its content goes. */
  | { kind: 'deleted'; chatJid: string; messageId: string; forEveryone: boolean; fromMe: boolean; at: number }
  /** A stored message starred or unstarred by the account. */
  | { kind: 'star'; chatJid: string; messageId: string; starred: boolean }
  /** A stored message pinned in its chat (until `expiresAt`, ms) or unpinned, by `from`. */
  | { kind: 'pin'; chatJid: string; messageId: string; pinned: boolean; from: string; expiresAt: number | null }
  /** The secret of a poll the session sent, which its votes are encrypted with. */
  | { kind: 'poll-secret'; chatJid: string; messageId: string; secret: string }
  /** A voter's latest vote on a stored poll: the options chosen, by name (none takes their vote back). */
  | { kind: 'poll-vote'; chatJid: string; messageId: string; voter: string; selected: string[]; at: number }
  /** The file of a stored message kept by the engine (`media`), or why it was not (`error`). */
  | {
      kind: 'media'
      chatJid: string
      messageId: string
      media: { id: string; sha256: string; mimetype: string; size: number } | null
      error: string | null
    }
  /** An edit of a stored message's text or caption. */
  | { kind: 'edit'; chatJid: string; messageId: string; text: string; at: number }
  /** A chat's state as the phone or a history sync describes it; absent fields stay as they are. */
  | {
      kind: 'chat'
      chatJid: string
      state: Partial<Pick<StoredChat, 'name' | 'unreadCount' | 'archived' | 'pinned' | 'mutedUntil' | 'locked'>>
      /** A newer activity than the chat's own: a history sync's. */
      activityAt?: number
    }
  /** WhatsApp's clear: the messages go, the chat stays, and so do its starred messages when `keepStarred`. */
  | { kind: 'clear'; chatJid: string; keepStarred: boolean }
  /** WhatsApp's delete: the chat and every message go. */
  | { kind: 'delete'; chatJid: string }

/** A change to a message already stored (a receipt, a reaction, an edit, a pin, a vote, a deletion or a star). */
export type MessageChange = Extract<HistoryChange, { messageId: string }>

/** The changes to a message already stored: applied after the batch's new messages, never making a chat. */
export const isMessageChange = (change: HistoryChange): change is MessageChange =>
  change.kind === 'status' ||
  change.kind === 'reaction' ||
  change.kind === 'edit' ||
  change.kind === 'pin' ||
  change.kind === 'poll-secret' ||
  change.kind === 'poll-vote' ||
  change.kind === 'deleted' ||
  change.kind === 'star' ||
  change.kind === 'media'

export const chatOf = (change: HistoryChange): string =>
  change.kind === 'message' ? change.message.chatJid : change.chatJid

/** A change queued for a session. */
export interface QueuedChange {
  sessionId: string
  change: HistoryChange
}

/**
 * Queued changes of any sessions as rounds to apply one after another: each session's changes in the order
 * queued, cut before and after each clear or delete (a run's changes to messages are applied after its other
 * changes, which must not move a star or unstar across a clear); round `n` holds the `n`th run of every session.
 * A flush of many sessions is then one round, written by one batch of store writes instead of one per session.
 */
export function roundsOf(queued: QueuedChange[]): QueuedChange[][] {
  const runs = new Map<string, QueuedChange[][]>()
  for (const entry of queued) {
    let own = runs.get(entry.sessionId)
    if (!own) {
      own = [[]]
      runs.set(entry.sessionId, own)
    }
    if (entry.change.kind === 'clear' || entry.change.kind === 'delete') {
      if (own.at(-1)!.length > 0) own.push([])
      own.at(-1)!.push(entry)
      own.push([])
    } else own.at(-1)!.push(entry)
  }
  const rounds: QueuedChange[][] = []
  for (const own of runs.values())
    own
      .filter((run) => run.length > 0)
      .forEach((run, index) => {
        rounds[index] ??= []
        rounds[index].push(...run)
      })
  return rounds
}
