import { BufferJSON, decryptPollVote, proto } from '@whiskeysockets/baileys'
import { ProtocolError } from '../port.js'
import type { InboundPollVote, PollSecret } from '../ports/messages.js'

/**
 * The options a vote chose, as the SHA-256 of each, hex: Baileys' decryptPollVote (process-message.ts), which its own
 * message processing leaves commented out. A vote that does not decrypt with the creator as the vote names it is
 * tried once more with the creator in the other addressing (whatsmeow msgsecret.go `decryptMsgSecret`: "trying both
 * the original sender in the new message and the one who we received the secret key from").
 */
export function decryptVote(vote: InboundPollVote, poll: PollSecret): string[] {
  const secret = poll.secret ? Buffer.from(poll.secret, 'base64') : secretOf(poll.message)
  if (!secret)
    throw new ProtocolError('the poll carries no messageSecret to decrypt its votes with', { kind: 'invalid' })
  const encrypted = { encPayload: Buffer.from(vote.payload, 'base64'), encIv: Buffer.from(vote.iv, 'base64') }
  const withCreator = (pollCreatorJid: string) =>
    decryptPollVote(encrypted, { pollCreatorJid, pollMsgId: vote.poll.id, pollEncKey: secret, voterJid: vote.voterJid })
  try {
    let decrypted: ReturnType<typeof decryptPollVote>
    try {
      decrypted = withCreator(vote.creatorJid)
    } catch (error) {
      if (!vote.creatorJidAlt) throw error
      decrypted = withCreator(vote.creatorJidAlt)
    }
    return decrypted.selectedOptions.map((hash) => Buffer.from(hash).toString('hex'))
  } catch (error) {
    throw new ProtocolError(`the vote does not decrypt with the poll's secret: ${(error as Error).message}`, {
      kind: 'invalid',
      cause: error,
    })
  }
}

/**
 * The messageSecret of a raw message (a poll, a message a sealed edit edits) as the engine keeps it: buffers as `{ type: 'Buffer', data }`, or, where
 * protobuf's own JSON wrote them, base64 text; fromObject reads both, as media download does.
 */
export function secretOf(raw: unknown): Uint8Array | null {
  if (!raw) return null
  const revived = JSON.parse(JSON.stringify(raw), BufferJSON.reviver) as object
  const secret = proto.WebMessageInfo.fromObject(revived).message?.messageContextInfo?.messageSecret
  return secret?.length ? secret : null
}
