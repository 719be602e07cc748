import type { Collection } from '../store/collection.js'
import { changedMessage } from './changed-message.js'
import {
  chatOf,
  type HistoryChange,
  isMessageChange,
  type MessageChange,
  type QueuedChange,
} from './history-changes.js'
import {
  activityKey,
  ageKey,
  bucketOf,
  chatIdsPrefix,
  chatKey,
  historyPrefix,
  idKey,
  messageKey,
  positionOf,
  starKey,
  starPrefix,
} from './keys.js'
import type { ChatKind, StoredChat, StoredMessage } from './types.js'

export interface HistoryLimits {
  /** Messages kept per chat: a write past it drops the chat's oldest. */
  maxMessagesPerChat: number
}

/** The message store's two collections (keys.ts). */
export interface HistoryCollections {
  chats: Collection
  messages: Collection
}

/** Where a change's chat is, and the key of its record, which names it across sessions. */
interface ChatPlace {
  sessionId: string
  jid: string
}

const kindOf = (jid: string): ChatKind =>
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

/**
 * One round of `roundsOf` applied: what the store holds of the chats and messages the round names is read once, the
 * changes are applied to that copy in memory, and the result is written with one deleteMany and one setMany per
 * collection; then the chats past their limit drop their oldest messages.
 */
export class HistoryRound {
  readonly #store: HistoryCollections
  readonly #round: QueuedChange[]
  readonly #limits: HistoryLimits
  readonly #places = new Map<string, ChatPlace>()
  /** The chat records as stored, by chat key: null for a chat the store does not hold. */
  #before = new Map<string, StoredChat | null>()
  /** The chat records as the round leaves them. */
  #chats = new Map<string, StoredChat>()
  /** Where the messages the round names sit, by their id key. */
  readonly #positions = new Map<string, string>()
  /** The messages the round changes, by message key. */
  readonly #messages = new Map<string, StoredMessage>()
  readonly #messageWrites = new Map<string, unknown>()
  readonly #messageDeletes = new Set<string>()
  readonly #removed = new Set<string>()
  readonly #cleared = new Set<string>()

  private constructor(store: HistoryCollections, round: QueuedChange[], limits: HistoryLimits) {
    this.#store = store
    this.#round = round
    this.#limits = limits
  }

  /** The changes of each session in the round are a run, which it applies as a whole. */
  static async apply(store: HistoryCollections, round: QueuedChange[], limits: HistoryLimits): Promise<void> {
    const applied = new HistoryRound(store, round, limits)
    await applied.#load()
    // A receipt (or a reaction) can be queued before its message: the send's event waits on the durable sinks,
    // the receipt does not.
    const ordered = [
      ...round.filter(({ change }) => !isMessageChange(change)),
      ...round.filter(({ change }) => isMessageChange(change)),
    ]
    for (const entry of ordered) await applied.#apply(entry)
    await applied.#write()
    await applied.#trim()
  }

  #placeOf({ sessionId, change }: QueuedChange): string {
    const jid = chatOf(change)
    const key = chatKey(sessionId, jid)
    if (!this.#places.has(key)) this.#places.set(key, { sessionId, jid })
    return key
  }

  /** Reads the chats of the round, the positions of the messages it names, and the stored messages it changes. */
  async #load(): Promise<void> {
    for (const entry of this.#round) this.#placeOf(entry)
    const refs = [...this.#places.keys()]
    const loaded = await this.#store.chats.getMany<StoredChat>(refs)
    this.#before = new Map(refs.map((ref, i) => [ref, loaded[i] ?? null]))
    this.#chats = new Map(
      refs.map((ref, i) => [ref, structuredClone(loaded[i]) ?? emptyChat(this.#places.get(ref)!.jid)]),
    )
    // What is stored of the messages this round names: their positions by id.
    const named = this.#round.flatMap(({ sessionId, change }) =>
      change.kind === 'message'
        ? [idKey(sessionId, change.message.chatJid, change.message.id)]
        : isMessageChange(change)
          ? [idKey(sessionId, change.chatJid, change.messageId)]
          : [],
    )
    const uniqueNamed = [...new Set(named)]
    const storedPositions = await this.#store.messages.getMany<string>(uniqueNamed)
    uniqueNamed.forEach((key, i) => {
      if (storedPositions[i]) this.#positions.set(key, storedPositions[i])
    })
    const statusTargets = [
      ...new Set(
        this.#round.flatMap(({ sessionId, change }) => {
          if (!isMessageChange(change)) return []
          const position = this.#positions.get(idKey(sessionId, change.chatJid, change.messageId))
          return position ? [messageKey(sessionId, change.chatJid, position)] : []
        }),
      ),
    ]
    const targetValues = await this.#store.messages.getMany<StoredMessage>(statusTargets)
    statusTargets.forEach((key, i) => {
      if (targetValues[i]) this.#messages.set(key, targetValues[i])
    })
  }

