import { randomBytes } from 'node:crypto'
import {
  type AccountIdentity,
  type CallSignal,
  type CallsPort,
  type ChatChange,
  type ChatsPort,
  type CloseInfo,
  type CommunitiesPort,
  type ContactsPort,
  type DisconnectKind,
  type GroupsPort,
  type LastMessage,
  type MessagesPort,
  type NewslettersPort,
  type ProfilePort,
  type OpenOptions,
  type ProtocolConnection,
  type ProtocolDriver,
  type ProtocolEvent,
  type SavedContact,
  ProtocolError,
  type SendOptions,
  type StarTarget,
} from '@sessionkit/core/internal'

/**
 * What a fresh connection does right after it opens:
 * - `qr`: issues a QR, as WhatsApp does for an unpaired device (the default);
 * - `open`: logs straight in, as a paired device does;
 * - `expire`: closes as if the pairing window ran out (no QR ever shown);
 * - `none`: stays silent until the test drives it.
 */
export type OpenScript = 'qr' | 'open' | 'expire' | 'none'

/**
 * A ProtocolDriver for HTTP-plumbing tests (decisions.md: the adapter contract suite, never the only test of a
 * WhatsApp operation). It drives the connection lifecycle (QR, pairing code, open, close) under the test's
 * control, and records sends (with media read to bytes) and chat changes so the suite can check what each adapter hands the
 * engine; every other WhatsApp operation rejects, so no test can pass by talking to this fake. It implements
 * the port's types facet by facet, so a facet that gains an operation does not compile here until the fake
 * says what it does with it.
 */
export class FakeDriver implements ProtocolDriver {
  /** Session ids in the order their connections were opened. */
  readonly opened: string[] = []
  readonly #scripts = new Map<string, OpenScript>()
  readonly #connections = new Map<string, FakeConnection>()
  #pairing: (phoneNumber: string) => Promise<string> = async () => 'FAKE1234'

  /** How the next connection of `sessionId` behaves once open. */
  script(sessionId: string, script: OpenScript): this {
    this.#scripts.set(sessionId, script)
    return this
  }

  /** What `requestPairingCode` answers (a code, or a rejection for failure paths). */
  pairingCodes(answer: (phoneNumber: string) => Promise<string>): this {
    this.#pairing = answer
    return this
  }

  /** The latest connection of a session, to drive it (pair, drop) from a test. */
  connection(sessionId: string): FakeConnection {
    const connection = this.#connections.get(sessionId)
    if (!connection) throw new Error(`no connection was opened for ${sessionId}`)
    return connection
  }

