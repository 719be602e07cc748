import { describe, expect, it } from 'vitest';
import { parsePresence } from '../../src/protocol/baileys/wire/presence.js';
const chatstate = (attrs, child) => ({
    tag: 'chatstate',
    attrs,
    content: [child],
});
/** Shapes from whatsapp-rust wacore/src/iq/chatstate.rs tests and src/handlers/presence.rs, whatsmeow presence.go. */
describe('the presence parser', () => {
    it('reads typing, recording and paused in a 1:1 chat (whatsapp-rust test_parse_user_typing/recording/paused)', () => {
        const from = { from: '1234567890@s.whatsapp.net' };
        expect(parsePresence(chatstate(from, { tag: 'composing', attrs: {} }))).toEqual({
            jid: '1234567890@s.whatsapp.net',
            chatJid: '1234567890@s.whatsapp.net',
            state: 'composing',
            lastSeen: null,
        });
        expect(parsePresence(chatstate(from, { tag: 'composing', attrs: { media: 'audio' } }))?.state).toBe('recording');
        expect(parsePresence(chatstate(from, { tag: 'paused', attrs: {} }))?.state).toBe('paused');
    });
    it('reads the typist of a group from participant (whatsapp-rust test_parse_group_typing)', () => {
        const node = chatstate({ from: '123456789-1234567890@g.us', participant: '1234567890@s.whatsapp.net' }, { tag: 'composing', attrs: {} });
        expect(parsePresence(node)).toEqual({
            jid: '1234567890@s.whatsapp.net',
            chatJid: '123456789-1234567890@g.us',
            state: 'composing',
            lastSeen: null,
        });
    });
    it('ignores a chat state without from (the self echo) or without a state', () => {
        expect(parsePresence(chatstate({ to: '1234567890@s.whatsapp.net' }, { tag: 'composing', attrs: {} }))).toBeNull();
        expect(parsePresence({ tag: 'chatstate', attrs: { from: '1234567890@s.whatsapp.net' } })).toBeNull();
    });
    it('reads online, and offline with the last seen in seconds unless it is denied (whatsmeow handlePresence)', () => {
        expect(parsePresence({ tag: 'presence', attrs: { from: '1234567890@s.whatsapp.net' } })).toEqual({
            jid: '1234567890@s.whatsapp.net',
            chatJid: null,
            state: 'available',
            lastSeen: null,
        });
        const offline = (last) => parsePresence({ tag: 'presence', attrs: { from: '84512309675012@lid', type: 'unavailable', last } });
        expect(offline('1700000000')).toEqual({
            jid: '84512309675012@lid',
            chatJid: null,
            state: 'unavailable',
            lastSeen: 1_700_000_000_000,
        });
        expect(offline('deny')?.lastSeen).toBeNull();
    });
});
//# sourceMappingURL=presence-wire.test.js.map