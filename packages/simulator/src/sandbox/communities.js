import * as v from 'valibot';
import { asPhone, groupJidOf, isGroupJid } from './groups.js';
import { SandboxError } from './problems.js';
import { phoneOr404, sandboxRoute } from './route.js';
const groupJid = v.pipe(v.string(), v.check(isGroupJid, 'expected a group jid (<digits>@g.us)'));
const createCommunity = v.strictObject({
    subject: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
    description: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(2048))),
    approvalMode: v.optional(v.picklist(['request_required', 'auto_approve'])),
    generalChat: v.optional(v.boolean()),
    allowNonAdminSubGroupCreation: v.optional(v.boolean()),
});
const subgroups = v.strictObject({
    action: v.picklist(['link', 'unlink']),
    groupJids: v.pipe(v.array(groupJid), v.minLength(1), v.maxLength(100)),
    removeOrphanedMembers: v.optional(v.boolean()),
});
/** the phone's view of a community it is in; a group that is not one, or one it is not in, is a 404 */
function communityOr404(phone, raw) {
    let jid;
    try {
        jid = groupJidOf(raw);
    }
    catch {
        throw new SandboxError('community_not_found', `${raw ?? ''} is not a community jid (<digits>@g.us).`);
    }
    const view = phone.communities.view(jid);
    if (!view)
        throw new SandboxError('community_not_found', `Phone ${phone.phoneNumber} is in no community ${jid}.`);
    return view;
}
/** Communities as a phone sees and runs them. */
export const communityRoutes = [
    sandboxRoute({
        method: 'POST',
        path: '/phones/:phoneNumber/communities',
        body: createCommunity,
        status: 201,
        async run({ sim, params, body }) {
            const phone = phoneOr404(sim, params.phoneNumber);
            const { subject, ...options } = body;
            return asPhone(() => phone.communities.create(subject, options));
        },
    }),
    sandboxRoute({
        method: 'GET',
        path: '/phones/:phoneNumber/communities/:communityJid',
        run: async ({ sim, params }) => communityOr404(phoneOr404(sim, params.phoneNumber), params.communityJid),
    }),
    sandboxRoute({
        method: 'POST',
        path: '/phones/:phoneNumber/communities/:communityJid/subgroups',
        body: subgroups,
        async run({ sim, params, body }) {
            const phone = phoneOr404(sim, params.phoneNumber);
            const { jid } = communityOr404(phone, params.communityJid);
            if (body.action === 'link')
                return asPhone(() => phone.communities.link(jid, body.groupJids));
            return asPhone(async () => {
                for (const groupJid of body.groupJids)
                    await phone.communities.unlink(jid, groupJid, body.removeOrphanedMembers ?? false);
                return body.groupJids.map((groupJid) => ({ jid: groupJid, status: '200' }));
            });
        },
    }),
];
//# sourceMappingURL=communities.js.map