  async open(options: OpenOptions): Promise<ProtocolConnection> {
    this.opened.push(options.sessionId)
    const connection = new FakeConnection(options, (phone) => this.#pairing(phone))
    this.#connections.set(options.sessionId, connection)
    const script = this.#scripts.get(options.sessionId) ?? 'qr'
    // Baileys reports everything after open() has returned; doing the same keeps the runtime's ordering honest.
    setImmediate(() => {
      if (script === 'qr') connection.showQr()
      else if (script === 'open') connection.login()
      else if (script === 'expire') connection.drop('qr_expired', 408)
    })
    return connection
  }
}

export class FakeConnection implements ProtocolConnection {
  readonly sessionId: string
  readonly pairingRequests: string[] = []
  /** What the engine asked to send, media streams read into `bytes`. Nothing is delivered anywhere. */
  readonly sent: { jid: string; content: Record<string, unknown>; options: SendOptions; bytes?: Buffer }[] = []
  /** Where each forward went, each story's audience, the chats history was asked of, in order. */
  readonly forwards: string[] = []
  readonly stories: string[][] = []
  readonly historyRequests: string[] = []
  /** Each channel post, edit and deletion, as `<kind> <post id>`, in order; WhatsApp takes each at once here. */
  readonly channelPosts: string[] = []
  /** The people whose profile (picture, about, business) was asked for, and whose presence was subscribed to, in order. */
  readonly profileReads: string[] = []
  readonly presenceSubscriptions: string[] = []
  closed: CloseInfo | null = null
  readonly messages: MessagesPort = {
    sendMessage: async (jid, content, options) => {
      this.#live()
      let bytes: Buffer | undefined
      if ('media' in content) {
        const chunks: Buffer[] = []
        for await (const chunk of content.media.stream as AsyncIterable<Buffer>) chunks.push(chunk)
        bytes = Buffer.concat(chunks)
      }
      this.sent.push({ jid, content: content as Record<string, unknown>, options, ...(bytes ? { bytes } : {}) })
      return { messageId: `FAKE${this.sent.length.toString().padStart(6, '0')}`, chatJid: jid, timestamp: Date.now() }
    },
    edit: async (message) => {
      this.#live()
      return { messageId: `FAKEEDIT${message.id}`, chatJid: message.chatJid, timestamp: Date.now() }
    },
    read: async () => {
      this.#live()
    },
    delete: async () => {
      this.#live()
    },
    react: async (message) => {
      this.#live()
      return { messageId: `FAKEREACT${message.id}`, chatJid: message.chatJid, timestamp: Date.now() }
    },
    postStory: async (_content, options) => {
      this.#live()
      this.stories.push(options.statusJidList)
      return { messageId: 'FAKESTORY', chatJid: 'status@broadcast', timestamp: Date.now() }
    },
    forward: async (jid, source) => {
      this.#live()
      this.forwards.push(jid)
      return {
        messageId: `FAKEFWD${this.sent.length}`,
        chatJid: jid,
        timestamp: Date.now(),
        type: 'text',
        ...(source.text !== null ? { text: source.text } : {}),
      }
    },
    decryptPollVote: () => {
      throw new ProtocolError('the fake driver reads no votes; use the simulator for polls', { kind: 'invalid' })
    },
    openSealedEdit: () => {
      throw new ProtocolError('the fake driver opens no sealed edits; use the simulator', { kind: 'invalid' })
    },
    pin: async (message) => {
      this.#live()
      return { messageId: `FAKEPIN${message.id}`, chatJid: message.chatJid, timestamp: Date.now() }
    },
    downloadMedia: async () => {
      throw new ProtocolError('the fake driver downloads no media; use the simulator for WhatsApp operations', {
        kind: 'unavailable',
      })
    },
    fetchHistory: async (chatJid) => {
      this.#live()
      // Asked, never answered: the fake has no phone to send the history back.
      this.historyRequests.push(chatJid)
      return { requestId: `FAKEHISTORY${this.historyRequests.length}` }
    },
  }
  /** Group operations reach no WhatsApp here: each answers as a server that cannot be reached would. */
  readonly groups: GroupsPort = {
    list: unreachable,
    metadata: unreachable,
    isCommunity: unreachable,
    create: unreachable,
    setSubject: unreachable,
    setDescription: unreachable,
    setPicture: unreachable,
    removePicture: unreachable,
    updateParticipants: unreachable,
    changeSetting: unreachable,
    inviteInfo: unreachable,
    join: unreachable,
    inviteCode: unreachable,
    revokeInvite: unreachable,
    membershipRequests: unreachable,
    answerMembershipRequests: unreachable,
    cancelMembershipRequest: unreachable,
    leave: unreachable,
    isInternal: unreachable,
    appealSuspension: unreachable,
  }
  readonly communities: CommunitiesPort = {
    create: unreachable,
    subgroups: unreachable,
    link: unreachable,
    unlink: unreachable,
    joinSubgroup: unreachable,
    participants: unreachable,
    transferOwnership: unreachable,
    suggestions: unreachable,
    deactivate: unreachable,
  }
  readonly newsletters: NewslettersPort = {
    subscribed: unreachable,
    metadata: unreachable,
    dehydrated: unreachable,
    search: unreachable,
    recommended: unreachable,
    similar: unreachable,
    directory: unreachable,
    categoriesPreview: unreachable,
    domainsPreviewable: unreachable,
    follow: unreachable,
    unfollow: unreachable,
    mute: unreachable,
    unmute: unreachable,
    create: unreachable,
    update: unreachable,
    delete: unreachable,
    post: async (_jid, id) => this.#channelPost(`post ${id}`),
    editPost: async (_jid, id) => this.#channelPost(`edit ${id}`),
    deletePost: async (_jid, id) => this.#channelPost(`delete ${id}`),
  }
  /** Call signalling the engine asked for, in order; WhatsApp takes each at once here, and nothing rings anywhere. */
  readonly callSignals: {
    action: 'offer' | 'accept' | 'reject' | 'terminate' | 'mute'
    callId: string
    to: string
    muted?: boolean
    reason?: string
  }[] = []
  readonly calls: CallsPort = {
    offer: async (callId, peerJid) => {
      this.#signal({ action: 'offer', callId, to: peerJid })
      return { creatorJid: identityOf(this.sessionId, {}).jid, signalTo: peerJid, acknowledged: Promise.resolve() }
    },
    accept: async (call) => this.#signal({ action: 'accept', callId: call.callId, to: call.to }),
    reject: async (call) => this.#signal({ action: 'reject', callId: call.callId, to: call.to }),
    terminate: async (call, reason) =>
      this.#signal({ action: 'terminate', callId: call.callId, to: call.to, ...(reason ? { reason } : {}) }),
    mute: async (call, muted) => this.#signal({ action: 'mute', callId: call.callId, to: call.to, muted }),
    media: () => null,
  }
  /** Whether the phone has shared its app-state keys; a test clears it for the 409 a session waiting for them answers. */
  appStateReady = true
  /** The chat changes and stars the engine asked for, with the last message it named. Nothing reaches WhatsApp. */
  readonly chatChanges: (
    | { chatJid: string; change: ChatChange; lastMessage: LastMessage | null }
    | { star: StarTarget; starred: boolean }
  )[] = []
  readonly chats: ChatsPort = {
    appStateReady: () => this.appStateReady,
    modify: async (chatJid, change, lastMessage) => {
      this.#live()
      this.chatChanges.push({ chatJid, change, lastMessage })
    },
    star: async (star, starred) => {
      this.#live()
      this.chatChanges.push({ star, starred })
    },
  }
  /** The chat states shown (typing before a send), in order. */
  readonly chatStates: { chatJid: string; state: string }[] = []
  /** The numbers each number check asked about, in order; every one is answered as not on WhatsApp. */
  readonly numberChecks: string[][] = []
  readonly contacts: ContactsPort = {
    checkNumbers: async (phoneNumbers) => {
      this.#live()
      this.numberChecks.push([...phoneNumbers])
      return phoneNumbers.map((phoneNumber) => ({ phoneNumber, exists: false, jid: null, lid: null }))
    },
    // Reads of people reach no WhatsApp, but are recorded first: pacing tests count what was asked.
    pictureUrl: async (jid) => {
      this.profileReads.push(jid)
      return unreachable()
    },
    blocklist: unreachable,
    setBlocked: unreachable,
    identify: unreachable,
    profile: async (jid) => {
      this.profileReads.push(jid)
      return unreachable()
    },
    subscribePresence: async (jid) => {
      this.#live()
      this.presenceSubscriptions.push(jid)
    },
    setPresence: unreachable,
    sendChatState: async (chatJid, state) => {
      this.#live()
      this.chatStates.push({ chatJid, state })
    },
  }
  readonly profile: ProfilePort = {
    read: unreachable,
    setName: unreachable,
    setAbout: unreachable,
    setPicture: unreachable,
    removePicture: unreachable,
    privacy: unreachable,
    setPrivacy: unreachable,
    business: unreachable,
    setBusiness: unreachable,
  }
  #channelPost(what: string) {
    this.#live()
    this.channelPosts.push(what)
    return { serverId: 100 + this.channelPosts.length, at: null }
  }
  readonly #options: OpenOptions
  readonly #pairing: (phoneNumber: string) => Promise<string>

