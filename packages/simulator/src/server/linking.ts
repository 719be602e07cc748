import { randomBytes } from 'node:crypto'
import { getBinaryNodeChild, getBinaryNodeChildBuffer, proto, type BinaryNode } from '@whiskeysockets/baileys'
import type { EventHub } from '../events.js'
import { SERVER_JID } from '../jids.js'
import type { Account, DeviceRecord } from '../state/accounts.js'
import type { Clock } from '../state/clock.js'
import { PreKeyPool } from '../state/prekey-pool.js'
import { notifyDeviceChange, type Notifier } from './device-notifications.js'
import { iqError, iqResult } from './iq.js'
import type { Registration } from './registration.js'
import type { Client, Sockets } from './sockets.js'

/** WhatsApp hands a fresh connection a batch of refs; the client shows one after the other */
const QR_REF_COUNT = 6

function newRef(): string {
  return `2@${randomBytes(33).toString('base64')}`
}

/** A companion's `companion_hello`, kept until its phone enters the code. */
export interface PairingCodeRequest {
  ref: string
  client: Client
  phoneNumber: string
  wrappedCompanionEphemeral: Buffer
  companionNoiseKey: Buffer
  platformId: string
  platformDisplay: string
  /** set once the phone entered the code: waits for the companion_finish */
  finish?: {
    /** the phone opens the companion's key bundle into the adv secret; throws when it does not open */
    open(bundle: Buffer, companionIdentity: Buffer): Buffer
    resolve: (advSecret: Buffer) => void
    reject: (err: Error) => void
  }
}

/** What the phone gives the server to link a companion, and how it checks the companion's answer. */
export interface LinkApproval {
  account: Account
  method: 'qr' | 'code'
  /** the ADVSignedDeviceIdentityHMAC of pair-success for the companion in this slot */
  identityFor(keyIndex: number, companionIdentity: Buffer): Uint8Array
  /** whether the companion's pair-device-sign carries its signature over that identity */
  accepts(signed: proto.IADVSignedDeviceIdentity, companionIdentity: Buffer): boolean
}

export interface LinkingDeps extends Notifier {
  readonly events: EventHub
  readonly sockets: Sockets
  readonly clock: Clock
  request(client: Client, node: BinaryNode): Promise<BinaryNode>
}

/** The server's side of linking and unlinking companions: QR refs, pairing-code requests, pair-success. */
export class Linking {
  private readonly refs = new Map<string, Client>()
  private readonly codes = new Map<string, PairingCodeRequest>()

  constructor(private readonly deps: LinkingDeps) {}

  /** `<iq><pair-device><ref/>…` for a connection of fresh credentials */
  issueQrRefs(client: Client, registration: Registration): void {
    const refs = Array.from({ length: QR_REF_COUNT }, newRef)
    for (const ref of refs) {
      registration.refs.add(ref)
      this.refs.set(ref, client)
    }
    client.send({
      tag: 'iq',
      attrs: { from: SERVER_JID, type: 'set', id: this.deps.nextId(), xmlns: 'md' },
      content: [
        {
          tag: 'pair-device',
          attrs: {},
          content: refs.map((ref) => ({ tag: 'ref', attrs: {}, content: Buffer.from(ref) })),
        },
      ],
    })
    this.deps.events.emit('qr-refs', { connectionId: client.id, refs })
  }

  /** the connection a QR ref was issued to */
  byRef(ref: string): Client | undefined {
    return this.refs.get(ref)
  }

  /** a connection that closed or was linked: its refs and code requests are void */
  forget(client: Client): void {
    for (const ref of client.registration?.refs ?? []) this.refs.delete(ref)
    for (const [ref, request] of this.codes) {
      if (request.client !== client) continue
      this.codes.delete(ref)
      request.finish?.reject(new Error('the companion disconnected before the pairing finished'))
    }
  }

  /** a new code for the same connection replaces the previous one, as on WhatsApp */
  requestCode(request: PairingCodeRequest): void {
    for (const [oldRef, old] of this.codes) if (old.client === request.client) this.codes.delete(oldRef)
    this.codes.set(request.ref, request)
    this.deps.events.emit('pairing-code-requested', { phoneNumber: request.phoneNumber, ref: request.ref })
  }

  /** the newest open request for this number; requestPairingCode() resolves before its hello may have arrived */
  async awaitCodeRequest(phoneNumber: string, waitMs: number): Promise<PairingCodeRequest> {
    const find = (): PairingCodeRequest | undefined =>
      [...this.codes.values()].reverse().find((r) => r.phoneNumber === phoneNumber && r.client.isOpen && !r.finish)
    const missing = () => new Error(`no companion is waiting for a pairing code for ${phoneNumber}`)
    const existing = find()
    if (existing) return existing
    await this.deps.events
      .waitFor('pairing-code-requested', (e) => e.phoneNumber === phoneNumber, waitMs)
      .catch(() => {
        throw missing()
      })
    const request = find()
    if (!request) throw missing()
    return request
  }

