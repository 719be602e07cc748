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

  const state: AuthenticationState = {
    creds,
    keys: {
      get: async <T extends keyof SignalDataTypeMap>(type: T, ids: string[]) => {
        const values = await collection.getMany<unknown>(ids.map((id) => keyOf(type, id)))
        const found: { [id: string]: SignalDataTypeMap[T] } = {}
        ids.forEach((id, index) => {
          let value = values[index]
          if (value === undefined || value === null) return
          if (type === 'app-state-sync-key') value = proto.Message.AppStateSyncKeyData.fromObject(value as object)
          found[id] = value as SignalDataTypeMap[T]
        })
        return found
      },
      set: async (data: SignalDataSet) => {
        const writes: { key: string; value: unknown }[] = []
        const deletes: string[] = []
        for (const [type, entries] of Object.entries(data)) {
          for (const [id, value] of Object.entries(entries ?? {})) {
            if (value === null || value === undefined) deletes.push(keyOf(type, id))
            else writes.push({ key: keyOf(type, id), value })
          }
        }
        await track(Promise.all([collection.setMany(writes), collection.deleteMany(deletes)]))
      },
      clear: async () => {
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
