import { getBinaryNodeChild } from '@whiskeysockets/baileys';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.js';
import { createGroupsFacet, GroupMetadataCache } from '../../src/protocol/baileys/groups.js';
import { resolveMexQueries } from '../../src/protocol/baileys/wire/mex.js';
const GROUP = '120363012345678901@g.us';
/**
 * The groups facet over a socket that answers every mex query with `data`, shaped as whatsapp-rust's types generated
 * from WhatsApp Web say (oxidezap/whatsapp-rust@1489b7da `wacore/src/iq/mex_operations.rs`), and keeps what was sent.
 */
function facetAnswering(data) {
    const sent = [];
    const socket = {
        user: { id: '15550000001:1@s.whatsapp.net' },
        ws: { on: () => undefined },
        query: async (iq) => {
            const query = getBinaryNodeChild(iq, 'query');
            sent.push({
                queryId: query.attrs.query_id,
                variables: JSON.parse(Buffer.from(query.content).toString('utf8')).variables,
            });
            return {
                tag: 'iq',
                attrs: { type: 'result' },
                content: [{ tag: 'result', attrs: {}, content: Buffer.from(JSON.stringify({ data }), 'utf8') }],
            };
        },
    };
    const facet = createGroupsFacet({ socket, emit: () => undefined, clock: systemClock, logger: pino({ level: 'silent' }), mex: resolveMexQueries() }, new GroupMetadataCache());
    return { facet, sent };
}
describe('group property updates (WAWebMexUpdateGroupPropertyJobMutation)', () => {
    // mex_operations.rs:9155 update_group_property: Response { xwa2_group_update_property: { id, state } }
    it('takes the change when WhatsApp answers state ACTIVE', async () => {
        const { facet, sent } = facetAnswering({ xwa2_group_update_property: { id: GROUP, state: 'ACTIVE' } });
        await facet.changeSetting(GROUP, { memberLinkMode: 'all_member_link' });
        expect(sent).toEqual([
            { queryId: '9418211574894172', variables: { group_id: GROUP, update: { member_link_mode: 'ALL_MEMBER_LINK' } } },
        ]);
    });
    it('any other state is a refusal that names it, as whatsapp-rust src/features/groups.rs mex_update_group_property fails', async () => {
        const refused = facetAnswering({ xwa2_group_update_property: { id: GROUP, state: 'INACTIVE' } });
        await expect(refused.facet.changeSetting(GROUP, { memberShareGroupHistoryMode: 'all_member_share' })).rejects.toMatchObject({
            name: 'ProtocolError',
            kind: 'rejected',
            message: expect.stringMatching(/history share mode.*state INACTIVE, not ACTIVE/),
        });
        const stateless = facetAnswering({ xwa2_group_update_property: { id: GROUP } });
        await expect(stateless.facet.changeSetting(GROUP, { memberLinkMode: 'admin_link' })).rejects.toMatchObject({
            kind: 'rejected',
            message: expect.stringMatching(/state none, not ACTIVE/),
        });
    });
});
describe('suspension appeal (WAWebGroupSuspensionAppealMutation)', () => {
    // mex_operations.rs:6561 group_suspension_appeal: Input { appeal_reason, debug_info, group_jid } and
    // WaCreateGroupSuspensionAppeal { appeal_creation_time, error_message, response_code }
    it("sends the group's bare id as group_jid and reports an appeal WhatsApp took", async () => {
        const { facet, sent } = facetAnswering({
            wa_create_group_suspension_appeal: {
                appeal_creation_time: 1_704_067_200,
                error_message: null,
                response_code: 'SUCCESS',
            },
        });
        expect(await facet.appealSuspension(GROUP, 'we did nothing')).toEqual({
            appealCreatedAt: 1_704_067_200_000,
            responseCode: 'SUCCESS',
            errorMessage: null,
        });
        expect(sent).toEqual([
            {
                queryId: '25946115325088226',
                variables: { input: { group_jid: '120363012345678901', appeal_reason: 'we did nothing', debug_info: '{}' } },
            },
        ]);
    });
    it('an appeal already filed is taken too; any other response code is a refusal with WhatsApp’s message', async () => {
        const again = facetAnswering({ wa_create_group_suspension_appeal: { response_code: 'APPEAL_ALREADY_EXISTS' } });
        expect(await again.facet.appealSuspension(GROUP, 'again')).toEqual({
            appealCreatedAt: null,
            responseCode: 'APPEAL_ALREADY_EXISTS',
            errorMessage: null,
        });
        const refused = facetAnswering({
            wa_create_group_suspension_appeal: { response_code: 'INELIGIBLE', error_message: 'not suspended' },
        });
        await expect(refused.facet.appealSuspension(GROUP, 'why')).rejects.toMatchObject({
            kind: 'rejected',
            message: expect.stringMatching(/INELIGIBLE \(not suspended\)/),
        });
    });
});
//# sourceMappingURL=mex.test.js.map