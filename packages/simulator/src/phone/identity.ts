import {
  addTransactionCapability,
  Curve,
  DEFAULT_CONNECTION_CONFIG,
  initAuthCreds,
  type AuthenticationCreds,
  type BinaryNode,
  type SignalRepositoryWithLIDStore,
} from '@whiskeysockets/baileys'
import { withSharedAsyncStorage } from '@sessionkit/core/internal'
import { baileysLogger } from '../baileys-logger.js'
import { preKeyNode } from '../key-nodes.js'
import { memoryKeyStore } from '../memory-keys.js'
import type { Account, DeviceRecord } from '../state/accounts.js'
import { PreKeyPool } from '../state/prekey-pool.js'

/**
 * The phone's Signal identity, built on Baileys' own libsignal repository: its creds, its key store,
 * and the key pair that signs its companions' ADV identities.
 */
export class PhoneIdentity {
  readonly creds: AuthenticationCreds = initAuthCreds()
  private readonly store = memoryKeyStore()
  // Baileys makes an AsyncLocalStorage per key store, and each one enabled slows every promise in the process:
  // with 50 phones it was 16 % of the simulator's CPU in a group bench. One shared storage serves them all.
  readonly keys = withSharedAsyncStorage(() =>
    addTransactionCapability(this.store, baileysLogger, { maxCommitRetries: 1, delayBetweenTriesMs: 0 }),
  )
  readonly repository: SignalRepositoryWithLIDStore = DEFAULT_CONNECTION_CONFIG.makeSignalRepository(
    { creds: this.creds, keys: this.keys },
    baileysLogger,
  )
  private nextPreKeyId = 1

  /** the key pair that signs companions' ADV identities: the phone's identity key */
  get accountKey(): { public: Uint8Array; private: Uint8Array } {
    return this.creds.signedIdentityKey
  }

  /** what the server knows of the phone as device 0 of its account; its one-time prekeys arrive by upload */
  deviceRecord(account: Account, linkedAt: number): DeviceRecord {
    return {
      account,
      id: 0,
      keyIndex: 0,
      registrationId: this.creds.registrationId,
      identityKey: Buffer.from(this.creds.signedIdentityKey.public),
      signedPreKey: {
        keyId: this.creds.signedPreKey.keyId,
        public: Buffer.from(this.creds.signedPreKey.keyPair.public),
        signature: Buffer.from(this.creds.signedPreKey.signature),
      },
      preKeys: new PreKeyPool(),
      platform: 'android',
      linkedAt,
      initialSyncPending: false,
    }
  }

  /**
   * Drops every Signal session the phone holds, as a phone restored without them (a reinstall) has none: what its
   * contacts send next on the sessions they hold fails to decrypt, and the phone asks for it again.
   */
  forgetSessions(): void {
    this.store.forget('session')
  }

  /** the phone's signed prekey as bundles and retry receipts carry it */
  signedPreKeyNode(): BinaryNode {
    const { keyId, keyPair, signature } = this.creds.signedPreKey
    return preKeyNode({ id: keyId, public: keyPair.public, signature })
  }

  /** `count` new one-time prekeys, kept in the key store; the public halves go to the server */
  async newPreKeys(count: number): Promise<{ id: number; public: Uint8Array }[]> {
    const batch: Record<string, { public: Uint8Array; private: Uint8Array }> = {}
    const published: { id: number; public: Uint8Array }[] = []
    for (let n = 0; n < count; n++) {
      const id = this.nextPreKeyId++
      const pair = Curve.generateKeyPair()
      batch[id] = pair
      published.push({ id, public: pair.public })
    }
    await this.keys.set({ 'pre-key': batch })
    return published
  }
}
