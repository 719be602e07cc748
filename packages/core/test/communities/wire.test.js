import { describe, expect, it } from 'vitest';
import { createCommunityNode, parseCommunitySubgroups, parseGroupRows, parseLinkedParticipants, parseSubgroups, parseSuggestions, } from '../../src/protocol/baileys/wire/communities.js';
import { parseGroupNode } from '../../src/protocol/baileys/wire/groups.js';
/**
 * The community parsers fed what other clients' own test data and generated types show WhatsApp sending, not what our
 * simulator sends. whatsapp-rust is oxidezap/whatsapp-rust @1489b7da (its `mex_operations.rs` is generated from
 * WhatsApp Web 2.3000.1045368834), whatsmeow is tulir/whatsmeow @33cfac51.
 */
const node = (tag, attrs = {}, content) => ({
    tag,
    attrs,
    ...(content ? { content } : {}),
});
describe('community answers from outside captures', () => {
    it('reads subgroup suggestions as sub_group_suggestions.edges[].node', () => {
        // Field names of whatsapp-rust wacore/src/iq/mex_operations.rs:5718 (fetch_subgroup_suggestions: Node, Creator,
        // Subject, Description); the ids are the fictitious ones of its fixtures.
        const answer = {
            __typename: 'XWA2Group',
            id: '120363000000000001@g.us',
            sub_group_suggestions: {
                edges: [
                    {
                        node: {
                            id: '120363000000000002@g.us',
                            subject: { value: 'Fictitious subgroup' },
                            creator: { id: '100000000000002@lid' },
                            creation_time: 1700000012,
                            description: { id: 'desc-1', value: 'About it' },
                            is_existing_group: true,
                            total_participants_count: 42,
                        },
                    },
                    { node: { id: '120363000000000003@g.us' } },
                ],
            },
        };
        expect(parseSuggestions(answer)).toEqual([
            {
                jid: '120363000000000002@g.us',
                subject: 'Fictitious subgroup',
                creatorJid: '100000000000002@lid',
                size: 42,
            },
            { jid: '120363000000000003@g.us', subject: null, creatorJid: null, size: null },
        ]);
        expect(parseSuggestions({ sub_group_suggestions: null })).toEqual([]);
    });
    it('finds the announcement subgroup and the general chat in the FetchAllSubgroups answer', () => {
        // The edge nodes are whatsapp-rust src/features/community.rs:544 and :569 (subgroup_parser_preserves_typed_metadata,
        // subgroup_parser_accepts_legacy_scalar_metadata); the envelope is mex_operations.rs:2745 (fetch_all_subgroups:
        // Xwa2GroupQueryById { default_sub_group, id, sub_groups: { edges } }).
        const answer = {
            id: '120363000000000001@g.us',
            default_sub_group: {
                id: '120363000000000004@g.us',
                subject: { value: 'Announcements', creation_time: 1700000001 },
            },
            sub_groups: {
                edges: [
                    {
                        node: {
                            id: '120363000000000003@g.us',
                            subject: 'Legacy subgroup',
                            creation: 1700000024,
                            owner: '15550000003@s.whatsapp.net',
                            properties: { general_chat: false },
                        },
                    },
                    {
                        node: {
                            id: '120363000000000002@g.us',
                            subject: { value: 'Fictitious subgroup', creation_time: '1700000012' },
                            creator: { id: '100000000000002@lid', pn: '15550000002@s.whatsapp.net' },
                            total_participants_count: 42,
                            properties: { general_chat: '1' },
                        },
                    },
                ],
            },
        };
        expect(parseCommunitySubgroups(answer)).toEqual({
            announcementGroupJid: '120363000000000004@g.us',
            generalChatJid: '120363000000000002@g.us',
        });
        expect(parseCommunitySubgroups({ default_sub_group: null, sub_groups: { edges: [] } })).toEqual({
            announcementGroupJid: null,
            generalChatJid: null,
        });
    });
    it('reads the link and unlink answers, one row per group with its error', () => {
        // whatsapp-rust wacore/src/iq/groups.rs:4881 (test_link_subgroups_iq_parse_response) and :4933
        // (test_unlink_subgroups_iq_parse_response_with_error).
        const linked = node('iq', {}, [
            node('links', {}, [
                node('link', { link_type: 'sub_group' }, [node('group', { jid: '120363000000000002@g.us' })]),
            ]),
        ]);
        expect(parseGroupRows(linked, ['120363000000000002@g.us', '120363000000000009@g.us'])).toEqual([
            { jid: '120363000000000002@g.us', status: 200 },
            { jid: '120363000000000009@g.us', status: 404 },
        ]);
        const unlinked = node('iq', {}, [
            node('unlink', { unlink_type: 'sub_group' }, [node('group', { jid: '120363000000000002@g.us', error: '406' })]),
        ]);
        expect(parseGroupRows(unlinked, ['120363000000000002@g.us'])).toEqual([
            { jid: '120363000000000002@g.us', status: 406 },
        ]);
    });
    it('reads the <sub_groups> rows as whatsmeow does, by jid or bare id, the announcement one by <default_sub_group/>', () => {
        // whatsmeow group.go:580 (GetSubGroups) and :803 (parseGroupLinkTargetNode: `jid`, else `id` on the group
        // server; `subject`, `s_t`; a `<default_sub_group>` child).
        const answer = node('iq', {}, [
            node('sub_groups', {}, [
                node('group', { id: '120363000000000004', subject: 'Announcements', s_t: '1700000001' }, [
                    node('default_sub_group'),
                ]),
                node('group', { jid: '120363000000000002@g.us', subject: 'Sub Group', size: '3' }),
            ]),
        ]);
        expect(parseSubgroups(answer)).toEqual([
            { jid: '120363000000000004@g.us', subject: 'Announcements', isCommunityAnnounce: true, size: null },
            { jid: '120363000000000002@g.us', subject: 'Sub Group', isCommunityAnnounce: false, size: 3 },
        ]);
    });
    it('reads the members across subgroups listed directly or inside a <group> per subgroup, once each', () => {
        // whatsapp-rust wacore/src/iq/groups.rs:2845 (GetLinkedGroupsParticipantsIq::parse_response reads both layouts).
        const nested = node('iq', {}, [
            node('linked_groups_participants', {}, [
                node('group', { jid: '120363000000000002@g.us' }, [
                    node('participant', { jid: '100000000000015@lid', phone_number: '15550000015@s.whatsapp.net' }),
                    node('participant', { jid: '100000000000016@lid', type: 'admin' }),
                ]),
                node('group', { jid: '120363000000000003@g.us' }, [node('participant', { jid: '100000000000015@lid' })]),
            ]),
        ]);
        expect(parseLinkedParticipants(nested)).toEqual([
            {
                jid: '100000000000015@lid',
                phoneJid: '15550000015@s.whatsapp.net',
                lid: '100000000000015@lid',
                role: 'member',
            },
            { jid: '100000000000016@lid', phoneJid: null, lid: '100000000000016@lid', role: 'admin' },
        ]);
    });
    it("reads a community's membership approval mode from <parent>, as whatsapp-rust does", () => {
        // whatsapp-rust wacore/src/iq/groups.rs:5022 (test_group_info_response_parses_community_fields: a bare `<parent/>`),
        // :5276 (group_info_treats_non_request_parent_mode_as_open) and the fixture at :5105
        // (`<parent default_membership_approval_mode="request_required"/>`); the parser is at :1191.
        const group = (children) => parseGroupNode(node('group', { id: '120363000000000013@g.us', subject: 'My Community' }, children));
        expect(group([node('parent'), node('allow_non_admin_sub_group_creation')])).toMatchObject({
            isCommunity: true,
            membershipApprovalMode: 'auto_approve',
        });
        expect(group([node('parent', { default_membership_approval_mode: 'auto_approve' })])).toMatchObject({
            isCommunity: true,
            membershipApprovalMode: 'auto_approve',
        });
        expect(group([node('parent', { default_membership_approval_mode: 'request_required' })])).toMatchObject({
            isCommunity: true,
            membershipApprovalMode: 'request_required',
            settings: { joinApproval: false },
        });
        expect(group([node('linked_parent', { jid: '120363000000000001@g.us' }), node('default_sub_group')])).toMatchObject({ isCommunity: false, membershipApprovalMode: null, isCommunityAnnounce: true });
    });
    it('builds the create as whatsapp-rust does: options only when asked, no inline description', () => {
        // whatsapp-rust wacore/src/iq/groups.rs:4806 (test_build_create_community_node) and build_create_group_node,
        // src/features/community.rs:153 (the description follows in a second iq).
        const all = createCommunityNode({ subject: 'My Community', approvalRequired: true, generalChat: true, allowNonAdminSubGroupCreation: true }, 'key-1');
        expect(all).toEqual(node('create', { subject: 'My Community', key: 'key-1' }, [
            node('parent', { default_membership_approval_mode: 'request_required' }),
            node('allow_non_admin_sub_group_creation'),
            node('create_general_chat'),
        ]));
        const none = createCommunityNode({ subject: 'Open', approvalRequired: false, generalChat: false, allowNonAdminSubGroupCreation: false }, 'key-2');
        expect(none.content).toEqual([node('parent')]);
    });
});
//# sourceMappingURL=wire.test.js.map