import { createHash } from 'node:crypto'
import {
  getBinaryNodeChild,
  getBinaryNodeChildBuffer,
  getBinaryNodeChildren,
  KEY_BUNDLE_TYPE,
  type BinaryNode,
} from '@whiskeysockets/baileys'
import type { Handler } from '../dispatch.js'
import { SERVER_JID } from '../jids.js'
import { preKeyNode, uintBytes } from '../key-nodes.js'
import type { Server } from '../server/context.js'
import { iqResult } from '../server/iq.js'
import type { DeviceRecord } from '../state/accounts.js'

/** below this many one-time prekeys the server tells the device to upload more (Baileys' MIN_PREKEY_COUNT) */
const LOW_PREKEYS = 5

function readUint(bytes: Uint8Array | undefined): number {
  return bytes?.length ? Buffer.from(bytes).readUIntBE(0, bytes.length) : 0
}

function skeyNode(device: DeviceRecord): BinaryNode {
  const { keyId, public: key, signature } = device.signedPreKey
  return preKeyNode({ id: keyId, public: key, signature })
}

/** A device's bundle for a session, handing out (and deleting) one one-time prekey if any is left. */
function bundleNode(server: Server, jid: string, device: DeviceRecord): BinaryNode {
  const content: BinaryNode[] = [
    { tag: 'registration', attrs: {}, content: uintBytes(device.registrationId, 4) },
    { tag: 'type', attrs: {}, content: KEY_BUNDLE_TYPE },
    { tag: 'identity', attrs: {}, content: device.identityKey },
    skeyNode(device),
  ]
  const before = device.preKeys.size
  const oneTime = device.preKeys.take()
  if (before >= LOW_PREKEYS && device.preKeys.size < LOW_PREKEYS) {
    server.deliver(device, {
      tag: 'notification',
      attrs: { from: SERVER_JID, type: 'encrypt', id: server.nextId(), t: server.now() },
      content: [{ tag: 'count', attrs: { value: String(device.preKeys.size) } }],
    })
  }
  if (oneTime) {
    content.push(preKeyNode({ id: oneTime.id, public: oneTime.key }))
  }
  return { tag: 'user', attrs: { jid }, content }
}

/** xmlns='encrypt': prekey count, upload, rotation, digest and bundle fetches. */
export const prekeyHandlers: readonly Handler[] = [
  {
    tag: 'iq',
    xmlns: 'encrypt',
    type: 'get',
    child: 'count',
    handle: (_s, client, iq) =>
      client.send(iqResult(iq, [{ tag: 'count', attrs: { value: String(client.device!.preKeys.size) } }])),
  },
  {
    // the upload: <registration/><type/><identity/><list><key/>…</list><skey/>
    tag: 'iq',
    xmlns: 'encrypt',
    type: 'set',
    child: 'registration',
    handle(_s, client, iq) {
      const device = client.device!
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
      client.send(iqResult(iq))
    },
  },
  {
    tag: 'iq',
    xmlns: 'encrypt',
    type: 'set',
    child: 'rotate',
    handle(_s, client, iq) {
      storeSignedPreKey(client.device!, getBinaryNodeChild(getBinaryNodeChild(iq, 'rotate'), 'skey'))
      client.send(iqResult(iq))
    },
  },
  {
    tag: 'iq',
    xmlns: 'encrypt',
    type: 'get',
    child: 'digest',
    handle(_s, client, iq) {
      const device = client.device!
      const ids = device.preKeys.ids()
      const hash = createHash('sha1')
        .update(device.identityKey)
        .update(device.signedPreKey.public)
        .update(Buffer.concat(ids.map((id) => uintBytes(id, 3))))
        .digest()
      client.send(
        iqResult(iq, [
          {
            tag: 'digest',
            attrs: {},
            content: [
              { tag: 'registration', attrs: {}, content: uintBytes(device.registrationId, 4) },
              { tag: 'type', attrs: {}, content: KEY_BUNDLE_TYPE },
              { tag: 'identity', attrs: {}, content: device.identityKey },
              skeyNode(device),
              {
                tag: 'list',
                attrs: {},
                content: ids.map((id) => ({ tag: 'id', attrs: {}, content: uintBytes(id, 3) })),
              },
              { tag: 'hash', attrs: {}, content: hash },
            ],
          },
        ]),
      )
    },
  },
  {
    tag: 'iq',
    xmlns: 'encrypt',
    type: 'get',
    child: 'key',
    handle(server, client, iq) {
      const users = getBinaryNodeChildren(getBinaryNodeChild(iq, 'key'), 'user').map((user) => {
        const jid = user.attrs.jid ?? ''
        const target = server.state.accounts.resolveDevice(jid)
        return target
          ? bundleNode(server, jid, target)
          : { tag: 'user', attrs: { jid }, content: [{ tag: 'error', attrs: { code: '404', text: 'item-not-found' } }] }
      })
      client.send(iqResult(iq, [{ tag: 'list', attrs: {}, content: users }]))
    },
  },
]

function storeSignedPreKey(device: DeviceRecord, skey: BinaryNode | undefined): void {
  const value = getBinaryNodeChildBuffer(skey, 'value')
  const signature = getBinaryNodeChildBuffer(skey, 'signature')
  if (!value || !signature) return
  device.signedPreKey = {
    keyId: readUint(getBinaryNodeChildBuffer(skey, 'id')),
    public: Buffer.from(value),
    signature: Buffer.from(signature),
  }
}
