import type { EngineContext } from '../context.js'
import { EngineError } from '../errors.js'
import { decodeCursor, encodeCursor, type Page } from '../paging.js'
import type { HistoryProtocolEvent } from '../protocol/ports/history.js'
import { feedStore, historyChanges, type Incoming } from './feed.js'
import { type ChatFilter, MessageHistory } from './history.js'
import { type HistoryChange, type QueuedChange, roundsOf } from './history-changes.js'
import { presentChat, presentMessage } from './present.js'
import type { ChatRecord, StoredMessageRecord } from './schema.js'
import type { StoredChat, StoredMessage } from './types.js'
import { chatErrors } from '../chats/errors.js'
import { messageErrors } from '../messages/errors.js'
import type { ChatEvents } from '../chats/events.js'
import type { GroupEvents } from '../groups/events.js'
import type { MediaEvents } from '../media/events.js'
import type { MessageEvents } from '../messages/events.js'
import type { SessionEvents } from '../sessions/events.js'

/** Changes waiting to be written, across sessions; past it the oldest give way (the store refused writes for long). */
const maxPending = 100_000

/**
 * The message store (docs/message-store.md): what the session sees (messages sent and received, receipts, failures,
 * chat changes: feed.ts; the phone's history sync) kept as chats and messages per session, bounded by the retention
 * settings, and read back.
 *
 * Every change is queued in memory and written in batches at most `flushIntervalMs` later, one batch at a time,
 * so a send pays an array push, never a store round trip; a read first writes what is queued, so it sees every
 * change made before it. A crash loses at most the last interval's changes.
 */
export class MessageStoreService {
  readonly #context: EngineContext<MessageEvents & MediaEvents & ChatEvents & GroupEvents & SessionEvents>
  readonly #history: MessageHistory
  #pending: QueuedChange[] = []
  /** The last message's arrival: the next is at least one more, so each is unique and in the order they came. */
  #arrival = 0
  #flushTimer: unknown
  #sweepTimer: unknown
  #closed = false
  /** The write running now: the next waits for it, so batches of one session never overlap. */
  #writing: Promise<unknown> = Promise.resolve()

  constructor(context: EngineContext<MessageEvents & MediaEvents & ChatEvents & GroupEvents & SessionEvents>) {
    this.#context = context
    this.#history = new MessageHistory(context.store)
    if (!this.#settings.enabled) return
    feedStore(context.bus, {
      add: (sessionId, incoming) => this.#add(sessionId, incoming),
      account: (sessionId) => this.#account(sessionId),
    })
    context.bus.on('session.deleted', ({ sessionId }) => {
      this.#pending = this.#pending.filter((entry) => entry.sessionId !== sessionId)
      this.#write(() => this.#history.forget(sessionId)).catch((error: unknown) =>
        this.#context.logger.error(
          { err: error, sessionId },
          "message store: a deleted session's history was not removed",
        ),
      )
    })
    // Off, nothing is written, so nothing ages: records from before stay until their session is deleted.
    if (this.#settings.enabled) this.#scheduleSweep()
  }

