import { groupJid, isAdmin } from '../state/groups.js';
import { badRequest, GroupError, notAuthorized } from './group-request.js';
import { record } from './mex-operation.js';
const LINK_MODES = { ALL_MEMBER_LINK: 'all_member_link', ADMIN_LINK: 'admin_link' };
const SHARE_MODES = {
    ALL_MEMBER_SHARE: 'all_member_share',
    ADMIN_SHARE: 'admin_share',
};
function named(request, jid) {
    const group = typeof jid === 'string' ? request.server.state.groups.byJid(jid) : undefined;
    if (!group)
        throw new GroupError(404, 'group not found');
    return group;
}
function administered(request, jid) {
    const group = named(request, jid);
    if (!isAdmin(group, request.account))
        throw notAuthorized();
    return group;
}
/** an appeal's `group_jid`: the group's bare id (no `@g.us`); anything else names no group */
function appealed(request, id) {
    const group = typeof id === 'string' && /^\d+$/.test(id) ? request.server.state.groups.get(id) : undefined;
    if (!group)
        throw badRequest();
    if (!isAdmin(group, request.account))
        throw notAuthorized();
    return group;
}
/**
 * The group operations WhatsApp moved to GraphQL, with the doc ids and answers whatsapp-rust uses
 * (Baileys has no function for them). A mode change sends no w:gp2 notification: neither whatsapp-rust's
 * `GroupNotificationAction` (`wacore/src/stanza/groups.rs`) nor WhatsApp Web's w:gp2 tag list has one for
 * these modes, so a member learns of it by reading the group again.
 */
export const mexGroupOperations = {
    // whatsapp-rust `wacore/src/iq/mex_operations.rs` `update_group_property`: `{ group_id, update }` -> `{ id, state }`,
    // the full group JID as `group_id` (`src/features/groups.rs` `mex_update_group_property`, `jid.to_string()`).
    '9418211574894172': {
        path: 'xwa2_group_update_property',
        run(request, variables) {
            const group = administered(request, variables.group_id);
            const update = record(variables.update);
            const link = LINK_MODES[String(update.member_link_mode)];
            const share = SHARE_MODES[String(update.member_share_group_history_mode)];
            if (!link === !share)
                throw badRequest();
            if (link)
                group.memberLinkMode = link;
            else
                group.memberShareGroupHistoryMode = share;
            return { id: groupJid(group), state: 'ACTIVE' };
        },
    },
    // whatsapp-rust `mex_operations.rs` `fetch_group_is_internal` (`{ id }` -> `xwa2_group_query_by_id.properties.internal`).
    '34119218944390847': {
        path: 'xwa2_group_query_by_id',
        run(request, variables) {
            const group = named(request, variables.id);
            return { id: groupJid(group), properties: { internal: group.internal } };
        },
    },
    /**
     * whatsapp-rust `mex_operations.rs` `group_suspension_appeal`: `{ input: { group_jid, appeal_reason, debug_info } }`
     * -> `{ appeal_creation_time, error_message, response_code }`. The bare id as `group_jid` and the codes `SUCCESS`
     * and `APPEAL_ALREADY_EXISTS` are what the one client seen sending it expects (an uncitable TypeScript client, see
     * core's wire/groups.ts). No reference shows WhatsApp's answer for a group that is not suspended: the simulator
     * refuses it with the GraphQL error it uses for a bad request, and invents no response code for it.
     */
    '25946115325088226': {
        path: 'wa_create_group_suspension_appeal',
        run(request, variables) {
            const input = record(variables.input);
            const group = appealed(request, input.group_jid);
            if (!group.suspended)
                throw badRequest();
            if (group.appeal)
                return {
                    appeal_creation_time: Math.floor(group.appeal.time / 1000),
                    error_message: null,
                    response_code: 'APPEAL_ALREADY_EXISTS',
                };
            const time = Math.floor(request.server.state.clock.now() / 1000);
            group.appeal = { reason: String(input.appeal_reason ?? ''), time: time * 1000 };
            return { appeal_creation_time: time, error_message: null, response_code: 'SUCCESS' };
        },
    },
};
//# sourceMappingURL=mex-groups.js.map