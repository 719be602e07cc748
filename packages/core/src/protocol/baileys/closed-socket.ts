import type { EventEmitter } from 'node:events'

/**
 * Ends every query Baileys waits on over a WebSocket the engine closed, and every query started on it later.
 *
 * Baileys' end() drops the WebSocket's 'close' listeners before closing it, and a query waits for its answer on
 * the WebSocket's 'close' and 'error' events under its own 60 s timer (Socket/socket.js waitForMessage, which
 * `query` starts before it sends). A query still waiting as the engine stops (an app-state resync), or started
 * after it (a message decrypted as the connection closed), was never told and held the process open until that
 * timer ran out. Its 'error' listeners are what remain: a closed-connection error ends those queries as a
 * network drop would, and a query that registers one later is told at once.
 */
export function endQueriesOf(ws: EventEmitter): void {
  const closed = new Error('Connection Closed')
  if (ws.listenerCount('error') > 0) ws.emit('error', closed)
  ws.on('newListener', (event: string | symbol, listener: (error: Error) => void) => {
    if (event === 'error') queueMicrotask(() => listener(closed))
  })
}
