import type { BinaryNode } from '@whiskeysockets/baileys'
import { describe, expect, it } from 'vitest'
import { numberCheckQuery, parseNumberCheck, rowsByNumber } from '../../src/protocol/baileys/wire/contacts.js'

/**
 * The number check's query and answers against whatsapp-rust's own fixtures (oxidezap/whatsapp-rust @1489b7da,
 * wacore/src/iq/usync.rs, `mod tests`), not against what the simulator sends.
 */

const answer = (...users: BinaryNode[]): BinaryNode => ({
  tag: 'iq',
  attrs: { type: 'result' },
  content: [{ tag: 'usync', attrs: {}, content: [{ tag: 'list', attrs: {}, content: users }] }],
})
const user = (attrs: Record<string, string>, ...content: BinaryNode[]): BinaryNode => ({ tag: 'user', attrs, content })

describe('numberCheckQuery', () => {
  it('asks contact and lid in one interactive query, each number as +digits without a jid (`test_is_on_whatsapp_spec_build_iq`, `test_pn_user_phone_formatting`)', () => {
    const iq = numberCheckQuery(['1234567890'], 'test-sid')
    expect(iq.attrs).toEqual({ to: '@s.whatsapp.net', type: 'get', xmlns: 'usync' })
    const usync = (iq.content as BinaryNode[])[0]!
    expect(usync.attrs).toMatchObject({ sid: 'test-sid', mode: 'query', context: 'interactive' })
    const [query, list] = usync.content as BinaryNode[]
    expect((query!.content as BinaryNode[]).map((protocol) => protocol.tag)).toEqual(['contact', 'lid'])
    const asked = (list!.content as BinaryNode[])[0]!
    expect(asked.attrs.jid).toBeUndefined()
    expect(asked.content).toEqual([{ tag: 'contact', attrs: {}, content: '+1234567890' }])
  })
})

describe('parseNumberCheck on whatsapp-rust fixtures', () => {
  it('a registered number with its LID (`test_is_on_whatsapp_spec_parse_response`)', () => {
    const { rows, failed } = parseNumberCheck(
      answer(
        user(
          { jid: '1234567890@s.whatsapp.net' },
          { tag: 'contact', attrs: { type: 'in' } },
          { tag: 'lid', attrs: { val: '100000001@lid' } },
          { tag: 'business', attrs: {} },
        ),
      ),
    )
    expect(failed).toBeNull()
    expect(rows).toEqual([
      {
        query: null,
        phoneNumber: '1234567890',
        exists: true,
        jid: '1234567890@s.whatsapp.net',
        lid: '100000001@lid',
        errorCode: null,
      },
    ])
  })

  it('a number not on WhatsApp (`test_is_on_whatsapp_spec_parse_not_registered`): no JID, no LID', () => {
    const { rows } = parseNumberCheck(
      answer(user({ jid: '1234567890@s.whatsapp.net' }, { tag: 'contact', attrs: { type: 'out' } })),
    )
    expect(rows).toEqual([
      { query: null, phoneNumber: '1234567890', exists: false, jid: null, lid: null, errorCode: null },
    ])
  })

  it('a LID-primary user with its number in pn_jid (`test_is_on_whatsapp_spec_parse_pn_jid`) is registered', () => {
    const { rows } = parseNumberCheck(answer(user({ jid: '100000001@lid', pn_jid: '1234567890@s.whatsapp.net' })))
    expect(rows).toEqual([
      {
        query: null,
        phoneNumber: '1234567890',
        exists: true,
        jid: '1234567890@s.whatsapp.net',
        lid: '100000001@lid',
        errorCode: null,
      },
    ])
  })

  it('a per-user contact error (`is_on_whatsapp_preserves_user_subprotocol_errors`) is no answer, not a "no"', () => {
    const error = (code: string, text: string): BinaryNode => ({ tag: 'error', attrs: { code, text } })
    const { rows } = parseNumberCheck(
      answer(
        user(
          { jid: '1234567890@s.whatsapp.net' },
          { tag: 'contact', attrs: {}, content: [error('403', 'blocked')] },
          { tag: 'lid', attrs: {}, content: [error('404', 'missing')] },
        ),
      ),
    )
    expect(rows).toEqual([
      { query: null, phoneNumber: '1234567890', exists: null, jid: null, lid: null, errorCode: 403 },
    ])
  })

  it('a contact error for the whole query, in <result>, fails it', () => {
    const iq: BinaryNode = {
      tag: 'iq',
      attrs: { type: 'result' },
      content: [
        {
          tag: 'usync',
          attrs: {},
          content: [
            {
              tag: 'result',
              attrs: {},
              content: [
                {
                  tag: 'contact',
                  attrs: {},
                  content: [{ tag: 'error', attrs: { code: '429', text: 'rate-overlimit' } }],
                },
              ],
            },
            { tag: 'list', attrs: {} },
          ],
        },
      ],
    }
    expect(parseNumberCheck(iq)).toEqual({ rows: [], failed: 429 })
  })

  it('matches a row to its number by the query WhatsApp echoed in contact (whatsmeow user.go `IsOnWhatsApp`)', () => {
    const { rows } = parseNumberCheck(
      answer(user({}, { tag: 'contact', attrs: { type: 'out' }, content: Buffer.from('+1234567890') })),
    )
    expect(rows[0]).toMatchObject({ query: '1234567890', phoneNumber: '1234567890', exists: false })
  })

  // WhatsApp answers with the canonical number's JID and echoes the number as asked (whatsmeow user.go
  // `IsOnWhatsApp` keys its answer on the echoed `Query` for this reason). Shapes as whatsapp-rust's
  // `test_is_on_whatsapp_spec_parse_response`, with the query echoed as the simulator and WhatsApp echo it.
  it.each([
    ["Brazil's ninth digit", '5511987654321', '551187654321'],
    ["Mexico's +52 1", '5215512345678', '525512345678'],
  ])('%s: a registered number answered by its canonical JID is matched on the echoed query', (_, asked, canonical) => {
    const { rows } = parseNumberCheck(
      answer(
        user(
          { jid: `${canonical}@s.whatsapp.net` },
          { tag: 'contact', attrs: { type: 'in' }, content: Buffer.from(`+${asked}`) },
          { tag: 'lid', attrs: { val: '100000001@lid' } },
        ),
      ),
    )
    const row = rowsByNumber(rows).get(asked)
    expect(row).toMatchObject({ exists: true, jid: `${canonical}@s.whatsapp.net`, lid: '100000001@lid' })
    // Matched on the JID alone, the number asked had no row: reported absent.
    expect(rows[0]!.phoneNumber).toBe(canonical)
  })
})