  constructor(options: OpenOptions, pairing: (phoneNumber: string) => Promise<string>) {
    this.sessionId = options.sessionId
    this.#options = options
    this.#pairing = pairing
  }

  /** Issues a QR; returns its text. */
  showQr(ttlMs = 60_000): string {
    const qr = `2@${randomBytes(24).toString('base64')},${randomBytes(32).toString('base64')},${randomBytes(32).toString('base64')}`
    this.#options.handlers.onQr(qr, Date.now() + ttlMs)
    return qr
  }

  /** The phone completed pairing (scan or code) and the connection opened. */
  pair(identity: Partial<AccountIdentity> = {}, method: 'qr' | 'pairing_code' = 'qr'): void {
    const full = identityOf(this.sessionId, identity)
    this.#options.handlers.onPaired(full, method)
    this.#options.handlers.onOpen(full)
  }

  /** A paired device logged in. */
  login(identity: Partial<AccountIdentity> = {}): void {
    this.#options.handlers.onOpen(identityOf(this.sessionId, identity))
  }

  /** The server ended the connection. */
  drop(kind: DisconnectKind, statusCode: number | null, message: string = kind): void {
    if (this.closed) return
    this.closed = { kind, statusCode, message }
    this.#options.handlers.onClose(this.closed)
  }

  /** WhatsApp tells the connection something (a message, a receipt, a history sync...). */
  deliver(event: ProtocolEvent): void {
    this.#options.handlers.onEvent(event)
  }

  /** WhatsApp delivers a `<call>` action (a peer's offer, accept, hang-up...) to the session. */
  deliverCall(signal: CallSignal): void {
    this.#options.handlers.onEvent({ type: 'call.signal', ...signal })
  }

  /** The account's phone synced a contact of its address book (`name: null`: removed). */
  deliverContact(contact: SavedContact): void {
    this.#options.handlers.onEvent({ type: 'contact.updated', ...contact })
  }

  #signal(entry: FakeConnection['callSignals'][number]): void {
    this.#live()
    this.callSignals.push(entry)
  }

  async requestPairingCode(phoneNumber: string): Promise<string> {
    if (this.closed)
      throw new ProtocolError(`connection closed: ${this.closed.message}`, { kind: 'unavailable', close: this.closed })
    this.pairingRequests.push(phoneNumber)
    return this.#pairing(phoneNumber)
  }

  #live(): void {
    if (this.closed)
      throw new ProtocolError(`connection closed: ${this.closed.message}`, { kind: 'unavailable', close: this.closed })
  }

  async logout(): Promise<void> {
    this.drop('logged_out', 401, 'logged out')
  }

  async close(): Promise<void> {
    this.drop('closed_by_engine', null, 'closed by the engine')
  }
}

async function unreachable(): Promise<never> {
  throw new ProtocolError('the fake driver reaches no WhatsApp; use the simulator for WhatsApp operations', {
    kind: 'unavailable',
  })
}

const identityOf = (sessionId: string, identity: Partial<AccountIdentity>): AccountIdentity => ({
  jid: identity.jid ?? '15550001111@s.whatsapp.net',
  lid: identity.lid ?? null,
  name: identity.name ?? sessionId,
})
