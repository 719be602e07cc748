import { getBinaryNodeChild } from '@whiskeysockets/baileys';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createCommunitiesFacet } from '../../src/protocol/baileys/communities.js';
import { GroupMetadataCache } from '../../src/protocol/baileys/groups.js';
import { resolveMexQueries } from '../../src/protocol/baileys/wire/mex.js';
const COMMUNITY = '120363000000000001';
/**
 * A socket that answers the create as whatsapp-rust has seen WhatsApp answer it (`iq/groups.rs` GroupCreateIq: the
 * `<group>` may come without `<parent>`, or be a `<community>`), refuses the description that follows with
 * `descriptionCode`, and answers FetchAllSubgroups with `subgroups`. It records every iq's first child.
 */
function scriptedSocket(descriptionCode, subgroups, answerTag = 'group') {
    const asked = [];
    const query = async (iq) => {
        const [child] = iq.content;
        asked.push(child);
        if (child.tag === 'create')
            return {
                tag: 'iq',
                attrs: { type: 'result' },
                content: [{ tag: answerTag, attrs: { id: COMMUNITY, subject: child.attrs.subject, creation: '1700000000' } }],
            };
        if (child.tag === 'description') {
            if (descriptionCode !== null)
                throw Object.assign(new Error('refused'), { data: descriptionCode });
            return { tag: 'iq', attrs: { type: 'result' } };
        }
        const data = { xwa2_group_query_by_id: subgroups };
        return {
            tag: 'iq',
            attrs: { type: 'result' },
            content: [{ tag: 'result', attrs: {}, content: Buffer.from(JSON.stringify({ data })) }],
        };
    };
    const socket = { query };
    const facet = createCommunitiesFacet({
        socket,
        emit: () => { },
        clock: { now: () => 0 },
        logger: pino({ level: 'silent' }),
        mex: resolveMexQueries(),
    }, new GroupMetadataCache());
    return { facet, asked };
}
const options = {
    subject: 'Neighbours',
    description: 'Street life',
    approvalRequired: true,
    generalChat: true,
    allowNonAdminSubGroupCreation: false,
};
describe('creating a community', () => {
    it('sets the description with a second iq and reads the subgroups from FetchAllSubgroups', async () => {
        const { facet, asked } = scriptedSocket(null, {
            default_sub_group: { id: '120363000000000002@g.us' },
            sub_groups: { edges: [{ node: { id: '120363000000000003@g.us', properties: { general_chat: '1' } } }] },
        });
        const created = await facet.create(options);
        expect(asked.map((child) => child.tag)).toEqual(['create', 'description', 'query']);
        expect(getBinaryNodeChild(asked[0], 'description')).toBeUndefined();
        expect(asked[1].attrs.prev).toBeUndefined();
        expect(created).toMatchObject({
            community: {
                jid: `${COMMUNITY}@g.us`,
                description: 'Street life',
                descriptionId: asked[1].attrs.id,
                // the answer had no <parent>: the community is what the accepted create asked for
                isCommunity: true,
                membershipApprovalMode: 'request_required',
            },
            announcementGroupJid: '120363000000000002@g.us',
            generalChatJid: '120363000000000003@g.us',
        });
    });
    it('answers with the community WhatsApp made when the description or the subgroup read is refused afterwards', async () => {
        const { facet } = scriptedSocket(403, null, 'community');
        const created = await facet.create(options);
        expect(created).toMatchObject({
            community: { jid: `${COMMUNITY}@g.us`, description: null, descriptionId: null, isCommunity: true },
            announcementGroupJid: null,
            generalChatJid: null,
        });
    });
});
//# sourceMappingURL=create.test.js.map