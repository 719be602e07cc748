import { Curve, generateSignalPubKey, initAuthCreds, proto, WA_ADV_DEVICE_SIG_PREFIX, type AuthenticationCreds } from '@whiskeysockets/baileys'
import type { Core } from './core'
import { notifyDeviceChange } from './devices'
import { registerDevice, signDeviceIdentity } from './pairing'
import type { Phone } from './phone'

/**
 * Credentials for a companion the phone linked "earlier": the same account signature, device
 * signature and identities a real pairing leaves in creds, so Baileys logs straight in.
 * accountSyncCounter is 1 because such a device has had its initial history sync.
 */
export async function issueLinkedCreds(core: Core, phone: Phone): Promise<AuthenticationCreds> {
  const account = phone.account
  const creds = initAuthCreds()
  const slot = account.allocateDevice()
  const identity = creds.signedIdentityKey
  const signed = proto.ADVSignedDeviceIdentity.decode(signDeviceIdentity(phone, slot.keyIndex, identity.public))
  signed.deviceSignature = Curve.sign(
    Buffer.from(identity.private),
    Buffer.concat([WA_ADV_DEVICE_SIG_PREFIX, signed.details ?? new Uint8Array(), identity.public, phone.accountKey.public]),
  )
  creds.me = { id: account.pnJid(slot.id), lid: account.lidJid(slot.id), name: account.pushName }
  creds.account = signed
  creds.signalIdentities = [
    { identifier: { name: account.lidJid(slot.id), deviceId: 0 }, identifierKey: generateSignalPubKey(phone.accountKey.public) },
  ]
  creds.platform = 'android'
  creds.registered = true
  creds.accountSyncCounter = 1
  const device = registerDevice(
    account,
    slot,
    {
      noiseKey: Buffer.from(creds.noiseKey.public),
      identityKey: Buffer.from(identity.public),
      registrationId: creds.registrationId,
      signedPreKey: {
        keyId: creds.signedPreKey.keyId,
        public: Buffer.from(creds.signedPreKey.keyPair.public),
        signature: Buffer.from(creds.signedPreKey.signature),
      },
      platform: 'provisioned',
    },
    false,
  )
  notifyDeviceChange(core, account, 'add', device)
  core.events.emit('device-linked', {
    phoneNumber: account.phoneNumber,
    deviceJid: account.pnJid(device.id),
    deviceId: device.id,
    method: 'provisioned',
  })
  return creds
}
