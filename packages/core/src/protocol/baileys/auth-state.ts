import { type AuthenticationCreds, type AuthenticationState, BufferJSON, initAuthCreds, proto, type SignalDataSet, type SignalDataTypeMap } from '@whiskeysockets/baileys'
import type { Collection } from '../../store/store.js'

/**
 * Baileys credentials and Signal keys on the engine's store, one key prefix per session. Baileys batches key
 * writes in its own transactions (one `set` per commit); a failed write throws so its retry runs.
 */
export async function loadAuthState(
  collection: Collection,
  prefix: string,
): Promise<{ state: AuthenticationState; saveCreds: () => Promise<void>; settled: () => Promise<void> }> {
  const stored = await collection.get<AuthenticationCreds>(`${prefix}creds`)
  // The store keeps buffers in BufferJSON's wire form; a round trip through its reviver restores Baileys' exact types.
  const creds: AuthenticationCreds = stored ? JSON.parse(JSON.stringify(stored, BufferJSON.replacer), BufferJSON.reviver) : initAuthCreds()
  const keyOf = (type: string, id: string) => `${prefix}${type}:${id}`
  // Writes still running when the socket closes must land before the store may close under them.
  const inFlight = new Set<Promise<unknown>>()
  const track = <T>(write: Promise<T>): Promise<T> => {
    inFlight.add(write)
    void write.finally(() => inFlight.delete(write)).catch(() => undefined)
    return write
  }

  // Keys known to be absent. Baileys asks for some on every send that never exist (the recipient's `tctoken`),
  // and its key cache keeps only what was found, so each send paid a store round trip inside Baileys' lock on
  // the chat (bench/RESULTS.md). Only this auth state writes this session's keys (one socket per session), so
  // "absent" stays true until it writes the key itself. A read that overlapped any write (started, still
  // running, or finished meanwhile) records nothing: it may not have seen that write.
  const absent = new Set<string>()
  let writes = 0
  let writesInFlight = 0
  const maxAbsent = 10_000

  const state: AuthenticationState = {
    creds,
    keys: {
      get: async <T extends keyof SignalDataTypeMap>(type: T, ids: string[]) => {
        const found: { [id: string]: SignalDataTypeMap[T] } = {}
        const wanted = ids.filter((id) => !absent.has(keyOf(type, id)))
        if (wanted.length === 0) return found
        const writesBefore = writesInFlight === 0 ? writes : -1
        const values = await collection.getMany<unknown>(wanted.map((id) => keyOf(type, id)))
        const settledRead = writes === writesBefore && writesInFlight === 0
        if (settledRead && absent.size > maxAbsent) absent.clear()
        wanted.forEach((id, index) => {
          let value = values[index]
          if (value === undefined || value === null) {
            if (settledRead) absent.add(keyOf(type, id))
            return
          }
          if (type === 'app-state-sync-key') value = proto.Message.AppStateSyncKeyData.fromObject(value as object)
          found[id] = value as SignalDataTypeMap[T]
        })
        return found
      },
      set: async (data: SignalDataSet) => {
        const upserts: { key: string; value: unknown }[] = []
        const deletes: string[] = []
        for (const [type, entries] of Object.entries(data)) {
          for (const [id, value] of Object.entries(entries ?? {})) {
            const key = keyOf(type, id)
            if (value === null || value === undefined) deletes.push(key)
            else {
              absent.delete(key)
              upserts.push({ key, value })
            }
          }
        }
        writes += 1
        writesInFlight += 1
        try {
          await track(Promise.all([collection.setMany(upserts), collection.deleteMany(deletes)]))
        } finally {
          writesInFlight -= 1
        }
      },
      clear: async () => {
        writes += 1
        absent.clear()
        await collection.deletePrefix(prefix)
      },
    },
  }
  return {
    state,
    saveCreds: () => track(collection.set(`${prefix}creds`, creds)),
    settled: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
  }
}