  get #settings() {
    return this.#context.settings.messageStore
  }

  /** The phone's history sync: its chats and messages, within retention. Its contacts are the address book's. */
  ingestHistory(sessionId: string, sync: Omit<HistoryProtocolEvent, 'type'>): void {
    if (!this.#settings.enabled) return
    for (const change of historyChanges(sync, this.#context.clock.now())) this.#add(sessionId, change)
  }

  #account(sessionId: string): string {
    try {
      return this.#context.sessions.account(sessionId) ?? ''
    } catch {
      return ''
    }
  }

  #add(sessionId: string, incoming: Incoming): void {
    if (this.#closed) return
    let change: HistoryChange
    if (incoming.kind === 'message') {
      // Nothing older than retention is stored, and the status broadcast is not a chat.
      const now = this.#context.clock.now()
      if (incoming.message.chatJid === 'status@broadcast') return
      if (incoming.message.timestamp < now - this.#settings.maxAgeMs) return
      this.#arrival = Math.max(now, this.#arrival + 1)
      change = { ...incoming, arrival: this.#arrival }
    } else change = incoming
    this.#pending.push({ sessionId, change })
    if (this.#pending.length > maxPending) {
      this.#pending.shift()
      this.#context.logger.warn({ maxPending }, 'message store: changes waiting past the bound; the oldest is dropped')
    }
    if (this.#flushTimer !== undefined) return
    this.#flushTimer = this.#context.scheduler.setTimeout(() => {
      this.#flushTimer = undefined
      this.flush().catch((error: unknown) =>
        this.#context.logger.warn({ err: error }, 'message store: writing changes failed; they are retried'),
      )
    }, this.#settings.flushIntervalMs)
  }

  #write<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#writing.then(work)
    this.#writing = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }

  /**
   * Writes every queued change: all sessions' together, one round of writes at a time (roundsOf); the rounds
   * not written when a write fails go back to the queue.
   */
  flush(): Promise<void> {
    return this.#write(async () => {
      if (this.#pending.length === 0) return
      const rounds = roundsOf(this.#pending)
      this.#pending = []
      for (const [index, round] of rounds.entries()) {
        try {
          await this.#history.applyRound(round, this.#settings)
        } catch (error) {
          this.#pending.unshift(...rounds.slice(index).flat())
          throw error
        }
      }
    })
  }

  #scheduleSweep(): void {
    if (this.#closed) return
    this.#sweepTimer = this.#context.scheduler.setTimeout(() => {
      this.sweep()
        .catch((error: unknown) =>
          this.#context.logger.warn({ err: error }, 'message store: the retention sweep failed'),
        )
        .finally(() => this.#scheduleSweep())
    }, this.#settings.sweepIntervalMs)
  }

  /** Drops every message past `maxAgeMs`, a bounded batch at a time; answers how many it dropped. */
  sweep(): Promise<number> {
    return this.#write(async () => {
      const cutoff = this.#context.clock.now() - this.#settings.maxAgeMs
      let read = 0
      for (;;) {
        const batch = await this.#history.sweep(cutoff, sweepBatch)
        read += batch
        if (batch < sweepBatch) return read
      }
    })
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#context.scheduler.clearTimeout(this.#flushTimer)
    this.#context.scheduler.clearTimeout(this.#sweepTimer)
    try {
      await this.flush()
    } catch (error) {
      this.#context.logger.error(
        { err: error, unwritten: this.#pending.length },
        'message store: changes lost at shutdown',
      )
    }
  }

  /** Reads see every change queued before them; the session must exist. */
  async #settled(sessionId: string): Promise<void> {
    this.#context.sessions.account(sessionId)
    await this.flush()
  }

  async listChats(
    sessionId: string,
    query: { limit: number; cursor?: string | undefined } & ChatFilter,
  ): Promise<Page<ChatRecord>> {
    await this.#settled(sessionId)
    const from = query.cursor
      ? decodeCursor(query.cursor, (p) => (typeof p.c === 'string' && chatPosition.test(p.c) ? p.c : null))
      : null
    const { limit, cursor: _cursor, ...filter } = query
    const page = await this.#history.chats(sessionId, filter, limit, from)
    return {
      items: page.chats.map(presentChat),
      nextCursor: page.next === null ? null : encodeCursor({ c: page.next }),
    }
  }

  async getChat(sessionId: string, chatJid: string): Promise<ChatRecord> {
    return presentChat(await this.#chat(sessionId, chatJid))
  }

  async #chat(sessionId: string, chatJid: string): Promise<StoredChat> {
    await this.#settled(sessionId)
    const chat = await this.#history.chat(sessionId, chatJid)
    if (!chat) throw chatNotFound(sessionId, chatJid)
    return chat
  }

  /** A chat's messages newest first: from the newest, older than `before`, or just newer than `after`. */
  async listMessages(
    sessionId: string,
    chatJid: string,
    query: { limit: number; cursor?: string | undefined; before?: string | undefined; after?: string | undefined },
  ): Promise<Page<StoredMessageRecord>> {
    await this.#chat(sessionId, chatJid)
    let walk: Walk = { direction: 'older', position: null }
    if (query.cursor)
      walk = decodeCursor(query.cursor, (p) =>
        (p.d === 'older' || p.d === 'newer') && typeof p.p === 'string' && messagePosition.test(p.p)
          ? { direction: p.d, position: p.p }
          : null,
      )
    else if (query.before !== undefined || query.after !== undefined) {
      const messageId = (query.before ?? query.after)!
      const position = await this.#history.position(sessionId, chatJid, messageId)
      if (!position) throw messageNotFound(chatJid, messageId)
      walk = { direction: query.before !== undefined ? 'older' : 'newer', position }
    }
    const page = await this.#history.messages(sessionId, chatJid, walk, query.limit)
    return {
      items: page.messages.map(presentMessage),
      nextCursor: page.next === null ? null : encodeCursor({ d: walk.direction, p: page.next }),
    }
  }

  /** The chat's oldest stored message (an on-demand history request counts back from it); null when it holds none. */
  async oldestMessage(sessionId: string, chatJid: string): Promise<StoredMessage | null> {
    await this.#chat(sessionId, chatJid)
    const page = await this.#history.messages(sessionId, chatJid, { direction: 'newer', position: null }, 1)
    return page.messages[0] ?? null
  }

  /** A stored message, or null: what a reply quotes and the actions on messages act on. */
  /** Keeps the secret of a poll the session sent with its stored message: its votes are read with it, across restarts. */
  keepPollSecret(sessionId: string, chatJid: string, messageId: string, secret: string): void {
    if (this.#settings.enabled) this.#add(sessionId, { kind: 'poll-secret', chatJid, messageId, secret })
  }

  async find(sessionId: string, chatJid: string, messageId: string): Promise<StoredMessage | null> {
    await this.#settled(sessionId)
    return this.#history.message(sessionId, chatJid, messageId)
  }

  async getMessage(sessionId: string, chatJid: string, messageId: string): Promise<StoredMessageRecord> {
    await this.#chat(sessionId, chatJid)
    const message = await this.#history.message(sessionId, chatJid, messageId)
    if (!message) throw messageNotFound(chatJid, messageId)
    return presentMessage(message)
  }
}

type Walk = { direction: 'older' | 'newer'; position: string | null }

/** What the cursors hold: a chat's place in the list, a message's in its chat (keys.ts). */
const chatPosition = /^\d{15}:[^:]+$/
const messagePosition = /^\d{15}:\d{15}:.+$/

/** Age entries read per sweep step: each step is one range read and one delete. */
const sweepBatch = 500

const chatNotFound = (sessionId: string, chatJid: string): EngineError =>
  new EngineError(chatErrors.chat_not_found, `Session "${sessionId}" has no stored chat ${chatJid}.`)

const messageNotFound = (chatJid: string, messageId: string): EngineError =>
  new EngineError(messageErrors.message_not_found, `No stored message ${messageId} in chat ${chatJid}.`)
