import { Curve, WA_ADV_DEVICE_SIG_PREFIX } from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/index.js';
import { connect, endSocket, memoryAuthState, waitForClose, waitForEvent, waitForOpen, waitForUpdate, } from './helpers.js';
describe('linking a companion', () => {
    let sim;
    beforeAll(async () => {
        sim = await startSimulator();
    });
    afterAll(async () => {
        await sim.close();
    });
    it('links by QR: pair-success, 515 restart, then open with the initial sync done at once', async () => {
        const phone = await sim.createPhone('15550002001');
        const auth = memoryAuthState();
        const sock = connect(sim, auth);
        const { qr } = await waitForUpdate(sock, (u) => !!u.qr);
        const linked = sim.waitFor('device-linked', (e) => e.phoneNumber === '15550002001');
        const paired = waitForUpdate(sock, (u) => u.isNewLogin === true);
        const restart = waitForClose(sock);
        await phone.scanQr(qr);
        await paired;
        expect(await restart).toBe(515);
        const event = await linked;
        expect(event.method).toBe('qr');
        expect(auth.creds.me?.id).toBe(`15550002001:${event.deviceId}@s.whatsapp.net`);
        expect(auth.creds.me?.lid).toBe(phone.account.lidJid(event.deviceId));
        expect(auth.creds.account?.accountSignatureKey).toBeTruthy();
        expect(auth.creds.accountSyncCounter).toBe(0);
        const again = connect(sim, auth);
        const synced = waitForEvent(again, 'creds.update', (u) => u.accountSyncCounter === 1);
        const history = waitForEvent(again, 'messaging-history.set');
        await waitForOpen(again);
        // Baileys' own fallback would bump the counter only after 20 s, past these waits' 15 s limit:
        // it left 'awaiting initial sync' because of the phone's history notification
        await synced;
        await history;
        expect(auth.creds.myAppStateKeyId).toBeTruthy();
        expect(phone.linkedDevices().map((d) => d.jid)).toEqual([auth.creds.me.id]);
        await endSocket(again);
    });
    it('refuses a companion whose pair-device-sign carries a forged device signature', async () => {
        const phone = await sim.createPhone('15550002091');
        const auth = memoryAuthState();
        const sock = connect(sim, auth);
        const { qr } = await waitForUpdate(sock, (u) => !!u.qr);
        // the companion signs its device identity with a key that is not its identity key: well formed, forged
        const sign = Curve.sign;
        const forger = Curve.generateKeyPair();
        Curve.sign = (privateKey, message) => Buffer.from(message).subarray(0, 2).equals(WA_ADV_DEVICE_SIG_PREFIX)
            ? sign(forger.private, message)
            : sign(privateKey, message);
        try {
            await expect(phone.scanQr(qr)).rejects.toThrow('the companion signed its device identity with a different key');
        }
        finally {
            Curve.sign = sign;
        }
        expect(phone.linkedDevices()).toEqual([]);
        await endSocket(sock);
    });
    it('hands out several refs that the client rotates through; any of them links', async () => {
        const phone = await sim.createPhone('15550002003');
        const auth = memoryAuthState();
        // a short qrTimeout makes Baileys rotate to its next ref quickly, as WhatsApp's refs rotate every 20 s
        const sock = connect(sim, auth, { qrTimeout: 30 });
        const qrs = [];
        await waitForUpdate(sock, (u) => {
            if (u.qr)
                qrs.push(u.qr);
            return qrs.length === 3;
        });
        const refs = new Set(qrs.map((q) => q.split('#')[1].split(',')[0]));
        expect(refs.size).toBe(3);
        const restart = waitForClose(sock);
        await phone.scanQr(qrs[2]);
        expect(await restart).toBe(515);
        await expect(phone.scanQr(qrs[0])).rejects.toThrow(/no longer valid/);
        const again = connect(sim, auth);
        await waitForOpen(again);
        await endSocket(again);
    });
    it('links by pairing code', async () => {
        const phone = await sim.createPhone('15550002002');
        const auth = memoryAuthState();
        const sock = connect(sim, auth);
        await waitForUpdate(sock, (u) => !!u.qr);
        const code = await sock.requestPairingCode('15550002002');
        const restart = waitForClose(sock);
        const linked = sim.waitFor('device-linked', (e) => e.phoneNumber === '15550002002');
        await phone.enterPairingCode(code);
        expect(await restart).toBe(515);
        expect((await linked).method).toBe('code');
        expect(auth.creds.registered).toBe(true);
        const again = connect(sim, auth);
        const synced = waitForEvent(again, 'creds.update', (u) => u.accountSyncCounter === 1);
        await waitForOpen(again);
        await synced;
        expect(again.user?.id).toBe(auth.creds.me.id);
        await endSocket(again);
    });
    it('rejects a wrong pairing code and links nothing', async () => {
        const phone = await sim.createPhone('15550002004');
        const sock = connect(sim, memoryAuthState());
        await waitForUpdate(sock, (u) => !!u.qr);
        const code = await sock.requestPairingCode('15550002004');
        const wrong = code.startsWith('A') ? 'BBBBBBBB' : 'AAAAAAAA';
        await expect(phone.enterPairingCode(wrong)).rejects.toThrow(/pairing code rejected/);
        expect(phone.linkedDevices()).toEqual([]);
        await endSocket(sock);
    });
    it('logs out from the companion (sock.logout): the device is gone and its creds get 401', async () => {
        const phone = await sim.createPhone('15550002005');
        const auth = memoryAuthState(await phone.createLinkedCreds());
        const sock = connect(sim, auth);
        await waitForOpen(sock);
        const removed = sim.waitFor('device-removed', (e) => e.phoneNumber === '15550002005');
        const closed = waitForClose(sock);
        await sock.logout();
        expect(await closed).toBe(401);
        expect((await removed).by).toBe('companion');
        expect(phone.linkedDevices()).toEqual([]);
        expect(await waitForClose(connect(sim, auth))).toBe(401);
    });
    it('logs out from the phone: stream:error 401 device_removed, then 401 on login', async () => {
        const phone = await sim.createPhone('15550002006');
        const auth = memoryAuthState(await phone.createLinkedCreds());
        const sock = connect(sim, auth);
        await waitForOpen(sock);
        const closed = waitForUpdate(sock, (u) => u.connection === 'close');
        await phone.removeDevice(auth.creds.me.id);
        const update = await closed;
        const error = update.lastDisconnect?.error;
        expect(error.output.statusCode).toBe(401);
        expect(error.data?.attrs.type).toBe('device_removed');
        expect(phone.linkedDevices()).toEqual([]);
        expect(await waitForClose(connect(sim, auth))).toBe(401);
    });
});
//# sourceMappingURL=linking.test.js.map