import * as v from 'valibot';
import { SandboxError } from './problems.js';
import { sandboxRoute } from './route.js';
import { phoneNumberSchema } from './phones.js';
const FAULT_KINDS = ['drop', 'stream-error', 'refuse', 'delay', 'expire-media'];
const MAX_FAULT_MS = 10 * 60_000;
const integer = (min, max) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const fault = v.pipe(v.strictObject({
    kind: v.picklist(FAULT_KINDS),
    phoneNumber: v.optional(phoneNumberSchema),
    code: v.optional(integer(100, 999)),
    ms: v.optional(integer(0, MAX_FAULT_MS)),
    /** expire-media: the one link to expire (every stored blob's otherwise) */
    directPath: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(2048))),
}), v.forward(v.check((body) => !((body.kind === 'refuse' || body.kind === 'delay') && body.ms === undefined), 'required for refuse and delay'), ['ms']), v.forward(v.check((body) => body.code === undefined || body.kind === 'stream-error', 'only for stream-error'), ['code']), v.forward(v.check((body) => body.phoneNumber === undefined || body.kind === 'drop' || body.kind === 'stream-error', 'refuse, delay and expire-media apply to every connection'), ['phoneNumber']), v.forward(v.check((body) => body.directPath === undefined || body.kind === 'expire-media', 'only for expire-media'), ['directPath']));
/** Failures injected into the simulator's sockets. */
export const faultRoutes = [
    sandboxRoute({
        method: 'POST',
        path: '/faults',
        body: fault,
        async run({ sim, body }) {
            const { kind, phoneNumber, code, ms, directPath } = body;
            if (phoneNumber && !sim.phone(phoneNumber))
                throw new SandboxError('phone_not_found', `No phone ${phoneNumber} exists on this simulator.`);
            switch (kind) {
                case 'drop':
                    sim.faults.dropConnections(phoneNumber);
                    break;
                case 'stream-error':
                    sim.faults.streamError(phoneNumber, code);
                    break;
                case 'refuse':
                    sim.faults.refuseConnections(ms);
                    break;
                case 'delay':
                    sim.faults.delayReplies(ms);
                    break;
                case 'expire-media':
                    try {
                        sim.faults.expireMedia(directPath);
                    }
                    catch (err) {
                        throw new SandboxError('media_not_found', err.message);
                    }
                    break;
            }
            return {
                kind,
                ...(phoneNumber ? { phoneNumber } : {}),
                ...(code !== undefined ? { code } : {}),
                ...(ms !== undefined ? { ms } : {}),
                ...(directPath ? { directPath } : {}),
            };
        },
    }),
];
//# sourceMappingURL=faults.js.map