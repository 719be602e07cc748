import { Console } from 'node:console'
import { Writable } from 'node:stream'
import { SessionRecord } from 'libsignal'

/**
 * libsignal 6 (src/session_record.js), which Baileys runs every Signal session on, prints whole session
 * objects with the global console when it opens, closes or prunes one (`console.info("Closing session:",
 * session)`, also "Opening session:", "Removing old closed session:", "Session already closed"). Those objects
 * hold the session's private keys (the ratchet's `privKey`, `rootKey`, chain keys), and console output goes to
 * stdout whatever the engine's log level says. Nothing else libsignal prints carries key material.
 *
 * The three methods are synchronous, so while one runs `console` can stand for one that discards: no other
 * code runs in between, and the host application's console is untouched before and after, for everything
 * else. Installed once per process; the methods still do all they did, only silently.
 */
const silent = new Console(new Writable({ write: (_chunk, _encoding, done) => done() }))

let installed = false

export function silenceSessionDumps(): void {
  if (installed) return
  installed = true
  const prototype = SessionRecord.prototype as unknown as Record<string, (...args: unknown[]) => unknown>
  for (const name of ['openSession', 'closeSession', 'removeOldSessions']) {
    const original = prototype[name]!
    prototype[name] = function (this: unknown, ...args: unknown[]) {
      const host = globalThis.console
      globalThis.console = silent
      try {
        return original.apply(this, args)
      } finally {
        globalThis.console = host
      }
    }
  }
}
