import { withBallot } from '../messages/polls.js'
import type { Collection, Store } from '../store/store.js'
import {
  activityKey,
  activityPrefix,
  ageBound,
  ageKey,
  agePrefix,
  bucketOf,
  bucketsFor,
  chatIdsPrefix,
  chatKey,
  historyPrefix,
  idKey,
  messageKey,
  parseAgeKey,
  positionOf,
  starKey,
  starPrefix,
} from './keys.js'
import type { ChatKind, StoredChat, StoredMessage } from './types.js'
import type { MessageStatus, ReceiptState } from '../protocol/ports/messages.js'

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
      recipients: { jid: string; at: number }[]
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

export interface HistoryLimits {
  /** Messages kept per chat: a write past it drops the chat's oldest. */
  maxMessagesPerChat: number
}

/** The status order: a message only moves forward, and `failed` only from where nothing came back yet. */
const rank: Record<MessageStatus, number> = { pending: 0, failed: 1, sent: 1, delivered: 2, read: 3, played: 4 }

/** The changes to a message already stored: applied after the batch's new messages, never making a chat. */
const onMessage = (change: HistoryChange): change is Extract<HistoryChange, { messageId: string }> =>
  change.kind === 'status' ||
  change.kind === 'reaction' ||
  change.kind === 'edit' ||
  change.kind === 'pin' ||
  change.kind === 'poll-secret' ||
  change.kind === 'poll-vote' ||
  change.kind === 'deleted' ||
  change.kind === 'star'

const chatOf = (change: HistoryChange): string => (change.kind === 'message' ? change.message.chatJid : change.chatJid)

export const kindOf = (jid: string): ChatKind =>
  jid.endsWith('@g.us') ? 'group' : jid.endsWith('@newsletter') ? 'channel' : 'user'

const emptyChat = (jid: string): StoredChat => ({
  jid,
  name: null,
  kind: kindOf(jid),
  unreadCount: 0,
  lastMessage: null,
  archived: false,
  pinned: false,
  mutedUntil: null,
  locked: false,
  lastActivityAt: 0,
  messageCount: 0,
})

const bucketOfChat = (chat: StoredChat): string =>
  bucketOf({ archived: chat.archived, unread: chat.unreadCount !== 0, kind: chat.kind })

export interface ChatFilter {
  archived?: boolean
  unread?: boolean
  kind?: ChatKind
}

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

/** Where a change's chat is, and the key of its record, which names it across sessions. */
interface ChatPlace {
  sessionId: string
  jid: string
}

/**
 * The message store on the project's storage layer (keys.ts): every read is one ordered range or a few point
 * reads, never a walk of a chat's history; every write is one setMany and one deleteMany per collection and
 * round of changes, whatever the number of sessions in it (a clear or delete is a round of its own).
 * Rounds that hold changes of the same session must not run concurrently (the service applies them one after
 * another).
 */
export class MessageHistory {
  readonly #chats: Collection
  readonly #messages: Collection

  constructor(store: Store) {
    this.#chats = store.collection('chats')
    this.#messages = store.collection('messages')
  }

  /** One session's changes, in the order given. */
  async apply(sessionId: string, changes: HistoryChange[], limits: HistoryLimits): Promise<void> {
    for (const round of roundsOf(changes.map((change) => ({ sessionId, change })))) await this.applyRound(round, limits)
  }

