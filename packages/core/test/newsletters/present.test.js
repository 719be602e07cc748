import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { presentCategoryPreview, presentChannel, presentDomainPreview } from '../../src/newsletters/present.js';
import { CategoryPreviewSchema, ChannelSchema, DomainPreviewSchema } from '../../src/newsletters/schema.js';
const channel = {
    jid: '120363000000000001@newsletter',
    name: 'Weather Desk',
    description: 'Daily forecasts',
    inviteCode: '0029VaExampleInviteCode0',
    pictureUrl: 'https://mmg.whatsapp.net/v/t61.24694-24/abc.enc',
    verified: true,
    subscribers: 1200,
    createdAt: 1_700_000_000_000,
    state: 'active',
    viewer: { role: 'subscriber', following: true, muted: false },
};
describe('the channel presenter', () => {
    it("answers the API's channel: the creation time as ISO 8601, every other field as WhatsApp gave it", () => {
        const presented = presentChannel(channel);
        expect(presented).toEqual({ ...channel, createdAt: '2023-11-14T22:13:20.000Z' });
        expect(v.is(ChannelSchema, presented)).toBe(true);
    });
    it('keeps what WhatsApp did not send null', () => {
        const bare = {
            jid: channel.jid,
            name: null,
            description: null,
            inviteCode: null,
            pictureUrl: null,
            verified: null,
            subscribers: null,
            createdAt: null,
            state: null,
            viewer: { role: null, following: null, muted: null },
        };
        expect(presentChannel(bare)).toEqual(bare);
        expect(v.is(ChannelSchema, presentChannel(bare))).toBe(true);
    });
    it('answers only the fields the API names, whatever else the port carries', () => {
        const wider = { ...channel, viewer: { ...channel.viewer, since: 1 }, extra: 'port-only' };
        expect(Object.keys(presentChannel(wider)).sort()).toEqual(Object.keys(ChannelSchema.entries).sort());
        expect(presentChannel(wider).viewer).toEqual(channel.viewer);
    });
    it('presents the channels of a category preview and the domain rows alike', () => {
        const preview = presentCategoryPreview({ category: 'NEWS', title: 'News', channels: [channel] });
        expect(preview.channels[0]?.createdAt).toBe('2023-11-14T22:13:20.000Z');
        expect(v.is(CategoryPreviewSchema, preview)).toBe(true);
        expect(presentDomainPreview({ domain: 'example.com', previewable: null })).toEqual({
            domain: 'example.com',
            previewable: null,
        });
        expect(v.is(DomainPreviewSchema, presentDomainPreview({ domain: 'example.com', previewable: true }))).toBe(true);
    });
});
//# sourceMappingURL=present.test.js.map