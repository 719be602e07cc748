import type { EngineContext } from '../context.js'
import { EngineError } from '../errors.js'
import type { EngineEvent } from '../events.js'
import { toRecipientJid } from '../jids.js'
import { decodeCursor, encodeCursor, type Page } from '../paging.js'
import type { HistoryProtocolEvent } from '../protocol/ports/history.js'
import type { InboundMessage } from '../protocol/ports/messages.js'
import { type ChatFilter, MessageHistory } from './history.js'
import { type HistoryChange, type QueuedChange, roundsOf } from './history-changes.js'
import { presentChat, presentMessage } from './present.js'
import type { ChatRecord, StoredMessageRecord } from './schema.js'
import type { StoredChat, StoredMessage } from './types.js'

/** A change as the feeds hand it over: a message's arrival is stamped as it is queued. */
type Incoming =
  | Exclude<HistoryChange, { kind: 'message' }>
  | Omit<Extract<HistoryChange, { kind: 'message' }>, 'arrival'>

/** Changes waiting to be written, across sessions; past it the oldest give way (the store refused writes for long). */
const maxPending = 100_000

/** The port's message as the store keeps it. */
export const storedOf = (message: InboundMessage, by: StoredMessage['by']): StoredMessage => ({
  id: message.messageId,
  chatJid: message.chatJid,
  from: message.from,
  fromMe: message.fromMe,
  by,
  participant: message.participant ?? null,
  pushName: message.pushName ?? null,
  timestamp: message.timestamp,
  type: message.type,
  text: message.text ?? null,
  caption: message.caption ?? null,
  location: message.location ?? null,
  contacts: message.contacts ?? null,
  media: message.media ?? null,
  quoted: message.quoted ?? null,
  mentions: message.mentions ?? [],
  poll: message.poll ? { ...message.poll, secret: null, ballots: [] } : null,
  mediaUrl: null,
  status: message.status,
  receipts: [],
  message: message.message,
})

/**
 * The message store's feed and reads (docs/message-store.md): it listens to what the session sees (messages sent
 * and received, receipts, failures, chat changes, the phone's history sync) and keeps chats and messages per
 * session, bounded by the retention settings.
 *
 * Every change is queued in memory and written in batches at most `flushIntervalMs` later, one batch at a time,
 * so a send pays an array push, never a store round trip; a read first writes what is queued, so it sees every
 * change made before it. A crash loses at most the last interval's changes.
 */
export class MessageStoreService {
  readonly #context: EngineContext
  readonly #history: MessageHistory
  #pending: QueuedChange[] = []
  /** The last message's arrival: the next is at least one more, so each is unique and in the order they came. */
  #arrival = 0
  #flushTimer: unknown
  #sweepTimer: unknown
  #closed = false
  /** The write running now: the next waits for it, so batches of one session never overlap. */
  #writing: Promise<unknown> = Promise.resolve()

