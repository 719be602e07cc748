import { createServer } from 'node:net'
import makeWASocket, { initAuthCreds } from '@whiskeysockets/baileys'
import { pino } from 'pino'
import { expect, test } from 'vitest'
import { endQueriesOf } from '../../src/protocol/baileys/closed-socket.js'

/**
 * A real Baileys socket, ended as the driver ends it: a query started after the end must let go of the WebSocket
 * at once. Baileys' own end() leaves its wait (and the 60 s timer under it) running, which held a stopped
 * engine's process open for a minute.
 */
test('a query Baileys starts after the engine closed its socket stops waiting at once', async () => {
  const refusing = createServer((socket) => socket.destroy())
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
  const { port } = refusing.address() as { port: number }
  const socket = makeWASocket({
    waWebSocketUrl: `ws://127.0.0.1:${port}/ws`,
    auth: { creds: initAuthCreds(), keys: { get: async () => ({}), set: async () => {} } },
    logger: pino({ level: 'silent' }) as never,
    printQRInTerminal: false,
  })
  const ended = new Promise<void>((resolve) =>
    socket.ev.on('connection.update', ({ connection }) => connection === 'close' && resolve()),
  )
  socket.end(undefined)
  await ended
  endQueriesOf(socket.ws)

  const id = 'LATEQUERY1'
  const listening = socket.ws.listenerCount('error')
  await expect(
    socket.query({ tag: 'iq', attrs: { id, to: 's.whatsapp.net', type: 'get', xmlns: 'w:p' } }),
  ).rejects.toThrow('Connection Closed')
  await new Promise((resolve) => setImmediate(resolve))
  expect(socket.ws.listenerCount(`TAG:${id}`)).toBe(0)
  expect(socket.ws.listenerCount('error')).toBe(listening)
  refusing.close()
})
