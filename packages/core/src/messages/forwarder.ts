import { isoAt } from '../clock.js'
import type { EngineContext } from '../context.js'
import { EngineError, engineErrors } from '../errors.js'
import { toRecipientJid } from '../jids.js'
import { ProtocolError } from '../protocol/port.js'
import type { ForwardSource, MessageKey } from '../protocol/ports/messages.js'
import { commonUpstream, upstreamError } from '../upstream-errors.js'
import type { MessageEvents } from './events.js'
import { derivedSend } from './message-id.js'
import type { ForwardInput, MessageRecord } from './schema.js'
import type { SendPace } from './send-pace.js'
import { requireStored, type StoredMessageLookup } from './stored.js'

/**
 * Forwards a message the store holds (or the raw message of a `message.received` event) to `to`: the phone
 * shows it marked forwarded. Published as `message.sent`, with `forwarded` naming the source. A forward is a
 * message like any send: it takes its place in the account's pace (a forward to a stranger is a new chat).
 */
export async function forwardMessage(
  context: EngineContext<MessageEvents>,
  { stored, pace }: { stored: StoredMessageLookup; pace: SendPace },
  sessionId: string,
  { message, to }: ForwardInput,
  idempotencyId: string | null,
): Promise<MessageRecord> {
  const connection = context.sessions.require(sessionId)
  // The operation's schema has checked `to` with this very parser.
  const jid = toRecipientJid(to)!
  let source: ForwardSource
  let forwarded: MessageKey
  // The schema's union: a MessageRef names `chatJid`, a message object from an event holds its own `key`.
  if ('chatJid' in message) {
    const ref = message as MessageKey
    const held = await requireStored(
      stored,
      sessionId,
      ref,
      ": a forward carries the message's content, so only a stored message can be forwarded.",
    )
    if (held.message === null && held.text === null)
      throw new EngineError(
        engineErrors.validation_failed,
        held.deleted
          ? `Message ${ref.id} was deleted; its content is gone, so there is nothing to forward.`
          : `Message ${ref.id} was sent through this API as ${held.type}; the store keeps only the text of the API's own sends, so it cannot be forwarded: send it again instead.`,
        { errors: [{ path: 'message', message: 'names a message whose content the store does not keep' }] },
      )
    source = { key: ref, message: held.message, text: held.text }
    forwarded = ref
  } else {
    source = { message, text: null }
    forwarded = rawKeyOf(message)
  }
  // Paced once the source is found: a forward of nothing costs no place.
  await pace.take(sessionId, jid)
  let sent: Awaited<ReturnType<typeof connection.messages.forward>>
  try {
    sent = await connection.messages.forward(jid, source, {
      ackTimeoutMs: context.settings.sendAckTimeoutMs,
      ...(idempotencyId === null ? {} : { messageId: derivedSend(idempotencyId).messageId }),
    })
  } catch (error) {
    if (error instanceof ProtocolError && error.kind === 'invalid')
      throw new EngineError(engineErrors.validation_failed, `The message cannot be forwarded: ${error.message}.`, {
        errors: [{ path: 'message', message: error.message }],
      })
    throw upstreamError(error, commonUpstream, 'WhatsApp did not accept the forward')
  }
  const record: MessageRecord = {
    sessionId,
    messageId: sent.messageId,
    to,
    chatJid: sent.chatJid,
    contentType: sent.type,
    ...(sent.text !== undefined ? { text: sent.text } : {}),
    forwarded,
    mediaUrl: null,
    ...(sent.caption !== undefined ? { caption: sent.caption } : {}),
    status: 'sent',
    timestamp: isoAt(sent.timestamp),
    by: 'api',
  }
  await context.bus.publish('message.sent', sessionId, record)
  return record
}

/** The key inside a raw message (a `message.received` event's `message`), as a `MessageRef`; the schema checked its shape. */
function rawKeyOf(message: Record<string, unknown>): MessageKey {
  const key = (message.key ?? {}) as { remoteJid?: string; id?: string; fromMe?: boolean; participant?: string }
  const fromMe = key.fromMe === true
  return {
    chatJid: key.remoteJid ?? '',
    id: key.id ?? '',
    fromMe,
    ...(key.remoteJid?.endsWith('@g.us') && !fromMe && key.participant ? { participant: key.participant } : {}),
  }
}