  async #apply(entry: QueuedChange): Promise<void> {
    const { sessionId, change } = entry
    const ref = this.#placeOf(entry)
    const chat = this.#chats.get(ref)!
    if (isMessageChange(change)) this.#changeMessage(sessionId, change)
    switch (change.kind) {
      case 'message':
        this.#addMessage(sessionId, chat, change)
        break
      case 'chat':
        for (const [field, value] of Object.entries(change.state))
          if (value !== undefined) (chat as unknown as Record<string, unknown>)[field] = value
        if (change.activityAt !== undefined) chat.lastActivityAt = Math.max(chat.lastActivityAt, change.activityAt)
        break
      case 'clear':
      case 'delete':
        await this.#clear(sessionId, ref, chat, change)
        break
    }
    // A change after a delete brings the chat back.
    if (change.kind !== 'delete') this.#removed.delete(ref)
  }

  #changeMessage(sessionId: string, change: MessageChange): void {
    const position = this.#positions.get(idKey(sessionId, change.chatJid, change.messageId))
    const key = position ? messageKey(sessionId, change.chatJid, position) : null
    const message = key ? this.#messages.get(key) : undefined
    // A change to a message the store does not hold (never stored, trimmed, or swept) has nothing to change.
    if (!position || !key || !message) return
    const updated = changedMessage(message, change)
    this.#messages.set(key, updated)
    this.#messageWrites.set(key, updated)
    // Only a star, or a deletion for me (which unstars), moves the chat's star index.
    const starred =
      change.kind === 'star' ? change.starred : change.kind === 'deleted' && !change.forEveryone ? false : null
    if (starred === null) return
    const star = starKey(sessionId, change.chatJid, position)
    if (starred) {
      this.#messageWrites.set(star, 1)
      this.#messageDeletes.delete(star)
    } else {
      this.#messageWrites.delete(star)
      this.#messageDeletes.add(star)
    }
  }

  #addMessage(
    sessionId: string,
    chat: StoredChat,
    { message, unread, arrival }: Extract<HistoryChange, { kind: 'message' }>,
  ): void {
    const idEntry = idKey(sessionId, message.chatJid, message.id)
    if (this.#positions.has(idEntry)) return
    const position = positionOf(message.timestamp, arrival, message.id)
    this.#positions.set(idEntry, position)
    const key = messageKey(sessionId, message.chatJid, position)
    this.#messages.set(key, message)
    this.#messageWrites.set(key, message)
    this.#messageWrites.set(idEntry, position)
    this.#messageWrites.set(ageKey(sessionId, message.chatJid, position), 1)
    chat.messageCount += 1
    if (unread) chat.unreadCount = chat.unreadCount < 0 ? 1 : chat.unreadCount + 1
    if (!chat.name && !message.fromMe && chat.kind === 'user' && message.pushName) chat.name = message.pushName
    if (!chat.lastMessage || chat.lastMessage.timestamp <= message.timestamp)
      chat.lastMessage = {
        id: message.id,
        fromMe: message.fromMe,
        participant: message.participant,
        timestamp: message.timestamp,
      }
    chat.lastActivityAt = Math.max(chat.lastActivityAt, message.timestamp)
  }

  async #clear(
    sessionId: string,
    ref: string,
    chat: StoredChat,
    change: Extract<HistoryChange, { kind: 'clear' | 'delete' }>,
  ): Promise<void> {
    const jid = change.chatJid
    // A clear is a run of its own (roundsOf), so the stored stars are the ones to keep.
    const kept =
      change.kind === 'clear' && change.keepStarred
        ? await this.#starred(sessionId, jid, this.#limits.maxMessagesPerChat)
        : []
    // The chat's keys are deleted by prefix below, before the writes: the kept ones are written again.
    for (const [position, message] of kept) {
      this.#messageWrites.set(messageKey(sessionId, jid, position), message)
      this.#messageWrites.set(idKey(sessionId, jid, message.id), position)
      this.#messageWrites.set(starKey(sessionId, jid, position), 1)
    }
    this.#cleared.add(ref)
    const newest = kept.at(-1)?.[1]
    chat.messageCount = kept.length
    chat.lastMessage = newest
      ? { id: newest.id, fromMe: newest.fromMe, participant: newest.participant, timestamp: newest.timestamp }
      : null
    chat.unreadCount = 0
    if (change.kind === 'delete') this.#removed.add(ref)
    else this.#removed.delete(ref)
  }

  /**
   * A chat's starred messages with their positions, oldest first: one range read and one point read per star. A chat
   * holds at most `limit` messages (retention), so no more are starred.
   */
  async #starred(sessionId: string, chatJid: string, limit: number): Promise<[string, StoredMessage][]> {
    const prefix = starPrefix(sessionId, chatJid)
    const positions = (await this.#store.messages.range<number>(prefix, { limit })).map(([key]) =>
      key.slice(prefix.length),
    )
    const stored = await this.#store.messages.getMany<StoredMessage>(
      positions.map((position) => messageKey(sessionId, chatJid, position)),
    )
    return positions.flatMap((position, i) => (stored[i] ? [[position, stored[i]] as [string, StoredMessage]] : []))
  }

  /** The cleared chats' keys go first; then the messages' and the chats' writes, with each chat's place in the list. */
  async #write(): Promise<void> {
    const { chats, messages } = this.#store
    for (const ref of this.#cleared) {
      const { sessionId, jid } = this.#places.get(ref)!
      await messages.deletePrefix(historyPrefix(sessionId, jid))
      await messages.deletePrefix(chatIdsPrefix(sessionId, jid))
      await messages.deletePrefix(starPrefix(sessionId, jid))
    }
    const chatWrites: { key: string; value: unknown }[] = []
    const chatDeletes: string[] = []
    // A receipt names a message, not a chat: one for a message the store never held makes no chat.
    const described = new Set(
      this.#round.filter(({ change }) => !isMessageChange(change)).map((entry) => this.#placeOf(entry)),
    )
    for (const [ref, chat] of this.#chats) {
      const { sessionId, jid } = this.#places.get(ref)!
      const old = this.#before.get(ref) ?? null
      if (!old && !described.has(ref)) continue
      const oldIndex = old ? activityKey(sessionId, bucketOfChat(old), old.lastActivityAt, jid) : null
      if (this.#removed.has(ref)) {
        chatDeletes.push(ref)
        if (oldIndex) chatDeletes.push(oldIndex)
        continue
      }
      const index = activityKey(sessionId, bucketOfChat(chat), chat.lastActivityAt, jid)
      if (oldIndex && oldIndex !== index) chatDeletes.push(oldIndex)
      if (oldIndex !== index) chatWrites.push({ key: index, value: jid })
      chatWrites.push({ key: ref, value: chat })
    }
    await messages.deleteMany([...this.#messageDeletes])
    await messages.setMany([...this.#messageWrites].map(([key, value]) => ({ key, value })))
    await chats.deleteMany(chatDeletes)
    await chats.setMany(chatWrites)
  }

  /** Retention: a chat past its limit drops its oldest messages, each with its id, age and star entries. */
  async #trim(): Promise<void> {
    const { maxMessagesPerChat } = this.#limits
    const trimmed: string[] = []
    const counted: { key: string; value: unknown }[] = []
    for (const [ref, chat] of this.#chats) {
      if (this.#removed.has(ref) || chat.messageCount <= maxMessagesPerChat) continue
      const { sessionId, jid } = this.#places.get(ref)!
      const prefix = historyPrefix(sessionId, jid)
      const oldest = await this.#store.messages.range<StoredMessage>(prefix, {
        limit: chat.messageCount - maxMessagesPerChat,
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
    await this.#store.messages.deleteMany(trimmed)
    await this.#store.chats.setMany(counted)
  }
}
