import { createHash } from 'node:crypto'
import { getBinaryNodeChild, getBinaryNodeChildBuffer, getBinaryNodeChildren, KEY_BUNDLE_TYPE, type BinaryNode } from '@whiskeysockets/baileys'
import type { DeviceRecord } from './accounts'
import type { Connection } from './connection'
import type { Core } from './core'
import { SERVER_JID } from './jids'

function uintBytes(value: number, length: number): Buffer {
  const out = Buffer.alloc(length)
  out.writeUIntBE(value, 0, length)
  return out
}

function readUint(bytes: Uint8Array | undefined): number {
  return bytes?.length ? Buffer.from(bytes).readUIntBE(0, bytes.length) : 0
}

function skeyNode(device: DeviceRecord): BinaryNode {
  return {
    tag: 'skey',
    attrs: {},
    content: [
      { tag: 'id', attrs: {}, content: uintBytes(device.signedPreKey.keyId, 3) },
      { tag: 'value', attrs: {}, content: device.signedPreKey.public },
      { tag: 'signature', attrs: {}, content: device.signedPreKey.signature },
    ],
  }
}

/** A device's bundle for a session, handing out (and deleting) one one-time prekey if any is left. */
function bundleNode(jid: string, device: DeviceRecord): BinaryNode {
  const content: BinaryNode[] = [
    { tag: 'registration', attrs: {}, content: uintBytes(device.registrationId, 4) },
    { tag: 'type', attrs: {}, content: KEY_BUNDLE_TYPE },
    { tag: 'identity', attrs: {}, content: device.identityKey },
    skeyNode(device),
  ]
  const oneTime = device.preKeys.take()
  if (device.id === 0) device.account.phone.refillPreKeysInBackground()
  if (oneTime) {
    content.push({
      tag: 'key',
      attrs: {},
      content: [
        { tag: 'id', attrs: {}, content: uintBytes(oneTime.id, 3) },
        { tag: 'value', attrs: {}, content: oneTime.key },
      ],
    })
  }
  return { tag: 'user', attrs: { jid }, content }
}

function result(iq: BinaryNode, content?: BinaryNode[]): BinaryNode {
  const node: BinaryNode = { tag: 'iq', attrs: { from: SERVER_JID, type: 'result', id: iq.attrs.id ?? '' } }
  if (content) node.content = content
  return node
}

/** xmlns='encrypt': prekey count, upload, rotation, digest and bundle fetches. */
export function handleEncryptIq(core: Core, conn: Connection, iq: BinaryNode): void {
  const device = conn.device
  if (!device) return
  const [child] = Array.isArray(iq.content) ? iq.content : []
  if (iq.attrs.type === 'get' && child?.tag === 'count') {
    conn.send(result(iq, [{ tag: 'count', attrs: { value: String(device.preKeys.size) } }]))
    return
  }
  if (iq.attrs.type === 'set' && getBinaryNodeChild(iq, 'list')) {
    const identity = getBinaryNodeChildBuffer(iq, 'identity')
    if (identity) device.identityKey = Buffer.from(identity)
    const registration = getBinaryNodeChildBuffer(iq, 'registration')
    if (registration) device.registrationId = readUint(registration)
    const uploaded: { id: number; key: Uint8Array }[] = []
    for (const key of getBinaryNodeChildren(getBinaryNodeChild(iq, 'list'), 'key')) {
      const value = getBinaryNodeChildBuffer(key, 'value')
      if (value) uploaded.push({ id: readUint(getBinaryNodeChildBuffer(key, 'id')), key: value })
    }
    device.preKeys.addBatch(uploaded)
    storeSignedPreKey(device, getBinaryNodeChild(iq, 'skey'))
    conn.send(result(iq))
    return
  }
  if (iq.attrs.type === 'set' && child?.tag === 'rotate') {
    storeSignedPreKey(device, getBinaryNodeChild(child, 'skey'))
    conn.send(result(iq))
    return
  }
  if (iq.attrs.type === 'get' && child?.tag === 'digest') {
    const ids = device.preKeys.ids()
    const hash = createHash('sha1')
      .update(device.identityKey)
      .update(device.signedPreKey.public)
      .update(Buffer.concat(ids.map(id => uintBytes(id, 3))))
      .digest()
    conn.send(
      result(iq, [
        {
          tag: 'digest',
          attrs: {},
          content: [
            { tag: 'registration', attrs: {}, content: uintBytes(device.registrationId, 4) },
            { tag: 'type', attrs: {}, content: KEY_BUNDLE_TYPE },
            { tag: 'identity', attrs: {}, content: device.identityKey },
            skeyNode(device),
            { tag: 'list', attrs: {}, content: ids.map(id => ({ tag: 'id', attrs: {}, content: uintBytes(id, 3) })) },
            { tag: 'hash', attrs: {}, content: hash },
          ],
        },
      ]),
    )
    return
  }
  if (iq.attrs.type === 'get' && child?.tag === 'key') {
    const users = getBinaryNodeChildren(child, 'user').map(user => {
      const jid = user.attrs.jid ?? ''
      const target = core.registry.resolveDevice(jid)
      return target
        ? bundleNode(jid, target)
        : { tag: 'user', attrs: { jid }, content: [{ tag: 'error', attrs: { code: '404', text: 'item-not-found' } }] }
    })
    conn.send(result(iq, [{ tag: 'list', attrs: {}, content: users }]))
    return
  }
  conn.send({
    tag: 'iq',
    attrs: { from: SERVER_JID, type: 'error', id: iq.attrs.id ?? '' },
    content: [{ tag: 'error', attrs: { code: '400', text: 'bad-request' } }],
  })
}

function storeSignedPreKey(device: DeviceRecord, skey: BinaryNode | undefined): void {
  const value = getBinaryNodeChildBuffer(skey, 'value')
  const signature = getBinaryNodeChildBuffer(skey, 'signature')
  if (!value || !signature) return
  device.signedPreKey = { keyId: readUint(getBinaryNodeChildBuffer(skey, 'id')), public: Buffer.from(value), signature: Buffer.from(signature) }
}
