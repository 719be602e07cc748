import { describe, expect, it } from 'vitest';
import { parseGroupNode, parseGroupNotification, parseParticipantResults, } from '../../src/protocol/baileys/wire/groups.js';
/**
 * The `<group>` and w:gp2 parsers fed the shapes other clients' own tests and parsers give (not our simulator's):
 * oxidezap/whatsapp-rust@1489b7da `wacore/src/iq/groups.rs` and `wacore/src/stanza/groups.rs` test modules, and
 * tulir/whatsmeow `group.go`.
 */
const node = (tag, attrs = {}, content) => ({
    tag,
    attrs,
    ...(content === undefined ? {} : { content: typeof content === 'string' ? Buffer.from(content, 'utf8') : content }),
});
describe('<group>', () => {
    it('reads a LID-addressed group: creator_pn, s_o_pn, and each participant with both of its addressings', () => {
        // whatsapp-rust wacore/src/iq/groups.rs:5086 test_group_info_response_preserves_optional_wire_metadata (attributes
        // and children this parser reads; the rest of the fixture's children left as they are)
        const group = node('group', {
            id: '120363000000000010@g.us',
            subject: 'Protocol fixture',
            notify: 'Fixture notification',
            addressing_mode: 'lid',
            creator: '100000000000010@lid',
            creator_pn: '15550000010@s.whatsapp.net',
            creator_username: 'fixture.creator',
            creator_country_code: 'US',
            p_v_id: 'participants-v1',
            a_v_id: 'admins-v1',
            size: '2',
            s_o: '100000000000011@lid',
            s_o_pn: '15550000011@s.whatsapp.net',
        }, [
            node('missing_participant_identification'),
            node('parent', { default_membership_approval_mode: 'request_required' }),
            node('support'),
            node('suspended', { can_auto_file: 'true' }),
            node('appeal_status', { type: 'in_review' }),
            node('description', {
                id: 'fixture-description',
                participant: '100000000000012@lid',
                participant_pn: '15550000012@s.whatsapp.net',
                t: '1700000012',
            }, [node('body', {}, 'Fixture description')]),
            node('ephemeral', { expiration: '0', trigger: '4' }),
            node('participant', {
                jid: '100000000000013@lid',
                phone_number: '15550000013@s.whatsapp.net',
                username: 'fixture.member',
                type: 'superadmin',
                join_time: '1700000014',
            }),
            node('participant', {
                jid: '15550000014@s.whatsapp.net',
                lid: '100000000000014@lid',
                username: 'fixture.fallback',
                type: 'admin',
            }),
        ]);
        expect(parseGroupNode(group)).toMatchObject({
            jid: '120363000000000010@g.us',
            subject: 'Protocol fixture',
            subjectOwner: '15550000011@s.whatsapp.net',
            owner: '15550000010@s.whatsapp.net',
            description: 'Fixture description',
            descriptionId: 'fixture-description',
            size: 2,
            addressingMode: 'lid',
            isCommunity: true,
            suspended: true,
            createdAt: null,
            participants: [
                {
                    jid: '100000000000013@lid',
                    phoneJid: '15550000013@s.whatsapp.net',
                    lid: '100000000000013@lid',
                    role: 'superadmin',
                },
                {
                    jid: '15550000014@s.whatsapp.net',
                    phoneJid: '15550000014@s.whatsapp.net',
                    lid: '100000000000014@lid',
                    role: 'admin',
                },
            ],
            settings: { joinApproval: false, ephemeralDurationSeconds: 0 },
        });
    });
    it('reads the creation and subject times, epoch seconds on the wire, as epoch milliseconds', () => {
        // whatsapp-rust wacore/src/iq/groups.rs:5652 test_group_info_response_parses_create_response (the attributes this test reads)
        const group = node('group', {
            id: '120363000000000001',
            addressing_mode: 'lid',
            subject: 'test',
            creator: '100000000000001@lid',
            creation: '1700000000',
            s_t: '1700000000',
            s_o: '100000000000001@lid',
        });
        expect(parseGroupNode(group)).toMatchObject({
            jid: '120363000000000001@g.us',
            createdAt: 1_700_000_000_000,
            subjectUpdatedAt: 1_700_000_000_000,
            subjectOwner: '100000000000001@lid',
        });
    });
    it('join approval is on only when <group_join state="on"> says so', () => {
        // whatsapp-rust wacore/src/iq/groups.rs:1153-1156 reads `membership_approval_mode > group_join[state]` == "on";
        // its wire enum (groups.rs:61) has "off" too, the state Baileys' groupJoinApprovalMode sends to turn it off
        const approval = (state) => parseGroupNode(node('group', { id: '120363000000000010', subject: 'S' }, [
            node('membership_approval_mode', {}, [node('group_join', { state })]),
        ])).settings.joinApproval;
        expect(approval('on')).toBe(true);
        expect(approval('off')).toBe(false);
    });
});
describe('<notification type="w:gp2">', () => {
    // whatsapp-rust wacore/src/stanza/groups.rs:778 make_notification
    const notification = (children, attrs = {}) => node('notification', {
        type: 'w:gp2',
        from: '120363012345678901@g.us',
        participant: '5511888888888@s.whatsapp.net',
        t: '1704067200',
        ...attrs,
    }, children);
    it('reads every child: three settings changes of one notification make one group.updated with all three', () => {
        // whatsapp-rust wacore/src/stanza/groups.rs:1112 test_parse_settings_notifications
        const events = parseGroupNotification(notification([
            node('locked', { threshold: '100' }),
            node('announcement'),
            node('ephemeral', { expiration: '604800' }),
        ]));
        expect(events).toEqual([
            {
                type: 'group.updated',
                groupJid: '120363012345678901@g.us',
                isCommunity: null,
                changes: { locked: true, announcement: true, ephemeralDurationSeconds: 604800 },
                by: '5511888888888@s.whatsapp.net',
            },
        ]);
    });
    it('a leading <missing_participant_identification/> does not hide the change behind it; the actor is named by phone', () => {
        // whatsapp-rust wacore/src/stanza/groups.rs:789 test_parse_root_participant_identity_attributes
        const events = parseGroupNotification(node('notification', {
            type: 'w:gp2',
            from: '120363012345678901@g.us',
            id: 'GP-ROOT-1',
            participant: '271060335329480@lid',
            participant_pn: '5511888888888@s.whatsapp.net',
            participant_username: 'group-admin',
            participant_country_code: 'BR',
            notify: 'Group Admin',
            offline: '1',
            t: '1704067200',
        }, [node('missing_participant_identification'), node('announcement')]));
        expect(events).toEqual([
            {
                type: 'group.updated',
                groupJid: '120363012345678901@g.us',
                isCommunity: null,
                changes: { announcement: true },
                by: '5511888888888@s.whatsapp.net',
            },
        ]);
    });
    it('members added are named by phone: a LID participant by its phone_number, a phone participant as it is', () => {
        // whatsmeow group.go:821 parseParticipantList (a `@lid` jid pairs with `phone_number`, a phone jid with `lid`);
        // whatsapp-rust wacore/src/stanza/groups.rs:911 test_parse_participant_with_admin_extras (the second participant)
        const events = parseGroupNotification(notification([
            node('add', {}, [
                node('participant', { jid: '99900000000002@lid', phone_number: '55510000002@s.whatsapp.net' }),
                node('participant', {
                    jid: '55510000001@s.whatsapp.net',
                    type: 'admin',
                    lid: '99900000000001@lid',
                    username: 'alice',
                    join_time: '1700000000',
                }),
            ]),
        ]));
        expect(events).toEqual([
            {
                type: 'group.participants',
                groupJid: '120363012345678901@g.us',
                isCommunity: null,
                action: 'add',
                participants: ['55510000002@s.whatsapp.net', '55510000001@s.whatsapp.net'],
                by: '5511888888888@s.whatsapp.net',
            },
        ]);
    });
    it('a membership change and a settings change in one notification are two events, in order', () => {
        // whatsmeow group.go parseGroupChange reads every child into one GroupInfo event; whatsapp-rust
        // wacore/src/stanza/groups.rs:1165 test_parse_membership_approval_mode and :823 test_parse_add_notification shapes
        const events = parseGroupNotification(notification([
            node('add', {}, [node('participant', { jid: '5511999999999@s.whatsapp.net' })]),
            node('membership_approval_mode', {}, [node('group_join', { state: 'on' })]),
        ]));
        expect(events.map((e) => e.type)).toEqual(['group.participants', 'group.updated']);
        expect(events[1]).toMatchObject({ changes: { joinApproval: true } });
    });
    it('reports nothing for a tag no reference has (no w:gp2 notification carries the member link or history mode)', () => {
        // neither whatsapp-rust's GroupNotificationAction (wacore/src/stanza/groups.rs parse_action) nor whatsmeow's
        // parseGroupChange has one; a tag it does not know is an Unknown action there, and no event here
        expect(parseGroupNotification(notification([node('member_link_mode', {}, 'all_member_link')]))).toEqual([]);
    });
});
describe('participant rows', () => {
    it("a privacy refusal's <add_request> gives the invite code and its expiry in epoch milliseconds", () => {
        // whatsapp-rust wacore/src/iq/groups.rs:4562 test_participant_change_response_parses_add_request_on_403
        const answer = node('add', {}, [
            node('participant', { jid: '5511999999999@s.whatsapp.net', error: '403' }, [
                node('add_request', { code: 'ABC123DEF', expiration: '1735689600' }),
            ]),
        ]);
        expect(parseParticipantResults(answer, ['5511999999999@s.whatsapp.net'])).toEqual([
            {
                jid: '5511999999999@s.whatsapp.net',
                status: 403,
                addRequest: { code: 'ABC123DEF', expiresAt: 1_735_689_600_000 },
            },
        ]);
    });
});
//# sourceMappingURL=wire.test.js.map