import { EngineError } from '../errors.js'
import type { StoredMessage } from '../message-store/types.js'
import type { MessageKey } from '../protocol/ports/messages.js'
import { messageErrors } from './errors.js'

/** A message the message store holds, or null. */
export type StoredMessageLookup = (
  sessionId: string,
  chatJid: string,
  messageId: string,
) => Promise<StoredMessage | null>

/**
 * The stored message a request names, as its sender (`fromMe`) says; else the 404, whose `why` says what the
 * message is needed for (": a reaction names a message of the chat it is sent to.", or "." alone).
 */
export async function requireStored(
  lookup: StoredMessageLookup,
  sessionId: string,
  ref: Pick<MessageKey, 'chatJid' | 'id' | 'fromMe'>,
  why: string,
): Promise<StoredMessage> {
  const stored = await lookup(sessionId, ref.chatJid, ref.id)
  if (!stored || stored.fromMe !== ref.fromMe)
    throw new EngineError(
      messageErrors.message_not_found,
      `The message store holds no ${ref.fromMe ? 'own ' : ''}message ${ref.id} in chat ${ref.chatJid}${why}`,
    )
  return stored
}
