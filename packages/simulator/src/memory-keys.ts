import type { SignalDataSet, SignalDataTypeMap, SignalKeyStore } from '@whiskeysockets/baileys'

/** A Map-backed SignalKeyStore for the virtual phones, which live only as long as the simulator. */
export function memoryKeyStore(): SignalKeyStore {
  const data = new Map<string, unknown>()
  return {
    get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
      const out: { [id: string]: SignalDataTypeMap[T] } = {}
      for (const id of ids) {
        const value = data.get(`${type}:${id}`)
        if (value !== undefined) out[id] = value as SignalDataTypeMap[T]
      }
      return out
    },
    set(set: SignalDataSet) {
      for (const [type, values] of Object.entries(set)) {
        for (const [id, value] of Object.entries(values ?? {})) {
          if (value === null || value === undefined) data.delete(`${type}:${id}`)
          else data.set(`${type}:${id}`, value)
        }
      }
    },
    clear() {
      data.clear()
    },
  }
}