  /** One round of `roundsOf`: the changes of each session in it are a run, which it applies as a whole. */
  async applyRound(round: QueuedChange[], limits: HistoryLimits): Promise<void> {
    const places = new Map<string, ChatPlace>()
    const placeOf = ({ sessionId, change }: QueuedChange): string => {
      const jid = chatOf(change)
      const key = chatKey(sessionId, jid)
      if (!places.has(key)) places.set(key, { sessionId, jid })
      return key
    }
    for (const entry of round) placeOf(entry)
    const refs = [...places.keys()]
    const loaded = await this.#chats.getMany<StoredChat>(refs)
    const before = new Map(refs.map((ref, i) => [ref, loaded[i] ?? null]))
    const chats = new Map(refs.map((ref, i) => [ref, structuredClone(loaded[i]) ?? emptyChat(places.get(ref)!.jid)]))
    const removed = new Set<string>()
    const cleared = new Set<string>()

    // What is stored of the messages this round names: their positions by id.
    const named = round.flatMap(({ sessionId, change }) =>
      change.kind === 'message'
        ? [idKey(sessionId, change.message.chatJid, change.message.id)]
        : onMessage(change)
          ? [idKey(sessionId, change.chatJid, change.messageId)]
          : [],
    )
    const uniqueNamed = [...new Set(named)]
    const positions = new Map<string, string>()
    const storedPositions = await this.#messages.getMany<string>(uniqueNamed)
    uniqueNamed.forEach((key, i) => {
      if (storedPositions[i]) positions.set(key, storedPositions[i])
    })
    const statusTargets = [
      ...new Set(
        round.flatMap(({ sessionId, change }) => {
          if (!onMessage(change)) return []
          const position = positions.get(idKey(sessionId, change.chatJid, change.messageId))
          return position ? [messageKey(sessionId, change.chatJid, position)] : []
        }),
      ),
    ]
    const targetValues = await this.#messages.getMany<StoredMessage>(statusTargets)
    const messages = new Map<string, StoredMessage>()
    statusTargets.forEach((key, i) => {
      if (targetValues[i]) messages.set(key, targetValues[i])
    })
    const messageWrites = new Map<string, unknown>()
    const messageDeletes = new Set<string>()

    // A receipt (or a reaction) can be queued before its message: the send's event waits on the durable sinks,
    // the receipt does not.
    const ordered = [
      ...round.filter(({ change }) => !onMessage(change)),
      ...round.filter(({ change }) => onMessage(change)),
    ]
    for (const entry of ordered) {
      const { sessionId, change } = entry
      const ref = placeOf(entry)
      const chat = chats.get(ref)!
      if (onMessage(change)) {
        const position = positions.get(idKey(sessionId, change.chatJid, change.messageId))
        const key = position ? messageKey(sessionId, change.chatJid, position) : null
        const message = key ? messages.get(key) : undefined
        // A change to a message the store does not hold (never stored, trimmed, or swept) has nothing to change.
        if (position && key && message) {
          const updated = changedMessage(message, change)
          messages.set(key, updated)
          messageWrites.set(key, updated)
          // Only a star, or a deletion for me (which unstars), moves the chat's star index.
          const starred =
            change.kind === 'star' ? change.starred : change.kind === 'deleted' && !change.forEveryone ? false : null
          if (starred !== null) {
            const star = starKey(sessionId, change.chatJid, position)
            if (starred) {
              messageWrites.set(star, 1)
              messageDeletes.delete(star)
            } else {
              messageWrites.delete(star)
              messageDeletes.add(star)
            }
          }
        }
      }
      switch (change.kind) {
        case 'message': {
          const { message } = change
          const idEntry = idKey(sessionId, message.chatJid, message.id)
          if (positions.has(idEntry)) break
          const position = positionOf(message.timestamp, change.arrival, message.id)
          positions.set(idEntry, position)
          const key = messageKey(sessionId, message.chatJid, position)
          messages.set(key, message)
          messageWrites.set(key, message)
          messageWrites.set(idEntry, position)
          messageWrites.set(ageKey(sessionId, message.chatJid, position), 1)
          chat.messageCount += 1
          if (change.unread) chat.unreadCount = chat.unreadCount < 0 ? 1 : chat.unreadCount + 1
          if (!chat.name && !message.fromMe && chat.kind === 'user' && message.pushName) chat.name = message.pushName
          if (!chat.lastMessage || chat.lastMessage.timestamp <= message.timestamp)
            chat.lastMessage = {
              id: message.id,
              fromMe: message.fromMe,
              participant: message.participant,
              timestamp: message.timestamp,
            }
          chat.lastActivityAt = Math.max(chat.lastActivityAt, message.timestamp)
          break
        }
        case 'chat':
          for (const [field, value] of Object.entries(change.state))
            if (value !== undefined) (chat as unknown as Record<string, unknown>)[field] = value
          if (change.activityAt !== undefined) chat.lastActivityAt = Math.max(chat.lastActivityAt, change.activityAt)
          break
        case 'clear':
        case 'delete': {
          const jid = change.chatJid
          // A clear is a run of its own (roundsOf), so the stored stars are the ones to keep.
          const kept =
            change.kind === 'clear' && change.keepStarred
              ? await this.#starred(sessionId, jid, limits.maxMessagesPerChat)
              : []
          // The chat's keys are deleted by prefix below, before the writes: the kept ones are written again.
          for (const [position, message] of kept) {
            messageWrites.set(messageKey(sessionId, jid, position), message)
            messageWrites.set(idKey(sessionId, jid, message.id), position)
            messageWrites.set(starKey(sessionId, jid, position), 1)
          }
          cleared.add(ref)
          const newest = kept.at(-1)?.[1]
          chat.messageCount = kept.length
          chat.lastMessage = newest
            ? { id: newest.id, fromMe: newest.fromMe, participant: newest.participant, timestamp: newest.timestamp }
            : null
          chat.unreadCount = 0
          if (change.kind === 'delete') removed.add(ref)
          else removed.delete(ref)
          break
        }
      }
      // A change after a delete brings the chat back.
      if (change.kind !== 'delete') removed.delete(ref)
    }

    for (const ref of cleared) {
      const { sessionId, jid } = places.get(ref)!
      await this.#messages.deletePrefix(historyPrefix(sessionId, jid))
      await this.#messages.deletePrefix(chatIdsPrefix(sessionId, jid))
      await this.#messages.deletePrefix(starPrefix(sessionId, jid))
    }
    const chatWrites: { key: string; value: unknown }[] = []
    const chatDeletes: string[] = []
    // A receipt names a message, not a chat: one for a message the store never held makes no chat.
    const described = new Set(round.filter(({ change }) => !onMessage(change)).map(placeOf))
    for (const [ref, chat] of chats) {
      const { sessionId, jid } = places.get(ref)!
      const old = before.get(ref) ?? null
      if (!old && !described.has(ref)) continue
      const oldIndex = old ? activityKey(sessionId, bucketOfChat(old), old.lastActivityAt, jid) : null
      if (removed.has(ref)) {
        chatDeletes.push(ref)
        if (oldIndex) chatDeletes.push(oldIndex)
        continue
      }
      const index = activityKey(sessionId, bucketOfChat(chat), chat.lastActivityAt, jid)
      if (oldIndex && oldIndex !== index) chatDeletes.push(oldIndex)
      if (oldIndex !== index) chatWrites.push({ key: index, value: jid })
      chatWrites.push({ key: ref, value: chat })
    }
    await this.#messages.deleteMany([...messageDeletes])
    await this.#messages.setMany([...messageWrites].map(([key, value]) => ({ key, value })))
    await this.#chats.deleteMany(chatDeletes)
    await this.#chats.setMany(chatWrites)

    // Retention: a chat past its limit drops its oldest messages, each with its id, age and star entries.
    const trimmed: string[] = []
    const counted: { key: string; value: unknown }[] = []
    for (const [ref, chat] of chats) {
      if (removed.has(ref) || chat.messageCount <= limits.maxMessagesPerChat) continue
      const { sessionId, jid } = places.get(ref)!
      const prefix = historyPrefix(sessionId, jid)
      const oldest = await this.#messages.range<StoredMessage>(prefix, {
        limit: chat.messageCount - limits.maxMessagesPerChat,
      })
      for (const [key, message] of oldest) {
        const position = key.slice(prefix.length)
        trimmed.push(
          key,
          idKey(sessionId, jid, message.id),
          ageKey(sessionId, jid, position),
          starKey(sessionId, jid, position),
        )
      }
      chat.messageCount -= oldest.length
      counted.push({ key: ref, value: chat })
    }
    await this.#messages.deleteMany(trimmed)
    await this.#chats.setMany(counted)
  }

  /**
   * A chat's starred messages with their positions, oldest first: one range read and one point read per star. A chat
   * holds at most `limit` messages (retention), so no more are starred.
   */
  async #starred(sessionId: string, chatJid: string, limit: number): Promise<[string, StoredMessage][]> {
    const prefix = starPrefix(sessionId, chatJid)
    const positions = (await this.#messages.range<number>(prefix, { limit })).map(([key]) => key.slice(prefix.length))
    const stored = await this.#messages.getMany<StoredMessage>(
      positions.map((position) => messageKey(sessionId, chatJid, position)),
    )
    return positions.flatMap((position, i) => (stored[i] ? [[position, stored[i]] as [string, StoredMessage]] : []))
  }

  async chat(sessionId: string, chatJid: string): Promise<StoredChat | null> {
    return (await this.#chats.get<StoredChat>(chatKey(sessionId, chatJid))) ?? null
  }

  /**
   * One page of the chats, newest activity first, from after `from` (a position this returned as `next`). Reads at
   * most `limit + 1` index entries from each bucket the filter names (12 at most), then the page's records.
   */
  async chats(
    sessionId: string,
    filter: ChatFilter,
    limit: number,
    from: string | null,
  ): Promise<{ chats: StoredChat[]; next: string | null }> {
    const entries: string[] = []
    for (const bucket of bucketsFor(filter)) {
      const prefix = activityPrefix(sessionId, bucket)
      const page = await this.#chats.range<string>(prefix, {
        reverse: true,
        limit: limit + 1,
        ...(from !== null ? { before: prefix + from } : {}),
      })
      for (const [key] of page) entries.push(key.slice(prefix.length))
    }
    entries.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
    const page = entries.slice(0, limit)
    const jids = page.map((entry) => entry.slice(entry.indexOf(':') + 1))
    const records = await this.#chats.getMany<StoredChat>(jids.map((jid) => chatKey(sessionId, jid)))
    return {
      chats: records.filter((chat): chat is StoredChat => chat !== undefined),
      next: entries.length > limit ? page[page.length - 1]! : null,
    }
  }

  /** Where a message sits in its chat, or null when the store does not hold it. */
  async position(sessionId: string, chatJid: string, messageId: string): Promise<string | null> {
    return (await this.#messages.get<string>(idKey(sessionId, chatJid, messageId))) ?? null
  }

  async message(sessionId: string, chatJid: string, messageId: string): Promise<StoredMessage | null> {
    const position = await this.position(sessionId, chatJid, messageId)
    if (!position) return null
    return (await this.#messages.get<StoredMessage>(messageKey(sessionId, chatJid, position))) ?? null
  }

  /**
   * One page of a chat's messages, newest first: those older than `position` (`older`), or the `limit` just newer
   * than it (`newer`, still handed out newest first). `next` is where the following page in the same direction starts.
   */
  async messages(
    sessionId: string,
    chatJid: string,
    walk: { direction: 'older' | 'newer'; position: string | null },
    limit: number,
  ): Promise<{ messages: StoredMessage[]; next: string | null }> {
    const prefix = historyPrefix(sessionId, chatJid)
    const bound =
      walk.position === null
        ? {}
        : walk.direction === 'older'
          ? { before: prefix + walk.position }
          : { after: prefix + walk.position }
    const entries = await this.#messages.range<StoredMessage>(prefix, {
      ...bound,
      reverse: walk.direction === 'older',
      limit: limit + 1,
    })
    const more = entries.length > limit
    const page = entries.slice(0, limit)
    const next = more ? page[page.length - 1]![0].slice(prefix.length) : null
    if (walk.direction === 'newer') page.reverse()
    return { messages: page.map(([, message]) => message), next }
  }

  /**
   * Drops up to `limit` messages older than `cutoff` across every session; answers how many age entries it read,
   * so a sweep that read `limit` runs again. Reads the age index from its start: O(what it drops).
   */
  async sweep(cutoff: number, limit: number): Promise<number> {
    const expired = await this.#messages.range<number>(agePrefix, { before: ageBound(cutoff), limit })
    const byChat = new Map<string, { sessionId: string; chatJid: string; positions: string[] }>()
    for (const [key] of expired) {
      const parsed = parseAgeKey(key)
      if (!parsed) continue
      const chat = `${parsed.sessionId}:${parsed.chatJid}`
      const entry = byChat.get(chat) ?? { sessionId: parsed.sessionId, chatJid: parsed.chatJid, positions: [] }
      entry.positions.push(parsed.position)
      byChat.set(chat, entry)
    }
    const deletes: string[] = expired.map(([key]) => key)
    for (const { sessionId, chatJid, positions } of byChat.values()) {
      const keys = positions.map((position) => messageKey(sessionId, chatJid, position))
      const stored = await this.#messages.getMany<StoredMessage>(keys)
      let dropped = 0
      stored.forEach((message, i) => {
        if (!message) return
        dropped += 1
        deletes.push(keys[i]!, idKey(sessionId, chatJid, message.id), starKey(sessionId, chatJid, positions[i]!))
      })
      if (dropped === 0) continue
      const chat = await this.chat(sessionId, chatJid)
      if (chat)
        await this.#chats.set(chatKey(sessionId, chatJid), {
          ...chat,
          messageCount: Math.max(0, chat.messageCount - dropped),
        })
    }
    await this.#messages.deleteMany(deletes)
    return expired.length
  }

  /** A deleted session's chats and messages (its age entries go with the next sweeps, which find nothing behind them). */
  async forget(sessionId: string): Promise<void> {
    await this.#chats.deletePrefix(`${sessionId}:`)
    await this.#messages.deletePrefix(`${sessionId}:`)
  }
}

