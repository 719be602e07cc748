import { createHash, randomBytes } from 'node:crypto'
import {
  type BinaryNode,
  DEFAULT_CONNECTION_CONFIG,
  decodeBinaryNode,
  encodeBinaryNode,
  type SignalDataSet,
  type SignalKeyStoreWithTransaction,
  type SocketConfig,
  type WASocket,
} from '@whiskeysockets/baileys'
import type { Collection } from '../../store/collection.js'

type MakeSignalRepository = SocketConfig['makeSignalRepository']

export interface DecryptionGate {
  /** For `makeWASocket`: Baileys' own Signal repository, its decryptions passed through the gate. */
  makeSignalRepository: MakeSignalRepository
  /** Binds the gate to the socket made with its repository. */
  attach(socket: WASocket): void
  /** Resolves once no decryption is running; the socket's last key changes are then queued for the store. */
  drained(): Promise<void>
}

/** The key type, beside Baileys' own in the session's Signal keys, of the plaintexts kept until emitted. */
export const KEPT = 'decrypted-plaintext'

/** The key type of the stanzas of messages decrypted and not yet emitted, one a message: replayed by the next socket. */
export const UNEMITTED = 'unemitted-stanza'

/**
 * How long what is kept of a message lives after its last write: WhatsApp holds a message it has no receipt for
 * 14 days and sends it no more after that (whatsmeow store/sqlstore/store.go `DeleteOldBufferedHashes`).
 */
export const KEPT_TTL_MS = 14 * 24 * 60 * 60 * 1000

interface Kept {
  /** base64; null once the message was emitted (the ciphertext is then known as handled) */
  plaintext: string | null
}

interface Unemitted {
  /** the stanza as the server sent it, binary-encoded, base64 */
  stanza: string
}

/** The message a stanza carries, named by its sender and id. */
const stanzaKeyOf = (node: BinaryNode) =>
  createHash('sha256')
    .update(`${node.attrs.from ?? ''}\n${node.attrs.participant ?? ''}\n${node.attrs.id}`)
    .digest('hex')

/**
 * What a decryption answers for a copy of a message that was emitted already: one byte of padding and no content,
 * so Baileys decodes an empty message. It then receipts it (the sender sees it delivered, and the server stops
 * sending it) and emits nothing the engine reports: an empty message is not a real message (`isRealMessage`).
 */
const HANDLED = Uint8Array.of(1)

/** Entries of the key space swept for expired ones after each `SWEEP_EVERY` messages emitted: twice as many. */
const SWEEP_EVERY = 100

/** Stanzas read from the store at a time when replaying. */
const REPLAY_PAGE = 100

/**
 * Makes decrypting a message safe against its socket closing, or its process dying, before the message is emitted.
 *
 * Baileys decrypts a message, then sends its receipt, then emits it (Socket/messages-recv.ts `handleMessage`).
 * Decrypting spends the message's Signal key; a message whose receipt could not go is never emitted, and the server
 * sends it again on the next connection. There the spent key cannot decrypt it (libsignal's "Key used already or
 * never filled"), and Baileys answers with a nack and no retry receipt: the message was lost. What the gate does:
 *
 * - Once the socket is closed, decrypting fails before any key is touched, and the server sends the message again.
 *   A socket decrypts after its close whatever it read just before it: a stalled link's backlog, or the messages in
 *   front of a stream error.
 * - A decryption stores its plaintext with the keys it spent, in the same commit, and a message whose decryption
 *   fails finds it there. This covers a socket that closes between a decryption and its receipt. This is whatsmeow's
 *   decrypted event buffer (message.go `bufferedDecrypt`, by SHA-256 of the ciphertext).
 * - The same commit holds the stanza, and the decryption returns, so Baileys receipts the message, only once that
 *   commit is in the store (key writes are otherwise write-behind, auth-state.ts). After the receipt the server never
 *   sends the message again, and Baileys holds the events of a login's backlog in memory until the server's offline
 *   marker: a process that dies there had receipted messages it never emitted. The next socket of the session
 *   replays the stanzas of messages never emitted when its own marker comes, through Baileys' queue of offline
 *   stanzas, and each decrypts from its kept plaintext. whatsmeow writes its plaintext before its receipt too
 *   (`bufferedDecrypt`).
 * - As in whatsmeow, the plaintext is cleared once the message is emitted, here once the engine has stored the events
 *   made of it, and the ciphertext's hash stays, known as handled. A receipt can still be lost after that (the link
 *   dropped before the server read it), and the server then sends the same ciphertext again. Its decryption fails
 *   (the key is spent) and finds the message handled: it answers with an empty message, so Baileys receipts it and
 *   the engine reports nothing, where whatsmeow ignores the event and sends its receipt. Before, that copy failed:
 *   either a nack, and the sender never saw it delivered, or a retry receipt, and the sender's resend was reported a
 *   second time.
 * - What is kept expires after 14 days in the store, and each socket sweeps the expired entries as it goes.
 *
 * The count of running decryptions and clearings is for the session's next socket: it must start only once those
 * still running here have queued their key changes (the driver waits for `drained`, then for the auth state to store
 * them).
 */
