import { createCipheriv, createHash, hkdfSync } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { proto } from '@whiskeysockets/baileys'
import { describe, expect, it } from 'vitest'
import { optionHash, selectedOptions, tallyOf, withBallot } from '../../src/messages/polls.js'
import type { FacetContext } from '../../src/protocol/baileys/facet.js'
import { BaileysMessaging } from '../../src/protocol/baileys/messages.js'
import { RecentSends } from '../../src/protocol/baileys/own-actions.js'
import { GroupMetadataCache } from '../../src/protocol/baileys/groups.js'
import type { ProtocolEvent } from '../../src/protocol/port.js'
import type { InboundPollVote } from '../../src/protocol/ports/messages.js'

const SELF = '15550000001@s.whatsapp.net'
const SELF_LID = '99000000000001@lid'
const BOB = '15550000002@s.whatsapp.net'
const BOB_LID = '99000000000002@lid'
const GROUP = '120363000000000001@g.us'
/** The secret and poll id of whatsapp-rust's wacore/src/poll.rs test vote_encrypt_decrypt_roundtrip. */
const SECRET = Buffer.alloc(32, 0xcd)
const POLL_ID = '3EB0ABCD1234'

/** BaileysMessaging on a socket whose events the test emits as Baileys would (lib/Socket/messages-recv.js). */
function messaging() {
  const ev = new EventEmitter()
  const emitted: ProtocolEvent[] = []
  const socket = {
    ev,
    ws: new EventEmitter(),
    user: { id: '15550000001:5@s.whatsapp.net', lid: '99000000000001:5@lid' },
  }
  const facet = new BaileysMessaging(
    {
      socket,
      emit: (event: ProtocolEvent) => emitted.push(event),
      clock: { now: () => 7000 },
    } as unknown as FacetContext,
    {
      auth: { committed: async () => undefined },
      media: { agent: undefined, hosts: [] },
      recent: new RecentSends(1),
      groups: new GroupMetadataCache(),
      closed: () => null,
    },
  )
  return { ev, emitted, facet }
}

/**
 * A vote as a voter's device encrypts it, by whatsapp-rust's derivation (wacore/src/secret_enc_addon.rs
 * derive_use_case_secret: HKDF-SHA256 of the secret, info id + creator + voter + "Poll Vote"; AES-256-GCM, the AAD
 * `<id>\0<voter>`), independent of Baileys' decryptPollVote, which the facet uses.
 */
function encryptVote(options: string[], creatorJid: string, voterJid: string) {
  const key = Buffer.from(
    hkdfSync('sha256', SECRET, Buffer.alloc(0), `${POLL_ID}${creatorJid}${voterJid}Poll Vote`, 32),
  )
  const iv = Buffer.alloc(12, 7)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(`${POLL_ID}\u0000${voterJid}`))
  const plaintext = proto.Message.PollVoteMessage.encode({
    selectedOptions: options.map((option) => createHash('sha256').update(option).digest()),
  }).finish()
  return { encPayload: Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]), encIv: iv }
}

const votes = (emitted: ProtocolEvent[]): InboundPollVote[] =>
  emitted.flatMap((event) => (event.type === 'poll.vote' ? [event.vote] : []))

