import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import type { FacetContext } from '../../src/protocol/baileys/facet.js'
import { GroupMetadataCache } from '../../src/protocol/baileys/groups.js'
import { LidDirectory } from '../../src/protocol/baileys/lid-directory.js'
import { BaileysMessaging } from '../../src/protocol/baileys/messages.js'
import { RecentSends } from '../../src/protocol/baileys/own-actions.js'
import type { ProtocolEvent } from '../../src/protocol/port.js'

const GROUP = '120363000000000001@g.us'
const BOB = '15550000002@s.whatsapp.net'
const BOB_LID = '99000000000002@lid'
const CAROL = '15550000003@s.whatsapp.net'
const CAROL_LID = '99000000000003@lid'

/** BaileysMessaging on a socket whose events the test emits as Baileys 7.0.0-rc14 would (lib/Socket/messages-recv.js). */
function messaging() {
  const ev = new EventEmitter()
  const ws = new EventEmitter()
  const emitted: ProtocolEvent[] = []
  const socket = { ev, ws, user: { id: '15550000001:5@s.whatsapp.net', lid: '99000000000001:5@lid' } }
  const groups = new GroupMetadataCache()
  new BaileysMessaging(
    {
      socket,
      emit: (event: ProtocolEvent) => emitted.push(event),
      clock: { now: () => 7000 },
    } as unknown as FacetContext,
    {
      auth: { committed: async () => undefined },
      media: { agent: undefined, hosts: [] },
      recent: new RecentSends(1),
      groups,
      closed: () => null,
    },
  )
  return { ev, ws, emitted, groups }
}

describe('a LID-addressed group on the inbound side: the sender as the group addresses it, the phone number beside', () => {
  it("names a member's message by LID with participantPhoneJid, and its quote of another member's by LID too", () => {
    const { ev, emitted, groups } = messaging()
    // CAROL's phone number is known from the group read (`<participant jid=lid phone_number>`)
    groups.lids.learn(CAROL_LID, CAROL)
    // Baileys' decode-wa-message.js: `participant` as the stanza has it, `participantAlt` its participant_pn
    ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        {
          key: {
            remoteJid: GROUP,
            id: 'M1',
            fromMe: false,
            participant: `${BOB_LID.split('@')[0]}:2@lid`,
            participantAlt: BOB,
          },
          messageTimestamp: 1_700_000_000,
          message: {
            extendedTextMessage: {
              text: 'agreed',
              contextInfo: { stanzaId: 'Q1', participant: CAROL_LID, mentionedJid: [CAROL_LID] },
            },
          },
        },
      ],
    })
    ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        {
          key: { remoteJid: GROUP, id: 'M2', fromMe: false, participant: CAROL_LID, participantAlt: CAROL },
          messageTimestamp: 1_700_000_001,
          // a quote of the account's own message, which the LID group names by the account's LID
          message: {
            extendedTextMessage: { text: 'yes', contextInfo: { stanzaId: 'OWN1', participant: '99000000000001@lid' } },
          },
        },
      ],
    })
    const quotingOwn = emitted.find((e) => e.type === 'message.received' && e.message.messageId === 'M2')
    expect(quotingOwn?.type === 'message.received' && quotingOwn.message.quoted).toEqual({
      chatJid: GROUP,
      id: 'OWN1',
      fromMe: true,
    })
    const received = emitted.find((e) => e.type === 'message.received')
    expect(received?.type === 'message.received' && received.message).toMatchObject({
      from: BOB,
      participant: BOB_LID,
      participantPhoneJid: BOB,
      quoted: { chatJid: GROUP, id: 'Q1', fromMe: false, participant: CAROL_LID, participantPhoneJid: CAROL },
      mentions: [CAROL_LID],
      mentionsPhoneJids: [CAROL],
    })
    // what the message taught is used for the next one: a reaction naming BOB's message by LID
    ev.emit('messages.reaction', [
      {
        key: { remoteJid: GROUP, id: 'M1', fromMe: false, participant: BOB_LID },
        reaction: { key: { remoteJid: GROUP, id: 'R1', fromMe: false, participant: CAROL_LID }, text: '👍' },
      },
    ])
    const reaction = emitted.find((e) => e.type === 'message.reaction')
    expect(reaction?.type === 'message.reaction' && reaction.reaction.message).toEqual({
      chatJid: GROUP,
      id: 'M1',
      fromMe: false,
      participant: BOB_LID,
      participantPhoneJid: BOB,
    })
  })

  it('names the recipients of a LID group receipt by LID with the phone number when known', () => {
    const { ws, emitted, groups } = messaging()
    groups.lids.learn(BOB, BOB_LID)
    ws.emit('CB:receipt', {
      tag: 'receipt',
      attrs: { from: GROUP, participant: `${BOB_LID.split('@')[0]}:4@lid`, id: 'M1' },
    })
    ws.emit('CB:receipt', { tag: 'receipt', attrs: { from: GROUP, participant: CAROL_LID, id: 'M1' } })
    const recipients = emitted.flatMap((e) => (e.type === 'message.receipt' ? e.receipt.recipients : []))
    expect(recipients.map(({ jid, phoneJid }) => ({ jid, phoneJid }))).toEqual([
      { jid: BOB_LID, phoneJid: BOB },
      { jid: CAROL_LID, phoneJid: undefined },
    ])
  })
})

describe('LidDirectory', () => {
  it('pairs a LID with its phone number either way round, without devices, and ignores other pairs', () => {
    const lids = new LidDirectory()
    lids.learn('15550000002:3@s.whatsapp.net', '99000000000002:3@lid')
    lids.learn(GROUP, BOB_LID)
    expect(lids.phoneOf('99000000000002:7@lid')).toBe(BOB)
    expect(lids.lidOf(BOB)).toBe(BOB_LID)
    expect(lids.phoneOf(CAROL)).toBe(CAROL)
    expect(lids.phoneOf(CAROL_LID)).toBeNull()
    expect(lids.lidOf(GROUP)).toBeNull()
  })
})
