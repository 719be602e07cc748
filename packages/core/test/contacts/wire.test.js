import { describe, expect, it } from 'vitest';
import { numberCheckQuery, parseNumberCheck } from '../../src/protocol/baileys/wire/contacts.js';
/**
 * The number check's query and answers against whatsapp-rust's own fixtures (oxidezap/whatsapp-rust @1489b7da,
 * wacore/src/iq/usync.rs, `mod tests`), not against what the simulator sends.
 */
const answer = (...users) => ({
    tag: 'iq',
    attrs: { type: 'result' },
    content: [{ tag: 'usync', attrs: {}, content: [{ tag: 'list', attrs: {}, content: users }] }],
});
const user = (attrs, ...content) => ({ tag: 'user', attrs, content });
describe('numberCheckQuery', () => {
    it('asks contact and lid in one interactive query, each number as +digits without a jid (`test_is_on_whatsapp_spec_build_iq`, `test_pn_user_phone_formatting`)', () => {
        const iq = numberCheckQuery(['1234567890'], 'test-sid');
        expect(iq.attrs).toEqual({ to: '@s.whatsapp.net', type: 'get', xmlns: 'usync' });
        const usync = iq.content[0];
        expect(usync.attrs).toMatchObject({ sid: 'test-sid', mode: 'query', context: 'interactive' });
        const [query, list] = usync.content;
        expect(query.content.map((protocol) => protocol.tag)).toEqual(['contact', 'lid']);
        const asked = list.content[0];
        expect(asked.attrs.jid).toBeUndefined();
        expect(asked.content).toEqual([{ tag: 'contact', attrs: {}, content: '+1234567890' }]);
    });
});
describe('parseNumberCheck on whatsapp-rust fixtures', () => {
    it('a registered number with its LID (`test_is_on_whatsapp_spec_parse_response`)', () => {
        const { rows, failed } = parseNumberCheck(answer(user({ jid: '1234567890@s.whatsapp.net' }, { tag: 'contact', attrs: { type: 'in' } }, { tag: 'lid', attrs: { val: '100000001@lid' } }, { tag: 'business', attrs: {} })));
        expect(failed).toBeNull();
        expect(rows).toEqual([
            {
                phoneNumber: '1234567890',
                exists: true,
                jid: '1234567890@s.whatsapp.net',
                lid: '100000001@lid',
                errorCode: null,
            },
        ]);
    });
    it('a number not on WhatsApp (`test_is_on_whatsapp_spec_parse_not_registered`): no JID, no LID', () => {
        const { rows } = parseNumberCheck(answer(user({ jid: '1234567890@s.whatsapp.net' }, { tag: 'contact', attrs: { type: 'out' } })));
        expect(rows).toEqual([{ phoneNumber: '1234567890', exists: false, jid: null, lid: null, errorCode: null }]);
    });
    it('a LID-primary user with its number in pn_jid (`test_is_on_whatsapp_spec_parse_pn_jid`) is registered', () => {
        const { rows } = parseNumberCheck(answer(user({ jid: '100000001@lid', pn_jid: '1234567890@s.whatsapp.net' })));
        expect(rows).toEqual([
            {
                phoneNumber: '1234567890',
                exists: true,
                jid: '1234567890@s.whatsapp.net',
                lid: '100000001@lid',
                errorCode: null,
            },
        ]);
    });
    it('a per-user contact error (`is_on_whatsapp_preserves_user_subprotocol_errors`) is no answer, not a "no"', () => {
        const error = (code, text) => ({ tag: 'error', attrs: { code, text } });
        const { rows } = parseNumberCheck(answer(user({ jid: '1234567890@s.whatsapp.net' }, { tag: 'contact', attrs: {}, content: [error('403', 'blocked')] }, { tag: 'lid', attrs: {}, content: [error('404', 'missing')] })));
        expect(rows).toEqual([{ phoneNumber: '1234567890', exists: null, jid: null, lid: null, errorCode: 403 }]);
    });
    it('a contact error for the whole query, in <result>, fails it', () => {
        const iq = {
            tag: 'iq',
            attrs: { type: 'result' },
            content: [
                {
                    tag: 'usync',
                    attrs: {},
                    content: [
                        {
                            tag: 'result',
                            attrs: {},
                            content: [
                                {
                                    tag: 'contact',
                                    attrs: {},
                                    content: [{ tag: 'error', attrs: { code: '429', text: 'rate-overlimit' } }],
                                },
                            ],
                        },
                        { tag: 'list', attrs: {} },
                    ],
                },
            ],
        };
        expect(parseNumberCheck(iq)).toEqual({ rows: [], failed: 429 });
    });
    it('matches a row to its number by the query WhatsApp echoed in contact (whatsmeow user.go `IsOnWhatsApp`)', () => {
        const { rows } = parseNumberCheck(answer(user({}, { tag: 'contact', attrs: { type: 'out' }, content: Buffer.from('+1234567890') })));
        expect(rows[0]).toMatchObject({ phoneNumber: '1234567890', exists: false });
    });
});
//# sourceMappingURL=wire.test.js.map