import { describe, expect, it } from 'vitest';
import { presentReceivedMessage } from '../../src/messages/present.js';
describe('the received-message presenter', () => {
    it('answers `message.received` with the time as ISO 8601 and every other field as WhatsApp gave it', () => {
        const fields = {
            messageId: '3EB0C431C26A1916E0D4',
            from: '15550001111@s.whatsapp.net',
            chatJid: '120363000000000002@g.us',
            participant: '15550001111@s.whatsapp.net',
            pushName: 'Alice',
            timestamp: 1_700_000_000_000,
            type: 'image',
            caption: 'a view',
            media: { mediaType: 'image', mimetype: 'image/jpeg', fileLength: 1024, sha256: null },
            message: { key: { id: '3EB0C431C26A1916E0D4' } },
        };
        const message = { ...fields, fromMe: false, status: null };
        expect(presentReceivedMessage(message)).toEqual({ ...fields, timestamp: '2023-11-14T22:13:20.000Z' });
    });
});
//# sourceMappingURL=present.test.js.map