  constructor(context: EngineContext) {
    this.#context = context
    this.#history = new MessageHistory(context.store)
    if (!this.#settings.enabled) return
    const { bus } = context
    bus.on('message.received', ({ sessionId, data }) =>
      this.#add(sessionId, {
        kind: 'message',
        message: storedOf({ ...data, fromMe: false, status: null, timestamp: Date.parse(data.timestamp) }, null),
        unread: true,
      }),
    )
    bus.on('message.sent', (event) => this.#sent(event))
    bus.on('message.receipt', ({ sessionId, data }) =>
      this.#add(sessionId, {
        kind: 'status',
        chatJid: data.chatJid,
        messageId: data.messageId,
        status: data.state,
        recipients: data.recipients.map(({ jid, at }) => ({ jid, at: Date.parse(at) })),
      }),
    )
    bus.on('message.reaction', ({ sessionId, data }) =>
      this.#add(sessionId, {
        kind: 'reaction',
        chatJid: data.message.chatJid,
        messageId: data.message.id,
        from: data.from,
        emoji: data.emoji,
        at: Date.parse(data.timestamp),
      }),
    )
    bus.on('message.updated', ({ sessionId, data }) =>
      this.#add(sessionId, {
        kind: 'edit',
        chatJid: data.message.chatJid,
        messageId: data.message.id,
        text: data.text,
        at: Date.parse(data.editedAt),
      }),
    )
    bus.on('poll.vote', ({ sessionId, data }) =>
      this.#add(sessionId, {
        kind: 'poll-vote',
        chatJid: data.poll.chatJid,
        messageId: data.poll.id,
        voter: data.voter,
        selected: data.selected,
        at: Date.parse(data.timestamp),
      }),
    )
    bus.on('message.pinned', ({ sessionId, data }) =>
      this.#add(sessionId, {
        kind: 'pin',
        chatJid: data.message.chatJid,
        messageId: data.message.id,
        pinned: data.pinned,
        from: data.from,
        expiresAt: data.expiresAt === null ? null : Date.parse(data.expiresAt),
      }),
    )
    bus.on('message.deleted', ({ sessionId, data }) =>
      this.#add(sessionId, {
        kind: 'deleted',
        chatJid: data.message.chatJid,
        messageId: data.message.id,
        forEveryone: data.forEveryone,
        fromMe: data.fromMe,
        at: Date.parse(data.deletedAt),
      }),
    )
    bus.on('message.failed', ({ sessionId, data, createdAt }) => {
      const chatJid = toRecipientJid(data.to)
      if (!data.messageId || !chatJid) return
      this.#add(sessionId, {
        kind: 'message',
        message: {
          ...ownMessage(data.messageId, chatJid, this.#account(sessionId), Date.parse(createdAt)),
          type: data.contentType,
          status: 'failed',
        },
        unread: false,
      })
    })
    bus.on('chat.updated', ({ sessionId, data }) => {
      const change = chatChangeOf(data.chatJid, data.action, data.value, data.messageId)
      if (change) this.#add(sessionId, change)
    })
    // A group's chat is named by its subject, as the phone names it.
    bus.on('group.joined', ({ sessionId, data }) =>
      this.#add(sessionId, { kind: 'chat', chatJid: data.groupJid, state: { name: data.group.subject } }),
    )
    bus.on('group.updated', ({ sessionId, data }) => {
      if (data.changes.subject !== undefined)
        this.#add(sessionId, { kind: 'chat', chatJid: data.groupJid, state: { name: data.changes.subject } })
    })
    bus.on('session.deleted', ({ sessionId }) => {
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
  ingestHistory(sessionId: string, { chats, messages }: Omit<HistoryProtocolEvent, 'type'>): void {
    if (!this.#settings.enabled) return
    const now = this.#context.clock.now()
    for (const chat of chats)
      this.#add(sessionId, {
        kind: 'chat',
        chatJid: chat.jid,
        state: {
          ...(chat.name !== null ? { name: chat.name } : {}),
          ...(chat.unreadCount !== null ? { unreadCount: chat.unreadCount } : {}),
          ...(chat.archived !== null ? { archived: chat.archived } : {}),
          ...(chat.pinned !== null ? { pinned: chat.pinned } : {}),
          ...(chat.muteEndMs !== null
            ? { mutedUntil: chat.muteEndMs === -1 || chat.muteEndMs > now ? chat.muteEndMs : null }
            : {}),
        },
        ...(chat.lastMessageAt !== null ? { activityAt: chat.lastMessageAt } : {}),
      })
    // A history sync's own messages may have come from any of the account's devices: they count as the phone's.
    for (const message of messages)
      this.#add(sessionId, {
        kind: 'message',
        message: storedOf(message, message.fromMe ? 'phone' : null),
        unread: false,
      })
  }

  #sent({ sessionId, data }: EngineEvent<'message.sent'>): void {
    const timestamp = Date.parse(data.timestamp)
    if (data.by === 'phone') {
      const { location, contacts, media, message } = data
      this.#add(sessionId, {
        kind: 'message',
        message: {
          ...ownMessage(data.messageId, data.chatJid, this.#account(sessionId), timestamp),
          by: 'phone',
          type: data.contentType,
          text: data.text ?? null,
          caption: data.caption ?? null,
          location: location ?? null,
          contacts: contacts ?? null,
          media: media ?? null,
          quoted: data.quoted ?? null,
          mentions: data.mentions ?? [],
          poll: data.poll ? { ...data.poll, secret: null, ballots: [] } : null,
          message,
        },
        unread: false,
      })
      return
    }
    this.#add(sessionId, {
      kind: 'message',
      message: {
        ...ownMessage(data.messageId, data.chatJid, this.#account(sessionId), timestamp),
        type: data.contentType,
        text: data.text ?? null,
        caption: data.caption ?? null,
        quoted: data.quoted ?? null,
        mentions: data.mentions ?? [],
        poll: data.poll ? { ...data.poll, secret: null, ballots: [] } : null,
        mediaUrl: data.mediaUrl,
      },
      unread: false,
    })
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

/** A message of the account's own, before its content is filled in. */
const ownMessage = (id: string, chatJid: string, account: string, timestamp: number): StoredMessage => ({
  id,
  chatJid,
  from: account,
  fromMe: true,
  by: 'api',
  participant: null,
  pushName: null,
  timestamp,
  type: 'unknown',
  text: null,
  caption: null,
  location: null,
  contacts: null,
  media: null,
  mediaUrl: null,
  status: 'sent',
  receipts: [],
  message: null,
})

/** A `chat.updated` as the store applies it, as the phone does: state flags, read state, stars, clear and delete. */
function chatChangeOf(chatJid: string, action: string, value: unknown, messageId: string | undefined): Incoming | null {
  const state = (fields: Extract<HistoryChange, { kind: 'chat' }>['state']): Incoming => ({
    kind: 'chat',
    chatJid,
    state: fields,
  })
  switch (action) {
    case 'mute':
      return state({ mutedUntil: typeof value === 'number' ? value : -1 })
    case 'unmute':
      return state({ mutedUntil: null })
    case 'pin':
    case 'unpin':
      return state({ pinned: action === 'pin' })
    case 'archive':
    case 'unarchive':
      return state({ archived: action === 'archive' })
    case 'lock':
    case 'unlock':
      return state({ locked: action === 'lock' })
    case 'mark_read':
      return state({ unreadCount: 0 })
    case 'mark_unread':
      return state({ unreadCount: -1 })
    case 'star':
    case 'unstar':
      return messageId ? { kind: 'star', chatJid, messageId, starred: action === 'star' } : null
    // The phone's clear keeps starred messages unless told otherwise.
    case 'clear':
      return {
        kind: 'clear',
        chatJid,
        keepStarred: !(typeof value === 'object' && value !== null && 'deleteStarred' in value && value.deleteStarred),
      }
    case 'delete':
      return { kind: 'delete', chatJid }
    default:
      return null
  }
}

const chatNotFound = (sessionId: string, chatJid: string): EngineError =>
  new EngineError('chat_not_found', `Session "${sessionId}" has no stored chat ${chatJid}.`)

const messageNotFound = (chatJid: string, messageId: string): EngineError =>
  new EngineError('message_not_found', `No stored message ${messageId} in chat ${chatJid}.`)
