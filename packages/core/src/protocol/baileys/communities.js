import { generateMessageIDV2, getBinaryNodeChild } from '@whiskeysockets/baileys';
import { ProtocolError } from '../port.js';
import { groupServerQuery, mexQuery } from './queries.js';
import { createCommunityNode, deactivateNode, joinLinkedGroupNode, linkedParticipantsQueryNode, linkNode, parseGroupRows, parseCommunitySubgroups, parseLinkedParticipants, parseSubgroups, parseSuggestions, subgroupsQueryNode, unlinkNode, } from './wire/communities.js';
import { descriptionNode, parseGroupNode } from './wire/groups.js';
/**
 * `connection.communities` on Baileys. Baileys' own community helpers parse a `<community>` node that WhatsApp's
 * servers do not send, and its create swallows errors and cannot switch its options off
 * (wave2-protocol-notes.md §3), so every operation is a group-server iq built in wire/communities.ts or a mex query;
 * metadata is the group facet's (a community is a group with `isCommunity`).
 */
export function createCommunitiesFacet(context, cache) {
    const { socket, mex, logger } = context;
    const call = groupServerQuery(socket);
    const mexCall = mexQuery(socket, mex);
    const subgroups = async (communityJid) => parseSubgroups(await call('listing the subgroups failed', communityJid, 'get', [subgroupsQueryNode()]));
    /**
     * What follows a create that WhatsApp accepted. The community exists whatever these answer, so a refusal is logged
     * and the record says what WhatsApp holds (no description, subgroups unknown) rather than failing a create a retry
     * would repeat.
     */
    const afterCreate = async (what, communityJid, run, none) => {
        try {
            return await run();
        }
        catch (error) {
            logger.warn({ err: error, communityJid }, `the community was created, but ${what}`);
            return none;
        }
    };
    return {
        async create(options) {
            const answer = await call('creating the community failed', '@g.us', 'set', [
                createCommunityNode(options, generateMessageIDV2()),
            ]);
            // whatsapp-rust (`iq/groups.rs` GroupCreateIq::parse_response) takes the answer's `<group>` or `<community>`.
            const node = getBinaryNodeChild(answer, 'group') ?? getBinaryNodeChild(answer, 'community');
            if (!node?.attrs.id)
                throw new ProtocolError("creating the community failed: WhatsApp's answer has no group", {
                    kind: 'unavailable',
                });
            const parsed = parseGroupNode(node);
            // whatsapp-rust (`iq/groups.rs` GroupCreateIq) has seen the create's answer leave `<parent>` out; the community is
            // then what the accepted create asked for.
            const community = parsed.isCommunity
                ? parsed
                : {
                    ...parsed,
                    isCommunity: true,
                    membershipApprovalMode: options.approvalRequired ? 'request_required' : 'auto_approve',
                };
            cache.remember(community);
            const { description } = options;
            const described = description
                ? await afterCreate('setting its description failed', community.jid, async () => {
                    const descriptionId = generateMessageIDV2();
                    await call('setting the description failed', community.jid, 'set', [
                        descriptionNode({ id: descriptionId }, description),
                    ]);
                    return { description, descriptionId };
                }, { description: community.description, descriptionId: community.descriptionId })
                : {};
            const created = await afterCreate('reading its subgroups failed', community.jid, async () => parseCommunitySubgroups(await mexCall('reading the subgroups failed', 'communitySubgroups', { group_id: community.jid })), { announcementGroupJid: null, generalChatJid: null });
            return { community: { ...community, ...described }, ...created };
        },
        subgroups,
        async link(communityJid, groupJids) {
            return parseGroupRows(await call('linking the groups failed', communityJid, 'set', [linkNode(groupJids)]), groupJids);
        },
        async unlink(communityJid, groupJids, removeOrphanedMembers) {
            const rows = parseGroupRows(await call('unlinking the groups failed', communityJid, 'set', [unlinkNode(groupJids, removeOrphanedMembers)]), groupJids);
            if (removeOrphanedMembers)
                cache.forget(communityJid);
            return rows;
        },
        async joinSubgroup(communityJid, groupJid) {
            const answer = await call('joining the subgroup failed', communityJid, 'set', [joinLinkedGroupNode(groupJid)]);
            const node = getBinaryNodeChild(getBinaryNodeChild(answer, 'linked_group'), 'group');
            if (!node?.attrs.id)
                throw new ProtocolError("joining the subgroup failed: WhatsApp's answer has no group", { kind: 'unavailable' });
            const group = parseGroupNode(node);
            cache.remember(group);
            return group;
        },
        async participants(communityJid) {
            return parseLinkedParticipants(await call('listing the members failed', communityJid, 'get', [linkedParticipantsQueryNode()]));
        },
        async transferOwnership(communityJid, newOwnerJid) {
            await mexCall('transferring the ownership failed', 'communityOwnershipTransfer', {
                input: { group_id: communityJid, role_updates: [{ new_role: 'SUPERADMIN_MEMBER', user_jid: newOwnerJid }] },
            });
            cache.forget(communityJid);
        },
        async suggestions(communityJid, hintSubgroupJid) {
            return parseSuggestions(await mexCall('reading the subgroup suggestions failed', 'communitySubgroupSuggestions', { group_id: communityJid, sub_group_hint_id: hintSubgroupJid }));
        },
        async deactivate(communityJid) {
            await call('deactivating the community failed', communityJid, 'set', [deactivateNode()]);
            cache.forget(communityJid);
        },
    };
}
//# sourceMappingURL=communities.js.map