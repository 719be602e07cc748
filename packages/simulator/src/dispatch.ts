import type { BinaryNode } from '@whiskeysockets/baileys'
import { SERVER_JID } from './jids.js'
import type { Server } from './server/context.js'
import { iqError } from './server/iq.js'
import type { Client } from './server/sockets.js'

/** One row of the table: which nodes it takes, and what answers them. */
export interface Handler {
  tag: string
  xmlns?: string
  type?: string
  /** the tag of the node's first child, where tag, xmlns and type alone do not say what is asked */
  child?: string
  /** taken before login too (linking); every other row needs a client that logged in */
  anonymous?: true
  handle(server: Server, client: Client, node: BinaryNode): void | Promise<void>
}

function firstChild(node: BinaryNode): string | undefined {
  return Array.isArray(node.content) ? node.content[0]?.tag : undefined
}

function matches(handler: Handler, node: BinaryNode): boolean {
  return (
    handler.tag === node.tag &&
    (handler.xmlns === undefined || handler.xmlns === node.attrs.xmlns) &&
    (handler.type === undefined || handler.type === node.attrs.type) &&
    (handler.child === undefined || handler.child === firstChild(node))
  )
}

/**
 * WhatsApp's answer to a node it has no handler for: an error iq for an iq, an ack with the error for
 * another stanza with an id (Baileys' query() resolves on any frame with its id). Each is reported as an
 * `unhandled-node` event, so a test sees what the server did not understand.
 */
export function refuse(server: Server, client: Client, node: BinaryNode): void {
  const { id, type } = node.attrs
  if (node.tag === 'iq' && id && (type === 'get' || type === 'set'))
    client.send(iqError(node, 501, 'feature-not-implemented'))
  else if (node.tag !== 'iq' && id)
    client.send({ tag: 'ack', attrs: { id, class: node.tag, from: node.attrs.to ?? SERVER_JID, error: '501' } })
  server.logger.debug({ tag: node.tag, attrs: node.attrs, child: firstChild(node) }, 'unhandled node')
  server.events.emit('unhandled-node', {
    connectionId: client.id,
    phoneNumber: client.device?.account.phoneNumber,
    node,
  })
}

/** Every node a client sends goes through one table, checked in order: the first matching row handles it. */
export class Dispatcher {
  constructor(private readonly table: readonly Handler[]) {}

  async dispatch(server: Server, client: Client, node: BinaryNode): Promise<void> {
    const handler = this.table.find((h) => matches(h, node))
    if (!handler) return refuse(server, client, node)
    if (!handler.anonymous && !client.device) {
      // stanzas of a connection that has not logged in are not read; its iqs are told why
      if (node.tag === 'iq') client.send(iqError(node, 401, 'not-authorized'))
      return
    }
    await handler.handle(server, client, node)
  }
}
