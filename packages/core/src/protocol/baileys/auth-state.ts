import { setTimeout as sleep } from 'node:timers/promises'
import {
  type AuthenticationCreds,
  type AuthenticationState,
  BufferJSON,
  initAuthCreds,
  proto,
  type SignalDataSet,
  type SignalDataTypeMap,
} from '@whiskeysockets/baileys'
import type { Collection } from '../../store/collection.js'

export interface AuthStateOptions {
  /**
   * Longest wait before key changes that nobody waits for (a received message's ratchet step, a pre-key use) are
   * committed (default 20 ms). Sends do not wait for it: each asks for a commit once the server has acknowledged it.
   */
  commitDelayMs?: number
  /**
   * Waits before each new attempt of a key commit that failed (default 100, 500, 2000 and 5000 ms: five attempts
   * over about 8 s). After the last one the commit's waiters see the error and its keys stay queued, and readable,
   * for the next commit (the next send, the commit timer of the next change, or close).
   */
  retryDelaysMs?: readonly number[]
  /** Key types whose entries the store drops this many milliseconds after their last write; others never expire. */
  ttlMsByType?: Readonly<Record<string, number>>
}

export interface LoadedAuthState {
  state: AuthenticationState
  saveCreds: () => Promise<void>
  /**
   * Resolves once every key change made so far is in the store; rejects when the commit carrying them failed
   * every attempt. A send is reported only after this (decisions.md: "sent" is never "hoped for").
   */
  committed: () => Promise<void>
  /** Commits what is queued and waits for every write, for a socket that is closing; rejects as `committed` does. */
  settled: () => Promise<void>
}

/**
 * Baileys credentials and Signal keys on the engine's store, one key prefix per session.
 *
 * Key writes are write-behind. Baileys holds its transaction lock (one per account, so every send of the session)
 * across the commit of a send's key changes, after the message is already on the wire; a store write there
 * (3-4 ms on SQLite) capped sends at one per write (bench/RESULTS.md). So `keys.set` applies the change to an
 * in-memory overlay that reads see at once, and queues it; everything queued while one store commit runs goes
 * into the next (group commit, later values of a key replacing earlier ones). Durability moves to `committed()`:
 * the driver reports a send only once the keys it produced are stored, which is what Baileys' own commit
 * ordering gave before. Only this auth state writes this session's keys (one socket per session).
 */
