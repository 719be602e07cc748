import type { Scheduler } from './scheduler.js'
import type { Store } from './store/collection.js'

/** What a readiness probe reports: whether the engine can serve, and each check behind it. */
export interface Readiness {
  /** The engine is started, its store answered, and every paired session has been through its restore. */
  ready: boolean
  store: 'ok' | 'unreachable'
  /** `running` while start() is still reconnecting the paired sessions it found (in the background). */
  restore: 'not_started' | 'running' | 'done'
}

/** Longest the store may take to answer a probe's read before it counts as unreachable. */
export const STORE_PROBE_TIMEOUT_MS = 2_000

/** A key no session can have (a session id has no ":"). */
const PROBE_KEY = 'readiness:probe'

/**
 * One read of a key no record uses, bounded in time: a store that refuses, hangs or is closed is unreachable.
 * A read, not a write, so a probe every few seconds costs the database nothing it has to keep.
 */
export async function probeStore(store: Store, scheduler: Scheduler): Promise<Readiness['store']> {
  let timer: unknown
  const timeout = new Promise<'unreachable'>((resolve) => {
    timer = scheduler.setTimeout(() => resolve('unreachable'), STORE_PROBE_TIMEOUT_MS)
  })
  const read = store
    .collection('sessions')
    .get(PROBE_KEY)
    .then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    )
  try {
    return await Promise.race([read, timeout])
  } finally {
    scheduler.clearTimeout(timer)
  }
}
