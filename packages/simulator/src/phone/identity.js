import { addTransactionCapability, Curve, DEFAULT_CONNECTION_CONFIG, initAuthCreds, } from '@whiskeysockets/baileys';
import { baileysLogger } from '../baileys-logger.js';
import { memoryKeyStore } from '../memory-keys.js';
import { PreKeyPool } from '../state/prekey-pool.js';
/**
 * The phone's Signal identity, built on Baileys' own libsignal repository: its creds, its key store,
 * and the key pair that signs its companions' ADV identities.
 */
export class PhoneIdentity {
    creds = initAuthCreds();
    keys = addTransactionCapability(memoryKeyStore(), baileysLogger, {
        maxCommitRetries: 1,
        delayBetweenTriesMs: 0,
    });
    repository = DEFAULT_CONNECTION_CONFIG.makeSignalRepository({ creds: this.creds, keys: this.keys }, baileysLogger);
    nextPreKeyId = 1;
    /** the key pair that signs companions' ADV identities: the phone's identity key */
    get accountKey() {
        return this.creds.signedIdentityKey;
    }
    /** what the server knows of the phone as device 0 of its account; its one-time prekeys arrive by upload */
    deviceRecord(account, linkedAt) {
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
        };
    }
    /** `count` new one-time prekeys, kept in the key store; the public halves go to the server */
    async newPreKeys(count) {
        const batch = {};
        const published = [];
        for (let n = 0; n < count; n++) {
            const id = this.nextPreKeyId++;
            const pair = Curve.generateKeyPair();
            batch[id] = pair;
            published.push({ id, public: pair.public });
        }
        await this.keys.set({ 'pre-key': batch });
        return published;
    }
}
//# sourceMappingURL=identity.js.map