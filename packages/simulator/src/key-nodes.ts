import type { BinaryNode } from '@whiskeysockets/baileys'

/** a big-endian unsigned integer of `length` bytes, as key ids (3) and registration ids (4) travel */
export function uintBytes(value: number, length: number): Buffer {
  const out = Buffer.alloc(length)
  out.writeUIntBE(value, 0, length)
  return out
}

/**
 * `<key><id/><value/></key>` for a one-time prekey, `<skey>…<signature/></skey>` for a signed one: the shape bundles,
 * uploads and retry receipts share (Baileys Utils/signal.ts xmppPreKey and xmppSignedPreKey, whatsmeow prekeys.go
 * preKeyToNode).
 */
export function preKeyNode(key: { id: number; public: Uint8Array; signature?: Uint8Array }): BinaryNode {
  const content: BinaryNode[] = [
    { tag: 'id', attrs: {}, content: uintBytes(key.id, 3) },
    { tag: 'value', attrs: {}, content: key.public },
  ]
  if (!key.signature) return { tag: 'key', attrs: {}, content }
  return { tag: 'skey', attrs: {}, content: [...content, { tag: 'signature', attrs: {}, content: key.signature }] }
}
