import type { EngineContext } from '../context.js'
import { EngineError, engineErrors } from '../errors.js'
import type { NumberCheck, PictureSize } from '../protocol/ports/contacts.js'
import { jidKind } from '../jids.js'
import { groupCommitFor, WriteBatcher } from '../store/group-commit.js'
import { compareKeys } from '../store/ordered-adapter.js'
import type { Collection } from '../store/collection.js'
import { decodeCursor, encodeCursor, type Page } from '../paging.js'
import { onConnection } from '../upstream-errors.js'
import type { SendPace } from '../messages/send-pace.js'
import { NumberCheckPace } from './number-check-pace.js'
import { ChattedIndex, chattedPrefix } from './chatted.js'
import type { InboundHandlers } from '../operations/inbound.js'
import { presentContact, presentPresence } from './present.js'
import type {
  BlockStatus,
  ChatPresenceInput,
  CheckNumbersInput,
  ContactRecord,
  NumberCheckRecord,
  PersonRecord,
  Picture,
  PresenceInput,
  PresenceSubscription,
  SavedContactRecord,
} from './schema.js'
import { contactErrors, contactUpstream } from './errors.js'
import type { MessageEvents } from '../messages/events.js'
import type { SessionEvents } from '../sessions/events.js'
import type { ContactEvents } from './events.js'

/** Store key of a cached number check; a session id never holds ':', so `<sessionId>:` is the session's prefix. */
const checkKey = (sessionId: string, digits: string): string => `${sessionId}:check:${digits}`

/** Store key of the push name a person's messages to the session carried, by the JID they came from. */
const pushNameKey = (sessionId: string, jid: string): string => `${sessionId}:pushName:${jid}`

/** Store key of a presence subscription, renewed on every connection (WhatsApp forgets it with the connection). */
const presenceKey = (sessionId: string, jid: string): string => `${sessionId}:presence:${jid}`

/** Store key of an address-book contact, by the JID the phone keys it with: key order is the list's order. */
const contactPrefix = (sessionId: string): string => `${sessionId}:contact:`

/** A person a 1:1 chat names: by phone JID when the message carried it, with the LID the chat was addressed by. */
const chattedPerson = (jid: string, chatJid: string): PersonRecord | null => {
  const kind = jidKind(jid)
  if (kind !== 'user' && kind !== 'lid') return null
  return {
    jid,
    phoneJid: kind === 'user' ? jid : null,
    lid: kind === 'lid' ? jid : jidKind(chatJid) === 'lid' ? chatJid : null,
  }
}

type CachedCheck = Omit<NumberCheck, 'phoneNumber'>

/**
 * People: whether numbers are on WhatsApp, their profile pictures, and the account's blocklist. Every answer WhatsApp gives is kept per session for
 * `numberCheckCacheMs` (in the store, so a restart does not ask again), and the numbers a session asks
 * WhatsApp about are paced (`numberChecksPerMinute`), cached answers not counted.
 */
export class ContactService {
  readonly #context: EngineContext<ContactEvents & MessageEvents & SessionEvents>
  readonly #contacts: Collection
  readonly #chatted: ChattedIndex
  /** Push names arrive with every received message: written in the store's group commit, not one write each. */
  readonly #pushNames: WriteBatcher
  readonly #pace: NumberCheckPace
  /** The account's pace: reads of other people's profiles and presence take from it. */
  readonly #accountPace: SendPace
  readonly #sessionExists: (sessionId: string) => void
  /** Per session, the round of presence renewals that is current: a newer connection's round stops an older one. */
  readonly #renewals = new Map<string, number>()

