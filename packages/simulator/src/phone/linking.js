import { randomBytes, randomInt } from 'node:crypto';
import { aesDecryptCTR, aesDecryptGCM, aesEncryptCTR, Curve, derivePairingCodeKey, generateSignalPubKey, hkdf, hmacSign, initAuthCreds, proto, WA_ADV_ACCOUNT_SIG_PREFIX, WA_ADV_DEVICE_SIG_PREFIX, } from '@whiskeysockets/baileys';
import { generateKeyPair } from '../server/keys.js';
import { verifySignature } from './signature.js';
const QR_PREFIX = 'https://wa.me/settings/linked_devices#';
/** The ADV identity the phone signs for a companion: details + account signature over its identity key. */
function signDeviceIdentity(deps, keyIndex, companionIdentity) {
    const details = proto.ADVDeviceIdentity.encode({
        rawId: randomInt(1, 2 ** 31),
        timestamp: Math.floor(deps.clock.now() / 1000),
        keyIndex,
    }).finish();
    const accountKey = deps.identity.accountKey;
    const accountSignature = Curve.sign(Buffer.from(accountKey.private), Buffer.concat([WA_ADV_ACCOUNT_SIG_PREFIX, details, companionIdentity]));
    return proto.ADVSignedDeviceIdentity.encode({
        details,
        accountSignatureKey: accountKey.public,
        accountSignature,
    }).finish();
}
/** the companion's signature over the identity the phone signed for it, checked for real */
function deviceSignatureValid(signed, companionIdentity, accountKey) {
    if (!signed.details || !signed.deviceSignature)
        return false;
    return verifySignature(companionIdentity, Buffer.concat([WA_ADV_DEVICE_SIG_PREFIX, signed.details, companionIdentity, accountKey]), signed.deviceSignature);
}
function approval(deps, method, advSecret) {
    return {
        account: deps.account,
        method,
        identityFor: (keyIndex, companionIdentity) => {
            const details = signDeviceIdentity(deps, keyIndex, companionIdentity);
            return proto.ADVSignedDeviceIdentityHMAC.encode({ details, hmac: hmacSign(details, advSecret) }).finish();
        },
        accepts: (signed, companionIdentity) => deviceSignatureValid(signed, companionIdentity, deps.identity.accountKey.public),
    };
}
/** The phone scans the QR a companion shows: `ref,noiseKey,identityKey,advSecret,platform`. */
export async function scanQr(deps, qr) {
    const body = qr.startsWith(QR_PREFIX) ? qr.slice(QR_PREFIX.length) : qr;
    const [ref, noiseB64, identityB64, advB64] = body.split(',');
    if (!ref || !noiseB64 || !identityB64 || !advB64)
        throw new Error('not a WhatsApp linking QR code');
    const client = deps.linking.byRef(ref);
    const registration = client?.registration;
    if (!client?.isOpen || !registration)
        throw new Error('this QR code is no longer valid');
    if (!registration.noiseKey.equals(Buffer.from(noiseB64, 'base64')) ||
        !registration.identityKey.equals(Buffer.from(identityB64, 'base64'))) {
        throw new Error('the QR code does not match the connection that showed it');
    }
    await deps.linking.complete(client, approval(deps, 'qr', Buffer.from(advB64, 'base64')));
}
async function wrapWithCode(code, publicKey) {
    const salt = randomBytes(32);
    const iv = randomBytes(16);
    const key = await derivePairingCodeKey(code, salt);
    return Buffer.concat([salt, iv, aesEncryptCTR(publicKey, key, iv)]);
}
/** The user types the 8-character code on the phone. */
export async function enterPairingCode(deps, input, waitMs) {
    const code = input.replace(/[\s-]/g, '').toUpperCase();
    if (code.length !== 8)
        throw new Error('a pairing code has 8 characters');
    const request = await deps.linking.awaitCodeRequest(deps.account.phoneNumber, waitMs);
    const wrapped = request.wrappedCompanionEphemeral;
    const companionKey = await derivePairingCodeKey(code, wrapped.subarray(0, 32));
    const companionEphemeral = aesDecryptCTR(wrapped.subarray(48, 80), companionKey, wrapped.subarray(32, 48));
    const primaryEphemeral = generateKeyPair();
    const accountKey = deps.identity.accountKey;
    // the companion's key bundle opens only under the same code; its adv secret binds both identities
    const open = (bundle, companionIdentity) => {
        const shared = Curve.sharedKey(Buffer.from(primaryEphemeral.private), companionEphemeral);
        const key = hkdf(shared, 32, { salt: bundle.subarray(0, 32), info: 'link_code_pairing_key_bundle_encryption_key' });
        const plain = aesDecryptGCM(bundle.subarray(44), key, bundle.subarray(32, 44), Buffer.alloc(0));
        const bundledCompanion = plain.subarray(0, 32);
        if (!bundledCompanion.equals(companionIdentity) || !plain.subarray(32, 64).equals(Buffer.from(accountKey.public))) {
            throw new Error('the key bundle names other identities');
        }
        const identityShared = Curve.sharedKey(Buffer.from(accountKey.private), bundledCompanion);
        return Buffer.from(hkdf(Buffer.concat([shared, identityShared, plain.subarray(64, 96)]), 32, { info: 'adv_secret' }));
    };
    const advSecret = await deps.linking.offerCode(request, accountKey.public, await wrapWithCode(code, primaryEphemeral.public), open);
    await deps.linking.complete(request.client, approval(deps, 'code', advSecret));
}
/**
 * Credentials for a companion the phone linked "earlier": the same account signature, device
 * signature and identities a real pairing leaves in creds, so Baileys logs straight in.
 * accountSyncCounter is 1 because such a device has had its initial history sync.
 */
export function issueLinkedCreds(deps) {
    const { account, identity: phone } = deps;
    const creds = initAuthCreds();
    const slot = account.allocateDevice();
    const identity = creds.signedIdentityKey;
    const signed = proto.ADVSignedDeviceIdentity.decode(signDeviceIdentity(deps, slot.keyIndex, identity.public));
    signed.deviceSignature = Curve.sign(Buffer.from(identity.private), Buffer.concat([
        WA_ADV_DEVICE_SIG_PREFIX,
        signed.details ?? new Uint8Array(),
        identity.public,
        phone.accountKey.public,
    ]));
    creds.me = { id: account.pnJid(slot.id), lid: account.lidJid(slot.id), name: account.pushName };
    creds.account = signed;
    creds.signalIdentities = [
        {
            identifier: { name: account.lidJid(slot.id), deviceId: 0 },
            identifierKey: generateSignalPubKey(phone.accountKey.public),
        },
    ];
    creds.platform = 'android';
    creds.registered = true;
    creds.accountSyncCounter = 1;
    const registration = {
        noiseKey: Buffer.from(creds.noiseKey.public),
        identityKey: Buffer.from(identity.public),
        registrationId: creds.registrationId,
        signedPreKey: {
            keyId: creds.signedPreKey.keyId,
            public: Buffer.from(creds.signedPreKey.keyPair.public),
            signature: Buffer.from(creds.signedPreKey.signature),
        },
        platform: 'provisioned',
    };
    deps.linking.link(account, slot, registration, 'provisioned', false);
    return { creds, deviceId: slot.id };
}
//# sourceMappingURL=linking.js.map