const states: ReceiptState[] = ['delivered', 'read', 'played']

/** The message with a status it reached and the recipients who reported it. */
function withStatus(
  message: StoredMessage,
  status: MessageStatus,
  recipients: { jid: string; at: number }[],
): StoredMessage {
  const current = message.status
  const next =
    current === null || rank[status] > rank[current] || (status === 'failed' && rank[current] <= 1) ? status : current
  if (!states.includes(status as ReceiptState) || recipients.length === 0) return { ...message, status: next }
  const receipts = message.receipts.map((receipt) => ({ ...receipt }))
  const field = `${status as ReceiptState}At` as 'deliveredAt' | 'readAt' | 'playedAt'
  for (const { jid, at } of recipients) {
    let receipt = receipts.find((entry) => entry.jid === jid)
    if (!receipt) {
      receipt = { jid, deliveredAt: null, readAt: null, playedAt: null }
      receipts.push(receipt)
    }
    receipt[field] ??= at
  }
  return { ...message, status: next, receipts }
}

/** A stored message as one change to it leaves it: a receipt, a reaction, an edit, a pin, a vote, a deletion or a star. */
function changedMessage(message: StoredMessage, change: Extract<HistoryChange, { messageId: string }>): StoredMessage {
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
    case 'pin':
      return { ...message, pinned: { pinned: change.pinned, by: change.from, expiresAt: change.expiresAt } }
  }
}
