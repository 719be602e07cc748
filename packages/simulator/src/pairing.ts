import { randomBytes, randomInt } from 'node:crypto'
import {
  aesDecryptCTR,
  aesDecryptGCM,
  aesEncryptCTR,
  Curve,
  derivePairingCodeKey,
  getBinaryNodeChild,
  getBinaryNodeChildBuffer,
  hkdf,
  hmacSign,
  proto,
  WA_ADV_ACCOUNT_SIG_PREFIX,
  WA_ADV_DEVICE_SIG_PREFIX,
  type BinaryNode,
} from '@whiskeysockets/baileys'
import type { Account, DeviceRecord } from './accounts'
import type { Connection, Registration } from './connection'
import { nowSeconds, type Core, type PairingCodeRequest } from './core'
import { DEFAULT_WAIT_MS } from './events'
import { generateKeyPair } from './keys'
import { parseJid, SERVER_JID } from './jids'
import type { Phone } from './phone'
import { PreKeyPool } from './prekey-pool'
import { notifyDeviceChange } from './devices'

const QR_PREFIX = 'https://wa.me/settings/linked_devices#'
/** WhatsApp hands a fresh connection a batch of refs; the client shows one after the other */
const QR_REF_COUNT = 6

function newRef(): string {
  return `2@${randomBytes(33).toString('base64')}`
}

/** `<iq><pair-device><ref/>…` for a connection of fresh credentials */
export function issueQrRefs(core: Core, conn: Connection, registration: Registration): void {
  const refs = Array.from({ length: QR_REF_COUNT }, newRef)
  for (const ref of refs) {
    registration.refs.add(ref)
    core.refs.set(ref, conn)
  }
  conn.send({
    tag: 'iq',
    attrs: { from: SERVER_JID, type: 'set', id: core.nextId(), xmlns: 'md' },
    content: [{ tag: 'pair-device', attrs: {}, content: refs.map(ref => ({ tag: 'ref', attrs: {}, content: Buffer.from(ref) })) }],
  })
  core.events.emit('qr-refs', { connectionId: conn.id, refs })
}

export function forgetRefs(core: Core, conn: Connection): void {
  for (const ref of conn.registration?.refs ?? []) core.refs.delete(ref)
  for (const [ref, request] of core.pairingCodes) {
    if (request.conn !== conn) continue
    core.pairingCodes.delete(ref)
    request.finish?.reject(new Error('the companion disconnected before the pairing finished'))
  }
}

/** The ADV identity the phone signs for a companion: details + account signature over its identity key. */
export function signDeviceIdentity(phone: Phone, keyIndex: number, companionIdentity: Uint8Array): Uint8Array {
  const details = proto.ADVDeviceIdentity.encode({
    rawId: randomInt(1, 2 ** 31),
    timestamp: Math.floor(Date.now() / 1000),
    keyIndex,
  }).finish()
  const accountSignature = Curve.sign(
    Buffer.from(phone.accountKey.private),
    Buffer.concat([WA_ADV_ACCOUNT_SIG_PREFIX, details, companionIdentity]),
  )
  return proto.ADVSignedDeviceIdentity.encode({
    details,
    accountSignatureKey: phone.accountKey.public,
    accountSignature,
  }).finish()
}

export function verifyDeviceSignature(signed: proto.IADVSignedDeviceIdentity, companionIdentity: Uint8Array, accountKey: Uint8Array): boolean {
  if (!signed.details || !signed.deviceSignature) return false
  const message = Buffer.concat([WA_ADV_DEVICE_SIG_PREFIX, signed.details, companionIdentity, accountKey])
  return Curve.verify(companionIdentity, message, signed.deviceSignature)
}

export function registerDevice(
  account: Account,
  slot: { id: number; keyIndex: number },
  registration: Omit<Registration, 'refs'>,
  initialSyncPending: boolean,
): DeviceRecord {
  const device: DeviceRecord = {
    account,
    id: slot.id,
    keyIndex: slot.keyIndex,
    registrationId: registration.registrationId,
    identityKey: registration.identityKey,
    signedPreKey: registration.signedPreKey,
    preKeys: new PreKeyPool(),
    noiseKey: registration.noiseKey,
    platform: registration.platform,
    linkedAt: Date.now(),
    initialSyncPending,
    offline: [],
  }
  account.devices.set(slot.id, device)
  return device
}

/**
 * pair-success → the client's pair-device-sign → the device exists → stream:error 515, after
 * which the client reconnects and logs in with its new credentials.
 */