export function decryptionGate(where: {
  auth: Collection
  authPrefix: string
  /** Resolves once every key change queued so far is in the store (the auth state's `committed`). */
  committed: () => Promise<void>
  /** Resolves once the engine has stored every event it published so far. */
  eventsStored: () => Promise<void>
}): DecryptionGate {
  let socket: WASocket | undefined
  let keys: SignalKeyStoreWithTransaction | undefined
  let log: Parameters<MakeSignalRepository>[1] | undefined
  let running = 0
  let waiters: (() => void)[] = []
  const busy = (change: 1 | -1) => {
    running += change
    if (running > 0) return
    for (const wake of waiters) wake()
    waiters = []
  }
  /** The stanza each ciphertext was read in, and what is kept for each message, by id, until it is emitted. */
  const stanzaOf = new WeakMap<Uint8Array, BinaryNode>()
  const keptOf = new Map<string, { hashes: string[]; stanza: string }>()
  /** The stanzas this socket decrypted itself, not to be replayed; null once the replay has read the store. */
  let storedHere: Set<string> | null = new Set()
  let emitted = 0
  // Hashes are uniform, so a random start sweeps the whole key space over the sockets of a session.
  const keptPrefix = `${where.authPrefix}${KEPT}:`
  let sweptTo = `${keptPrefix}${randomBytes(32).toString('hex')}`
  /** Reads the next entries after the last swept, on from the start at the end; the store deletes the expired. */
  const sweep = async () => {
    const limit = 2 * SWEEP_EVERY
    let page = await where.auth.range(keptPrefix, { after: sweptTo, limit })
    if (page.length < limit) page = await where.auth.range(keptPrefix, { limit: limit - page.length })
    sweptTo = page.at(-1)?.[0] ?? keptPrefix
  }

  const keep = async (entries: { [KEPT]: Record<string, Kept>; [UNEMITTED]?: Record<string, Unemitted | null> }) =>
    keys!.set(entries as unknown as SignalDataSet)
  const kept = async (hash: string): Promise<Kept | undefined> => {
    const get = keys!.get as unknown as (type: string, ids: string[]) => Promise<Record<string, Kept>>
    return (await get(KEPT, [hash]))[hash]
  }

  const decrypt = async (ciphertext: Uint8Array, transaction: string, run: () => Promise<Uint8Array>) => {
    if (!socket?.ws.isOpen)
      throw new Error('the connection closed before this message was decrypted; the server delivers it again')
    busy(1)
    const hash = createHash('sha256').update(ciphertext).digest('hex')
    const node = stanzaOf.get(ciphertext)
    const stanza = node ? stanzaKeyOf(node) : undefined
    try {
      let plaintext: Uint8Array
      try {
        // Baileys' own decryption opens a transaction on the same key, which joins this one: one commit holds both.
        plaintext = await keys!.transaction(async () => {
          const result = await run()
          await keep({
            [KEPT]: { [hash]: { plaintext: Buffer.from(result).toString('base64') } },
            ...(node && stanza
              ? { [UNEMITTED]: { [stanza]: { stanza: encodeBinaryNode(node).toString('base64') } } }
              : {}),
          })
          return result
        }, transaction)
      } catch (error) {
        const earlier = await kept(hash)
        if (!earlier) throw error
        if (earlier.plaintext === null) {
          log?.debug({ hash }, 'a message emitted already came again: receipting it, reporting nothing')
          return HANDLED
        }
        plaintext = Buffer.from(earlier.plaintext, 'base64')
      }
      if (stanza) storedHere?.add(stanza)
      // Baileys receipts the message once this returns, and the server sends it no more after the receipt.
      await where.committed()
      const id = node?.attrs.id
      if (id && stanza) {
        const entry = keptOf.get(id)
        if (entry) entry.hashes.push(hash)
        else keptOf.set(id, { hashes: [hash], stanza })
      }
      return plaintext
    } finally {
      busy(-1)
    }
  }

  /** Hands Baileys the stanzas of messages an earlier socket or process decrypted and receipted but never emitted. */
  const replay = async (attached: WASocket) => {
    const prefix = `${where.authPrefix}${UNEMITTED}:`
    const mine = storedHere ?? new Set()
    storedHere = null
    let after: string | undefined
    for (;;) {
      const page = await where.auth.range<Unemitted>(prefix, { ...(after ? { after } : {}), limit: REPLAY_PAGE })
      const nodes: BinaryNode[] = []
      for (const [key, { stanza }] of page)
        if (!mine.has(key.slice(prefix.length))) nodes.push(await decodeBinaryNode(Buffer.from(stanza, 'base64')))
      if (!attached.ws.isOpen) return
      for (const node of nodes) {
        log?.info({ id: node.attrs.id, from: node.attrs.from }, 'replaying a message decrypted but never emitted')
        // Marked offline, it joins Baileys' queue of the login's offline stanzas, behind those the server sent.
        attached.ws.emit('CB:message', { ...node, attrs: { ...node.attrs, offline: node.attrs.offline ?? '1' } })
      }
      if (page.length < REPLAY_PAGE) return
      after = page.at(-1)![0]
    }
  }

  return {
    makeSignalRepository: (auth, logger, pnToLID) => {
      keys = auth.keys as SignalKeyStoreWithTransaction
      log = logger
      const repository = DEFAULT_CONNECTION_CONFIG.makeSignalRepository(auth, logger, pnToLID)
      const { decryptMessage, decryptGroupMessage } = repository
      repository.decryptMessage = (options) => decrypt(options.ciphertext, options.jid, () => decryptMessage(options))
      repository.decryptGroupMessage = (options) =>
        decrypt(options.msg, options.group, () => decryptGroupMessage(options))
      return repository
    },
    attach(attached) {
      socket = attached
      // Runs as the stanza is read, before Baileys gets to decrypting any of it.
      attached.ws.on('CB:message', (node: BinaryNode) => {
        if (!node.attrs.id || !Array.isArray(node.content)) return
        for (const child of node.content)
          if (child.tag === 'enc' && child.content instanceof Uint8Array) stanzaOf.set(child.content, node)
      })
      // The server's marker that it sent the whole backlog of the login.
      attached.ws.on('CB:ib,,offline', () => {
        if (storedHere === null) return
        replay(attached).catch((error: unknown) =>
          log?.warn({ err: error }, 'replaying the messages an earlier connection never emitted failed'),
        )
      })
      attached.ev.on('messages.upsert', ({ messages }) => {
        const handled: Record<string, Kept> = {}
        const stanzas: Record<string, null> = {}
        let count = 0
        for (const message of messages) {
          const id = message.key.id
          const entry = id ? keptOf.get(id) : undefined
          if (!entry) continue
          keptOf.delete(id!)
          for (const hash of entry.hashes) handled[hash] = { plaintext: null }
          stanzas[entry.stanza] = null
          count += 1
        }
        if (count === 0) return
        busy(1)
        // Every listener of this upsert, the engine's among them, runs before the first `then`: what waits for the
        // events stored waits for those made of these messages.
        Promise.resolve()
          .then(() => where.eventsStored())
          .then(() => keep({ [KEPT]: handled, [UNEMITTED]: stanzas }))
          .catch((error: unknown) => log?.warn({ err: error }, 'clearing kept plaintexts failed'))
          .finally(() => busy(-1))
        emitted += count
        if (emitted >= SWEEP_EVERY) {
          emitted = 0
          sweep().catch((error: unknown) => log?.warn({ err: error }, 'sweeping expired kept plaintexts failed'))
        }
      })
    },
    drained: () => (running === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  }
}
