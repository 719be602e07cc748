import {
  type AnyMessageContent,
  type BinaryNode,
  generateMessageIDV2,
  type MiscMessageGenerationOptions,
  type proto,
} from '@whiskeysockets/baileys'
import { type CloseInfo, ProtocolError } from '../port.js'
import type { DeliveryOptions, SentMessage } from '../ports/messages.js'
import type { LoadedAuthState } from './auth-state.js'
import { protocolErrorOf } from './errors.js'
import type { FacetContext } from './facet.js'
import type { OwnActions } from './own-actions.js'
import { parseMessageAck } from './wire/stanzas.js'

/**
 * What a send carries: content Baileys generates the message from, or a message built here (`raw`), with the
 * stanza attributes and children Baileys would not set for it (`edit`, wire/edits.ts; a status post's `<meta>`,
 * wire/status-post.ts) and, for a status, the people it goes to.
 */
export type SendContent =
  | AnyMessageContent
  | { raw: proto.IMessage; attributes?: Record<string, string>; nodes?: BinaryNode[]; statusJidList?: string[] }

export interface SenderOptions {
  auth: Pick<LoadedAuthState, 'committed'>
  /** The close that ended the connection, once it has. */
  closed: () => CloseInfo | null
}

/**
 * Every send of the messaging facet: it answers once WhatsApp's server acknowledged the message, which Baileys does
 * not wait for (the acks are matched here by id), and once the Signal keys the send advanced are stored.
 */
export class MessageSender {
  readonly #context: FacetContext
  readonly #options: SenderOptions
  readonly #own: OwnActions
  /** Sends waiting for the server's ack, by message id. */
  readonly #acks = new Map<string, { resolve: (at: number) => void; reject: (error: ProtocolError) => void }>()

  constructor(context: FacetContext, options: SenderOptions, own: OwnActions) {
    this.#context = context
    this.#options = options
    this.#own = own
    context.socket.ws.on('CB:ack,class:message', (node: BinaryNode) => {
      const ack = parseMessageAck(node)
      const waiter = ack ? this.#acks.get(ack.id) : undefined
      if (!ack || !waiter) return
      this.#acks.delete(ack.id)
      if (ack.error !== null)
        waiter.reject(
          new ProtocolError(`WhatsApp refused the message (error ${ack.error})`, {
            kind: 'rejected',
            statusCode: ack.error || null,
            messageId: ack.id,
          }),
        )
      else waiter.resolve(ack.at ?? context.clock.now())
    })
  }

  /** The connection closed: every send still waiting for its ack fails with the reason. */
  failPending(info: CloseInfo): void {
    for (const [messageId, waiter] of this.#acks) {
      waiter.reject(
        new ProtocolError(`connection closed before WhatsApp acknowledged the message: ${info.message}`, {
          kind: 'unavailable',
          close: info,
          messageId,
        }),
      )
    }
    this.#acks.clear()
  }

  async send(
    jid: string,
    content: SendContent,
    { ackTimeoutMs, ...chosen }: DeliveryOptions,
    generation: MiscMessageGenerationOptions = {},
  ): Promise<SentMessage> {
    const closed = this.#options.closed()
    if (closed) throw new ProtocolError(`connection closed: ${closed.message}`, { kind: 'unavailable', close: closed })
    const { socket } = this.#context
    const messageId = chosen.messageId ?? generateMessageIDV2(socket.user?.id)
    let timer: NodeJS.Timeout | undefined
    const acked = new Promise<number>((resolve, reject) => {
      this.#acks.set(messageId, { resolve, reject })
      timer = setTimeout(() => {
        this.#acks.delete(messageId)
        reject(
          new ProtocolError(`WhatsApp did not acknowledge the message within ${ackTimeoutMs} ms`, {
            kind: 'timeout',
            statusCode: 408,
            messageId,
          }),
        )
      }, ackTimeoutMs)
    })
    acked.catch(() => undefined)
    this.#own.beginSend(messageId)
    try {
      if ('raw' in content) {
        await socket.relayMessage(jid, content.raw, {
          messageId,
          ...(content.attributes ? { additionalAttributes: content.attributes } : {}),
          ...(content.nodes ? { additionalNodes: content.nodes } : {}),
          ...(content.statusJidList ? { statusJidList: content.statusJidList } : {}),
        })
        this.#own.recent.set(messageId, content.raw)
      } else {
        const message = await socket.sendMessage(jid, content, { messageId, ...generation })
        if (message?.message) this.#own.recent.set(messageId, message.message)
      }
      const at = await acked
      // The keys this send advanced are queued for the store (auth-state.ts); "sent" waits for their commit too.
      // Asked for after the ack, so the sends acknowledged while one commit runs share the next store write.
      try {
        await this.#options.auth.committed()
      } catch (error) {
        throw new ProtocolError(
          `The message went out, but the session's Signal keys could not be saved: ${(error as Error).message}`,
          { kind: 'state_not_saved', messageId, cause: error },
        )
      }
      return { messageId, chatJid: jid, timestamp: at }
    } catch (error) {
      this.#acks.delete(messageId)
      throw protocolErrorOf(error, 'sending failed', { messageId })
    } finally {
      clearTimeout(timer)
      this.#own.endSend(messageId)
    }
  }
}
