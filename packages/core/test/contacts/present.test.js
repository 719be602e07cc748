import { describe, expect, it } from 'vitest';
import { presentContact } from '../../src/contacts/present.js';
const ids = { phoneJid: '15550001111@s.whatsapp.net', lid: '84512309675012@lid' };
const known = { name: null, pushName: 'Ada', blocked: false };
describe('the contact presenter', () => {
    it('gives the about time as ISO 8601 and calls an account with a business profile a business', () => {
        const business = { description: 'Bread', category: 'Bakery', email: null, website: [], address: null };
        expect(presentContact('15550001111@s.whatsapp.net', ids, { about: 'Baking', aboutSetAt: 1_700_000_000_000, pictureUrl: null, business }, known)).toEqual({
            jid: '15550001111@s.whatsapp.net',
            ...ids,
            name: null,
            pushName: 'Ada',
            about: 'Baking',
            aboutSetAt: '2023-11-14T22:13:20.000Z',
            pictureUrl: null,
            isBusiness: true,
            business,
            blocked: false,
        });
    });
    it('keeps what WhatsApp did not say null, and a personal account not a business', () => {
        const record = presentContact('84512309675012@lid', { phoneJid: null, lid: '84512309675012@lid' }, { about: null, aboutSetAt: null, pictureUrl: null, business: null }, { ...known, pushName: null, blocked: true });
        expect(record).toMatchObject({
            jid: '84512309675012@lid',
            phoneJid: null,
            aboutSetAt: null,
            isBusiness: false,
            business: null,
            blocked: true,
        });
    });
});
//# sourceMappingURL=present.test.js.map