  /** `sessionExists` throws `session_not_found` for an unknown session: the address book is read without a connection. */
  constructor(
    context: EngineContext<ContactEvents & MessageEvents & SessionEvents>,
    sessionExists: (sessionId: string) => void,
    accountPace: SendPace,
  ) {
    this.#context = context
    this.#sessionExists = sessionExists
    this.#accountPace = accountPace
    this.#contacts = context.store.collection('contacts')
    this.#chatted = new ChattedIndex(this.#contacts)
    this.#pushNames = new WriteBatcher(groupCommitFor(context.store), this.#contacts)
    this.#pace = new NumberCheckPace(context.clock, context.settings.numberChecksPerMinute)
    // The push name on a person's latest message is what the session saw them call themselves.
    context.bus.on('message.received', async ({ sessionId, data }) => {
      if (data.pushName) await this.#pushNames.write([{ key: pushNameKey(sessionId, data.from), value: data.pushName }])
      // A group message names its chat, not a 1:1 chat with the sender.
      if (data.participant === undefined) await this.#chattedWith(sessionId, chattedPerson(data.from, data.chatJid))
    })
    context.bus.on('message.sent', ({ sessionId, data }) =>
      this.#chattedWith(sessionId, chattedPerson(data.chatJid, data.chatJid)),
    )
    context.bus.on('connection.state', ({ sessionId, data }) => {
      // Any change of state ends the round in progress; a new connection starts its own, in the background.
      const round = (this.#renewals.get(sessionId) ?? 0) + 1
      this.#renewals.set(sessionId, round)
      if (data.state === 'connected')
        this.#resubscribe(sessionId, round).catch((error: unknown) =>
          this.#context.logger.warn({ err: error, sessionId }, 'renewing the presence subscriptions failed'),
        )
    })
    context.bus.on('session.deleted', async ({ sessionId }) => {
      this.#pace.forget(sessionId)
      this.#renewals.delete(sessionId)
      this.#chatted.forget(sessionId)
      // A push name still in the group commit would otherwise land after the delete.
      await this.#pushNames.idle()
      await this.#contacts.deletePrefix(`${sessionId}:`)
    })
  }

