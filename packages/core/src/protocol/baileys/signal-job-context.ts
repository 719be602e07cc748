import { AsyncResource } from 'node:async_hooks'
import { SessionBuilder, SessionCipher } from 'libsignal'

let installed = false

/**
 * libsignal 6 serializes the work on one Signal address (src/queue_job.js) through one queue per address string
 * for the whole process, and runs every queued job in the async context of the caller that started the queue's
 * runner, not of the caller that queued it. Baileys keeps a key transaction (addTransactionCapability: the session
 * records one send or one decryption reads, injects and ratchets, committed when it ends) in an AsyncLocalStorage,
 * and runs a send and a decryption of one socket in transactions of their own, at the same time. So a send that
 * injected a session for a device while a message from that device was being decrypted stored the new session in
 * the decryption's transaction, then encrypted in its own, found none and skipped the device ("No sessions"; "All
 * encryptions failed" when it was the only one); and a job that ran in a transaction already committed kept its
 * writes in memory only, lost. Sockets share address strings too (all sessions of one account in a process write
 * to its devices). Sessions opened together after a crash or a takeover, all sending and decrypting at once, met
 * it most (bench/RESULTS.md, "Signal state across a crash").
 *
 * Each job runs in its own caller's context here: SessionCipher's jobs through its `queueJob` method, and
 * SessionBuilder.initOutgoing (which queues through the module directly) by calling its storage in the caller's
 * context. Installed once per process; the order of jobs on an address is libsignal's.
 */
export function installSignalJobContext(): void {
  if (installed) return
  installed = true
  const cipher = SessionCipher.prototype as unknown as {
    queueJob: (this: unknown, job: () => Promise<unknown>) => Promise<unknown>
  }
  const queueJob = cipher.queueJob
  cipher.queueJob = function (job) {
    return queueJob.call(this, AsyncResource.bind(job))
  }
  const builder = SessionBuilder.prototype as unknown as {
    initOutgoing: (this: { storage: object }, device: unknown) => Promise<void>
  }
  const initOutgoing = builder.initOutgoing
  builder.initOutgoing = function (device) {
    const caller = new AsyncResource('libsignal-storage')
    const storage = new Proxy(this.storage, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown
        return typeof value === 'function'
          ? (...args: unknown[]) => caller.runInAsyncScope(value as (...a: unknown[]) => unknown, target, ...args)
          : value
      },
    })
    return initOutgoing.call(Object.create(this, { storage: { value: storage } }), device)
  }
}