describe('BaileysMessaging: votes on polls', () => {
  it("reads another person's vote on the account's poll, in a phone-number chat and in a LID-addressed group", () => {
    const { ev, emitted, facet } = messaging()
    ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        {
          key: { remoteJid: BOB, id: 'V1', fromMe: false },
          message: {
            pollUpdateMessage: {
              // process-message.js normaliseKey has turned the poll's key to the account's point of view
              pollCreationMessageKey: { remoteJid: BOB, id: POLL_ID, fromMe: true },
              vote: encryptVote(['Yes'], SELF, BOB),
              senderTimestampMs: 1_700_000_000_000,
            },
          },
        },
        {
          key: {
            remoteJid: GROUP,
            id: 'V2',
            fromMe: false,
            participant: `${BOB_LID.replace('@', ':3@')}`,
            addressingMode: 'lid',
            participantAlt: BOB,
          },
          message: {
            pollUpdateMessage: {
              pollCreationMessageKey: { remoteJid: GROUP, id: POLL_ID, fromMe: true },
              vote: encryptVote(['No', 'Yes'], SELF_LID, BOB_LID),
              senderTimestampMs: 1_700_000_000_001,
            },
          },
        },
      ],
    })
    const [direct, group] = votes(emitted)
    expect(direct).toMatchObject({
      poll: { chatJid: BOB, id: POLL_ID, fromMe: true },
      voter: BOB,
      fromMe: false,
      creatorJid: SELF,
      voterJid: BOB,
      timestamp: 1_700_000_000_000,
    })
    expect(group).toMatchObject({
      poll: { chatJid: GROUP, fromMe: true },
      voter: BOB,
      creatorJid: SELF_LID,
      voterJid: BOB_LID,
    })
    const poll = { secret: SECRET.toString('base64'), message: null }
    expect(selectedOptions(['Yes', 'No'], facet.decryptPollVote(direct!, poll))).toEqual(['Yes'])
    expect(selectedOptions(['Yes', 'No'], facet.decryptPollVote(group!, poll))).toEqual(['Yes', 'No'])
    expect(() => facet.decryptPollVote({ ...direct!, voterJid: BOB_LID }, poll)).toThrow(/does not decrypt/)
  })

  // whatsmeow msgsecret.go `decryptMsgSecret` tries the poll's creator in the other addressing when the first fails:
  // a voter's device may derive the key from the creator's LID while the vote arrives phone-number addressed.
  it('tries the other addressing of the creator when a vote does not decrypt with the first', () => {
    const { ev, emitted, facet } = messaging()
    ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        {
          key: { remoteJid: BOB, id: 'V1', fromMe: false },
          message: {
            pollUpdateMessage: {
              pollCreationMessageKey: { remoteJid: BOB, id: POLL_ID, fromMe: true },
              vote: encryptVote(['No'], SELF_LID, BOB),
              senderTimestampMs: 1_700_000_000_000,
            },
          },
        },
        {
          // Bob's own poll in a LID-addressed chat, his vote keyed with his phone number as the creator
          key: { remoteJid: BOB_LID, remoteJidAlt: BOB, id: 'V2', fromMe: false },
          message: {
            pollUpdateMessage: {
              pollCreationMessageKey: { remoteJid: BOB_LID, id: POLL_ID, fromMe: false },
              vote: encryptVote(['Yes'], BOB, BOB_LID),
              senderTimestampMs: 1_700_000_000_001,
            },
          },
        },
      ],
    })
    const [own, theirs] = votes(emitted)
    expect(own).toMatchObject({ creatorJid: SELF, creatorJidAlt: SELF_LID, voterJid: BOB })
    expect(theirs).toMatchObject({ creatorJid: BOB_LID, creatorJidAlt: BOB, voterJid: BOB_LID })
    const poll = { secret: SECRET.toString('base64'), message: null }
    expect(selectedOptions(['Yes', 'No'], facet.decryptPollVote(own!, poll))).toEqual(['No'])
    expect(selectedOptions(['Yes', 'No'], facet.decryptPollVote(theirs!, poll))).toEqual(['Yes'])
    // Without the other addressing, the first failure is the answer (as before).
    expect(() => facet.decryptPollVote({ ...own!, creatorJidAlt: null }, poll)).toThrow(/does not decrypt/)
  })

  it("reads the account's own vote from its phone on someone else's poll, the secret taken from the raw poll", () => {
    const { ev, emitted, facet } = messaging()
    ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        {
          key: { remoteJid: BOB, id: 'V3', fromMe: true },
          message: {
            pollUpdateMessage: {
              pollCreationMessageKey: { remoteJid: BOB, id: POLL_ID, fromMe: false },
              vote: encryptVote(['No'], BOB, SELF),
            },
          },
        },
      ],
    })
    const [vote] = votes(emitted)
    expect(vote).toMatchObject({
      poll: { chatJid: BOB, fromMe: false },
      voter: SELF,
      fromMe: true,
      creatorJid: BOB,
      voterJid: SELF,
    })
    // A received poll as message.received carries it: protobuf's JSON writes its bytes as base64 text.
    const raw = {
      key: { remoteJid: BOB, id: POLL_ID, fromMe: false },
      message: { messageContextInfo: { messageSecret: SECRET.toString('base64') }, pollCreationMessage: { name: 'Q' } },
    }
    expect(facet.decryptPollVote(vote!, { secret: null, message: raw })).toEqual([optionHash('No')])
  })

  it('counts each voter once, their latest vote, and drops a vote taken back', () => {
    let ballots = withBallot([], { voter: BOB, selected: ['Yes'], at: 1 })
    ballots = withBallot(ballots, { voter: SELF, selected: ['Yes', 'No'], at: 2 })
    ballots = withBallot(ballots, { voter: BOB, selected: ['No'], at: 3 })
    expect(tallyOf(['Yes', 'No'], ballots)).toEqual([
      { option: 'Yes', votes: 1, voters: [SELF] },
      { option: 'No', votes: 2, voters: [SELF, BOB] },
    ])
    expect(tallyOf(['Yes', 'No'], withBallot(ballots, { voter: SELF, selected: [], at: 4 }))).toEqual([
      { option: 'Yes', votes: 0, voters: [] },
      { option: 'No', votes: 1, voters: [BOB] },
    ])
  })
})

