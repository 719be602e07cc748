import { describe, expect, it } from 'vitest';
import { metadataVariables, muteVariables, parseCategoryPreviews, parseChannel, parseChannelPage, parseChannelResult, parseChannels, parseDomainPreviews, } from '../../src/protocol/baileys/wire/newsletters.js';
/**
 * Channel answers shaped as outside references show them, never as our simulator sends them. The main source is
 * whatsapp-rust @1489b7da `wacore/src/iq/mex_operations.rs`, generated from WhatsApp Web 2.3000.1045368834: one
 * module per operation whose structs serialise with serde (`skip_serializing_if = "Option::is_none"`, so an absent
 * field is left out; an `i64` is a JSON number, an `Option<String>` a string). Each literal below is what those structs
 * serialise to, with the module and line named.
 */
const JID = '120363000000000001@newsletter';
/** `thread_metadata` of the directory results (`ThreadMetadata` of `fetch_newsletter_directory_search_results`, line 4269) */
const listedThread = {
    creation_time: 1_700_000_000,
    description: { id: '1', text: 'Daily forecasts', update_time: 1_700_000_000_000_000 },
    invite: '0029VaExampleInviteCode0',
    name: { id: '2', text: 'Weather Desk', update_time: 1_700_000_000_000_000 },
    picture: { direct_path: '/v/t61.24694-24/abc.enc', id: '3', type: 'IMAGE' },
    subscribers_count: 1200,
    verification: 'VERIFIED',
};
describe('channel answers from whatsapp-rust mex_operations.rs (WhatsApp Web generated types)', () => {
    it('continues the search past page 1 with the `endCursor` / `hasNextPage` the generated PageInfo renames', () => {
        // `fetch_newsletter_directory_search_results::Xwa2NewslettersDirectorySearch` (line 4299), its `PageInfo`
        // (line 4215: `#[serde(rename = "endCursor")]`, `#[serde(rename = "hasNextPage")]`, both `Option<String>`)
        const answer = {
            page_info: { endCursor: 'QVFIUm9', hasNextPage: 'true', hasPreviousPage: 'false', startCursor: 'QVFIUmA' },
            result: [{ id: JID, status_metadata: { last_status_server_id: '101' }, thread_metadata: listedThread }],
        };
        expect(parseChannelPage(answer)).toEqual({
            next: 'QVFIUm9',
            channels: [
                {
                    jid: JID,
                    name: 'Weather Desk',
                    description: 'Daily forecasts',
                    inviteCode: '0029VaExampleInviteCode0',
                    pictureUrl: 'https://mmg.whatsapp.net/v/t61.24694-24/abc.enc',
                    verified: true,
                    subscribers: 1200,
                    createdAt: 1_700_000_000_000,
                    // the directory's `Result` has no state and no viewer part
                    state: null,
                    viewer: { role: null, following: null, muted: null },
                },
            ],
        });
        expect(parseChannelPage({ ...answer, page_info: { endCursor: 'QVFIUm9', hasNextPage: 'false' } }).next).toBeNull();
    });
    it('continues a directory list the same way (`fetch_newsletter_directory_list::PageInfo`, line 4088)', () => {
        const answer = {
            page_info: { endCursor: 'ZGlyLTI', hasNextPage: 'true' },
            result: [{ id: JID, thread_metadata: listedThread }],
        };
        expect(parseChannelPage(answer)).toMatchObject({ next: 'ZGlyLTI', channels: [{ jid: JID, subscribers: 1200 }] });
    });
    it("reads wa-js's snake_case page fields too (wppconnect-team/wa-js src/newsletter/functions/search.ts:127-128 @8cdec443)", () => {
        expect(parseChannelPage({ page_info: { end_cursor: 'c2', has_next_page: true }, result: [{ id: JID }] }).next).toBe('c2');
    });
    it('reads the mute from `viewer_metadata.settings` of the subscribed list', () => {
        // `fetch_all_newsletters_metadata::Xwa2NewsletterSubscribed` (line 2724): `ViewerMetadata` (line 2714) holds
        // `settings: Vec<Settings2>` (line 2706, `{ type, value }`); its `ThreadMetadata` (line 2682) has no subscribers_count
        const subscribed = [
            {
                id: JID,
                state: { type: 'ACTIVE' },
                thread_metadata: {
                    creation_time: 1_700_000_000,
                    invite: '0029VaExampleInviteCode0',
                    name: { id: '2', text: 'Weather Desk', update_time: 1_700_000_000_000_000 },
                    settings: { reaction_codes: { value: 'ALL' } },
                    verification: 'UNVERIFIED',
                },
                viewer_metadata: { role: 'SUBSCRIBER', settings: [{ type: 'MUTE_FOLLOWER_ACTIVITY', value: 'ON' }] },
            },
            {
                id: '120363000000000002@newsletter',
                state: { type: 'ACTIVE' },
                thread_metadata: { name: { text: 'Mine' } },
                viewer_metadata: {
                    role: 'OWNER',
                    settings: [
                        { type: 'MUTE_ADMIN_ACTIVITY', value: 'ON' },
                        { type: 'MUTE_FOLLOWER_ACTIVITY', value: 'OFF' },
                    ],
                },
            },
        ];
        expect(parseChannels(subscribed)).toMatchObject([
            {
                jid: JID,
                name: 'Weather Desk',
                subscribers: null,
                verified: false,
                state: 'active',
                viewer: { role: 'subscriber', following: true, muted: true },
            },
            { viewer: { role: 'owner', following: true, muted: false } },
        ]);
    });
    it('reads the mute and the whole record from FetchNewsletter (`fetch_newsletter::Xwa2Newsletter`, line 3736)', () => {
        const fetched = {
            id: JID,
            state: { type: 'ACTIVE' },
            thread_metadata: {
                ...listedThread,
                preview: { direct_path: '/v/t61.24694-24/abc-preview.enc', id: '3', type: 'PREVIEW' },
                settings: { reaction_codes: { value: 'ALL' } },
            },
            viewer_metadata: { role: 'GUEST', settings: [{ type: 'MUTE_FOLLOWER_ACTIVITY', value: 'OFF' }] },
        };
        expect(parseChannel(fetched)).toMatchObject({
            jid: JID,
            subscribers: 1200,
            state: 'active',
            viewer: { role: 'guest', following: false, muted: false },
        });
    });
    it('a viewer part without the mute setting says nothing about the mute', () => {
        expect(parseChannel({ id: JID, viewer_metadata: { role: 'SUBSCRIBER', settings: [] } })?.viewer).toEqual({
            role: 'subscriber',
            following: true,
            muted: null,
        });
    });
    it("reads the older `viewer_metadata.mute` where whatsmeow's type still has it (types/newsletter.go:107 NewsletterViewerMetadata)", () => {
        expect(parseChannel({ id: JID, viewer_metadata: { mute: 'on', role: 'subscriber' } })?.viewer.muted).toBe(true);
    });
    it('the dehydrated record is only what WhatsApp sends: the subscriber count and the verification', () => {
        // `fetch_newsletter_dehydrated::Xwa2Newsletter` (line 3917): `ThreadMetadata` (line 3897) holds only pinned
        // messages, settings, subscribers_count, verification and wamo_sub; `ViewerMetadata` only wamo_sub_status
        const dehydrated = {
            id: JID,
            thread_metadata: {
                settings: { reaction_codes: { value: 'ALL' } },
                subscribers_count: 1200,
                verification: 'VERIFIED',
            },
        };
        expect(parseChannel(dehydrated)).toEqual({
            jid: JID,
            name: null,
            description: null,
            inviteCode: null,
            pictureUrl: null,
            verified: true,
            subscribers: 1200,
            createdAt: null,
            state: null,
            viewer: { role: null, following: null, muted: null },
        });
    });
    it('recommended and similar read their `result`, the preview standing in for a missing picture', () => {
        // `fetch_recommended_newsletters::Xwa2NewslettersRecommended` (line 5610): `ThreadMetadata` (line 5578) has a
        // preview, no picture
        const recommended = {
            page_info: { endCursor: 'cmVjLTE', hasNextPage: 'true' },
            result: [
                {
                    id: JID,
                    state: { type: 'ACTIVE' },
                    thread_metadata: {
                        name: { text: 'Weather Desk' },
                        preview: { direct_path: '/v/t61.24694-24/abc-preview.enc', id: '3', type: 'PREVIEW' },
                        subscribers_count: 1200,
                        verification: 'VERIFIED',
                    },
                },
            ],
        };
        expect(parseChannelResult(recommended)).toMatchObject([
            { jid: JID, pictureUrl: 'https://mmg.whatsapp.net/v/t61.24694-24/abc-preview.enc', subscribers: 1200 },
        ]);
        // `fetch_similar_newsletters::Xwa2NewslettersSimilar` (line 5705): `ThreadMetadata` (line 5683) is name,
        // picture and verification
        const similar = {
            result: [
                {
                    id: JID,
                    state: { type: 'ACTIVE' },
                    status_metadata: { last_status_server_id: '7' },
                    thread_metadata: { name: { id: '2', text: 'Weather Desk' }, verification: 'UNVERIFIED' },
                },
            ],
        };
        expect(parseChannelResult(similar)).toMatchObject([
            { jid: JID, name: 'Weather Desk', verified: false, subscribers: null, state: 'active' },
        ]);
    });
    it('reads the category previews (`fetch_newsletter_directory_categories_preview`, `Result` line 4028)', () => {
        expect(parseCategoryPreviews({
            result: [
                { category: 'NEWS', category_title: 'News', newsletters: [{ id: JID, thread_metadata: listedThread }] },
            ],
        })).toMatchObject([{ category: 'NEWS', title: 'News', channels: [{ jid: JID, name: 'Weather Desk' }] }]);
    });
    it('reads previewable domains (`fetch_newsletter_is_domain_previewable::UrlPreviews`, line 4783)', () => {
        expect(parseDomainPreviews({ url_previews: [{ is_previewable: true, url_domain: 'example.com' }] }, ['example.com'])).toEqual([{ domain: 'example.com', previewable: true }]);
    });
});
describe('variables', () => {
    it("FetchNewsletter's are those Baileys' newsletterMetadata (Socket/newsletter.js:68-80) and whatsapp-rust's get_metadata (src/features/newsletter.rs:234-248) send, without the latter's view_role", () => {
        expect(metadataVariables({ inviteCode: '0029VaExampleInviteCode0' })).toEqual({
            fetch_creation_time: true,
            fetch_full_image: true,
            fetch_viewer_metadata: true,
            input: { key: '0029VaExampleInviteCode0', type: 'INVITE' },
        });
        expect(metadataVariables({ jid: JID }).input).toEqual({ key: JID, type: 'JID' });
    });
    it("the mute's are UpdateNewsletterUserSetting's, as whatsapp-rust's own test locks them (src/features/newsletter.rs:1081 mute_variables_match_wa_web_shape)", () => {
        expect(muteVariables('111222333@newsletter', true)).toEqual({
            input: { newsletter_id: '111222333@newsletter', type: 'MUTE_FOLLOWER_ACTIVITY', value: 'ON' },
        });
        expect(muteVariables('111222333@newsletter', false).input.value).toBe('OFF');
    });
});
//# sourceMappingURL=fixtures.test.js.map