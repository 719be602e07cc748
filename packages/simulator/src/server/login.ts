import { proto, type BinaryNode } from '@whiskeysockets/baileys'
import { SERVER_JID } from '../jids.js'
import type { Connection } from './connection.js'
import type { Server } from './context.js'
import type { HandshakeResult } from './noise.js'
import type { Registration } from './registration.js'

function readUint(bytes: Uint8Array | null | undefined): number {
  if (!bytes?.length) return 0
  return Buffer.from(bytes).readUIntBE(0, bytes.length)
}

function platformOf(deviceProps: Uint8Array | null | undefined): string {
  if (!deviceProps?.length) return 'unknown'
  const props = proto.DeviceProps.decode(deviceProps)
  const type =
    props.platformType !== null && props.platformType !== undefined
      ? proto.DeviceProps.PlatformType[props.platformType]
      : undefined
  const browser = type ? type.charAt(0) + type.slice(1).toLowerCase() : 'Unknown'
  return props.os ? `${browser} (${props.os})` : browser
}

/** After the Noise handshake: fresh credentials register (and get QR refs), linked ones log in. */
export async function handleClientPayload(
  server: Server,
  conn: Connection,
  { clientPayload, clientStaticKey }: HandshakeResult,
): Promise<void> {
  const pairing = clientPayload.devicePairingData
  if (pairing) {
    if (!pairing.eIdent || !pairing.eSkeyVal || !pairing.eSkeySig) {
      await fail(conn, 400)
      return
    }
    const registration: Registration = {
      noiseKey: clientStaticKey,
      identityKey: Buffer.from(pairing.eIdent),
      registrationId: readUint(pairing.eRegid),
      signedPreKey: {
        keyId: readUint(pairing.eSkeyId),
        public: Buffer.from(pairing.eSkeyVal),
        signature: Buffer.from(pairing.eSkeySig),
      },
      platform: platformOf(pairing.deviceProps),
      refs: new Set(),
    }
    conn.registration = registration
    server.linking.issueQrRefs(conn, registration)
    return
  }
  const phoneNumber =
    clientPayload.username !== null && clientPayload.username !== undefined ? String(clientPayload.username) : ''
  const deviceId = Number(clientPayload.device ?? 0)
  const account = server.state.accounts.get(phoneNumber)
  const device = account?.devices.get(deviceId)
  // a removed device, an unknown account, or creds whose noise key is not the linked one are logged out
  if (!account || !device || deviceId === 0 || !device.noiseKey?.equals(clientStaticKey)) {
    await fail(conn, 401)
    return
  }
  if (clientPayload.pushName) account.pushName = clientPayload.pushName
  conn.device = device
  const previous = server.sockets.attach(device, conn)
  if (previous?.isOpen) {
    previous.send({ tag: 'stream:error', attrs: {}, content: [{ tag: 'conflict', attrs: { type: 'replaced' } }] })
    void previous.end()
    server.events.emit('device-replaced', {
      phoneNumber: account.phoneNumber,
      deviceJid: account.pnJid(device.id),
      deviceId: device.id,
    })
  }
  conn.send({
    tag: 'success',
    attrs: {
      t: server.now(),
      props: '1',
      abprops: '1',
      location: 'sim',
      creation: Math.floor(device.linkedAt / 1000).toString(),
      lid: account.lidJid(device.id),
      display_name: '',
    },
  })
  const queued = server.sockets.takeOffline(device)
  for (const node of queued) conn.send({ ...node, attrs: { ...node.attrs, offline: '1' } })
  // Baileys holds its events until this marker (or a 30 s timeout), so it always follows success
  if (!server.offlineMarkerHeld(account.phoneNumber))
    conn.send({
      tag: 'ib',
      attrs: { from: SERVER_JID },
      content: [{ tag: 'offline', attrs: { count: String(queued.length) } }],
    })
  server.events.emit('device-connected', {
    phoneNumber: account.phoneNumber,
    deviceJid: account.pnJid(device.id),
    deviceId: device.id,
  })
}

async function fail(conn: Connection, reason: number): Promise<void> {
  const node: BinaryNode = { tag: 'failure', attrs: { reason: String(reason), location: 'sim' } }
  conn.send(node)
  await conn.end()
}
