import { createHash, randomBytes } from 'node:crypto'
import {
  type BinaryNode,
  DEFAULT_CONNECTION_CONFIG,
  type SignalDataSet,
  type SignalKeyStoreWithTransaction,
  type SocketConfig,
  type WASocket,
} from '@whiskeysockets/baileys'
import type { Collection } from '../../store/store.js'

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

/**
 * How long what is kept of a message lives after its last write: WhatsApp holds a message it has no receipt for
 * 14 days and sends it no more after that (whatsmeow store/sqlstore/store.go `DeleteOldBufferedHashes`).
 */
export const KEPT_TTL_MS = 14 * 24 * 60 * 60 * 1000

interface Kept {
  /** base64; null once the message was emitted (the ciphertext is then known as handled) */
  plaintext: string | null
}

/**
 * What a decryption answers for a copy of a message that was emitted already: one byte of padding and no content,
 * so Baileys decodes an empty message. It then receipts it (the sender sees it delivered, and the server stops
 * sending it) and emits nothing the engine reports: an empty message is not a real message (`isRealMessage`).
 */
const HANDLED = Uint8Array.of(1)

/** Entries of the key space swept for expired ones after each `SWEEP_EVERY` messages emitted: twice as many. */
const SWEEP_EVERY = 100

/**
 * Makes decrypting a message safe against its socket closing before Baileys has receipted it.
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
 * - As there, the plaintext is cleared once the message is emitted, and the ciphertext's hash stays, known as
 *   handled. A receipt can still be lost after that (the link dropped before the server read it), and the server
 *   then sends the same ciphertext again. Its decryption fails (the key is spent) and finds the message handled: it
 *   answers with an empty message, so Baileys receipts it and the engine reports nothing, where whatsmeow ignores
 *   the event and sends its receipt. Before, that copy failed: either a nack, and the sender never saw it delivered,
 *   or a retry receipt, and the sender's resend was reported a second time.
 * - What is kept expires after 14 days in the store, and each socket sweeps the expired entries as it goes.
 *
 * The count of running decryptions is for the session's next socket: it must start only once the decryptions still
 * running here have queued their key changes (the driver waits for `drained`, then for the auth state to store them).
 */
export function decryptionGate(where: { auth: Collection; authPrefix: string }): DecryptionGate {
  let socket: WASocket | undefined
  let keys: SignalKeyStoreWithTransaction | undefined
  let log: Parameters<MakeSignalRepository>[1] | undefined
  let running = 0
  let waiters: (() => void)[] = []
  /** The message each ciphertext of a received stanza belongs to, and the plaintexts kept for each message. */
  const messageOf = new WeakMap<Uint8Array, string>()
  const keptOf = new Map<string, string[]>()
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

  const keep = async (entries: Record<string, Kept>) => keys!.set({ [KEPT]: entries } as unknown as SignalDataSet)
  const kept = async (hash: string): Promise<Kept | undefined> => {
    const get = keys!.get as unknown as (type: string, ids: string[]) => Promise<Record<string, Kept>>
    return (await get(KEPT, [hash]))[hash]
  }

  const decrypt = async (ciphertext: Uint8Array, transaction: string, run: () => Promise<Uint8Array>) => {
    if (!socket?.ws.isOpen)
      throw new Error('the connection closed before this message was decrypted; the server delivers it again')
    running += 1
    const hash = createHash('sha256').update(ciphertext).digest('hex')
    try {
      let plaintext: Uint8Array
      try {
        // Baileys' own decryption opens a transaction on the same key, which joins this one: one commit holds both.
        plaintext = await keys!.transaction(async () => {
          const result = await run()
          await keep({ [hash]: { plaintext: Buffer.from(result).toString('base64') } })
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
      const messageId = messageOf.get(ciphertext)
      if (messageId) keptOf.set(messageId, [...(keptOf.get(messageId) ?? []), hash])
      return plaintext
    } finally {
      running -= 1
      if (running === 0) {
        for (const wake of waiters) wake()
        waiters = []
      }
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
          if (child.tag === 'enc' && child.content instanceof Uint8Array) messageOf.set(child.content, node.attrs.id)
      })
      attached.ev.on('messages.upsert', ({ messages }) => {
        const handled: Record<string, Kept> = {}
        let count = 0
        for (const message of messages) {
          const id = message.key.id
          const hashes = id ? keptOf.get(id) : undefined
          if (!hashes) continue
          keptOf.delete(id!)
          for (const hash of hashes) handled[hash] = { plaintext: null }
          count += 1
        }
        if (count === 0) return
        keep(handled).catch((error: unknown) => log?.warn({ err: error }, 'clearing kept plaintexts failed'))
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
