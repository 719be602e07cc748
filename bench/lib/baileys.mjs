// A bare Baileys socket on the simulator, with an in-memory auth state: the reference the engine's figures
// are compared with (same library, same server, none of the engine's work).
import makeWASocket, { Browsers, WA_CERT_DETAILS } from '@whiskeysockets/baileys'
import { withSharedAsyncStorage } from '@sessionkit/core/internal'
import { memoryKeyStore } from '@sessionkit/simulator'
import { pino } from 'pino'

export const silent = pino({ level: 'silent' })

export function memoryAuthState(creds) {
  // makeWASocket wraps the key store in its own transactions, as it does for the engine's.
  return { creds, keys: memoryKeyStore() }
}

/**
 * Opens a socket with the same options the engine's driver passes, and resolves once it is open. With
 * `sharedAsyncStorage`, built as the engine builds its sockets: Baileys' per-socket AsyncLocalStorage replaced by
 * one shared storage (withSharedAsyncStorage), the fix the engine applies and a bare socket does not have.
 */
export async function openSocket(sim, auth, { sharedAsyncStorage = false } = {}) {
  WA_CERT_DETAILS.PUBLIC_KEY = Buffer.from(sim.rootPublicKey)
  const build = sharedAsyncStorage ? withSharedAsyncStorage : (make) => make()
  const sock = build(() =>
    makeWASocket({
      auth,
      waWebSocketUrl: sim.url,
      logger: silent,
      browser: Browsers.macOS('Chrome'),
      markOnlineOnConnect: false,
      syncFullHistory: false,
      generateHighQualityLinkPreview: false,
    }),
  )
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not open within 20 s')), 20_000)
    sock.ev.on('connection.update', (update) => {
      if (update.connection === 'open') {
        clearTimeout(timer)
        resolve()
      } else if (update.connection === 'close') {
        clearTimeout(timer)
        reject(update.lastDisconnect?.error ?? new Error('closed before open'))
      }
    })
  })
  return sock
}

export async function closeSocket(sock) {
  if (!sock.ws.isOpen && !sock.ws.isConnecting) return
  const closed = new Promise((resolve) => sock.ev.on('connection.update', (u) => u.connection === 'close' && resolve()))
  sock.end(undefined)
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 3000))])
}
