import { randomBytes } from 'node:crypto';
import { getBinaryNodeChild, getBinaryNodeChildBuffer, proto } from '@whiskeysockets/baileys';
import { SERVER_JID } from '../jids.js';
import { PreKeyPool } from '../state/prekey-pool.js';
import { notifyDeviceChange } from './device-notifications.js';
import { iqError, iqResult } from './iq.js';
/** WhatsApp hands a fresh connection a batch of refs; the client shows one after the other */
const QR_REF_COUNT = 6;
function newRef() {
    return `2@${randomBytes(33).toString('base64')}`;
}
/** The server's side of linking and unlinking companions: QR refs, pairing-code requests, pair-success. */
export class Linking {
    deps;
    refs = new Map();
    codes = new Map();
    constructor(deps) {
        this.deps = deps;
    }
    /** `<iq><pair-device><ref/>…` for a connection of fresh credentials */
    issueQrRefs(client, registration) {
        const refs = Array.from({ length: QR_REF_COUNT }, newRef);
        for (const ref of refs) {
            registration.refs.add(ref);
            this.refs.set(ref, client);
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
        });
        this.deps.events.emit('qr-refs', { connectionId: client.id, refs });
    }
    /** the connection a QR ref was issued to */
    byRef(ref) {
        return this.refs.get(ref);
    }
    /** a connection that closed or was linked: its refs and code requests are void */
    forget(client) {
        for (const ref of client.registration?.refs ?? [])
            this.refs.delete(ref);
        for (const [ref, request] of this.codes) {
            if (request.client !== client)
                continue;
            this.codes.delete(ref);
            request.finish?.reject(new Error('the companion disconnected before the pairing finished'));
        }
    }
    /** a new code for the same connection replaces the previous one, as on WhatsApp */
    requestCode(request) {
        for (const [oldRef, old] of this.codes)
            if (old.client === request.client)
                this.codes.delete(oldRef);
        this.codes.set(request.ref, request);
        this.deps.events.emit('pairing-code-requested', { phoneNumber: request.phoneNumber, ref: request.ref });
    }
    /** the newest open request for this number; requestPairingCode() resolves before its hello may have arrived */
    async awaitCodeRequest(phoneNumber, waitMs) {
        const find = () => [...this.codes.values()].reverse().find((r) => r.phoneNumber === phoneNumber && r.client.isOpen && !r.finish);
        const missing = () => new Error(`no companion is waiting for a pairing code for ${phoneNumber}`);
        const existing = find();
        if (existing)
            return existing;
        await this.deps.events
            .waitFor('pairing-code-requested', (e) => e.phoneNumber === phoneNumber, waitMs)
            .catch(() => {
            throw missing();
        });
        const request = find();
        if (!request)
            throw missing();
        return request;
    }
    /** sends the phone's half of the code exchange and resolves with the adv secret once the companion finishes */
    offerCode(request, primaryIdentity, wrappedPrimaryEphemeral, open) {
        const advSecret = new Promise((resolve, reject) => {
            request.finish = { open, resolve, reject };
        });
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
        });
        return advSecret;
    }
    /**
     * stage companion_finish: the companion's key bundle, encrypted under the ephemeral agreement.
     * It only opens if both sides used the same code, which is how a wrong code is detected.
     */
    finishCode(client, iq, reg) {
        const ref = getBinaryNodeChildBuffer(reg, 'link_code_pairing_ref')?.toString();
        const request = ref ? this.codes.get(ref) : undefined;
        const bundle = getBinaryNodeChildBuffer(reg, 'link_code_pairing_wrapped_key_bundle');
        const companionIdentity = getBinaryNodeChildBuffer(reg, 'companion_identity_public');
        if (!request?.finish || request.client !== client || !bundle || !companionIdentity) {
            client.send(iqError(iq, 400, 'bad-request'));
            return;
        }
        const { finish } = request;
        this.codes.delete(request.ref);
        try {
            const advSecret = finish.open(Buffer.from(bundle), Buffer.from(companionIdentity));
            if (client.registration && !client.registration.identityKey.equals(Buffer.from(companionIdentity))) {
                throw new Error('the key bundle does not match the registering device');
            }
            client.send(iqResult(iq));
            finish.resolve(advSecret);
        }
        catch (err) {
            client.send(iqError(iq, 401, 'not-authorized'));
            finish.reject(new Error(`pairing code rejected: ${err.message}`));
        }
    }
    /**
     * pair-success → the client's pair-device-sign → the device exists → stream:error 515, after
     * which the client reconnects and logs in with its new credentials.
     */
    async complete(client, approval) {
        const registration = client.registration;
        if (!registration)
            throw new Error('this connection is not waiting to be linked');
        const { account } = approval;
        const slot = account.allocateDevice();
        const deviceIdentity = approval.identityFor(slot.keyIndex, registration.identityKey);
        this.forget(client);
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
        });
        const signedNode = getBinaryNodeChild(getBinaryNodeChild(reply, 'pair-device-sign'), 'device-identity');
        if (reply.attrs.type !== 'result' || !(signedNode?.content instanceof Uint8Array)) {
            throw new Error('the companion refused the pairing');
        }
        if (!approval.accepts(proto.ADVSignedDeviceIdentity.decode(signedNode.content), registration.identityKey)) {
            throw new Error('the companion signed its device identity with a different key');
        }
        client.registration = undefined;
        this.link(account, slot, registration, approval.method, true);
        client.send({ tag: 'stream:error', attrs: { code: '515' } });
        await client.end();
    }
    /** the device exists from now on; the account's companions and contacts hear of it */
    link(account, slot, registration, method, initialSyncPending) {
        const device = {
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
        };
        account.devices.set(slot.id, device);
        notifyDeviceChange(this.deps, account, 'add', device);
        this.deps.events.emit('device-linked', {
            phoneNumber: account.phoneNumber,
            deviceJid: account.pnJid(device.id),
            deviceId: device.id,
            method,
        });
        return device;
    }
    /**
     * The device is gone: its contacts hear of it and its socket closes. A phone's removal tells the
     * companion first (`<conflict type='device_removed'/>`); a companion that logged itself out already knows.
     */
    async unlink(device, by) {
        const { account } = device;
        account.devices.delete(device.id);
        notifyDeviceChange(this.deps, account, 'remove', device);
        const socket = this.deps.sockets.of(device);
        this.deps.sockets.forget(device);
        const removed = { phoneNumber: account.phoneNumber, deviceJid: account.pnJid(device.id), deviceId: device.id, by };
        if (by === 'companion') {
            this.deps.events.emit('device-removed', removed);
            return;
        }
        if (socket?.isOpen) {
            socket.send({
                tag: 'stream:error',
                attrs: { code: '401' },
                content: [{ tag: 'conflict', attrs: { type: 'device_removed' } }],
            });
            await socket.end();
        }
        this.deps.events.emit('device-removed', removed);
    }
}
//# sourceMappingURL=linking.js.map