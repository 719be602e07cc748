import { getBinaryNodeChild } from '@whiskeysockets/baileys';
import { createCommunity, createLinked, subGroups } from './community-create.js';
import { deactivate, joinLinked, link, linkedParticipants, suggest, unlink } from './community-links.js';
import { acceptInvite, cancelRequest, create, inviteInfo, leave, participants, requestsAction, requestsList, } from './group-membership.js';
import { groupRow } from './group-request.js';
import { description, ephemeral, inviteCode, joinApproval, memberAddMode, metadata, participating, revokeInvite, setting, subject, } from './group-settings.js';
/** an iq to `@g.us` asks the group server itself; one to `<id>@g.us` asks about that group */
const toServer = (request) => /^@?g\.us$/.test(request.iq.attrs.to ?? '');
const byTarget = (server, group) => (request) => toServer(request) ? server(request) : group(request);
/** a `<create>` with `<parent>` makes a community; one with `<linked_parent>` a group inside one */
const creation = (request) => {
    if (getBinaryNodeChild(request.child, 'parent'))
        return createCommunity(request);
    return getBinaryNodeChild(request.child, 'linked_parent') ? createLinked(request) : create(request);
};
/**
 * xmlns='w:g2', the group server (communities are parent groups on it): one row per request a client sends, its answer,
 * and the w:gp2 notifications of each change. Each row names where the request and its answer are read: Baileys
 * `lib/Socket/groups.js`, whatsmeow `group.go`, whatsapp-rust `wacore/src/iq/groups.rs` (the `…Iq` specs).
 */
export const groupHandlers = [
    // Baileys groupMetadata; whatsmeow GetGroupInfo/parseGroupNode; whatsapp-rust GroupQueryIq -> `<group>`
    groupRow('get', 'query', metadata),
    // Baileys groupFetchAllParticipating; whatsapp-rust GroupParticipatingIq -> `<groups><group/>…`
    groupRow('get', 'participating', participating),
    // Baileys groupGetInviteInfo, whatsapp-rust GetGroupInviteInfoIq -> `<group>`; Baileys groupInviteCode,
    // whatsapp-rust GetGroupInviteLinkIq -> `<invite code>`
    groupRow('get', 'invite', byTarget(inviteInfo, inviteCode)),
    // Baileys groupRequestParticipantsList; whatsapp-rust GetMembershipRequestsIq
    groupRow('get', 'membership_approval_requests', requestsList),
    // Baileys groupCreate; whatsmeow CreateGroup; whatsapp-rust GroupCreateIq (per-participant rows: ParticipantChangeResponse)
    groupRow('set', 'create', creation),
    // Baileys groupLeave; whatsapp-rust LeaveGroupIq: an empty result
    groupRow('set', 'leave', leave),
    // Baileys groupAcceptInvite (reads `<group jid>`), whatsapp-rust AcceptGroupInviteIq; Baileys groupRevokeInvite -> `<invite code>`
    groupRow('set', 'invite', byTarget(acceptInvite, revokeInvite)),
    // Baileys groupUpdateSubject / groupUpdateDescription; whatsapp-rust SetGroupSubjectIq / SetGroupDescriptionIq: empty results
    groupRow('set', 'subject', subject),
    groupRow('set', 'description', description),
    // Baileys groupParticipantsUpdate; whatsmeow UpdateGroupParticipants; whatsapp-rust AddParticipantsIq and
    // ParticipantChangeResponse (`<participant jid [phone_number] [error]><add_request/>`)
    ...['add', 'remove', 'promote', 'demote'].map((action) => groupRow('set', action, participants)),
    // Baileys groupSettingUpdate; whatsapp-rust SetGroupAnnouncementIq / SetGroupLockedIq: empty results
    ...['announcement', 'not_announcement', 'locked', 'unlocked'].map((tag) => groupRow('set', tag, setting)),
    // Baileys groupMemberAddMode; whatsapp-rust SetMemberAddModeIq
    groupRow('set', 'member_add_mode', memberAddMode),
    // Baileys groupJoinApprovalMode; whatsapp-rust SetGroupMembershipApprovalIq (`<group_join state>`)
    groupRow('set', 'membership_approval_mode', joinApproval),
    // Baileys groupToggleEphemeral; whatsapp-rust SetGroupEphemeralIq
    groupRow('set', 'ephemeral', ephemeral),
    groupRow('set', 'not_ephemeral', ephemeral),
    // Baileys groupRequestParticipantsUpdate; whatsapp-rust MembershipRequestActionIq
    groupRow('set', 'membership_requests_action', requestsAction),
    // whatsapp-rust CancelMembershipRequestsIq (Baileys has none)
    groupRow('set', 'cancel_membership_requests', cancelRequest),
    groupRow('get', 'sub_groups', subGroups),
    groupRow('get', 'linked_groups_participants', linkedParticipants),
    groupRow('set', 'links', link),
    groupRow('set', 'unlink', unlink),
    groupRow('set', 'join_linked_group', joinLinked),
    groupRow('set', 'delete_parent', deactivate),
    groupRow('set', 'sub_group_suggestions', suggest),
];
//# sourceMappingURL=groups.js.map