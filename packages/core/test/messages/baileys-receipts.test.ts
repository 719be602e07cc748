import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import type { ProtocolEvent } from '../../src/protocol/port.js'
import type { FacetContext } from '../../src/protocol/baileys/facet.js'
import { BaileysMessaging } from '../../src/protocol/baileys/messages.js'
import { RecentSends } from '../../src/protocol/baileys/own-actions.js'
import { GroupMetadataCache } from '../../src/protocol/baileys/groups.js'

const GROUP = '120363000000000001@g.us'
const BOB = '15550000002@s.whatsapp.net'
const CAROL = '15550000003@s.whatsapp.net'

/** BaileysMessaging on a socket whose events the test emits as Baileys would (lib/Socket/messages-recv.js). */
function messaging() {
  const ev = new EventEmitter()
  const ws = new EventEmitter()
  const emitted: ProtocolEvent[] = []
  const socket = { ev, ws, user: { id: '15550000001:5@s.whatsapp.net', lid: '99000000000001:5@lid' } }
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
      groups: new GroupMetadataCache(),
      closed: () => null,
    },
  )
  const receipts = () =>
    emitted.flatMap((event) =>
      event.type === 'message.receipt'
        ? [[event.receipt.state, event.receipt.recipients.map(({ jid }) => jid)] as const]
        : [],
    )
  return { ev, ws, receipts }
}

describe('BaileysMessaging: the receipts of a send, read from the stanzas as they arrive', () => {
  it("reports the person's delivery whatever the account's own phone answers after it", () => {
    const { ev, ws, receipts } = messaging()
    // the soak's pair: BOB's phone, then the account's phone with its copy; Baileys' event buffer folds them into one
    // messages.update whose status is the last, SERVER_ACK, which is not a state of the message
    ws.emit('CB:receipt', { tag: 'receipt', attrs: { from: BOB, id: 'M1', t: '1700000000' } })
    ws.emit('CB:receipt', {
      tag: 'receipt',
      attrs: { from: '15550000001@s.whatsapp.net', recipient: BOB, id: 'M1', t: '1700000000', type: 'sender' },
    })
    ev.emit('messages.update', [{ key: { remoteJid: BOB, id: 'M1', fromMe: true }, update: { status: 2 } }])
    expect(receipts()).toEqual([['delivered', [BOB]]])
  })

  it("reads a group member's receipt, an aggregated one, and leaves out this account's devices", () => {
    const { ws, receipts } = messaging()
    ws.emit('CB:receipt', {
      tag: 'receipt',
      attrs: { from: GROUP, participant: '15550000002:3@s.whatsapp.net', id: 'M1' },
    })
    ws.emit('CB:receipt', { tag: 'receipt', attrs: { from: GROUP, participant: '99000000000001:2@lid', id: 'M1' } })
    // the shape of whatsapp-rust's src/receipt.rs:2943 test_aggregated_by_type_receipt_uses_receipt_level_type
    ws.emit('CB:receipt', {
      tag: 'receipt',
      attrs: { from: GROUP, id: 'STANZA', type: 'read', t: '1700000004' },
      content: [{ tag: 'participants', attrs: { key: 'M1' }, content: [{ tag: 'user', attrs: { jid: CAROL } }] }],
    })
    expect(receipts()).toEqual([
      ['delivered', [BOB]],
      ['delivered', [CAROL]],
      ['read', [CAROL]],
    ])
  })
})
