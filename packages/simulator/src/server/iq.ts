import type { BinaryNode } from '@whiskeysockets/baileys'
import { SERVER_JID } from '../jids.js'

/** `<iq type='result'>` answering `iq`, with its id */
export function iqResult(iq: BinaryNode, content?: BinaryNode[]): BinaryNode {
  const node: BinaryNode = { tag: 'iq', attrs: { from: SERVER_JID, type: 'result', id: iq.attrs.id ?? '' } }
  if (content) node.content = content
  return node
}

/** `<iq type='error'><error code text/></iq>`: the direct `<error>` child is what Baileys' assertNodeErrorFree reads */
export function iqError(iq: BinaryNode, code: number, text: string): BinaryNode {
  return {
    tag: 'iq',
    attrs: { from: SERVER_JID, type: 'error', id: iq.attrs.id ?? '' },
    content: [{ tag: 'error', attrs: { code: String(code), text } }],
  }
}
