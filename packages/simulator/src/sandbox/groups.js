import * as v from 'valibot';
import { normalizePhoneNumber } from '../jids.js';
import { SandboxError } from './problems.js';
import { phoneOr404, sandboxRoute } from './route.js';
const text = (max) => v.pipe(v.string(), v.nonEmpty(), v.maxLength(max));
/** digits, or a user jid (PN or LID) */
const participant = v.pipe(text(128), v.check((input) => input.includes('@')
    ? /^\d+(:\d+)?@(s\.whatsapp\.net|lid)$/.test(input)
    : normalizePhoneNumber(input) !== undefined, 'expected a phone number or a user jid'));
const participants = v.pipe(v.array(participant), v.minLength(1), v.maxLength(1024));
const createGroup = v.strictObject({
    subject: text(100),
    participants: v.pipe(v.array(participant), v.maxLength(1024)),
    description: v.optional(text(2048)),
});
const profile = v.pipe(v.strictObject({ subject: v.optional(text(100)), description: v.optional(v.nullable(text(2048))) }), v.check((body) => body.subject !== undefined || body.description !== undefined, 'give subject, description or both'));
/** one setting per request, the variants of core's `PATCH …/groups/{jid}/settings` */
const settings = v.union([
    v.strictObject({ setting: v.picklist(['announcement', 'locked', 'joinApproval']), enabled: v.boolean() }),
    v.strictObject({ memberAddMode: v.picklist(['admin_add', 'all_member_add']) }),
    v.strictObject({ memberLinkMode: v.picklist(['admin_link', 'all_member_link']) }),
    v.strictObject({ memberShareGroupHistoryMode: v.picklist(['admin_share', 'all_member_share']) }),
    v.strictObject({
        ephemeralDurationSeconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(365 * 24 * 3600)),
    }),
]);
const participantsAction = v.strictObject({ action: v.picklist(['add', 'remove', 'promote', 'demote']), participants });
const requestsAction = v.strictObject({ action: v.picklist(['approve', 'reject']), participants });
const join = v.strictObject({ code: text(64) });
const flags = v.pipe(v.strictObject({ suspended: v.optional(v.boolean()), internal: v.optional(v.boolean()) }), v.check((body) => body.suspended !== undefined || body.internal !== undefined, 'give suspended, internal or both'));
/** WhatsApp's refusal codes, as the sandbox's problems */
const REFUSALS = {
    401: 'group_forbidden',
    403: 'group_forbidden',
    404: 'group_not_found',
    406: 'invite_invalid',
    409: 'group_conflict',
    410: 'invite_invalid',
};
/** the phone's operation; the server's refusal becomes the matching problem */
export async function asPhone(operation) {
    try {
        return await operation();
    }
    catch (err) {
        const code = REFUSALS[Number(err.data)];
        if (code)
            throw new SandboxError(code, `The server refused it: ${err.message}.`);
        throw err;
    }
}
export const isGroupJid = (value) => /^\d+@g\.us$/.test(value);
export function groupJidOf(raw) {
    if (!raw || !isGroupJid(raw))
        throw new SandboxError('group_not_found', `${raw ?? ''} is not a group jid (<digits>@g.us).`);
    return raw;
}
/** the view of a group the phone is in */
function viewOr404(phone, raw) {
    const jid = groupJidOf(raw);
    const view = phone.groups.view(jid);
    if (!view)
        throw new SandboxError('group_not_found', `Phone ${phone.phoneNumber} is in no group ${jid}.`);
    return view;
}
/**
 * A route on one group of one phone (`/phones/:phoneNumber/groups/:groupJid<suffix>`): `act` runs with the
 * phone and the jid of a group it is in, and the server's refusals become problems.
 */
