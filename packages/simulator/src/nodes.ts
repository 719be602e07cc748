import type { BinaryNode } from '@whiskeysockets/baileys'

/** the text of a node whose content arrives as a string (built in this process) or as bytes (decoded from the wire) */
export function textOf(node: BinaryNode | undefined): string | undefined {
  const content = node?.content
  if (typeof content === 'string') return content
  if (content instanceof Uint8Array) return Buffer.from(content).toString('utf8')
  return undefined
}