async function completePairing(core: Core, phone: Phone, conn: Connection, advSecret: Buffer, method: 'qr' | 'code'): Promise<void> {
  const registration = conn.registration
  if (!registration) throw new Error('this connection is not waiting to be linked')
  const account = phone.account
  const slot = account.allocateDevice()
  const signedIdentity = signDeviceIdentity(phone, slot.keyIndex, registration.identityKey)
  const hmac = hmacSign(signedIdentity, advSecret)
  const deviceIdentity = proto.ADVSignedDeviceIdentityHMAC.encode({ details: signedIdentity, hmac }).finish()
  forgetRefs(core, conn)
  const reply = await core.request(conn, {
    tag: 'iq',
    attrs: { from: SERVER_JID, type: 'set', xmlns: 'md', t: nowSeconds(), id: core.nextId() },
    content: [
      {
        tag: 'pair-success',
        attrs: {},
        content: [
          { tag: 'device-identity', attrs: {}, content: deviceIdentity },
          { tag: 'platform', attrs: { name: 'android' } },
          { tag: 'device', attrs: { jid: account.pnJid(slot.id), lid: account.lidJid(slot.id) } },
        ],
      },
    ],
  })
  const sign = getBinaryNodeChild(reply, 'pair-device-sign')
  const signedNode = getBinaryNodeChild(sign, 'device-identity')
  if (reply.attrs.type !== 'result' || !(signedNode?.content instanceof Uint8Array)) {
    throw new Error('the companion refused the pairing')
  }
  const signed = proto.ADVSignedDeviceIdentity.decode(signedNode.content)
  if (!verifyDeviceSignature(signed, registration.identityKey, phone.accountKey.public)) {
    throw new Error('the companion signed its device identity with a different key')
  }
  const device = registerDevice(account, slot, registration, true)
  notifyDeviceChange(core, account, 'add', device)
  conn.registration = undefined
  core.events.emit('device-linked', {
    phoneNumber: account.phoneNumber,
    deviceJid: account.pnJid(device.id),
    deviceId: device.id,
    method,
  })
  conn.send({ tag: 'stream:error', attrs: { code: '515' } })
  await conn.end()
}

/** The phone scans the QR a companion shows: `ref,noiseKey,identityKey,advSecret,platform`. */
export async function scanQr(core: Core, phone: Phone, qr: string): Promise<void> {
  const body = qr.startsWith(QR_PREFIX) ? qr.slice(QR_PREFIX.length) : qr
  const [ref, noiseB64, identityB64, advB64] = body.split(',')
  if (!ref || !noiseB64 || !identityB64 || !advB64) throw new Error('not a WhatsApp linking QR code')
  const conn = core.refs.get(ref)
  const registration = conn?.registration
  if (!conn || !conn.isOpen || !registration) throw new Error('this QR code is no longer valid')
  if (!registration.noiseKey.equals(Buffer.from(noiseB64, 'base64')) || !registration.identityKey.equals(Buffer.from(identityB64, 'base64'))) {
    throw new Error('the QR code does not match the connection that showed it')
  }
  await completePairing(core, phone, conn, Buffer.from(advB64, 'base64'), 'qr')
}

/** `link_code_companion_reg` stage companion_hello: remember it until the phone enters the code. */
export function handleCompanionHello(core: Core, conn: Connection, iq: BinaryNode, reg: BinaryNode): void {
  const phoneNumber = parseJid(reg.attrs.jid)?.user
  const wrapped = getBinaryNodeChildBuffer(reg, 'link_code_pairing_wrapped_companion_ephemeral_pub')
  const noiseKey = getBinaryNodeChildBuffer(reg, 'companion_server_auth_key_pub')
  const id = iq.attrs.id ?? core.nextId()
  if (!phoneNumber || !wrapped || wrapped.length !== 80 || !noiseKey || !conn.registration) {
    conn.send(errorIq(id, 400, 'bad-request'))
    return
  }
  if (!core.registry.get(phoneNumber)) {
    conn.send(errorIq(id, 404, 'item-not-found'))
    return
  }
  const ref = randomBytes(12).toString('base64url')
  const request: PairingCodeRequest = {
    ref,
    conn,
    phoneNumber,
    wrappedCompanionEphemeral: Buffer.from(wrapped),
    companionNoiseKey: Buffer.from(noiseKey),
    platformId: getBinaryNodeChildBuffer(reg, 'companion_platform_id')?.toString() ?? '',
    platformDisplay: getBinaryNodeChildBuffer(reg, 'companion_platform_display')?.toString() ?? '',
  }
  // a new code for the same connection replaces the previous one, as on WhatsApp
  for (const [oldRef, old] of core.pairingCodes) if (old.conn === conn) core.pairingCodes.delete(oldRef)
  core.pairingCodes.set(ref, request)
  conn.send({
    tag: 'iq',
    attrs: { from: SERVER_JID, type: 'result', id },
    content: [{ tag: 'link_code_companion_reg', attrs: {}, content: [{ tag: 'link_code_pairing_ref', attrs: {}, content: Buffer.from(ref) }] }],
  })
  core.events.emit('pairing-code-requested', { phoneNumber, ref })
}

function errorIq(id: string, code: number, text: string): BinaryNode {
  return {
    tag: 'iq',
    attrs: { from: SERVER_JID, type: 'error', id },
    content: [{ tag: 'error', attrs: { code: String(code), text } }],
  }
}

async function wrapWithCode(code: string, publicKey: Uint8Array): Promise<Buffer> {
  const salt = randomBytes(32)
  const iv = randomBytes(16)
  const key = await derivePairingCodeKey(code, salt)
  return Buffer.concat([salt, iv, aesEncryptCTR(publicKey, key, iv)])
}

