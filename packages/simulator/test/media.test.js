import { createHash, randomBytes } from 'node:crypto';
import { Agent, get } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/index.js';
import { connectLinked, download, endSocket, httpsGet, httpsPost, waitForEvent } from './helpers.js';
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
describe('media: media_conn, the HTTPS blob store, phones sending and receiving attachments', () => {
    let sim;
    let alice;
    let bob;
    const A = '15550007001';
    const B = '15550007002';
    beforeAll(async () => {
        sim = await startSimulator();
        // Baileys uploads through its fetchAgent: trusting the simulator's CA is all it needs
        const fetchAgent = new Agent({ ca: sim.mediaCa });
        alice = await connectLinked(sim, A, { fetchAgent });
        bob = await connectLinked(sim, B, { fetchAgent });
    });
    afterAll(async () => {
        await endSocket(alice.sock);
        await endSocket(bob.sock);
        await sim.close();
    });
    it('answers media_conn with its HTTPS host, whose certificate verifies for 127.0.0.1 and localhost', async () => {
        const answer = await alice.sock.query({
            tag: 'iq',
            attrs: { type: 'set', xmlns: 'w:m', to: 's.whatsapp.net' },
            content: [{ tag: 'media_conn', attrs: {} }],
        });
        const mediaConn = answer.content[0];
        expect(mediaConn.tag).toBe('media_conn');
        expect(Number(mediaConn.attrs.ttl)).toBeGreaterThan(0);
        expect(mediaConn.attrs.auth).toEqual(expect.any(String));
        const host = mediaConn.content[0];
        expect(host.attrs.hostname).toBe(sim.mediaHost);
        expect(sim.mediaHost).toMatch(/^127\.0\.0\.1:\d+$/);
        expect(sim.mediaCa).toMatch(/^-----BEGIN CERTIFICATE-----/);
        const port = sim.mediaHost.split(':')[1];
        expect((await httpsGet(`https://localhost:${port}/v/t62.7118-24/none.enc`, sim.mediaCa)).status).toBe(404);
        // without the CA the certificate is refused: nothing here works by turning verification off
        await expect(new Promise((resolve, reject) => get(`https://${sim.mediaHost}/`, resolve).on('error', reject))).rejects.toThrow(/self[- ]signed/i);
    });
    it('refuses uploads without the media_conn auth token or whose body does not match its enc sha256', async () => {
        const body = randomBytes(64);
        const token = createHash('sha256').update(body).digest('base64url');
        const noAuth = await httpsPost(`https://${sim.mediaHost}/mms/image/${token}?auth=wrong&token=${token}`, sim.mediaCa, body);
        expect(noAuth.status).toBe(401);
        const auth = encodeURIComponent((await alice.sock.query({
            tag: 'iq',
            attrs: { type: 'set', xmlns: 'w:m', to: 's.whatsapp.net' },
            content: [{ tag: 'media_conn', attrs: {} }],
        })).content[0].attrs.auth);
        const corrupted = await httpsPost(`https://${sim.mediaHost}/mms/image/${token}?auth=${auth}&token=${token}`, sim.mediaCa, Buffer.concat([body, Buffer.from([1])]));
        expect(corrupted.status).toBe(400);
        const ok = await httpsPost(`https://${sim.mediaHost}/mms/image/${token}?auth=${auth}&token=${token}`, sim.mediaCa, body);
        expect(ok.status).toBe(200);
        const { url, direct_path } = JSON.parse(ok.body);
        expect(new URL(url).host).toBe(sim.mediaHost);
        expect((await httpsGet(`https://${sim.mediaHost}${direct_path}`, sim.mediaCa)).body.equals(body)).toBe(true);
    });
    it('Baileys uploads every media type and the phone decrypts it: bytes, mimetype, caption, file name, ptt', async () => {
        const to = `${B}@s.whatsapp.net`;
        const image = randomBytes(3000);
        const video = randomBytes(5000);
        const audio = randomBytes(2048);
        const voice = randomBytes(1500);
        const pdf = randomBytes(4097);
        const sticker = randomBytes(900);
        const sends = [
            {
                content: { image, caption: 'an image', mimetype: 'image/png' },
                bytes: image,
                expect: { type: 'image', mimetype: 'image/png', caption: 'an image', ptt: false },
            },
            {
                content: { video, caption: 'a video', mimetype: 'video/mp4' },
                bytes: video,
                expect: { type: 'video', mimetype: 'video/mp4', caption: 'a video' },
            },
            {
                content: { audio, mimetype: 'audio/mpeg' },
                bytes: audio,
                expect: { type: 'audio', mimetype: 'audio/mpeg', ptt: false },
            },
            {
                content: { audio: voice, mimetype: 'audio/ogg; codecs=opus', ptt: true },
                bytes: voice,
                expect: { type: 'audio', mimetype: 'audio/ogg; codecs=opus', ptt: true },
            },
            {
                content: { document: pdf, mimetype: 'application/pdf', fileName: 'report.pdf', caption: 'the report' },
                bytes: pdf,
                expect: { type: 'document', fileName: 'report.pdf', caption: 'the report' },
            },
            {
                content: { document: pdf, mimetype: 'application/pdf', fileName: 'plain.pdf' },
                bytes: pdf,
                expect: { type: 'document', fileName: 'plain.pdf', caption: null },
            },
            {
                content: { sticker, mimetype: 'image/webp' },
                bytes: sticker,
                expect: { type: 'sticker', mimetype: 'image/webp' },
            },
        ];
        for (const send of sends) {
            const sent = await alice.sock.sendMessage(to, send.content);
            const received = await bob.phone.waitForMessage((m) => m.id === sent.key.id);
            expect(received.mediaError).toBeUndefined();
            expect(received.media).toMatchObject({ ...send.expect, sha256: sha256(send.bytes), sizeBytes: send.bytes.length });
            expect(received.media.bytes.equals(send.bytes)).toBe(true);
        }
        expect(bob.phone.receivedMedia().map((m) => m.type)).toEqual([
            'image',
            'video',
            'audio',
            'audio',
            'document',
            'document',
            'sticker',
        ]);
    });
    it('a phone sends every media type; the companion gets the message and downloads the same bytes from the host', async () => {
        const cases = [
            {
                media: { type: 'image', bytes: randomBytes(1234), mimetype: 'image/jpeg', caption: 'from the phone' },
                field: 'imageMessage',
            },
            {
                media: { type: 'video', bytes: randomBytes(2345), mimetype: 'video/mp4', caption: 'clip' },
                field: 'videoMessage',
            },
            {
                media: { type: 'audio', bytes: randomBytes(345), mimetype: 'audio/ogg; codecs=opus', ptt: true },
                field: 'audioMessage',
            },
            {
                media: { type: 'document', bytes: randomBytes(456), mimetype: 'text/plain', fileName: 'notes.txt' },
                field: 'documentMessage',
            },
            { media: { type: 'sticker', bytes: randomBytes(567), mimetype: 'image/webp' }, field: 'stickerMessage' },
        ];
        for (const { media, field } of cases) {
            const upsert = waitForEvent(alice.sock, 'messages.upsert', (m) => m.messages.some((x) => !!x.message?.[field]));
            const { id, sha256: sent } = await bob.phone.sendMedia(A, media);
            const { messages } = await upsert;
            const message = messages.find((m) => m.key.id === id);
            const attachment = message.message[field];
            expect(new URL(attachment.url).host).toBe(sim.mediaHost);
            expect(attachment.mimetype).toBe(media.mimetype);
            expect(Number(attachment.fileLength)).toBe(media.bytes.length);
            if ('caption' in media)
                expect(attachment.caption).toBe(media.caption);
            if ('fileName' in media)
                expect(attachment.fileName).toBe(media.fileName);
            if ('ptt' in media)
                expect(attachment.ptt).toBe(true);
            const bytes = await download(attachment, media.type, sim.mediaCa);
            expect(sha256(bytes)).toBe(sent);
            expect(bytes.equals(Buffer.from(media.bytes))).toBe(true);
        }
    });
    it('a captioned document from a phone arrives wrapped as WhatsApp sends it', async () => {
        const upsert = waitForEvent(alice.sock, 'messages.upsert', (m) => m.messages.some((x) => !!x.message?.documentWithCaptionMessage));
        const bytes = randomBytes(100);
        const { id } = await bob.phone.sendMedia(A, {
            type: 'document',
            bytes,
            mimetype: 'application/pdf',
            fileName: 'c.pdf',
            caption: 'with caption',
        });
        const message = (await upsert).messages.find((m) => m.key.id === id);
        const document = message.message.documentWithCaptionMessage.message.documentMessage;
        expect(document).toMatchObject({ fileName: 'c.pdf', caption: 'with caption' });
        expect((await download(document, 'document', sim.mediaCa)).equals(bytes)).toBe(true);
    });
    it('a phone sends a location, a contact card and several cards', async () => {
        const location = waitForEvent(alice.sock, 'messages.upsert', (m) => m.messages.some((x) => !!x.message?.locationMessage));
        const sentLocation = await bob.phone.sendLocation(A, {
            latitude: 48.8584,
            longitude: 2.2945,
            name: 'Eiffel Tower',
            address: 'Paris',
        });
        const gotLocation = (await location).messages.find((m) => m.key.id === sentLocation.id);
        expect(gotLocation.message.locationMessage).toMatchObject({
            degreesLatitude: 48.8584,
            degreesLongitude: 2.2945,
            name: 'Eiffel Tower',
            address: 'Paris',
        });
        const vcard = 'BEGIN:VCARD\nVERSION:3.0\nFN:Ada\nTEL;waid=15550001234:+1 555 000 1234\nEND:VCARD';
        const contact = waitForEvent(alice.sock, 'messages.upsert', (m) => m.messages.some((x) => !!x.message?.contactMessage));
        const sentContact = await bob.phone.sendContact(A, { displayName: 'Ada', vcard });
        expect((await contact).messages.find((m) => m.key.id === sentContact.id).message.contactMessage).toMatchObject({
            displayName: 'Ada',
            vcard,
        });
        const many = waitForEvent(alice.sock, 'messages.upsert', (m) => m.messages.some((x) => !!x.message?.contactsArrayMessage));
        const cards = [
            { displayName: 'Ada', vcard },
            { displayName: 'Grace', vcard: vcard.replace('Ada', 'Grace') },
        ];
        const sentMany = await bob.phone.sendContacts(A, cards);
        const got = (await many).messages.find((m) => m.key.id === sentMany.id).message.contactsArrayMessage;
        expect(got.contacts.map((c) => c.vcard)).toEqual(cards.map((c) => c.vcard));
    });
    it('records why an attachment could not be opened instead of dropping the message', async () => {
        const sent = await alice.sock.relayMessage(`${B}@s.whatsapp.net`, {
            imageMessage: {
                url: `https://${sim.mediaHost}/v/t62.7118-24/missing.enc`,
                directPath: '/v/t62.7118-24/missing.enc',
                mediaKey: randomBytes(32),
                mimetype: 'image/jpeg',
            },
        }, {});
        const received = await bob.phone.waitForMessage((m) => m.id === sent);
        expect(received.media).toBeUndefined();
        expect(received.mediaError).toMatch(/no blob/);
    });
    it('announces a loopback media host when the simulator listens on every interface', async () => {
        const wide = await startSimulator({ host: '0.0.0.0' });
        try {
            expect(wide.mediaHost).toMatch(/^127\.0\.0\.1:\d+$/);
            expect((await httpsGet(`https://${wide.mediaHost}/v/t62.7118-24/none.enc`, wide.mediaCa)).status).toBe(404);
        }
        finally {
            await wide.close();
        }
    });
});
//# sourceMappingURL=media.test.js.map