  async checkNumbers(sessionId: string, { phoneNumbers }: CheckNumbersInput): Promise<NumberCheckRecord[]> {
    const asked = [...new Set(phoneNumbers)]
    const cacheMs = this.#context.settings.numberCheckCacheMs
    const cached =
      cacheMs > 0
        ? await this.#contacts.getMany<CachedCheck>(asked.map((digits) => checkKey(sessionId, digits)))
        : asked.map(() => undefined)
    const known = new Map<string, CachedCheck>()
    asked.forEach((digits, i) => cached[i] && known.set(digits, cached[i]))
    const unknown = asked.filter((digits) => !known.has(digits))
    if (unknown.length > 0) {
      for (const check of await this.#ask(sessionId, unknown)) {
        const { phoneNumber, ...answer } = check
        known.set(phoneNumber, answer)
      }
      if (cacheMs > 0)
        await this.#contacts.setMany(
          unknown.map((digits) => ({ key: checkKey(sessionId, digits), value: known.get(digits), ttlMs: cacheMs })),
        )
    }
    return phoneNumbers.map((phoneNumber) => ({ phoneNumber, ...known.get(phoneNumber)! }))
  }

  async picture(sessionId: string, contactJid: string, size: PictureSize): Promise<Picture> {
    await this.#takeProfileRead(sessionId)
    const url = await onConnection(
      this.#context,
      sessionId,
      contactUpstream,
      `The profile picture of ${contactJid} could not be read`,
      (connection) => connection.contacts.pictureUrl(contactJid, size),
    )
    if (url === null)
      throw new EngineError(
        contactErrors.picture_not_found,
        `${contactJid} has no profile picture, or their privacy settings hide it from this account.`,
      )
    return { url }
  }

  /** People's presence and typing: the contact service owns `presence.updated`. */
  readonly inbound: InboundHandlers<'presence.updated' | 'contact.updated'> = {
    'presence.updated': (sessionId, { type: _type, ...update }) =>
      this.#context.bus.publishDetached('presence.updated', sessionId, presentPresence(update)),
    'contact.updated': (sessionId, { type: _type, ...contact }) => {
      const key = contactPrefix(sessionId) + contact.jid
      const kept = contact.name === null ? this.#contacts.delete(key) : this.#contacts.set(key, contact)
      kept
        .then(() => this.#context.bus.publishDetached('contact.updated', sessionId, contact))
        .catch((error: unknown) =>
          this.#context.logger.error({ err: error, sessionId }, 'keeping an address-book contact failed'),
        )
    },
  }

  /**
   * The address book the account's phone synced and the people the account chatted with (`name: null` when not
   * saved), in JID order: one page of each index after the cursor, merged, so a page reads O(limit) rows.
   */
  async list(
    sessionId: string,
    options: { limit: number; cursor?: string | undefined },
  ): Promise<Page<SavedContactRecord>> {
    this.#sessionExists(sessionId)
    const after = options.cursor
      ? decodeCursor(options.cursor, (p) => (typeof p.j === 'string' ? p.j : null))
      : undefined
    const page = (prefix: string) =>
      this.#contacts.range<SavedContactRecord | PersonRecord>(prefix, {
        ...(after !== undefined ? { after: prefix + after } : {}),
        limit: options.limit + 1,
      })
    const [saved, chatted] = await Promise.all([page(contactPrefix(sessionId)), page(chattedPrefix(sessionId))])
    const byJid = new Map<string, SavedContactRecord>()
    for (const [, person] of chatted) byJid.set(person.jid, { ...person, name: null })
    for (const [, contact] of saved) byJid.set(contact.jid, contact as SavedContactRecord)
    // Keys sort as their JIDs do (one prefix each), so the merged JIDs keep the store's order.
    const merged = [...byJid.keys()].sort(compareKeys).map((jid) => byJid.get(jid)!)
    const items = merged.slice(0, options.limit)
    return { items, nextCursor: merged.length > options.limit ? encodeCursor({ j: items.at(-1)!.jid }) : null }
  }

  /**
   * Whether the account has exchanged a 1:1 message with `jid` (either way, as the address book's chatted index
   * records it), or `jid` is the account itself: send pacing counts a send to anyone else as a new chat.
   */
  async knows(sessionId: string, jid: string): Promise<boolean> {
    if (jid === this.#context.sessions.account(sessionId)) return true
    return this.#chatted.has(sessionId, jid)
  }

  /** Whether the account knows `jid` (knows) or saved them in its address book: a story's audience is its contacts. */
  async knowsOrSaved(sessionId: string, jid: string): Promise<boolean> {
    if (await this.knows(sessionId, jid)) return true
    return (await this.#contacts.get(contactPrefix(sessionId) + jid)) !== undefined
  }

  /** Keeps the first message's naming of a person the account chats with 1:1 (the account itself is no contact). */
  async #chattedWith(sessionId: string, person: PersonRecord | null): Promise<void> {
    if (person === null || person.jid === this.#context.sessions.account(sessionId)) return
    await this.#chatted.keep(sessionId, person)
  }

  async subscribePresence(sessionId: string, contactJid: string): Promise<PresenceSubscription> {
    await this.#takeProfileRead(sessionId)
    await onConnection(
      this.#context,
      sessionId,
      contactUpstream,
      `The presence of ${contactJid} could not be subscribed to`,
      (connection) => connection.contacts.subscribePresence(contactJid),
    )
    await this.#contacts.set(presenceKey(sessionId, contactJid), true)
    return { jid: contactJid, subscribed: true }
  }

  /**
   * The account online or offline. WhatsApp shows an account by its push name, and Baileys sends no presence
   * without one (it only logs), so that is a Problem here rather than an answer claiming it was sent.
   */
  async setPresence(sessionId: string, { state }: PresenceInput): Promise<PresenceInput> {
    const outcome = await onConnection(
      this.#context,
      sessionId,
      contactUpstream,
      `The presence ${state} was not sent`,
      (connection) => connection.contacts.setPresence(state),
    )
    if (outcome === 'no_push_name')
      throw new EngineError(
        contactErrors.push_name_missing,
        'The account has no name (push name) yet, and WhatsApp shows presence only with one: set it with PATCH /sessions/{id}/profile { name }, then send the presence again.',
      )
    return { state }
  }

  /** Typing, recording or neither, shown to the other side of a chat. */
  async setChatState(sessionId: string, { chatJid, state }: ChatPresenceInput): Promise<ChatPresenceInput> {
    await onConnection(
      this.#context,
      sessionId,
      contactUpstream,
      `The chat state ${state} was not sent`,
      (connection) => connection.contacts.sendChatState(chatJid, state),
    )
    return { chatJid, state }
  }

  /**
   * Subscribes a session's new connection to everyone it was subscribed to before, one every
   * `presenceResubscribeIntervalMs`: hundreds of subscriptions at once on every reconnect look like scraping. Stops
   * when the connection changes state (the next connection renews them all again). Not counted as profile reads:
   * they are spread already, and renew what the account asked for once.
   */
  async #resubscribe(sessionId: string, round: number): Promise<void> {
    const prefix = presenceKey(sessionId, '')
    const jids: string[] = []
    for await (const [key] of this.#contacts.scan(prefix)) jids.push(key.slice(prefix.length))
    const interval = this.#context.settings.presenceResubscribeIntervalMs
    for (const [i, jid] of jids.entries()) {
      if (i > 0 && interval > 0)
        await new Promise<void>((resolve) => this.#context.scheduler.setTimeout(resolve, interval))
      if (this.#renewals.get(sessionId) !== round) return
      await onConnection(this.#context, sessionId, contactUpstream, 'resubscribing', (connection) =>
        connection.contacts.subscribePresence(jid),
      ).catch((error: unknown) =>
        this.#context.logger.warn({ err: error, sessionId, jid }, 'renewing a presence subscription failed'),
      )
    }
  }

  /** A read about another person: the session's 404/409 first, then the account's pace (nothing is asked past it). */
  async #takeProfileRead(sessionId: string): Promise<void> {
    this.#context.sessions.require(sessionId)
    await this.#accountPace.takeProfileRead(sessionId)
  }

  async read(sessionId: string, contactJid: string): Promise<ContactRecord> {
    await this.#takeProfileRead(sessionId)
    return onConnection(
      this.#context,
      sessionId,
      contactUpstream,
      `${contactJid} could not be read`,
      async (connection) => {
        const [[ids], profile, blocklist] = await Promise.all([
          connection.contacts.identify([contactJid]),
          connection.contacts.profile(contactJid),
          connection.contacts.blocklist(),
        ])
        const forms = [ids!.phoneJid, ids!.lid].filter((jid): jid is string => jid !== null)
        // a read right after a message's event shows the push name it carried
        await this.#pushNames.written()
        const [pushNames, saved] = await Promise.all([
          this.#contacts.getMany<string>(forms.map((jid) => pushNameKey(sessionId, jid))),
          this.#contacts.getMany<SavedContactRecord>(forms.map((jid) => contactPrefix(sessionId) + jid)),
        ])
        return presentContact(contactJid, ids!, profile, {
          name: saved.find((contact) => contact !== undefined)?.name ?? null,
          pushName: pushNames.find((name) => name !== undefined) ?? null,
          blocked: blocklist.some((jid) => forms.includes(jid)),
        })
      },
    )
  }

  blocklist(sessionId: string): Promise<PersonRecord[]> {
    return onConnection(
      this.#context,
      sessionId,
      contactUpstream,
      'The blocklist could not be read',
      async (connection) => {
        const jids = await connection.contacts.blocklist()
        const ids = await connection.contacts.identify(jids)
        return jids.map((jid, i) => ({ jid, ...ids[i]! }))
      },
    )
  }

  setBlocked(sessionId: string, contactJid: string, blocked: boolean): Promise<BlockStatus> {
    return onConnection(
      this.#context,
      sessionId,
      contactUpstream,
      `${contactJid} could not be ${blocked ? 'blocked' : 'unblocked'}`,
      async (connection) => ({
        jid: contactJid,
        ...(await connection.contacts.setBlocked(contactJid, blocked)),
        blocked,
      }),
    )
  }

  /** Asks WhatsApp about numbers not in the cache, within the session's pace. */
  #ask(sessionId: string, phoneNumbers: string[]): Promise<NumberCheck[]> {
    const { perMinute } = this.#pace
    // A session that cannot ask answers its 409 before a number is counted.
    this.#context.sessions.require(sessionId)
    if (phoneNumbers.length > perMinute)
      throw new EngineError(
        engineErrors.validation_failed,
        `Invalid body: phoneNumbers: ${phoneNumbers.length} of these numbers are not in the cache, and this deployment asks WhatsApp about at most ${perMinute} numbers a minute per session; ask for at most ${perMinute} at once.`,
        { errors: [{ path: 'phoneNumbers', message: `at most ${perMinute} numbers not checked before` }] },
      )
    const retryAfterSeconds = this.#pace.take(sessionId, phoneNumbers.length)
    if (retryAfterSeconds > 0)
      throw new EngineError(
        engineErrors.rate_limited,
        `Session "${sessionId}" has asked WhatsApp about ${perMinute} numbers in the last minute, the most it may (bulk checks get numbers banned); retry in ${retryAfterSeconds} s. Numbers checked before are answered from the cache and not counted.`,
        { extra: { limit: perMinute, retryAfterSeconds } },
      )
    return onConnection(this.#context, sessionId, contactUpstream, 'The numbers could not be checked', (connection) =>
      connection.contacts.checkNumbers(phoneNumbers),
    )
  }
}
