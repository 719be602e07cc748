import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_CATEGORIES, startSimulator } from '../src/index.js';
import { connect, connectLinked, endSocket, httpsGet, mex, waitForEvent, waitForOpen } from './helpers.js';
const ALICE = '15550021001';
const BOB = '15550021002';
const search = (linked, input) => mex(linked, { fetch_status_metadata: false, input }, '26301059626252132', 'xwa2_newsletters_directory_search');
const directory = (linked, input) => mex(linked, { fetch_status_metadata: false, input }, '26125047313831973', 'xwa2_newsletters_directory_list');
const subscribed = (linked) => mex(linked, {}, '25399611239711790', 'xwa2_newsletter_subscribed');
/** WhatsApp Web's FetchNewsletter, with the variables Baileys' newsletterMetadata sends */
const metadata = (linked, type, key) => mex(linked, { fetch_creation_time: true, fetch_full_image: true, fetch_viewer_metadata: true, input: { key, type } }, '27456920720571478', 'xwa2_newsletter');
/** WhatsApp Web's UpdateNewsletterUserSetting, as whatsapp-rust's `features/newsletter.rs` sends it */
const setMute = (linked, jid, value, type = 'MUTE_FOLLOWER_ACTIVITY') => mex(linked, { input: { newsletter_id: jid, type, value } }, '31938993655691868', 'xwa2_newsletter_update_user_setting');
const mute = (value) => [{ type: 'MUTE_FOLLOWER_ACTIVITY', value }];
/** every page of a list, following endCursor to the end */
async function allPages(fetch) {
    const seen = [];
    let cursor;
    for (let i = 0; i < 100; i++) {
        const page = await fetch(cursor);
        seen.push(...page.result);
        if (!page.page_info.hasNextPage) {
            expect(page.page_info.endCursor).toBeNull();
            return seen;
        }
        cursor = page.page_info.endCursor;
    }
    throw new Error('the list never ended');
}
const postIn = (sock, jid, id) => waitForEvent(sock, 'messages.upsert', (u) => u.messages.some((m) => m.key.remoteJid === jid && m.key.id === id)).then((u) => u.messages.find((m) => m.key.id === id));
describe('channels: the directory over w:mex and posts to followers, through real Baileys', () => {
    let sim, alice, bob;
    beforeAll(async () => {
        sim = await startSimulator();
        alice = await connectLinked(sim, ALICE);
        bob = await connectLinked(sim, BOB);
    });
    afterAll(async () => {
        await endSocket(alice.sock);
        await endSocket(bob.sock);
        await sim.close();
    });
    it('metadata by jid and invite, follow, mute, unmute, unfollow, and their refusals', async () => {
        const { jid, inviteCode } = sim.channels.create({
            name: 'Sim Weather',
            description: 'Forecasts',
            categories: ['NEWS'],
            countryCode: 'US',
            verified: true,
            subscribers: 40,
        });
        const byJid = await metadata(alice, 'JID', jid);
        expect(byJid).toMatchObject({
            id: jid,
            state: { type: 'ACTIVE' },
            thread_metadata: {
                name: { text: 'Sim Weather' },
                description: { text: 'Forecasts' },
                invite: inviteCode,
                verification: 'VERIFIED',
                subscribers_count: '40',
            },
            viewer_metadata: { role: 'GUEST', settings: mute('OFF') },
        });
        expect(await metadata(alice, 'INVITE', inviteCode)).toEqual(byJid);
        expect(await alice.sock.newsletterFollow(jid)).toEqual({ id: jid, state: { type: 'ACTIVE' } });
        expect(await alice.sock.newsletterFollow(jid)).toEqual({ id: jid, state: { type: 'ACTIVE' } });
        expect(await metadata(alice, 'JID', jid)).toMatchObject({
            thread_metadata: { subscribers_count: '41' },
            viewer_metadata: { role: 'SUBSCRIBER', settings: mute('OFF') },
        });
        expect(await setMute(alice, jid, 'ON')).toEqual({ id: jid, state: { type: 'ACTIVE' } });
        expect((await subscribed(alice)).map((t) => [t.id, t.viewer_metadata])).toEqual([
            [jid, { role: 'SUBSCRIBER', settings: mute('ON') }],
        ]);
        expect(await metadata(alice, 'JID', jid)).toMatchObject({ viewer_metadata: { settings: mute('ON') } });
        expect(await setMute(alice, jid, 'OFF')).toEqual({ id: jid, state: { type: 'ACTIVE' } });
        expect((await subscribed(alice))[0].viewer_metadata).toEqual({ role: 'SUBSCRIBER', settings: mute('OFF') });
        await setMute(alice, jid, 'ON');
        expect(await alice.sock.newsletterUnfollow(jid)).toEqual({ id: jid, state: { type: 'ACTIVE' } });
        expect(await subscribed(alice)).toEqual([]);
        expect(await metadata(alice, 'JID', jid)).toMatchObject({
            thread_metadata: { subscribers_count: '40' },
            viewer_metadata: { role: 'GUEST', settings: mute('OFF') },
        });
        await expect(setMute(alice, jid, 'ON')).rejects.toMatchObject({
            message: 'GraphQL server error: You must follow the channel to mute it',
            output: { statusCode: 400 },
        });
        await alice.sock.newsletterFollow(jid);
        for (const [value, type] of [
            ['ON', 'MUTE_EVERYTHING'],
            ['MAYBE', 'MUTE_FOLLOWER_ACTIVITY'],
        ])
            await expect(setMute(alice, jid, value, type)).rejects.toMatchObject({ output: { statusCode: 400 } });
        // Baileys' own metadata, mute and unmute ids: WhatsApp Web's operations no longer hold them
        await expect(alice.sock.newsletterMetadata('jid', jid)).rejects.toMatchObject({
            message: 'GraphQL server error: unknown query',
        });
        await expect(alice.sock.newsletterMute(jid)).rejects.toMatchObject({
            message: 'GraphQL server error: unknown query',
        });
        await expect(alice.sock.newsletterUnmute(jid)).rejects.toMatchObject({
            message: 'GraphQL server error: unknown query',
        });
        await alice.sock.newsletterUnfollow(jid);
        const unknown = '120363999999999999@newsletter';
        for (const call of [
            () => metadata(alice, 'JID', unknown),
            () => metadata(alice, 'INVITE', 'nope'),
            () => alice.sock.newsletterFollow(unknown),
        ]) {
            await expect(call()).rejects.toMatchObject({
                message: 'GraphQL server error: Newsletter not found',
                output: { statusCode: 404 },
            });
        }
    });
    it("the owner's channels are subscribed with role OWNER", async () => {
        const { jid } = sim.channels.create({ name: 'Bob Builds', owner: BOB, categories: ['PEOPLE'] });
        const [owned] = await subscribed(bob);
        expect([owned.id, owned.viewer_metadata?.role]).toEqual([jid, 'OWNER']);
        // the subscribed list's generated type (`fetch_all_newsletters_metadata::ThreadMetadata`) has no subscriber count
        expect(owned.thread_metadata).not.toHaveProperty('subscribers_count');
    });
    it('search pages to the end without repeats, matching words in name or description, filtered by category', async () => {
        const everything = await allPages((cursor) => search(alice, { search_text: '', limit: 7, ...(cursor ? { start_cursor: cursor } : {}) }));
        const active = sim.channels.list().filter((c) => c.state === 'ACTIVE');
        expect(everything).toHaveLength(active.length);
        expect(new Set(everything.map((t) => t.id)).size).toBe(everything.length);
        const counts = everything.map((t) => Number(t.thread_metadata.subscribers_count));
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
        const football = await search(alice, { search_text: 'FUTEBOL', limit: 20 });
        expect(football.result.map((t) => t.thread_metadata.name.text)).toEqual(['Futebol Total']);
        // a directory result carries no state and no viewer part (`fetch_newsletter_directory_search_results::Result`)
        expect(Object.keys(football.result[0]).sort()).toEqual(['id', 'thread_metadata']);
        const inDescription = await search(alice, { search_text: 'recipes', limit: 20 });
        expect(inDescription.result.map((t) => t.thread_metadata.name.text).sort()).toEqual(['Ana Ribeiro', 'Home Kitchen']);
        const sports = await allPages((cursor) => search(alice, { search_text: '', categories: ['SPORTS'], limit: 3, ...(cursor ? { start_cursor: cursor } : {}) }));
        const sportsIds = sim.channels
            .list()
            .filter((c) => c.categories.includes('SPORTS'))
            .map((c) => `${c.id}@newsletter`);
        expect(sports.map((t) => t.id).sort()).toEqual(sportsIds.sort());
        await expect(search(alice, { search_text: '', categories: ['WEATHER'] })).rejects.toMatchObject({
            output: { statusCode: 400 },
        });
        await expect(search(alice, { search_text: '', start_cursor: 'garbage' })).rejects.toMatchObject({
            output: { statusCode: 400 },
        });
    });
    it('directory views: every view pages to its end without repeats; POPULAR, NEW and the filters keep their order', async () => {
        const byView = {};
        for (const view of ['POPULAR', 'TRENDING', 'NEW', 'RECOMMENDED']) {
            byView[view] = await allPages((cursor) => directory(alice, { view, filters: {}, limit: 10, ...(cursor ? { start_cursor: cursor } : {}) }));
            expect(new Set(byView[view].map((t) => t.id)).size).toBe(byView[view].length);
        }
        const popular = byView.POPULAR.map((t) => Number(t.thread_metadata.subscribers_count));
        expect(popular).toEqual([...popular].sort((a, b) => b - a));
        const created = byView.NEW.map((t) => Number(t.thread_metadata.creation_time));
        expect(created).toEqual([...created].sort((a, b) => b - a));
        // a +1 number: the United States' channels first
        const recommended = byView.RECOMMENDED.map((t) => sim.channels.get(t.id).countryCode);
        expect(recommended.slice(0, recommended.filter((c) => c === 'US').length).every((c) => c === 'US')).toBe(true);
        const brazil = await allPages((cursor) => directory(alice, {
            view: 'POPULAR',
            filters: { country_codes: ['BR'], categories: ['SPORTS', 'LIFESTYLE'] },
            limit: 1,
            ...(cursor ? { start_cursor: cursor } : {}),
        }));
        expect(brazil.map((t) => t.thread_metadata.name.text).sort()).toEqual([
            'Ana Ribeiro',
            'Fit in Ten',
            'Futebol Total',
        ]);
        await expect(directory(alice, { view: 'FEATURED', filters: {} })).rejects.toMatchObject({
            output: { statusCode: 400 },
        });
    });
    it('recommended, similar, the categories preview, previewable domains and the dehydrated record', async () => {
        const recommended = await mex(alice, { fetch_status_metadata: false, input: { limit: 3, country_codes: ['IN'] } }, '25806748772361516', 'xwa2_newsletters_recommended');
        expect(recommended.result.map((t) => sim.channels.get(t.id).countryCode)).toEqual(['IN', 'IN', 'IN']);
        const moreInIndia = sim.channels.list().filter((c) => c.countryCode === 'IN' && c.state === 'ACTIVE').length > 3;
        expect(recommended.page_info).toEqual({
            endCursor: moreInIndia ? expect.any(String) : null,
            hasNextPage: moreInIndia,
        });
        const futebol = sim.channels.list().find((c) => c.name === 'Futebol Total');
        const similar = await mex(alice, { fetch_status_metadata: false, input: { newsletter_id: `${futebol.id}@newsletter`, limit: 50 } }, '26217043484590756', 'xwa2_newsletters_similar');
        const similarRecords = similar.result.map((t) => sim.channels.get(t.id));
        expect(similarRecords).not.toContain(futebol);
        const firstOther = similarRecords.findIndex((c) => !c.categories.includes('SPORTS'));
        expect(similarRecords.slice(0, firstOther).every((c) => c.categories.includes('SPORTS'))).toBe(true);
        expect(similarRecords.slice(firstOther).every((c) => c.countryCode === 'BR')).toBe(true);
        const all = await mex(alice, { fetch_status_metadata: false, input: { per_category_limit: 2 } }, '35266481849605779', 'xwa2_newsletters_directory_category_preview');
        expect(all.result.map((r) => r.category)).toEqual([...CHANNEL_CATEGORIES]);
        expect(all.result.every((r) => r.newsletters.length === 2)).toBe(true);
        const news = await mex(alice, { fetch_status_metadata: false, input: { categories: ['NEWS'], country_code: 'GB' } }, '35266481849605779', 'xwa2_newsletters_directory_category_preview');
        expect(news.result).toEqual([
            {
                category: 'NEWS',
                category_title: 'News & Information',
                newsletters: [
                    expect.objectContaining({
                        thread_metadata: expect.objectContaining({ name: expect.objectContaining({ text: 'World Desk' }) }),
                    }),
                ],
            },
        ]);
        sim.channels.setPreviewable('blocked.example.com', false);
        const domains = await mex(alice, { url_domains: ['example.com', 'bit.ly', 'blocked.example.com', 'localhost', 'news.test'] }, '9849510985088294', 'xwa2_newsletter_message_integrity');
        expect(domains.url_previews).toEqual([
            { url_domain: 'example.com', is_previewable: true },
            { url_domain: 'bit.ly', is_previewable: false },
            { url_domain: 'blocked.example.com', is_previewable: false },
            { url_domain: 'localhost', is_previewable: false },
            { url_domain: 'news.test', is_previewable: false },
        ]);
        const dehydrated = (input) => mex(alice, { fetch_pinned_messages: false, fetch_wamo_sub: false, input: { ...input, view_role: 'GUEST' } }, '26944199458535748', 'xwa2_newsletter');
        const expected = {
            id: `${futebol.id}@newsletter`,
            thread_metadata: {
                settings: { reaction_codes: { value: 'ALL' } },
                subscribers_count: String(futebol.outsideSubscribers),
                verification: futebol.verified ? 'VERIFIED' : 'UNVERIFIED',
            },
        };
        expect(await dehydrated({ key: `${futebol.id}@newsletter`, type: 'JID' })).toEqual(expected);
        expect(await dehydrated({ key: futebol.inviteCode, type: 'INVITE' })).toEqual(expected);
        await expect(dehydrated({ key: 'nope', type: 'INVITE' })).rejects.toMatchObject({ output: { statusCode: 404 } });
    });
    it('posts reach every follower device, muted or not, never an unfollowed account; image posts download as plaintext', async () => {
        const { jid } = sim.channels.create({ name: 'Sim Posts', categories: ['NEWS'] });
        await alice.sock.newsletterFollow(jid);
        await setMute(alice, jid, 'ON');
        await bob.sock.newsletterFollow(jid);
        await bob.sock.newsletterUnfollow(jid);
        const textArrives = (id) => postIn(alice.sock, jid, id);
        const first = sim.channels.post(jid, { text: 'hello followers' });
        const received = await textArrives(first.id);
        expect(received.key).toMatchObject({
            remoteJid: jid,
            fromMe: false,
            id: first.id,
            server_id: String(first.serverId),
        });
        expect(received.message?.extendedTextMessage?.text).toBe('hello followers');
        // every device of the following account (its phone too), and nothing for bob's
        expect(first.deliveredTo.sort()).toEqual([`${ALICE}:1@s.whatsapp.net`, `${ALICE}@s.whatsapp.net`].sort());
        expect(first.deliveredTo.some((d) => d.startsWith(BOB))).toBe(false);
        const bytes = Buffer.from('not really a jpeg, but the host does not mind');
        const image = sim.channels.post(jid, { image: bytes, mimetype: 'image/jpeg', caption: 'a picture' });
        expect(image.serverId).toBe(first.serverId + 1);
        const { message } = await textArrives(image.id);
        const media = message.imageMessage;
        expect(media).toMatchObject({ mimetype: 'image/jpeg', caption: 'a picture', directPath: image.directPath });
        expect(media.mediaKey ?? null).toBeNull();
        const download = await httpsGet(`https://${new URL(media.url).host}${media.directPath}`, sim.mediaCa);
        expect(download.status).toBe(200);
        expect(download.body.equals(bytes)).toBe(true);
        expect(Buffer.from(media.fileSha256).equals(createHash('sha256').update(bytes).digest())).toBe(true);
        // the phone of the following account is one of its devices: it keeps both, the image opened as plaintext
        const onPhone = await alice.phone.waitForMessage((m) => m.id === image.id);
        expect(onPhone).toMatchObject({
            from: jid,
            chatJid: jid,
            media: { type: 'image', sha256: image.sha256, caption: 'a picture', sizeBytes: bytes.length },
        });
        expect(onPhone.media.bytes.equals(bytes)).toBe(true);
        expect((await alice.phone.waitForMessage((m) => m.id === first.id)).text).toBe('hello followers');
    });
    it('a follower offline when the post goes out gets it on its next login', async () => {
        const { jid } = sim.channels.create({ name: 'Sim Night Shift' });
        await bob.sock.newsletterFollow(jid);
        await endSocket(bob.sock);
        const post = sim.channels.post(jid, { text: 'while you were away' });
        bob = { ...bob, sock: connect(sim, bob.auth) };
        const upsert = waitForEvent(bob.sock, 'messages.upsert', (u) => u.messages.some((m) => m.key.id === post.id));
        await waitForOpen(bob.sock);
        const { type, messages } = await upsert;
        expect(type).toBe('append');
        expect(messages.find((m) => m.key.id === post.id)?.message?.extendedTextMessage?.text).toBe('while you were away');
    });
    it('the catalogue follows the seed, and can be left out', async () => {
        const [a, b, none] = await Promise.all([
            startSimulator({ seed: 's1' }),
            startSimulator({ seed: 's1' }),
            startSimulator({ channelCatalogue: false }),
        ]);
        try {
            const shape = (s) => s.channels.list().map((c) => [c.id, c.name, c.inviteCode, c.outsideSubscribers, c.verified]);
            expect(shape(a)).toEqual(shape(b));
            expect(a.channels.list().length).toBeGreaterThanOrEqual(30);
            expect(new Set(a.channels.list().map((c) => c.countryCode)).size).toBeGreaterThanOrEqual(10);
            expect(none.channels.list()).toEqual([]);
        }
        finally {
            await Promise.all([a.close(), b.close(), none.close()]);
        }
    });
});
//# sourceMappingURL=channels.test.js.map