import type { BinaryNode } from '@whiskeysockets/baileys'
import type { Client } from './sockets.js'

interface Waiter {
  client: Client
  resolve: (node: BinaryNode) => void
  reject: (err: Error) => void
}

/** The iqs the server sent a client and waits on, answered by the client's result or error with the same id. */
export class PendingRequests {
  private readonly waiting = new Map<string, Waiter>()

  send(client: Client, node: BinaryNode): Promise<BinaryNode> {
    const id = node.attrs.id!
    return new Promise((resolve, reject) => {
      this.waiting.set(`${client.id}:${id}`, { client, resolve, reject })
      client.send(node)
    })
  }

  /** resolves the request `reply` answers; false when the server asked nothing with its id */
  settle(client: Client, reply: BinaryNode): boolean {
    const key = `${client.id}:${reply.attrs.id}`
    const waiter = this.waiting.get(key)
    if (!waiter) return false
    this.waiting.delete(key)
    waiter.resolve(reply)
    return true
  }

  abandon(client: Client): void {
    for (const [key, waiter] of this.waiting) {
      if (waiter.client !== client) continue
      this.waiting.delete(key)
      waiter.reject(new Error('the connection closed before answering'))
    }
  }
}
