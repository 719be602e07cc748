import type { BinaryNode } from '@whiskeysockets/baileys'
import { describe, expect, it } from 'vitest'
import { isOwnJid, receiptEvents } from '../../src/protocol/baileys/receipts.js'
import { parseReceipt } from '../../src/protocol/baileys/wire/receipts.js'

const user = (attrs: Record<string, string>): BinaryNode => ({ tag: 'user', attrs })

// The nodes are whatsapp-rust's (@1489b7da) own test stanzas in src/receipt.rs, attribute for attribute.
describe('parseReceipt: a group receipt WhatsApp gathered over several people', () => {
  it('reads each <user> with its own type and time, under participants.message_id', () => {
    // src/receipt.rs:2724 test_aggregated_by_message_receipt_fans_out_per_user
    const node: BinaryNode = {
      tag: 'receipt',
      attrs: { from: '120363000000000001@g.us', id: 'STANZA-AGG-XYZ', t: '1700000000' },
      content: [
        {
          tag: 'participants',
          attrs: { message_id: 'REAL-MSG-ID' },
          content: [
            user({ jid: '99000000000001@lid', t: '1700000001', type: 'delivery' }),
            user({ jid: '99000000000002@lid', t: '1700000002', type: 'read' }),
            user({ jid: '99000000000003@lid', t: '1700000003', type: 'inactive' }),
          ],
        },
      ],
    }
    expect(parseReceipt(node)).toEqual({
      chatJid: '120363000000000001@g.us',
      receipts: [
        { messageId: 'REAL-MSG-ID', jid: '99000000000001@lid', state: 'delivered', at: 1_700_000_001_000 },
        { messageId: 'REAL-MSG-ID', jid: '99000000000002@lid', state: 'read', at: 1_700_000_002_000 },
      ],
    })
  })

  it("gives each <user> the receipt's type and time when it has none, under participants.key", () => {
    // src/receipt.rs:2943 test_aggregated_by_type_receipt_uses_receipt_level_type and :2909
    // test_aggregated_user_missing_t_uses_stanza_timestamp (whatsmeow receipt.go handleGroupedReceipt reads `key` too)
    const byType: BinaryNode = {
      tag: 'receipt',
      attrs: { from: '120363000000000001@g.us', id: 'STANZA-KEY', type: 'read', t: '1700000000' },
      content: [
        {
          tag: 'participants',
          attrs: { key: 'AGG-KEY' },
          content: [user({ jid: '99000000000001@lid', t: '1700000001' })],
        },
      ],
    }
    const noTime: BinaryNode = {
      tag: 'receipt',
      attrs: { from: '120363000000000001@g.us', id: 'STANZA-AGG-NOT', t: '1700000000' },
      content: [
        {
          tag: 'participants',
          attrs: { message_id: 'REAL-MSG-NOT' },
          content: [user({ jid: '99000000000001@lid', type: 'delivery' })],
        },
      ],
    }
    expect(parseReceipt(byType)?.receipts).toEqual([
      { messageId: 'AGG-KEY', jid: '99000000000001@lid', state: 'read', at: 1_700_000_001_000 },
    ])
    expect(parseReceipt(noTime)?.receipts).toEqual([
      { messageId: 'REAL-MSG-NOT', jid: '99000000000001@lid', state: 'delivered', at: 1_700_000_000_000 },
    ])
  })

  it('becomes one port event per message and state, without this account', () => {
    // src/receipt.rs:2524 an_aggregated_receipt_is_never_classified_as_ours, with this account as the first <user>
    const node: BinaryNode = {
      tag: 'receipt',
      attrs: {
        from: '5511000000001@s.whatsapp.net',
        recipient: '5511999990000@s.whatsapp.net',
        id: 'AGG-STANZA',
        type: 'read',
      },
      content: [
        {
          tag: 'participants',
          attrs: { message_id: 'AGG-MESSAGE' },
          content: [
            user({ jid: '5511999990000@s.whatsapp.net' }),
            user({ jid: '5511888880000@s.whatsapp.net', type: 'played' }),
          ],
        },
      ],
    }
    const events = receiptEvents(
      parseReceipt(node)!,
      (jid) => isOwnJid({ id: '5511999990000:4@s.whatsapp.net' }, jid),
      42_000,
    )
    const receipt = (state: string) => ({
      type: 'message.receipt',
      receipt: {
        messageId: 'AGG-MESSAGE',
        chatJid: '5511000000001@s.whatsapp.net',
        state,
        recipients: [{ jid: '5511888880000@s.whatsapp.net', at: 42_000 }],
      },
    })
    // played counts as delivered too: the person's ticks do not skip a state
    expect(events).toEqual([receipt('delivered'), receipt('played')])
  })
})

