import { type AddressInfo, createServer, connect, type Socket } from 'node:net'
import { redisUrl } from './services.js'

/** A TCP proxy to the test Redis that a test can cut: every connection through it dies and new ones are refused. */
export async function redisProxy() {
  const target = new URL(redisUrl)
  const sockets = new Set<Socket>()
  let cut = false
  const server = createServer((client) => {
    if (cut) return client.destroy()
    const upstream = connect(Number(target.port || 6379), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      cut = true
      for (const socket of sockets) socket.destroy()
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
