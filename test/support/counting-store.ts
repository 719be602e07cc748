import type { CollectionName, Store } from '@sessionkit/core'

/** Collection methods that write to the backend. */
const writeMethods = new Set<PropertyKey>(['set', 'setMany', 'delete', 'deleteMany', 'apply'])

/** A batch a collection answers without the backend: no entries, or an `apply` that neither sets nor deletes. */
function isEmptyBatch(arg: unknown): boolean {
  if (Array.isArray(arg)) return arg.length === 0
  const change = arg as { set?: unknown[]; delete?: unknown[] } | undefined
  return Array.isArray(change?.set) && Array.isArray(change?.delete) && change.set.length + change.delete.length === 0
}

/**
 * A store whose `counted` collections count the write calls that reach them (not empty batches, which a
 * collection answers without the backend): how tests show that writes are batched.
 */
export function countingStore(
  store: Store,
  counted: readonly CollectionName[],
): { store: Store; writes: () => number; settled: () => Promise<void> } {
  let writes = 0
  const pending = new Set<unknown>()
  return {
    writes: () => writes,
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
    store: {
      kind: store.kind,
      windows: store.windows,
      close: () => store.close(),
      collection(name) {
        const collection = store.collection(name)
        if (!counted.includes(name)) return collection
        return new Proxy(collection, {
          get(target, property) {
            // Bound to the collection itself: its methods read its private fields.
            const member = (Reflect.get(target, property) as (...args: unknown[]) => unknown).bind(target)
            if (!writeMethods.has(property)) return member
            return (...args: unknown[]) => {
              if (isEmptyBatch(args[0])) return member(...args)
              writes += 1
              const write = member(...args)
              pending.add(write)
              void Promise.resolve(write).finally(() => pending.delete(write))
              return write
            }
          },
        })
      },
    },
  }
}