// whatsapp-rust (@240d631a) test stanzas, attribute for attribute: src/client.rs
// test_build_ack_node_for_receipt_with(out)_type and test_send_ack_for_returns_err_when_not_connected.
describe('parseReceipt: the per-device form, one device of one person', () => {
  it('reads a 1:1 receipt with no type as delivered and with `read` as read, by the device that sent it', () => {
    const delivered: BinaryNode = { tag: 'receipt', attrs: { from: '156535032389744@lid', id: 'RCPT-NO-TYPE' } }
    const read: BinaryNode = {
      tag: 'receipt',
      attrs: { from: '156535032389744@lid', id: 'RCPT-WITH-TYPE', type: 'read' },
    }
    expect(parseReceipt(delivered)).toEqual({
      chatJid: '156535032389744@lid',
      receipts: [{ messageId: 'RCPT-NO-TYPE', jid: '156535032389744@lid', state: 'delivered', at: null }],
    })
    expect(parseReceipt(read)?.receipts).toEqual([
      { messageId: 'RCPT-WITH-TYPE', jid: '156535032389744@lid', state: 'read', at: null },
    ])
  })

  it("reads a group's receipt as the participant's, and one without a participant or <participants> as nobody's", () => {
    const attrs = { from: '120363040237990503@g.us', id: 'TEST-RECEIPT-ID' }
    expect(parseReceipt({ tag: 'receipt', attrs: { ...attrs, participant: '236395184570386@lid' } })).toEqual({
      chatJid: '120363040237990503@g.us',
      receipts: [{ messageId: 'TEST-RECEIPT-ID', jid: '236395184570386@lid', state: 'delivered', at: null }],
    })
    expect(parseReceipt({ tag: 'receipt', attrs })).toBeNull()
  })

  it('reads the further messages of <list><item id>, with the time in t', () => {
    // the list whatsapp-rust's src/receipt.rs mark_as_read sends (`to` reaches the sender as `from`), as whatsmeow
    // receipt.go parseReceipt and Baileys handleReceipt read it
    const node: BinaryNode = {
      tag: 'receipt',
      attrs: { from: '15551234567@s.whatsapp.net', type: 'read', id: 'MSG-1', t: '1700000000' },
      content: [{ tag: 'list', attrs: {}, content: [{ tag: 'item', attrs: { id: 'MSG-2' } }] }],
    }
    expect(parseReceipt(node)?.receipts.map(({ messageId, at }) => [messageId, at])).toEqual([
      ['MSG-1', 1_700_000_000_000],
      ['MSG-2', 1_700_000_000_000],
    ])
  })

  it("states nothing for this account's own devices' receipts, retries or an inactive device", () => {
    // src/receipt.rs:2499 (@1489b7da) a_peer_read_is_dispatched_unchanged: a peer's plain read names the chat in
    // `recipient`; the same stanza as `sender`, `retry` or `inactive` is not a state of the message
    const attrs = {
      from: '5511888880000@s.whatsapp.net',
      recipient: '5511999990000@s.whatsapp.net',
      id: 'PEER-READ',
    }
    expect(parseReceipt({ tag: 'receipt', attrs: { ...attrs, type: 'read' } })?.receipts).toEqual([
      { messageId: 'PEER-READ', jid: '5511888880000@s.whatsapp.net', state: 'read', at: null },
    ])
    for (const type of ['sender', 'retry', 'inactive', 'read-self', 'played-self'])
      expect(parseReceipt({ tag: 'receipt', attrs: { ...attrs, type } }), type).toBeNull()
  })
})

// whatsmeow (@33cfac51) types/presence.go: every ReceiptType it names, as the stanza's `type` (receipt.go
// parseReceipt reads it with OptionalString, so its ReceiptTypeDelivered "" is a stanza without one).
const whatsmeowReceiptTypes: [string | undefined, string | null][] = [
  [undefined, 'delivered'], // ReceiptTypeDelivered
  ['sender', null], // ReceiptTypeSender: the account's own other devices
  ['retry', null], // ReceiptTypeRetry
  ['read', 'read'], // ReceiptTypeRead
  ['read-self', null], // ReceiptTypeReadSelf
  ['played', 'played'], // ReceiptTypePlayed
  ['played-self', null], // ReceiptTypePlayedSelf
  ['server-error', null], // ReceiptTypeServerError
  ['inactive', null], // ReceiptTypeInactive
  ['peer_msg', null], // ReceiptTypePeerMsg
  ['hist_sync', null], // ReceiptTypeHistorySync
]

describe("parseReceipt: whatsmeow's receipt types", () => {
  it.each(whatsmeowReceiptTypes)('type %s is the state %s of the message, or none', (type, state) => {
    const attrs: Record<string, string> = { from: '15551234567@s.whatsapp.net', id: 'MSG-1', t: '1700000000' }
    if (type !== undefined) attrs.type = type
    expect(parseReceipt({ tag: 'receipt', attrs })?.receipts[0]?.state ?? null).toBe(state)
  })
})

describe('receiptEvents: a receipt stanza as port events', () => {
  const me = { id: '15550000001:7@s.whatsapp.net', lid: '99000000000001:7@lid' }
  const isOwn = (jid: string) => isOwnJid(me, jid)

  it('names the person, not the device, and counts a read as delivered too', () => {
    const node: BinaryNode = {
      tag: 'receipt',
      attrs: { from: '15550000002:3@s.whatsapp.net', id: 'M2', type: 'read', t: '1700000005' },
    }
    expect(receiptEvents(parseReceipt(node)!, isOwn, 5000).map(({ receipt }) => receipt)).toEqual(
      ['delivered', 'read'].map((state) => ({
        messageId: 'M2',
        chatJid: '15550000002@s.whatsapp.net',
        state,
        recipients: [{ jid: '15550000002@s.whatsapp.net', at: 1_700_000_005_000 }],
      })),
    )
  })

  it("leaves out this account's own devices, by phone number and by LID, and times a receipt without t now", () => {
    const group = (participant: string): BinaryNode => ({
      tag: 'receipt',
      attrs: { from: '120363000000000001@g.us', id: 'M1', participant },
    })
    expect(receiptEvents(parseReceipt(group('15550000001:2@s.whatsapp.net'))!, isOwn, 5000)).toEqual([])
    expect(receiptEvents(parseReceipt(group('99000000000001:3@lid'))!, isOwn, 5000)).toEqual([])
    expect(receiptEvents(parseReceipt(group('15550000003:1@s.whatsapp.net'))!, isOwn, 5000)).toEqual([
      {
        type: 'message.receipt',
        receipt: {
          messageId: 'M1',
          chatJid: '120363000000000001@g.us',
          state: 'delivered',
          recipients: [{ jid: '15550000003@s.whatsapp.net', at: 5000 }],
        },
      },
    ])
  })
})