function onGroup(method, suffix, body, act) {
    return sandboxRoute({
        method,
        path: `/phones/:phoneNumber/groups/:groupJid${suffix}`,
        body,
        async run({ sim, params, body: input }) {
            const phone = phoneOr404(sim, params.phoneNumber);
            const jid = viewOr404(phone, params.groupJid).jid;
            return asPhone(() => act(phone, jid, input));
        },
    });
}
/** Groups as a phone sees and runs them, and the server-side flags only WhatsApp sets. */
export const groupRoutes = [
    sandboxRoute({
        method: 'GET',
        path: '/phones/:phoneNumber/groups',
        run: async ({ sim, params }) => phoneOr404(sim, params.phoneNumber).groups.list(),
    }),
    sandboxRoute({
        method: 'POST',
        path: '/phones/:phoneNumber/groups',
        body: createGroup,
        status: 201,
        async run({ sim, params, body }) {
            const phone = phoneOr404(sim, params.phoneNumber);
            return asPhone(() => phone.groups.create(body.subject, body.participants, body.description ? { description: body.description } : {}));
        },
    }),
    sandboxRoute({
        method: 'POST',
        path: '/phones/:phoneNumber/groups/join',
        body: join,
        run: async ({ sim, params, body }) => asPhone(() => phoneOr404(sim, params.phoneNumber).groups.join(body.code)),
    }),
    sandboxRoute({
        method: 'GET',
        path: '/phones/:phoneNumber/groups/:groupJid',
        run: async ({ sim, params }) => viewOr404(phoneOr404(sim, params.phoneNumber), params.groupJid),
    }),
    onGroup('PATCH', '', profile, async (phone, jid, body) => {
        if (body.subject !== undefined)
            await phone.groups.setSubject(jid, body.subject);
        if (body.description !== undefined)
            await phone.groups.setDescription(jid, body.description);
        return phone.groups.view(jid);
    }),
    onGroup('PATCH', '/settings', settings, async (phone, jid, body) => {
        const groups = phone.groups;
        if ('setting' in body) {
            if (body.setting === 'joinApproval')
                await groups.setJoinApproval(jid, body.enabled);
            else if (body.setting === 'announcement')
                await groups.setSetting(jid, body.enabled ? 'announcement' : 'not_announcement');
            else
                await groups.setSetting(jid, body.enabled ? 'locked' : 'unlocked');
        }
        else if ('memberAddMode' in body)
            await groups.setMemberAddMode(jid, body.memberAddMode);
        else if ('memberLinkMode' in body)
            await groups.setMemberLinkMode(jid, body.memberLinkMode);
        else if ('memberShareGroupHistoryMode' in body)
            await groups.setHistoryShareMode(jid, body.memberShareGroupHistoryMode);
        else
            await groups.setEphemeral(jid, body.ephemeralDurationSeconds);
        return groups.view(jid);
    }),
    onGroup('POST', '/participants', participantsAction, (phone, jid, body) => phone.groups.updateParticipants(jid, body.action, body.participants)),
    onGroup('POST', '/membership-requests', requestsAction, (phone, jid, body) => body.action === 'approve'
        ? phone.groups.approve(jid, body.participants)
        : phone.groups.reject(jid, body.participants)),
    onGroup('GET', '/invite-code', undefined, async (phone, jid) => ({ jid, code: await phone.groups.inviteCode(jid) })),
    onGroup('POST', '/leave', undefined, async (phone, jid) => {
        await phone.groups.leave(jid);
        return { jid, left: true };
    }),
    sandboxRoute({
        method: 'POST',
        path: '/groups/:groupJid/flags',
        body: flags,
        async run({ sim, params, body }) {
            const jid = groupJidOf(params.groupJid);
            const group = sim.groups.get(jid);
            if (!group)
                throw new SandboxError('group_not_found', `No group ${jid} exists on this simulator.`);
            if (body.suspended !== undefined)
                sim.groups.setSuspended(jid, body.suspended);
            if (body.internal !== undefined)
                sim.groups.setInternal(jid, body.internal);
            return { jid, suspended: group.suspended, internal: group.internal };
        },
    }),
];
//# sourceMappingURL=groups.js.map