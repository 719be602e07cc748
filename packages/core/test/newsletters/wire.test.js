import { describe, expect, it } from 'vitest';
import { parseChannel, parseChannelPage, parseDomainPreviews } from '../../src/protocol/baileys/wire/newsletters.js';
/** How WhatsApp's channel answers read when they differ from what the simulator sends (numbers, missing parts). */
describe('channel answers', () => {
    it('reads counts and times sent as numbers as well as decimal strings, and a missing part as null', () => {
        const channel = parseChannel({
            id: '120363012345678901@newsletter',
            state: { type: 'GEOSUSPENDED' },
            thread_metadata: {
                name: { text: 'N' },
                subscribers_count: 42,
                creation_time: 1_700_000_000,
                verification: 'UNVERIFIED',
                invite: '',
                picture: { direct_path: '' },
            },
            viewer_metadata: { role: 'admin' },
        });
        expect(channel).toEqual({
            jid: '120363012345678901@newsletter',
            name: 'N',
            description: null,
            inviteCode: null,
            pictureUrl: null,
            verified: false,
            subscribers: 42,
            createdAt: 1_700_000_000_000,
            state: 'geosuspended',
            viewer: { role: 'admin', following: true, muted: null },
        });
        expect(parseChannel({ id: 'x@newsletter' })).toMatchObject({
            name: null,
            subscribers: null,
            createdAt: null,
            state: null,
            viewer: { role: null, following: null, muted: null },
        });
        expect(parseChannel({ thread_metadata: {} })).toBeNull();
        expect(parseChannel(null)).toBeNull();
    });
    it("a picture's direct path becomes a URL on WhatsApp's media host", () => {
        expect(parseChannel({ id: 'x@newsletter', thread_metadata: { picture: { direct_path: '/v/t61/abc?x=1' } } })?.pictureUrl).toBe('https://mmg.whatsapp.net/v/t61/abc?x=1');
    });
    it('a page continues only when WhatsApp says there is a next page and gives its cursor', () => {
        expect(parseChannelPage({
            page_info: { end_cursor: 'c1', has_next_page: 'true' },
            result: [{ id: 'a@newsletter' }, { nope: 1 }],
        })).toMatchObject({ next: 'c1', channels: [{ jid: 'a@newsletter' }] });
        expect(parseChannelPage({ page_info: { end_cursor: 'c1', has_next_page: false }, result: [] }).next).toBeNull();
        expect(parseChannelPage({ page_info: { end_cursor: null, has_next_page: true }, result: [] }).next).toBeNull();
        expect(parseChannelPage(undefined)).toEqual({ channels: [], next: null });
    });
    it('domain rows follow the order asked, null where WhatsApp said nothing', () => {
        expect(parseDomainPreviews({
            url_previews: [
                { url_domain: 'B.com', is_previewable: false },
                { url_domain: 'a.com', is_previewable: true },
            ],
        }, ['a.com', 'b.com', 'c.com'])).toEqual([
            { domain: 'a.com', previewable: true },
            { domain: 'b.com', previewable: false },
            { domain: 'c.com', previewable: null },
        ]);
    });
});
//# sourceMappingURL=wire.test.js.map