async function pendingRequestFor(core: Core, phoneNumber: string, waitMs: number): Promise<PairingCodeRequest> {
  const find = (): PairingCodeRequest | undefined =>
    [...core.pairingCodes.values()].reverse().find(r => r.phoneNumber === phoneNumber && r.conn.isOpen && !r.finish)
  const existing = find()
  if (existing) return existing
  // requestPairingCode() resolves when the client wrote the hello, which may not have arrived yet
  await core.events
    .waitFor('pairing-code-requested', e => e.phoneNumber === phoneNumber, waitMs)
    .catch(() => {
      throw new Error(`no companion is waiting for a pairing code for ${phoneNumber}`)
    })
  const request = find()
  if (!request) throw new Error(`no companion is waiting for a pairing code for ${phoneNumber}`)
  return request
}

/** The user types the 8-character code on the phone. */
export async function enterPairingCode(core: Core, phone: Phone, input: string, waitMs = DEFAULT_WAIT_MS): Promise<void> {
  const code = input.replace(/[\s-]/g, '').toUpperCase()
  if (code.length !== 8) throw new Error('a pairing code has 8 characters')
  const request = await pendingRequestFor(core, phone.phoneNumber, waitMs)
  const wrapped = request.wrappedCompanionEphemeral
  const companionKey = await derivePairingCodeKey(code, wrapped.subarray(0, 32))
  const companionEphemeral = aesDecryptCTR(wrapped.subarray(48, 80), companionKey, wrapped.subarray(32, 48))
  const primaryEphemeral = generateKeyPair()
  const advSecret = new Promise<Buffer>((resolve, reject) => {
    request.finish = { primaryEphemeral, companionEphemeral, resolve, reject }
  })
  request.conn.send({
    tag: 'notification',
    attrs: { from: SERVER_JID, type: 'link_code_companion_reg', id: core.nextId(), t: nowSeconds() },
    content: [
      {
        tag: 'link_code_companion_reg',
        attrs: {},
        content: [
          { tag: 'link_code_pairing_ref', attrs: {}, content: Buffer.from(request.ref) },
          { tag: 'primary_identity_pub', attrs: {}, content: phone.accountKey.public },
          { tag: 'link_code_pairing_wrapped_primary_ephemeral_pub', attrs: {}, content: await wrapWithCode(code, primaryEphemeral.public) },
        ],
      },
    ],
  })
  const secret = await advSecret
  await completePairing(core, phone, request.conn, secret, 'code')
}

/**
 * stage companion_finish: the companion's key bundle, encrypted under the ephemeral agreement.
 * It only decrypts if both sides used the same code, which is how a wrong code is detected.
 */
export function handleCompanionFinish(core: Core, conn: Connection, iq: BinaryNode, reg: BinaryNode): void {
  const id = iq.attrs.id ?? core.nextId()
  const ref = getBinaryNodeChildBuffer(reg, 'link_code_pairing_ref')?.toString()
  const request = ref ? core.pairingCodes.get(ref) : undefined
  const bundle = getBinaryNodeChildBuffer(reg, 'link_code_pairing_wrapped_key_bundle')
  const companionIdentity = getBinaryNodeChildBuffer(reg, 'companion_identity_public')
  if (!request?.finish || request.conn !== conn || !bundle || !companionIdentity) {
    conn.send(errorIq(id, 400, 'bad-request'))
    return
  }
  const { finish } = request
  core.pairingCodes.delete(request.ref)
  const phone = core.registry.get(request.phoneNumber)?.phone
  try {
    if (!phone) throw new Error('the account was removed')
    const shared = Curve.sharedKey(Buffer.from(finish.primaryEphemeral.private), finish.companionEphemeral)
    const key = hkdf(shared, 32, { salt: bundle.subarray(0, 32), info: 'link_code_pairing_key_bundle_encryption_key' })
    const plain = aesDecryptGCM(bundle.subarray(44), key, bundle.subarray(32, 44), Buffer.alloc(0))
    const bundledCompanion = plain.subarray(0, 32)
    const bundledPrimary = plain.subarray(32, 64)
    const random = plain.subarray(64, 96)
    if (!bundledCompanion.equals(Buffer.from(companionIdentity)) || !bundledPrimary.equals(Buffer.from(phone.accountKey.public))) {
      throw new Error('the key bundle names other identities')
    }
    if (conn.registration && !conn.registration.identityKey.equals(bundledCompanion)) {
      throw new Error('the key bundle does not match the registering device')
    }
    const identityShared = Curve.sharedKey(Buffer.from(phone.accountKey.private), bundledCompanion)
    const advSecret = Buffer.from(hkdf(Buffer.concat([shared, identityShared, random]), 32, { info: 'adv_secret' }))
    conn.send({ tag: 'iq', attrs: { from: SERVER_JID, type: 'result', id } })
    finish.resolve(advSecret)
  } catch (err) {
    conn.send(errorIq(id, 401, 'not-authorized'))
    finish.reject(new Error(`pairing code rejected: ${(err as Error).message}`))
  }
}