describe('BaileysMessaging: pins', () => {
  const pin = (key: object, pinned: object, type: number, seconds: number) => ({
    key,
    message: {
      pinInChatMessage: { key: pinned, type, senderTimestampMs: 1_700_000_000_000 },
      messageContextInfo: { messageAddOnDurationInSecs: seconds },
    },
  })

  it("turns a pin's key, the pinner's point of view, to the account's", () => {
    const { ev, emitted } = messaging()
    ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        // Bob pins the account's message in their chat: to Bob it is not his (WAProto PinInChatMessage, PIN_FOR_ALL)
        pin({ remoteJid: BOB, id: 'P1', fromMe: false }, { remoteJid: SELF, id: 'M1', fromMe: false }, 1, 604800),
        // Bob unpins his own message in a group
        pin(
          { remoteJid: GROUP, id: 'P2', fromMe: false, participant: BOB },
          { remoteJid: GROUP, id: 'M2', fromMe: true },
          2,
          0,
        ),
        // the account's phone pins Bob's message: the key is the account's own point of view already
        pin({ remoteJid: BOB, id: 'P3', fromMe: true }, { remoteJid: BOB, id: 'M3', fromMe: false }, 1, 86400),
      ],
    })
    const pins = emitted.flatMap((event) => (event.type === 'message.pinned' ? [event.pin] : []))
    expect(pins).toEqual([
      {
        message: { chatJid: BOB, id: 'M1', fromMe: true },
        pinned: true,
        from: BOB,
        fromMe: false,
        durationSeconds: 604800,
        timestamp: 1_700_000_000_000,
      },
      {
        message: { chatJid: GROUP, id: 'M2', fromMe: false, participant: BOB },
        pinned: false,
        from: BOB,
        fromMe: false,
        durationSeconds: null,
        timestamp: 1_700_000_000_000,
      },
      {
        message: { chatJid: BOB, id: 'M3', fromMe: false },
        pinned: true,
        from: SELF,
        fromMe: true,
        durationSeconds: 86400,
        timestamp: 1_700_000_000_000,
      },
    ])
    expect(emitted.some((event) => event.type === 'message.received')).toBe(false)
  })
})
