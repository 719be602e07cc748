import { type BinaryNode, getBinaryNodeChild, getBinaryNodeChildren, S_WHATSAPP_NET } from '@whiskeysockets/baileys'

/**
 * The number check: one usync query asking, per phone number, whether it has an account (`contact`) and its LID
 * (`lid`). Baileys' `onWhatsApp` asks only `contact` and drops the numbers that are not on WhatsApp; asking for the
 * LID needs the query WhatsApp Web's ExistsJob sends, built here as whatsapp-rust builds it
 * (`wacore/src/iq/usync.rs`, `is_on_whatsapp_query` for `IsOnWhatsAppQueryType::Pn`, without its `business`
 * protocol, whose answer the check does not use): each user is `<user><contact>+<digits></contact></user>`.
 * Answers are read as whatsapp-rust (`IsOnWhatsAppSpec::parse_response`) and whatsmeow (`user.go` `IsOnWhatsApp`,
 * which also reads a LID-primary `jid` with the number in `pn_jid`) read them. Unverified against WhatsApp.
 */

const pnServer = S_WHATSAPP_NET

/** The usync iq asking about `phoneNumbers` (E.164 digits); `sid` is the socket's next message tag. */
export function numberCheckQuery(phoneNumbers: readonly string[], sid: string): BinaryNode {
  return {
    tag: 'iq',
    attrs: { to: S_WHATSAPP_NET, type: 'get', xmlns: 'usync' },
    content: [
      {
        tag: 'usync',
        attrs: { sid, mode: 'query', context: 'interactive', last: 'true', index: '0' },
        content: [
          {
            tag: 'query',
            attrs: {},
            content: [
              { tag: 'contact', attrs: {} },
              { tag: 'lid', attrs: {} },
            ],
          },
          {
            tag: 'list',
            attrs: {},
            content: phoneNumbers.map(
              (digits): BinaryNode => ({
                tag: 'user',
                attrs: {},
                content: [{ tag: 'contact', attrs: {}, content: `+${digits}` }],
              }),
            ),
          },
        ],
      },
    ],
  }
}

/** One user of the answer. */
export interface NumberCheckRow {
  /**
   * The number asked, as WhatsApp echoed the query in `contact` (whatsmeow user.go `IsOnWhatsApp` reads it as
   * `Query`): what a row is matched to its question by, since the JID may be the number WhatsApp made canonical
   * (Brazil's ninth digit dropped, Mexico's `+52 1` made `+52`). Null when WhatsApp echoed none.
   */
  query: string | null
  /** The number the row answers: from `pn_jid`, a phone-number `jid`, or the query WhatsApp echoed in `contact`. */
  phoneNumber: string | null
  /** Whether WhatsApp said `in`; null when its `contact` carried an error instead of an answer. */
  exists: boolean | null
  /** The user JID, when the number is on WhatsApp. */
  jid: string | null
  lid: string | null
  /** The code of a per-user `contact` error. */
  errorCode: number | null
}

const textOf = (node: BinaryNode | undefined): string | null =>
  typeof node?.content === 'string'
    ? node.content
    : node?.content instanceof Uint8Array
      ? Buffer.from(node.content).toString('utf8')
      : null

const digitsOf = (value: string | null | undefined): string | null => {
  const match = /^\+?(\d+)(?::\d+)?(@s\.whatsapp\.net)?$/.exec(value ?? '')
  return match ? match[1]! : null
}

const errorCodeOf = (node: BinaryNode | undefined): number | null => {
  const error = getBinaryNodeChild(node, 'error')
  if (!error) return null
  const code = Number(error.attrs.code)
  return Number.isInteger(code) ? code : 0
}

/**
 * The answer's users. A `contact` error for the whole query (in `<result>`, whatsapp-rust `reject_result_errors`)
 * is the query's failure: it is returned as `failed` with its code.
 */
export function parseNumberCheck(iq: BinaryNode): { rows: NumberCheckRow[]; failed: number | null } {
  const usync = getBinaryNodeChild(iq, 'usync')
  const failed = errorCodeOf(getBinaryNodeChild(getBinaryNodeChild(usync, 'result'), 'contact'))
  const rows = getBinaryNodeChildren(getBinaryNodeChild(usync, 'list'), 'user').map((user): NumberCheckRow => {
    const jid = user.attrs.jid ?? ''
    const pnJid = user.attrs.pn_jid ?? ''
    const contact = getBinaryNodeChild(user, 'contact')
    const lidNode = getBinaryNodeChild(user, 'lid')
    const errorCode = errorCodeOf(contact)
    const primaryIsLid = jid.endsWith('@lid')
    const exists = errorCode !== null ? null : contact ? contact.attrs.type === 'in' : primaryIsLid
    const phoneNumber = digitsOf(pnJid) ?? (jid.endsWith(pnServer) ? digitsOf(jid) : null) ?? digitsOf(textOf(contact))
    const lid = primaryIsLid ? jid : lidNode?.attrs.val?.endsWith('@lid') ? lidNode.attrs.val : null
    return {
      query: digitsOf(textOf(contact)),
      phoneNumber,
      exists,
      jid: exists && phoneNumber ? `${phoneNumber}${pnServer}` : null,
      lid: exists ? lid : null,
      errorCode,
    }
  })
  return { rows, failed }
}

/**
 * The rows by the number each answers: the echoed query first (whatsmeow user.go `IsOnWhatsApp`), then the
 * number of the row's JID. WhatsApp answers some numbers with their canonical JID (Brazil's ninth digit dropped,
 * Mexico's `+52 1` made `+52`), so matching on the JID alone reports a registered number absent.
 */
export function rowsByNumber(rows: readonly NumberCheckRow[]): Map<string, NumberCheckRow> {
  const byNumber = new Map<string, NumberCheckRow>()
  for (const row of rows) if (row.phoneNumber && !byNumber.has(row.phoneNumber)) byNumber.set(row.phoneNumber, row)
  for (const row of rows) if (row.query) byNumber.set(row.query, row)
  return byNumber
}