  /** sends the phone's half of the code exchange and resolves with the adv secret once the companion finishes */
  offerCode(
    request: PairingCodeRequest,
    primaryIdentity: Uint8Array,
    wrappedPrimaryEphemeral: Buffer,
    open: (bundle: Buffer, companionIdentity: Buffer) => Buffer,
  ): Promise<Buffer> {
    const advSecret = new Promise<Buffer>((resolve, reject) => {
      request.finish = { open, resolve, reject }
    })
    request.client.send({
      tag: 'notification',
      attrs: { from: SERVER_JID, type: 'link_code_companion_reg', id: this.deps.nextId(), t: this.deps.now() },
      content: [
        {
          tag: 'link_code_companion_reg',
          attrs: {},
          content: [
            { tag: 'link_code_pairing_ref', attrs: {}, content: Buffer.from(request.ref) },
            { tag: 'primary_identity_pub', attrs: {}, content: primaryIdentity },
            { tag: 'link_code_pairing_wrapped_primary_ephemeral_pub', attrs: {}, content: wrappedPrimaryEphemeral },
          ],
        },
      ],
    })
    return advSecret
  }

  /**
   * stage companion_finish: the companion's key bundle, encrypted under the ephemeral agreement.
   * It only opens if both sides used the same code, which is how a wrong code is detected.
   */
  finishCode(client: Client, iq: BinaryNode, reg: BinaryNode): void {
    const ref = getBinaryNodeChildBuffer(reg, 'link_code_pairing_ref')?.toString()
    const request = ref ? this.codes.get(ref) : undefined
    const bundle = getBinaryNodeChildBuffer(reg, 'link_code_pairing_wrapped_key_bundle')
    const companionIdentity = getBinaryNodeChildBuffer(reg, 'companion_identity_public')
    if (!request?.finish || request.client !== client || !bundle || !companionIdentity) {
      client.send(iqError(iq, 400, 'bad-request'))
      return
    }
    const { finish } = request
    this.codes.delete(request.ref)
    try {
      const advSecret = finish.open(Buffer.from(bundle), Buffer.from(companionIdentity))
      if (client.registration && !client.registration.identityKey.equals(Buffer.from(companionIdentity))) {
        throw new Error('the key bundle does not match the registering device')
      }
      client.send(iqResult(iq))
      finish.resolve(advSecret)
    } catch (err) {
      client.send(iqError(iq, 401, 'not-authorized'))
      finish.reject(new Error(`pairing code rejected: ${(err as Error).message}`))
    }
  }

  /**
   * pair-success → the client's pair-device-sign → the device exists → stream:error 515, after
   * which the client reconnects and logs in with its new credentials.
   */
  async complete(client: Client, approval: LinkApproval): Promise<void> {
    const registration = client.registration
    if (!registration) throw new Error('this connection is not waiting to be linked')
    const { account } = approval
    const slot = account.allocateDevice()
    const deviceIdentity = approval.identityFor(slot.keyIndex, registration.identityKey)
    this.forget(client)
    const reply = await this.deps.request(client, {
      tag: 'iq',
      attrs: { from: SERVER_JID, type: 'set', xmlns: 'md', t: this.deps.now(), id: this.deps.nextId() },
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
    const signedNode = getBinaryNodeChild(getBinaryNodeChild(reply, 'pair-device-sign'), 'device-identity')
    if (reply.attrs.type !== 'result' || !(signedNode?.content instanceof Uint8Array)) {
      throw new Error('the companion refused the pairing')
    }
    if (!approval.accepts(proto.ADVSignedDeviceIdentity.decode(signedNode.content), registration.identityKey)) {
      throw new Error('the companion signed its device identity with a different key')
    }
    client.registration = undefined
    this.link(account, slot, registration, approval.method, true)
    client.send({ tag: 'stream:error', attrs: { code: '515' } })
    await client.end()
  }

  /** the device exists from now on; the account's companions and contacts hear of it */
  link(
    account: Account,
    slot: { id: number; keyIndex: number },
    registration: Omit<Registration, 'refs'>,
    method: 'qr' | 'code' | 'provisioned',
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
      linkedAt: this.deps.clock.now(),
      initialSyncPending,
    }
    account.devices.set(slot.id, device)
    notifyDeviceChange(this.deps, account, 'add', device)
    this.deps.events.emit('device-linked', {
      phoneNumber: account.phoneNumber,
      deviceJid: account.pnJid(device.id),
      deviceId: device.id,
      method,
    })
    return device
  }

  /**
   * The device is gone: its contacts hear of it and its socket closes. A phone's removal tells the
   * companion first (`<conflict type='device_removed'/>`); a companion that logged itself out already knows.
   */
  async unlink(device: DeviceRecord, by: 'companion' | 'phone'): Promise<void> {
    const { account } = device
    account.devices.delete(device.id)
    notifyDeviceChange(this.deps, account, 'remove', device)
    const socket = this.deps.sockets.of(device)
    this.deps.sockets.forget(device)
    const removed = { phoneNumber: account.phoneNumber, deviceJid: account.pnJid(device.id), deviceId: device.id, by }
    if (by === 'companion') {
      this.deps.events.emit('device-removed', removed)
      return
    }
    if (socket?.isOpen) {
      socket.send({
        tag: 'stream:error',
        attrs: { code: '401' },
        content: [{ tag: 'conflict', attrs: { type: 'device_removed' } }],
      })
      await socket.end()
    }
    this.deps.events.emit('device-removed', removed)
  }
}
