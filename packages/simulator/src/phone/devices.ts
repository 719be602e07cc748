import {
  Curve,
  getBinaryNodeChild,
  KEY_BUNDLE_TYPE,
  S_WHATSAPP_NET,
  type AuthenticationCreds,
  type BinaryNode,
  type KeyPair,
  type proto,
} from '@whiskeysockets/baileys'
import { DEFAULT_WAIT_MS } from '../events.js'
import { parseJid } from '../jids.js'
import { preKeyNode, uintBytes } from '../key-nodes.js'
import type { Linking } from '../server/linking.js'
import type { Sockets } from '../server/sockets.js'
import type { Account } from '../state/accounts.js'
import type { Clock } from '../state/clock.js'
import type { PhoneAppState } from './app-state.js'
import type { PhoneIdentity } from './identity.js'
import type { PhoneLine } from './line.js'
import { enterPairingCode, issueLinkedCreds, scanQr, type LinkingDeps } from './linking.js'
import type { LinkedDevice } from './types.js'

// kept small: creating accounts should be cheap, and the server asks for more as sessions consume them
const ONE_TIME_PREKEYS = 20

/** a companion's credentials as it has them after its first login (see createLinkedAuth) */
export interface LinkedAuth {
  creds: AuthenticationCreds
  preKeys: Record<string, KeyPair>
  appStateSyncKeys: Record<string, proto.Message.IAppStateSyncKeyData>
}

export interface DevicesDeps {
  account: Account
  identity: PhoneIdentity
  line: PhoneLine
  linking: Linking
  sockets: Sockets
  clock: Clock
  /** the app-state sync key a companion receives when it is linked */
  appState: PhoneAppState
}

/**
 * The account's devices as the phone manages them: its own one-time prekeys on the server, and the companions it
 * links (by QR or pairing code, or already linked for a test that starts logged in) and logs out.
 */
export class PhoneDevices {
  private readonly linkingDeps: LinkingDeps

  constructor(private readonly deps: DevicesDeps) {
    this.linkingDeps = { account: deps.account, identity: deps.identity, linking: deps.linking, clock: deps.clock }
  }

  /** uploads `count` one-time prekeys, as a client does with `<iq xmlns='encrypt' type='set'>` */
  async uploadPreKeys(count = ONE_TIME_PREKEYS): Promise<void> {
    const { identity, line } = this.deps
    const { creds } = identity
    const keys = await identity.newPreKeys(count)
    await line.query({
      tag: 'iq',
      attrs: { to: S_WHATSAPP_NET, type: 'set', xmlns: 'encrypt' },
      content: [
        { tag: 'registration', attrs: {}, content: uintBytes(creds.registrationId, 4) },
        { tag: 'type', attrs: {}, content: KEY_BUNDLE_TYPE },
        { tag: 'identity', attrs: {}, content: creds.signedIdentityKey.public },
        {
          tag: 'list',
          attrs: {},
          content: keys.map(preKeyNode),
        },
        identity.signedPreKeyNode(),
      ],
    })
  }

  linkedDevices(): LinkedDevice[] {
    const { account, sockets } = this.deps
    return account.companions().map((d) => ({
      jid: account.pnJid(d.id),
      lid: account.lidJid(d.id),
      deviceId: d.id,
      platform: d.platform,
      linkedAt: new Date(d.linkedAt),
      connected: sockets.isConnected(d),
    }))
  }

  scanQr(qr: string): Promise<void> {
    return scanQr(this.linkingDeps, qr)
  }

  /** `waitMs`: how long to wait for a companion's pairing-code request to arrive */
  enterPairingCode(code: string, waitMs = DEFAULT_WAIT_MS): Promise<void> {
    return enterPairingCode(this.linkingDeps, code, waitMs)
  }

  /**
   * Credentials of a companion that is already linked to this phone (and already synced), as if
   * it had been paired earlier: for benchmarks and tests that start from a logged-in session.
   */
  async createLinkedCreds(): Promise<AuthenticationCreds> {
    return issueLinkedCreds(this.linkingDeps).creds
  }

  /**
   * createLinkedCreds plus what a device holds after its first login: `preKeys` one-time prekeys
   * already on the server (Baileys then skips generating and uploading 812 prekeys on login), and
   * the app-state sync key the phone shared with it (creds' `myAppStateKeyId` names it), without
   * which Baileys refuses every chat modification. Put `preKeys` into the auth state's key store
   * under 'pre-key' and `appStateSyncKeys` under 'app-state-sync-key'.
   */
  async createLinkedAuth(options: { preKeys?: number } = {}): Promise<LinkedAuth> {
    const { account, appState } = this.deps
    const { creds, deviceId } = issueLinkedCreds(this.linkingDeps)
    const count = Math.max(0, Math.floor(options.preKeys ?? 0))
    const preKeys: Record<string, KeyPair> = {}
    const published: { id: number; key: Uint8Array }[] = []
    for (let id = 1; id <= count; id++) {
      const pair = Curve.generateKeyPair()
      preKeys[id] = pair
      published.push({ id, key: pair.public })
    }
    // what the companion's own first upload would have put there
    account.devices.get(deviceId)!.preKeys.addBatch(published)
    creds.nextPreKeyId = count + 1
    creds.firstUnuploadedPreKeyId = count + 1
    // the key share such a device received when it was linked, as Baileys stores it
    creds.myAppStateKeyId = appState.keyIdBase64
    const appStateSyncKeys = {
      [appState.keyIdBase64]: appState.keyDataFor(account.devices.get(deviceId)!.keyIndex),
    }
    return { creds, preKeys, appStateSyncKeys }
  }

  /** Logs a companion out from the phone, as "Linked devices → Log out" does. */
  async removeDevice(jidOrId: string | number): Promise<void> {
    const { account } = this.deps
    const parsed = typeof jidOrId === 'number' ? { user: account.phoneNumber, device: jidOrId } : parseJid(jidOrId)
    const own = parsed && (parsed.user === account.phoneNumber || parsed.user === account.lidUser)
    const device = own && parsed.device !== 0 ? account.devices.get(parsed.device) : undefined
    if (!device) throw new Error(`${String(jidOrId)} is not a linked device of ${account.phoneNumber}`)
    await this.deps.linking.unlink(device, 'phone')
  }

  /** the server says the phone's one-time prekeys run low (an `encrypt` notification): it tops them up */
  async receivePreKeyCount(node: BinaryNode): Promise<void> {
    const count = Number(getBinaryNodeChild(node, 'count')?.attrs.value ?? ONE_TIME_PREKEYS)
    if (count < ONE_TIME_PREKEYS) await this.uploadPreKeys(ONE_TIME_PREKEYS - count)
  }
}
