import * as v from 'valibot';
import { normalizePhoneNumber } from '../jids.js';
import { PhoneCallError } from '../phone/calls.js';
import { SandboxError } from './problems.js';
import { phoneOr404, sandboxRoute } from './route.js';
const to = v.pipe(v.string(), v.check((input) => (input.includes('@') ? /^\d+@s\.whatsapp\.net$/.test(input) : normalizePhoneNumber(input) !== undefined), 'expected a phone number or a PN user jid'));
const PROBLEMS = {
    not_found: 'call_not_found',
    state: 'call_state_conflict',
    no_account: 'recipient_not_found',
};
/** the phone's action; its refusals become the matching problems */
async function asCaller(operation) {
    try {
        return await operation();
    }
    catch (err) {
        if (err instanceof PhoneCallError)
            throw new SandboxError(PROBLEMS[err.reason], err.message);
        throw err;
    }
}
/** the log entry without the call key, which is the phone's secret */
function shown(call) {
    const { callKey: _key, ...rest } = call;
    return rest;
}
/** an action on one call, with the body `schema` checks (none when not given): it answers with the call as the phone's log has it afterwards */
function onCall(action, act, schema) {
    return sandboxRoute({
        method: 'POST',
        path: `/phones/:phoneNumber/calls/:callId/${action}`,
        ...(schema ? { body: schema } : {}),
        async run({ sim, params, body }) {
            const phone = phoneOr404(sim, params.phoneNumber);
            await asCaller(() => act(phone, params.callId ?? '', body));
            return shown(phone.calls.get(params.callId ?? ''));
        },
    });
}
/**
 * A phone's calls: place one, answer, refuse, end or mute it, and read the call log; who may call it (`calladd`)
 * and whom it trusts (issuing its trusted-contact token, which their offers must then carry). Signalling only.
 */
export const callRoutes = [
    sandboxRoute({
        method: 'GET',
        path: '/phones/:phoneNumber/calls',
        run: async ({ sim, params }) => phoneOr404(sim, params.phoneNumber).calls.list().map(shown),
    }),
    sandboxRoute({
        method: 'POST',
        path: '/phones/:phoneNumber/calls',
        body: v.strictObject({ to }),
        status: 201,
        run: async ({ sim, params, body }) => asCaller(() => phoneOr404(sim, params.phoneNumber).calls.call(body.to)),
    }),
    sandboxRoute({
        method: 'POST',
        path: '/phones/:phoneNumber/calls/privacy',
        body: v.strictObject({ value: v.picklist(['all', 'known']) }),
        async run({ sim, params, body }) {
            await phoneOr404(sim, params.phoneNumber).calls.setCallPrivacy(body.value);
            return { value: body.value };
        },
    }),
    sandboxRoute({
        method: 'POST',
        path: '/phones/:phoneNumber/calls/trust',
        body: v.strictObject({ to }),
        async run({ sim, params, body }) {
            await asCaller(() => phoneOr404(sim, params.phoneNumber).calls.trust(body.to));
            return { trusted: body.to };
        },
    }),
    onCall('accept', (phone, callId) => phone.calls.accept(callId)),
    onCall('reject', (phone, callId) => phone.calls.reject(callId)),
    onCall('end', (phone, callId) => phone.calls.end(callId)),
    onCall('mute', (phone, callId, body) => phone.calls.mute(callId, body.muted), v.strictObject({ muted: v.boolean() })),
];
//# sourceMappingURL=calls.js.map