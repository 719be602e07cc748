import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'
import { proto } from '@whiskeysockets/baileys'

/** what a vote names an option by: the SHA-256 of its name (whatsmeow msgsecret.go HashPollOptions) */
export const optionHash = (option: string): Buffer => createHash('sha256').update(option).digest()

/**
 * The key and additional data of a vote: HKDF-SHA256 of the poll's messageSecret, no salt, info the poll's id, its
 * creator's JID, the voter's JID and "Poll Vote"; the additional data `<poll id>\0<voter>` (whatsmeow msgsecret.go
 * generateMsgSecretKey; Baileys Utils/process-message.ts decryptPollVote computes the same HKDF by hand). JIDs
 * without device, in the addressing of the chat.
 */
function voteKey(secret: Uint8Array, pollId: string, creatorJid: string, voterJid: string) {
  const info = Buffer.from(`${pollId}${creatorJid}${voterJid}Poll Vote`)
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32))
  return { key, aad: Buffer.from(`${pollId}\u0000${voterJid}`) }
}

/**
 * A vote as WhatsApp's apps encrypt it: the PollVoteMessage (the chosen options' hashes) under AES-256-GCM with a
 * 12-byte IV, the tag appended to the ciphertext (whatsmeow msgsecret.go EncryptPollVote and encryptMsgSecret,
 * util/gcmutil).
 */
export function encryptPollVote(
  options: string[],
  poll: { secret: Uint8Array; id: string; creatorJid: string; voterJid: string },
): proto.Message.IPollEncValue {
  const plaintext = proto.Message.PollVoteMessage.encode({ selectedOptions: options.map(optionHash) }).finish()
  const { key, aad } = voteKey(poll.secret, poll.id, poll.creatorJid, poll.voterJid)
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(aad)
  const payload = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()])
  return { encPayload: payload, encIv: iv }
}

/** the chosen options' hashes of a vote, decrypted as the poll's creator reads it (the inverse of encryptPollVote) */
export function decryptPollVote(
  vote: proto.Message.IPollEncValue,
  poll: { secret: Uint8Array; id: string; creatorJid: string; voterJid: string },
): Buffer[] {
  const { key, aad } = voteKey(poll.secret, poll.id, poll.creatorJid, poll.voterJid)
  const payload = Buffer.from(vote.encPayload ?? [])
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(vote.encIv ?? []))
  decipher.setAAD(aad)
  decipher.setAuthTag(payload.subarray(-16))
  const plaintext = Buffer.concat([decipher.update(payload.subarray(0, -16)), decipher.final()])
  return proto.Message.PollVoteMessage.decode(plaintext).selectedOptions.map((hash) => Buffer.from(hash))
}

/** a poll's creation content, whichever version carries it (WAProto PollCreationMessage, V2 and V3) */
export const pollOf = (message: proto.IMessage) =>
  message.pollCreationMessage ?? message.pollCreationMessageV2 ?? message.pollCreationMessageV3 ?? null
