import type { Collection, Store } from '../store/collection.js'
import { type HistoryChange, type QueuedChange, roundsOf } from './history-changes.js'
import { HistoryRound, type HistoryLimits } from './history-round.js'
import {
  activityPrefix,
  ageBound,
  agePrefix,
  bucketsFor,
  chatKey,
  historyPrefix,
  idKey,
  messageKey,
  parseAgeKey,
  starKey,
} from './keys.js'
import type { ChatKind, StoredChat, StoredMessage } from './types.js'

export interface ChatFilter {
  archived?: boolean
  unread?: boolean
  kind?: ChatKind
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
  applyRound(round: QueuedChange[], limits: HistoryLimits): Promise<void> {
    return HistoryRound.apply({ chats: this.#chats, messages: this.#messages }, round, limits)
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
