import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairedSession, startWorld } from './harness.js';
const SELF = '15550410001';
const OTHER = '15550410002';
const unknownChannel = '120363999999999990@newsletter';
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
describe('channels end to end (HTTP, real Baileys, the simulator as channel server)', () => {
    let world;
    let h;
    let sessionId;
    let news;
    let marker;
    const api = (path) => `/sessions/${sessionId}/newsletters${path}`;
    const account = () => [...world.sim.channels.get(news.jid).followers.keys()].find((a) => a.phoneNumber === SELF);
    const follow = (jid, action) => h.api('POST', api(`/${jid}/follow`), { action });
    /** Every page of a POST list, passing nextCursor back until it is null. */
    async function allPages(path, body) {
        const seen = [];
        let cursor;
        for (let pages = 0; pages < 50; pages++) {
            const answer = await h.api('POST', api(path), { ...body, ...(cursor ? { cursor } : {}) });
            expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            expect(answer.headers.get('link')).toBeNull();
            seen.push(...answer.body.data);
            if (answer.body.nextCursor === null)
                return seen;
            cursor = answer.body.nextCursor;
        }
        throw new Error(`${path} never reached its last page`);
    }
    beforeAll(async () => {
        world = await startWorld();
        h = await world.engine();
        ({ sessionId } = await pairedSession(world, h, SELF));
        await world.sim.createPhone(OTHER);
        news = world.sim.channels.create({
            name: 'Engine Room News',
            description: 'Posts from the engine room',
            categories: ['NEWS'],
            countryCode: 'US',
            verified: true,
            subscribers: 1200,
        });
        marker = world.sim.channels.create({ name: 'Marker Channel', categories: ['ORGANIZATIONS'], countryCode: 'GB' });
    });
    afterAll(async () => {
        await world.close();
    });
    it('reads a channel by JID and previews it by invite code or link; unknown channels are 404s', async () => {
        const read = await h.api('GET', api(`/${news.jid}`));
        expect(read.status, JSON.stringify(read.body)).toBe(200);
        expect(read.body.data).toMatchObject({
            jid: news.jid,
            name: 'Engine Room News',
            description: 'Posts from the engine room',
            inviteCode: news.inviteCode,
            verified: true,
            subscribers: 1200,
            createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            state: 'active',
            viewer: { role: 'guest', following: false, muted: false },
        });
        for (const inviteCode of [news.inviteCode, `https://whatsapp.com/channel/${news.inviteCode}`]) {
            const preview = await h.api('POST', api('/invite'), { inviteCode });
            expect(preview.body.data).toEqual(read.body.data);
        }
        expect(world.sim.channels.get(news.jid).followers.size).toBe(0);
        for (const answer of [
            await h.api('GET', api(`/${unknownChannel}`)),
            await h.api('POST', api('/invite'), { inviteCode: '0029VaNoSuchChannel000' }),
        ]) {
            expect(answer.status).toBe(404);
            expect(answer.body).toMatchObject({ code: 'newsletter_not_found', status: 404 });
        }
    });
    it('follows: WhatsApp records the follower, subscribed lists the channel, and its posts (text and image) arrive as message.received', async () => {
        const followed = await follow(news.jid, 'follow');
        expect(followed.status, JSON.stringify(followed.body)).toBe(200);
        expect(followed.body.data).toEqual({ jid: news.jid, viewer: { role: 'subscriber', following: true, muted: false } });
        expect(account()).toBeDefined();
        await follow(marker.jid, 'follow');
        const subscribed = await h.api('GET', api('/subscribed'));
        expect(subscribed.body.data.map((c) => c.jid).sort()).toEqual([news.jid, marker.jid].sort());
        expect(subscribed.body.data.find((c) => c.jid === news.jid)).toMatchObject({
            name: 'Engine Room News',
            viewer: { role: 'subscriber', following: true },
        });
        let since = h.events.mark();
        const text = world.sim.channels.post(news.jid, { text: 'Boiler at full pressure' });
        const received = await h.events.waitFor('message.received', (e) => e.data.messageId === text.id, { since });
        expect(received.data).toMatchObject({
            chatJid: news.jid,
            from: news.jid,
            type: 'text',
            text: 'Boiler at full pressure',
        });
        const image = randomBytes(3_000);
        since = h.events.mark();
        const posted = world.sim.channels.post(news.jid, { image, mimetype: 'image/png', caption: 'The gauge' });
        const photo = await h.events.waitFor('message.received', (e) => e.data.messageId === posted.id, { since });
        expect(photo.data).toMatchObject({
            chatJid: news.jid,
            type: 'image',
            caption: 'The gauge',
            media: { mediaType: 'image', mimetype: 'image/png', fileLength: image.length, sha256: sha256(image) },
        });
        const downloaded = await h.api('POST', `/sessions/${sessionId}/media/download`, { message: photo.data.message });
        expect(downloaded.status, JSON.stringify(downloaded.body)).toBe(200);
        expect(downloaded.body.data).toMatchObject({ mediaType: 'image', mimetype: 'image/png', sizeBytes: image.length });
        expect(Buffer.from(downloaded.body.data.base64, 'base64').equals(image)).toBe(true);
        const capped = await h.api('POST', `/sessions/${sessionId}/media/download`, {
            message: photo.data.message,
            maxBytes: 1024,
        });
        expect(capped.status).toBe(413);
        expect(capped.body.code).toBe('media_too_large');
        // A post whose bytes are not the ones it names (the sha256 of other bytes) is refused, not handed out.
        const forged = structuredClone(photo.data.message);
        forged.message.imageMessage.fileSha256 = {
            type: 'Buffer',
            data: createHash('sha256').update('other bytes').digest('base64'),
        };
        const refused = await h.api('POST', `/sessions/${sessionId}/media/download`, { message: forged });
        expect(refused.status).toBe(502);
        expect(refused.body.detail).toMatch(/sha256 mismatch/);
    });
    it('mutes and unmutes: WhatsApp records it and posts still arrive; muting a channel not followed is refused', async () => {
        const muted = await follow(news.jid, 'mute');
        expect(muted.body.data.viewer).toEqual({ role: 'subscriber', following: true, muted: true });
        expect(world.sim.channels.get(news.jid).muted.has(account())).toBe(true);
        expect((await h.api('GET', api('/subscribed'))).body.data.find((c) => c.jid === news.jid).viewer.muted).toBe(true);
        const since = h.events.mark();
        const post = world.sim.channels.post(news.jid, { text: 'Quiet update' });
        await h.events.waitFor('message.received', (e) => e.data.messageId === post.id && e.data.chatJid === news.jid, {
            since,
        });
        const unmuted = await follow(news.jid, 'unmute');
        expect(unmuted.body.data.viewer.muted).toBe(false);
        expect(world.sim.channels.get(news.jid).muted.size).toBe(0);
        const stranger = world.sim.channels.list().find((c) => c.followers.size === 0 && c.state === 'ACTIVE');
        const refused = await follow(`${stranger.id}@newsletter`, 'mute');
        expect(refused.status).toBe(502);
        expect(refused.body).toMatchObject({ code: 'upstream_failed', detail: expect.stringMatching(/follow the channel/) });
        expect((await follow(unknownChannel, 'follow')).body.code).toBe('newsletter_not_found');
    });
    it('unfollows: WhatsApp drops the follower, subscribed no longer lists it, and its posts stop', async () => {
        const unfollowed = await follow(news.jid, 'unfollow');
        expect(unfollowed.body.data).toEqual({ jid: news.jid, viewer: { role: 'guest', following: false, muted: false } });
        expect(account()).toBeUndefined();
        expect((await h.api('GET', api('/subscribed'))).body.data.map((c) => c.jid)).toEqual([marker.jid]);
        const since = h.events.mark();
        const unseen = world.sim.channels.post(news.jid, { text: 'Nobody from here reads this' });
        const seen = world.sim.channels.post(marker.jid, { text: 'But this one' });
        const mine = (devices) => devices.filter((device) => device.startsWith(`${SELF}:`) || device.startsWith(`${SELF}@`));
        expect(mine(unseen.deliveredTo)).toEqual([]);
        expect(mine(seen.deliveredTo).length).toBeGreaterThan(0);
        await h.events.waitFor('message.received', (e) => e.data.messageId === seen.id, { since });
        expect(h.events.of('message.received', sessionId).some((e) => e.data.messageId === unseen.id)).toBe(false);
    });
    it('lists the channels the account owns as owner', async () => {
        const owned = world.sim.channels.create({ name: 'Self Published', owner: SELF, categories: ['PEOPLE'] });
        const subscribed = await h.api('GET', api('/subscribed'));
        expect(subscribed.body.data.find((c) => c.jid === owned.jid)).toMatchObject({
            name: 'Self Published',
            viewer: { role: 'owner', following: true },
        });
    });
    it('searches the directory page by page to the end without repeats, categories filtering', async () => {
        const paged = await allPages('/search', { searchText: 'news', limit: 2 });
        const jids = paged.map((c) => c.jid);
        expect(new Set(jids).size).toBe(jids.length);
        const whole = await h.api('POST', api('/search'), { searchText: 'news', limit: 100 });
        expect(whole.body.nextCursor).toBeNull();
        expect(jids).toEqual(whole.body.data.map((c) => c.jid));
        expect(jids.length).toBeGreaterThan(2);
        expect(jids).toContain(news.jid);
        const sports = await allPages('/search', { searchText: 'live', categories: ['SPORTS'], limit: 1 });
        expect(sports.length).toBeGreaterThan(0);
        for (const channel of sports)
            expect(world.sim.channels.get(channel.jid).categories).toContain('SPORTS');
        expect((await h.api('POST', api('/search'), { searchText: 'no channel is called this' })).body).toEqual({
            data: [],
            nextCursor: null,
        });
    });
    it('pages a directory list to the end without repeats; country and category filters hold', async () => {
        const popular = await allPages('/directory', { view: 'POPULAR', limit: 7 });
        const active = world.sim.channels.list().filter((c) => c.state === 'ACTIVE');
        expect(popular.map((c) => c.jid).sort()).toEqual(active.map((c) => `${c.id}@newsletter`).sort());
        const counts = popular.map((c) => c.subscribers);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
        const brazil = await allPages('/directory', { view: 'NEW', countryCodes: ['br'], limit: 2 });
        expect(brazil.length).toBeGreaterThan(1);
        for (const channel of brazil)
            expect(world.sim.channels.get(channel.jid).countryCode).toBe('BR');
        const filtered = await allPages('/directory', { view: 'TRENDING', categories: ['ORGANIZATIONS'], limit: 3 });
        expect(filtered.map((c) => c.jid)).toContain(marker.jid);
        for (const channel of filtered)
            expect(world.sim.channels.get(channel.jid).categories).toContain('ORGANIZATIONS');
        // A view's cursor continues that view only: WhatsApp's cursor into POPULAR means nothing to NEW.
        const { nextCursor } = (await h.api('POST', api('/directory'), { view: 'POPULAR', limit: 7 })).body;
        const crossed = await h.api('POST', api('/directory'), { view: 'NEW', cursor: nextCursor });
        expect(crossed.status, JSON.stringify(crossed.body)).toBe(422);
        expect(crossed.body.errors.map((e) => e.path)).toEqual(['cursor']);
        const bad = await h.api('POST', api('/directory'), { view: 'SOMETIMES', countryCodes: ['XX'] });
        expect(bad.status).toBe(422);
        expect(bad.body.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['view', 'countryCodes.0']));
    });
    it('recommends channels the account does not follow, in one page', async () => {
        const answer = await h.api('POST', api('/recommended'), { limit: 5, countryCodes: ['US', 'GB'] });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.nextCursor).toBeNull();
        expect(answer.body.data.length).toBe(5);
        for (const channel of answer.body.data) {
            expect(['US', 'GB']).toContain(world.sim.channels.get(channel.jid).countryCode);
            expect(channel.jid).not.toBe(marker.jid);
        }
    });
    it('lists channels similar to one, in one page; an unknown channel is a 404', async () => {
        const answer = await h.api('POST', api('/similar'), { newsletterJid: news.jid, limit: 4 });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.nextCursor).toBeNull();
        expect(answer.body.data.length).toBe(4);
        expect(answer.body.data.map((c) => c.jid)).not.toContain(news.jid);
        for (const channel of answer.body.data)
            expect(world.sim.channels.get(channel.jid).categories).toContain('NEWS');
        const unknown = await h.api('POST', api('/similar'), { newsletterJid: unknownChannel });
        expect(unknown.status).toBe(404);
        expect(unknown.body.code).toBe('newsletter_not_found');
    });
    it('previews categories, a few channels each', async () => {
        const answer = await h.api('POST', api('/categories-preview'), {
            categories: ['SPORTS', 'NEWS'],
            perCategoryLimit: 2,
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.data.map((p) => p.category)).toEqual(['SPORTS', 'NEWS']);
        for (const preview of answer.body.data) {
            expect(preview.channels.length).toBe(2);
            for (const channel of preview.channels)
                expect(world.sim.channels.get(channel.jid).categories).toContain(preview.category);
        }
        const byCountry = await h.api('POST', api('/categories-preview'), { countryCode: 'in' });
        expect(byCountry.body.data.length).toBe(7);
        for (const preview of byCountry.body.data)
            for (const channel of preview.channels)
                expect(world.sim.channels.get(channel.jid).countryCode).toBe('IN');
    });
    it('says which domains are previewable, one row per distinct domain in the order given', async () => {
        world.sim.channels.setPreviewable('blocked.example.com', false);
        const answer = await h.api('POST', api('/domains-previewable'), {
            domains: ['WhatsApp.com', 'bit.ly', 'blocked.example.com', 'whatsapp.com'],
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.data).toEqual([
            { domain: 'whatsapp.com', previewable: true },
            { domain: 'bit.ly', previewable: false },
            { domain: 'blocked.example.com', previewable: false },
        ]);
        expect((await h.api('POST', api('/domains-previewable'), { domains: ['https://whatsapp.com/'] })).status).toBe(422);
    });
    it('reads the dehydrated record by JID or invite code: the subscriber count and the verification, null elsewhere', async () => {
        const byJid = await h.api('POST', api('/dehydrated'), { newsletterJid: news.jid });
        expect(byJid.status, JSON.stringify(byJid.body)).toBe(200);
        expect(byJid.body.data).toEqual({
            jid: news.jid,
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
        const byCode = await h.api('POST', api('/dehydrated'), {
            inviteCode: `https://whatsapp.com/channel/${news.inviteCode}`,
        });
        expect(byCode.body.data).toEqual(byJid.body.data);
        const unknown = await h.api('POST', api('/dehydrated'), { newsletterJid: unknownChannel });
        expect(unknown.status).toBe(404);
        expect(unknown.body.code).toBe('newsletter_not_found');
    });
});
//# sourceMappingURL=newsletters.test.js.map