export async function loadAuthState(
  collection: Collection,
  prefix: string,
  options: AuthStateOptions = {},
): Promise<LoadedAuthState> {
  const retryDelaysMs = options.retryDelaysMs ?? [100, 500, 2000, 5000]
  const commitDelayMs = options.commitDelayMs ?? 20
  const stored = await collection.get<AuthenticationCreds>(`${prefix}creds`)
  // The store keeps buffers in BufferJSON's wire form; a round trip through its reviver restores Baileys' exact types.
  const creds: AuthenticationCreds = stored
    ? JSON.parse(JSON.stringify(stored, BufferJSON.replacer), BufferJSON.reviver)
    : initAuthCreds()
  const keyOf = (type: string, id: string) => `${prefix}${type}:${id}`
  const ttlMsOf = (key: string): number | undefined =>
    options.ttlMsByType?.[key.slice(prefix.length, key.indexOf(':', prefix.length))]

  // Changes not yet stored, by full key; null is a deletion. `pending` waits for the next commit, `committing`
  // is in the store write running now. Reads look at `pending` first: it holds the newer value.
  let pending = new Map<string, unknown>()
  let committing = new Map<string, unknown>()
  const overlay = (key: string): { value: unknown } | undefined => {
    if (pending.has(key)) return { value: pending.get(key) }
    if (committing.has(key)) return { value: committing.get(key) }
    return undefined
  }

  // Keys known to be absent. Baileys asks for some on every send that never exist (the recipient's `tctoken`),
  // and its key cache keeps only what was found, so each send paid a store round trip inside Baileys' lock
  // (bench/RESULTS.md). Since only this auth state writes the session's keys, "absent" stays true until it
  // writes the key itself; a deletion makes a key absent at once.
  const absent = new Set<string>()
  const maxAbsent = 10_000

  // Store reads in flight. A commit waits for those that started before it took its batch: such a read may have
  // asked for a key of the batch before it was set, and must not see the store change under it. Reads that start
  // later find the batch's keys in the overlay and never ask the store for them.
  const reads = new Set<Promise<unknown>>()

  const write = async (batch: Map<string, unknown>) => {
    const upserts: { key: string; value: unknown; ttlMs?: number }[] = []
    const deletes: string[] = []
    for (const [key, value] of batch) {
      if (value === null) deletes.push(key)
      else {
        const ttlMs = ttlMsOf(key)
        upserts.push(ttlMs === undefined ? { key, value } : { key, value, ttlMs })
      }
    }
    for (let attempt = 0; ; attempt++) {
      try {
        // one change: a crash between a session's new state and the prekey it used must not keep one of the two
        if (collection.apply) await collection.apply({ set: upserts, delete: deletes })
        else
          await Promise.all([
            upserts.length > 0 ? collection.setMany(upserts) : undefined,
            deletes.length > 0 ? collection.deleteMany(deletes) : undefined,
          ])
        return
      } catch (error) {
        const delay = retryDelaysMs[attempt]
        if (delay === undefined)
          throw new Error(
            `saving ${batch.size} Signal keys failed after ${attempt + 1} attempts: ${(error as Error).message}`,
            { cause: error },
          )
        await sleep(delay)
      }
    }
  }

  // `next` is the commit that will carry what is pending now; `last` the latest commit scheduled, which carries
  // everything set before it; `tail` the same, never rejecting, for the next commit to wait on. `timer` starts a
  // commit for changes nobody asked to have committed.
  let next: Promise<void> | null = null
  let last: Promise<void> = Promise.resolve()
  let tail: Promise<void> = last
  let timer: NodeJS.Timeout | undefined
  const commit = (): Promise<void> => {
    clearTimeout(timer)
    timer = undefined
    if (next) return next
    const previous = tail
    const run = (async () => {
      await previous
      next = null
      const batch = pending
      pending = new Map()
      committing = batch
      await Promise.allSettled([...reads])
      try {
        await write(batch)
      } catch (error) {
        // Still the newest state Baileys has: keep it queued (under anything set since) for the next commit.
        for (const [key, value] of batch) if (!pending.has(key)) pending.set(key, value)
        throw error
      } finally {
        committing = new Map()
      }
    })()
    next = run
    last = run
    tail = run.catch(() => undefined)
    return run
  }

  // Credential writes still running when the socket closes must land before the store may close under them.
  const credsWrites = new Set<Promise<unknown>>()
  const trackCreds = (write: Promise<void>): Promise<void> => {
    credsWrites.add(write)
    void write.finally(() => credsWrites.delete(write)).catch(() => undefined)
    return write
  }

  const state: AuthenticationState = {
    creds,
    keys: {
      get: async <T extends keyof SignalDataTypeMap>(type: T, ids: string[]) => {
        const found: { [id: string]: SignalDataTypeMap[T] } = {}
        const wanted: string[] = []
        for (const id of ids) {
          const key = keyOf(type, id)
          const local = overlay(key)
          if (local) {
            if (local.value !== null) found[id] = local.value as SignalDataTypeMap[T]
          } else if (!absent.has(key)) wanted.push(id)
        }
        if (wanted.length === 0) return found
        const read = collection.getMany<unknown>(wanted.map((id) => keyOf(type, id)))
        reads.add(read)
        let values: unknown[]
        try {
          values = await read
        } finally {
          reads.delete(read)
        }
        if (absent.size > maxAbsent) absent.clear()
        wanted.forEach((id, index) => {
          const key = keyOf(type, id)
          // Set while the read ran: the overlay is newer than what the store answered.
          const local = overlay(key)
          if (local) {
            if (local.value !== null) found[id] = local.value as SignalDataTypeMap[T]
            return
          }
          let value = values[index]
          if (value === undefined || value === null) {
            absent.add(key)
            return
          }
          if (type === 'app-state-sync-key') value = proto.Message.AppStateSyncKeyData.fromObject(value as object)
          found[id] = value as SignalDataTypeMap[T]
        })
        return found
      },
      set: async (data: SignalDataSet) => {
        for (const [type, entries] of Object.entries(data)) {
          for (const [id, value] of Object.entries(entries ?? {})) {
            const key = keyOf(type, id)
            const deleted = value === null || value === undefined
            pending.set(key, deleted ? null : value)
            if (deleted) absent.add(key)
            else absent.delete(key)
          }
        }
        // Not committed here: Baileys would wait for it inside its lock. A send asks for the commit once it is
        // acknowledged, so the sends acknowledged while one commit runs share the next; the timer covers the rest.
        timer ??= next ? undefined : setTimeout(() => void commit(), commitDelayMs)
      },
      clear: async () => {
        pending = new Map()
        absent.clear()
        await tail
        await collection.deletePrefix(prefix)
      },
    },
  }
  const committed = () => (pending.size > 0 ? commit() : last)
  return {
    state,
    saveCreds: () => trackCreds(collection.set(`${prefix}creds`, creds)),
    committed,
    settled: async () => {
      while (credsWrites.size > 0) await Promise.allSettled([...credsWrites])
      await committed()
    },
  }
}
