import * as v from 'valibot';
import { normalizePhoneNumber } from '../jids.js';
import { SandboxError } from './problems.js';
import { phoneOr404, sandboxRoute } from './route.js';
import { deviceView, phoneView } from './views.js';
/** country code and number, digits only (a `+`, spaces and dashes are dropped) */
export const phoneNumberSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(32), v.check((input) => normalizePhoneNumber(input) !== undefined, 'expected country code and number, digits only'), v.transform((input) => normalizePhoneNumber(input)));
const field = (max) => v.pipe(v.string(), v.nonEmpty(), v.maxLength(max));
/** a business account's profile; WhatsApp keeps up to two websites */
const business = v.strictObject({
    description: v.optional(v.pipe(v.string(), v.maxLength(512)), ''),
    category: v.optional(v.nullable(v.strictObject({ id: field(32), name: field(128) })), null),
    email: v.optional(v.nullable(field(128)), null),
    websites: v.optional(v.pipe(v.array(field(256)), v.maxLength(2)), []),
    address: v.optional(v.nullable(field(256)), null),
});
const createPhone = v.strictObject({ phoneNumber: phoneNumberSchema, business: v.optional(business) });
const link = v.pipe(v.strictObject({
    code: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(16), v.check((code) => code.replace(/[\s-]/g, '').length === 8, 'a pairing code has 8 characters'))),
    qr: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096))),
}), v.check((body) => (body.code === undefined) !== (body.qr === undefined), 'give exactly one of code or qr'));
/** Virtual phones, linking companions to them, and their linked devices. */
export const phoneRoutes = [
    sandboxRoute({ method: 'GET', path: '/phones', run: async ({ sim }) => sim.phones().map(phoneView) }),
    sandboxRoute({
        method: 'POST',
        path: '/phones',
        body: createPhone,
        status: 201,
        async run({ sim, body }) {
            if (sim.phone(body.phoneNumber))
                throw new SandboxError('phone_exists', `A phone with number ${body.phoneNumber} already exists.`);
            return phoneView(await sim.createPhone(body.phoneNumber, body.business ? { business: body.business } : {}));
        },
    }),
    sandboxRoute({
        method: 'GET',
        path: '/phones/:phoneNumber',
        run: async ({ sim, params }) => phoneView(phoneOr404(sim, params.phoneNumber)),
    }),
    sandboxRoute({
        method: 'POST',
        path: '/phones/:phoneNumber/link',
        body: link,
        async run({ sim, params, body, linkWaitMs }) {
            const phone = phoneOr404(sim, params.phoneNumber);
            const linked = sim.waitFor('device-linked', (e) => e.phoneNumber === phone.phoneNumber, linkWaitMs + 15_000);
            linked.catch(() => undefined);
            try {
                if (body.code)
                    await phone.enterPairingCode(body.code, linkWaitMs);
                else
                    await phone.scanQr(body.qr);
            }
            catch (err) {
                const message = err.message;
                if (/no companion is waiting|timed out/i.test(message))
                    throw new SandboxError('no_pending_link', message);
                throw new SandboxError('link_rejected', message);
            }
            const event = await linked;
            return { deviceJid: event.deviceJid, deviceId: event.deviceId, method: event.method };
        },
    }),
    sandboxRoute({
        method: 'GET',
        path: '/phones/:phoneNumber/devices',
        run: async ({ sim, params }) => phoneOr404(sim, params.phoneNumber).linkedDevices().map(deviceView),
    }),
    sandboxRoute({
        method: 'DELETE',
        path: '/phones/:phoneNumber/devices/:deviceJid',
        async run({ sim, params }) {
            const phone = phoneOr404(sim, params.phoneNumber);
            const deviceJid = params.deviceJid;
            const device = phone.linkedDevices().find((d) => d.jid === deviceJid || d.lid === deviceJid);
            if (!device)
                throw new SandboxError('device_not_found', `${deviceJid} is not a linked device of ${phone.phoneNumber}.`);
            await phone.removeDevice(device.jid);
            return { jid: device.jid, deleted: true };
        },
    }),
];
//# sourceMappingURL=phones.js.map