import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLinked, endSocket, waitForEvent } from './helpers.js';
import { sandboxWorld } from './sandbox-world.js';
const KEY = 'sk_test_sandbox_channels';
const [A, B] = ['15550013001', '15550013002'];
describe('sandbox channel routes', () => {
    let sim;
    let call;
    beforeAll(async () => {
        ;
        ({ sim, call } = await sandboxWorld(KEY, [A, B]));
    });
    afterAll(() => sim.close());
    it('lists the catalogue, creates a channel, and posts text and an image to a following Baileys companion', async () => {
        const catalogue = await call('GET', '/channels');
        expect(catalogue.status).toBe(200);
        expect(catalogue.body.data.length).toBeGreaterThanOrEqual(30);
        const created = await call('POST', '/channels', {
            name: 'Sandbox News',
            description: 'made over HTTP',
            categories: ['NEWS'],
            countryCode: 'US',
            owner: A,
            subscribers: 12,
        });
        expect(created.status).toBe(201);
        const channel = created.body.data;
        expect(channel).toMatchObject({
            name: 'Sandbox News',
            categories: ['NEWS'],
            countryCode: 'US',
            verified: false,
            owner: `${A}@s.whatsapp.net`,
            subscribers: 12,
            state: 'ACTIVE',
            posts: 0,
        });
        expect(channel.jid).toMatch(/^120363\d{12}@newsletter$/);
        expect(channel.inviteLink).toBe(`https://whatsapp.com/channel/${channel.inviteCode}`);
        const follower = await connectLinked(sim, B);
        try {
            await follower.sock.newsletterFollow(channel.jid);
            expect((await call('GET', `/channels/${channel.jid}`)).body.data).toMatchObject({
                followers: [`${B}@s.whatsapp.net`],
                subscribers: 13,
            });
            const arrived = waitForEvent(follower.sock, 'messages.upsert', (u) => u.messages.some((m) => m.key.remoteJid === channel.jid));
            const posted = await call('POST', `/channels/${channel.jid}/posts`, { type: 'text', text: 'over HTTP' });
            expect(posted.status).toBe(201);
            expect(posted.body.data).toMatchObject({ type: 'text', text: 'over HTTP', serverId: 100 });
            expect((await arrived).messages[0].message?.extendedTextMessage?.text).toBe('over HTTP');
            const image = await call('POST', `/channels/${channel.jid}/posts`, {
                type: 'image',
                data: Buffer.from('pixels').toString('base64'),
                caption: 'look',
            });
            expect(image.body.data).toMatchObject({
                type: 'image',
                mimetype: 'image/jpeg',
                sizeBytes: 6,
                caption: 'look',
                serverId: 101,
            });
            expect(image.body.data.deliveredTo).toContain(`${B}:1@s.whatsapp.net`);
        }
        finally {
            await endSocket(follower.sock);
        }
        expect((await call('POST', `/channels/${channel.jid}/flags`, { state: 'SUSPENDED' })).body.data).toEqual({
            jid: channel.jid,
            state: 'SUSPENDED',
        });
    });
    it('refuses bad bodies, unknown channels and unknown owners with problems', async () => {
        const bad = await call('POST', '/channels', { name: 'x', categories: ['WEATHER'], countryCode: 'usa' });
        expect(bad).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
        expect(bad.body.errors.map((e) => e.field ?? e.path).join(' ')).toMatch(/categories.*countryCode|countryCode.*categories/);
        expect(await call('POST', '/channels', { name: 'x', owner: '15559999999' })).toMatchObject({
            status: 404,
            body: { code: 'phone_not_found' },
        });
        expect(await call('GET', '/channels/120363000000000000@newsletter')).toMatchObject({
            status: 404,
            body: { code: 'channel_not_found' },
        });
        expect(await call('POST', '/channels/nope/posts', { type: 'text', text: 'x' })).toMatchObject({
            status: 404,
            body: { code: 'channel_not_found' },
        });
        const channel = (await call('POST', '/channels', { name: 'Empty' })).body.data;
        expect(await call('POST', `/channels/${channel.jid}/posts`, { type: 'image', data: '' })).toMatchObject({
            status: 422,
        });
    });
});
//# sourceMappingURL=sandbox-channels.test.js.map