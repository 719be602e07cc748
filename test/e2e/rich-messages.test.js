import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairedSession, startWorld } from './harness.js';
describe('replies and mentions end to end (real Baileys, simulator)', () => {
    let world;
    let h;
    let sessionId;
    const own = '15550280001';
    const friendNumber = '15550280002';
    beforeAll(async () => {
        world = await startWorld();
        h = await world.engine();
        ({ sessionId } = await pairedSession(world, h, own));
        await world.sim.createPhone(friendNumber);
    });
    afterAll(async () => {
        await world.close();
    });
    const friend = () => world.sim.phone(friendNumber);
    const contextOf = (message) => message.extendedTextMessage?.contextInfo;
    it('replies to a received message with a mention: the phone shows the quote and the mention', async () => {
        const since = h.events.mark();
        const { id } = await friend().sendText(own, 'lunch at noon?');
        const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        const quoted = { chatJid: received.data.chatJid, id, fromMe: false };
        const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: friendNumber,
            content: { type: 'text', text: `yes @${friendNumber}` },
            quoted,
            mentions: [friendNumber],
        });
        expect(sent.status).toBe(200);
        expect(sent.body.data).toMatchObject({ quoted, mentions: [`${friendNumber}@s.whatsapp.net`] });
        const reply = await friend().waitForMessage((m) => m.id === sent.body.data.messageId);
        const context = contextOf(reply.message);
        expect(context.stanzaId).toBe(id);
        expect(context.participant).toBe(`${friendNumber}@s.whatsapp.net`);
        expect(context.quotedMessage?.conversation).toBe('lunch at noon?');
        expect(context.mentionedJid).toEqual([`${friendNumber}@s.whatsapp.net`]);
        expect(reply.text).toBe(`yes @${friendNumber}`);
    });
    it("quotes the API's own text send from the store", async () => {
        const first = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: friendNumber,
            content: { type: 'text', text: 'the plan: meet at 12' },
        });
        const chatJid = first.body.data.chatJid;
        const reply = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: friendNumber,
            content: { type: 'text', text: 'correction: 12:30' },
            quoted: { chatJid, id: first.body.data.messageId, fromMe: true },
        });
        expect(reply.status).toBe(200);
        const seen = await friend().waitForMessage((m) => m.id === reply.body.data.messageId);
        const context = contextOf(seen.message);
        expect(context.stanzaId).toBe(first.body.data.messageId);
        expect(context.participant).toBe(`${own}@s.whatsapp.net`);
        expect(context.quotedMessage?.extendedTextMessage?.text).toBe('the plan: meet at 12');
    });
    it('refuses a quote of a message the store does not hold, and a participant outside groups', async () => {
        const unknown = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: friendNumber,
            content: { type: 'text', text: 'hm' },
            quoted: { chatJid: friendNumber, id: 'NOSUCHMESSAGE', fromMe: false },
        });
        expect(unknown.status).toBe(404);
        expect(unknown.body.code).toBe('message_not_found');
        const stray = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: friendNumber,
            content: { type: 'text', text: 'hm' },
            quoted: { chatJid: friendNumber, id: 'X', fromMe: false, participant: friendNumber },
            mentions: ['not a jid'],
        });
        expect(stray.status).toBe(422);
        expect(stray.body.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['quoted.participant', 'mentions.0']));
    });
    it("reports the phone's reply and mention on message.received and on the stored message", async () => {
        const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: friendNumber,
            content: { type: 'text', text: 'are you coming?' },
        });
        const messageId = sent.body.data.messageId;
        await friend().waitForMessage((m) => m.id === messageId);
        const since = h.events.mark();
        const { id } = await friend().sendText(own, `sure @${own}`, {
            quoted: messageId,
            mentions: [`${own}@s.whatsapp.net`],
        });
        const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        expect(received.data.quoted).toEqual({ chatJid: received.data.chatJid, id: messageId, fromMe: true });
        expect(received.data.mentions).toEqual([`${own}@s.whatsapp.net`]);
        const stored = await h.api('GET', `/sessions/${sessionId}/chats/${encodeURIComponent(received.data.chatJid)}/messages/${id}`);
        expect(stored.status).toBe(200);
        expect(stored.body.data).toMatchObject({
            quoted: { id: messageId, fromMe: true },
            mentions: [`${own}@s.whatsapp.net`],
        });
    });
    const stored = (chatJid, id) => h.api('GET', `/sessions/${sessionId}/chats/${encodeURIComponent(chatJid)}/messages/${id}`);
    it("reacts to the phone's message and removes the reaction: the phone sees both, the store keeps the latest", async () => {
        const since = h.events.mark();
        const { id } = await friend().sendText(own, 'new haircut');
        const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        const message = { chatJid: received.data.chatJid, id, fromMe: false };
        const reacted = await h.api('POST', `/sessions/${sessionId}/chats/messages/react`, { message, emoji: '🔥' });
        expect(reacted.status).toBe(200);
        expect(reacted.body.data).toMatchObject({
            message,
            from: `${own}@s.whatsapp.net`,
            fromMe: true,
            emoji: '🔥',
            removed: false,
            by: 'api',
        });
        const seen = await friend().waitForMessage((m) => m.message.reactionMessage?.key?.id === id);
        expect(seen.message.reactionMessage?.text).toBe('🔥');
        const event = await h.events.waitFor('message.reaction', (e) => e.data.message.id === id, { since });
        expect(event.data).toEqual(reacted.body.data);
        expect((await stored(message.chatJid, id)).body.data.reactions).toEqual([
            { from: `${own}@s.whatsapp.net`, emoji: '🔥', timestamp: reacted.body.data.timestamp },
        ]);
        const removed = await h.api('POST', `/sessions/${sessionId}/chats/messages/react`, { message, emoji: '' });
        expect(removed.body.data).toMatchObject({ emoji: '', removed: true });
        await friend().waitForMessage((m) => m.message.reactionMessage?.key?.id === id && m.message.reactionMessage.text === '');
        expect((await stored(message.chatJid, id)).body.data.reactions).toEqual([]);
        // The socket's own reactions come back from Baileys too; they are the API's, reported once.
        expect(h.events.of('message.reaction', sessionId).filter((e) => e.data.message.id === id)).toHaveLength(2);
    });
    it("reports the phone's reaction to the API's message as message.reaction, and stores it", async () => {
        const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: friendNumber,
            content: { type: 'text', text: 'we won' },
        });
        const messageId = sent.body.data.messageId;
        await friend().waitForMessage((m) => m.id === messageId);
        const since = h.events.mark();
        await friend().react(messageId, '🎉');
        const event = await h.events.waitFor('message.reaction', (e) => e.data.message.id === messageId, { since });
        expect(event.data).toMatchObject({
            message: { id: messageId, fromMe: true },
            from: `${friendNumber}@s.whatsapp.net`,
            fromMe: false,
            emoji: '🎉',
            removed: false,
            by: null,
        });
        const record = await stored(sent.body.data.chatJid, messageId);
        expect(record.body.data.reactions).toEqual([
            { from: `${friendNumber}@s.whatsapp.net`, emoji: '🎉', timestamp: event.data.timestamp },
        ]);
    });
    it("reports the account's own phone reacting as message.reaction, fromMe, by the phone", async () => {
        const since = h.events.mark();
        const { id } = await friend().sendText(own, 'did you see this?');
        const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        const phone = world.sim.phone(own);
        await phone.waitForMessage((m) => m.id === id);
        await phone.react(id, '👀');
        const event = await h.events.waitFor('message.reaction', (e) => e.data.message.id === id, { since });
        expect(event.data).toMatchObject({
            message: { chatJid: received.data.chatJid, id, fromMe: false },
            from: `${own}@s.whatsapp.net`,
            fromMe: true,
            emoji: '👀',
            by: 'phone',
        });
        expect((await stored(received.data.chatJid, id)).body.data.reactions).toEqual([
            { from: `${own}@s.whatsapp.net`, emoji: '👀', timestamp: event.data.timestamp },
        ]);
    });
    it('refuses a reaction to an unknown message, to a message of another chat, and a word for an emoji', async () => {
        const since = h.events.mark();
        const { id } = await friend().sendText(own, 'react to me');
        await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        const react = (message, emoji) => h.api('POST', `/sessions/${sessionId}/chats/messages/react`, { message, emoji });
        const unknown = await react({ chatJid: friendNumber, id: 'NOSUCHMESSAGE', fromMe: false }, '👍');
        expect(unknown.status).toBe(404);
        expect(unknown.body.code).toBe('message_not_found');
        const otherChat = await react({ chatJid: '15550289999', id, fromMe: false }, '👍');
        expect(otherChat.status).toBe(404);
        expect(otherChat.body.code).toBe('message_not_found');
        const word = await react({ chatJid: friendNumber, id, fromMe: false }, 'like');
        expect(word.status).toBe(422);
        expect(word.body.errors.map((e) => e.path)).toEqual(['emoji']);
    });
    it('edits its own text: the phone sees the edit, message.updated and the store carry it', async () => {
        const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: friendNumber,
            content: { type: 'text', text: 'see you at 5' },
        });
        const messageId = sent.body.data.messageId;
        const chatJid = sent.body.data.chatJid;
        await friend().waitForMessage((m) => m.id === messageId);
        const since = h.events.mark();
        const message = { chatJid, id: messageId, fromMe: true };
        const edited = await h.api('POST', `/sessions/${sessionId}/chats/messages/edit`, { message, text: 'see you at 6' });
        expect(edited.status).toBe(200);
        expect(edited.body.data).toMatchObject({ message, text: 'see you at 6', fromMe: true, by: 'api' });
        const seen = await friend().waitForMessage((m) => m.message.protocolMessage?.key?.id === messageId);
        expect(seen.message.protocolMessage?.editedMessage?.extendedTextMessage?.text).toBe('see you at 6');
        const event = await h.events.waitFor('message.updated', (e) => e.data.message.id === messageId, { since });
        expect(event.data).toEqual(edited.body.data);
        const record = await stored(chatJid, messageId);
        expect(record.body.data).toMatchObject({
            text: 'see you at 6',
            edits: [{ text: 'see you at 6', editedAt: edited.body.data.editedAt }],
        });
        expect(h.events.of('message.updated', sessionId).filter((e) => e.data.message.id === messageId)).toHaveLength(1);
    });
    it("reports the phone's edit of its message as message.updated, and stores the new text", async () => {
        const since = h.events.mark();
        const { id } = await friend().sendText(own, 'meet at the gate');
        const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        await friend().edit(id, 'meet at the station');
        const event = await h.events.waitFor('message.updated', (e) => e.data.message.id === id, { since });
        expect(event.data).toMatchObject({
            message: { chatJid: received.data.chatJid, id, fromMe: false },
            text: 'meet at the station',
            fromMe: false,
            by: null,
        });
        expect((await stored(received.data.chatJid, id)).body.data).toMatchObject({
            text: 'meet at the station',
            edits: [{ text: 'meet at the station' }],
        });
    });
    it("refuses an edit of someone else's message and of a message the store does not hold", async () => {
        const since = h.events.mark();
        const { id } = await friend().sendText(own, 'not yours to edit');
        const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        const theirs = await h.api('POST', `/sessions/${sessionId}/chats/messages/edit`, {
            message: { chatJid: received.data.chatJid, id, fromMe: false },
            text: 'mine now',
        });
        expect(theirs.status).toBe(422);
        expect(theirs.body.errors.map((e) => e.path)).toEqual(['message.fromMe']);
        const unknown = await h.api('POST', `/sessions/${sessionId}/chats/messages/edit`, {
            message: { chatJid: received.data.chatJid, id: 'NOSUCHMESSAGE', fromMe: true },
            text: 'x',
        });
        expect(unknown.status).toBe(404);
        expect(unknown.body.code).toBe('message_not_found');
    });
    it('deletes its own message for everyone: the phone sees the revoke, the store drops the content', async () => {
        const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: friendNumber,
            content: { type: 'text', text: 'wrong chat, sorry' },
        });
        const messageId = sent.body.data.messageId;
        const chatJid = sent.body.data.chatJid;
        await friend().waitForMessage((m) => m.id === messageId);
        const since = h.events.mark();
        const message = { chatJid, id: messageId, fromMe: true };
        const deleted = await h.api('POST', `/sessions/${sessionId}/chats/messages/delete`, { message, forEveryone: true });
        expect(deleted.status).toBe(200);
        expect(deleted.body.data).toMatchObject({ message, forEveryone: true, fromMe: true, by: 'api' });
        const seen = await friend().waitForMessage(
        // ProtocolMessage.Type.REVOKE is 0
        (m) => m.message.protocolMessage?.type === 0 && m.message.protocolMessage.key?.id === messageId);
        expect(seen.from).toBe(`${own}@s.whatsapp.net`);
        const event = await h.events.waitFor('message.deleted', (e) => e.data.message.id === messageId, { since });
        expect(event.data).toEqual(deleted.body.data);
        expect((await stored(chatJid, messageId)).body.data).toMatchObject({
            text: null,
            deleted: { forEveryone: true, fromMe: true, deletedAt: deleted.body.data.deletedAt },
        });
        expect(h.events.of('message.deleted', sessionId).filter((e) => e.data.message.id === messageId)).toHaveLength(1);
    });
    it("reports the phone's revoke as message.deleted; deletes for me on the account's phone", async () => {
        const since = h.events.mark();
        const { id } = await friend().sendText(own, 'oops');
        const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        await friend().revoke(id);
        const event = await h.events.waitFor('message.deleted', (e) => e.data.message.id === id, { since });
        expect(event.data).toMatchObject({
            message: { chatJid: received.data.chatJid, id, fromMe: false },
            forEveryone: true,
            fromMe: false,
            by: null,
        });
        expect((await stored(received.data.chatJid, id)).body.data.deleted).toMatchObject({ forEveryone: true });
        const { id: other } = await friend().sendText(own, 'keep this between us');
        await h.events.waitFor('message.received', (e) => e.data.messageId === other, { since });
        const forMe = await h.api('POST', `/sessions/${sessionId}/chats/messages/delete`, {
            message: { chatJid: received.data.chatJid, id: other, fromMe: false },
            forEveryone: false,
        });
        expect(forMe.status).toBe(200);
        expect(forMe.body.data).toMatchObject({ forEveryone: false, by: 'api' });
        const view = await world.sim
            .phone(own)
            .chats.waitFor(`${friendNumber}@s.whatsapp.net`, (v) => v.deletedForMe.some((m) => m.id === other));
        expect(view.deletedForMe).toContainEqual({ id: other, fromMe: false });
        expect((await stored(received.data.chatJid, other)).body.data.deleted).toMatchObject({ forEveryone: false });
        const theirs = await h.api('POST', `/sessions/${sessionId}/chats/messages/delete`, {
            message: { chatJid: received.data.chatJid, id: other, fromMe: false },
            forEveryone: true,
        });
        expect(theirs.status).toBe(422);
        expect(theirs.body.errors).toEqual([{ path: 'message.fromMe', message: 'must be true to delete for everyone' }]);
    });
    it("marks a message deleted for me on the account's phone deleted, and the API's own deletion once", async () => {
        const since = h.events.mark();
        const chatJid = `${friendNumber}@s.whatsapp.net`;
        // Baileys reports this session's own deletion for me too, a moment after WhatsApp took it: it is the API's only.
        const { id: ours } = await friend().sendText(own, 'and this');
        await h.events.waitFor('message.received', (e) => e.data.messageId === ours, { since });
        const forMe = await h.api('POST', `/sessions/${sessionId}/chats/messages/delete`, {
            message: { chatJid, id: ours, fromMe: false },
            forEveryone: false,
        });
        expect(forMe.status).toBe(200);
        await world.sim.phone(own).chats.waitFor(chatJid, (v) => v.deletedForMe.some((m) => m.id === ours));
        const { id } = await friend().sendText(own, 'forget I said that');
        const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        await world.sim.phone(own).chats.deleteForMe(chatJid, { id, fromMe: false }, Date.parse(received.data.timestamp));
        const event = await h.events.waitFor('message.deleted', (e) => e.data.message.id === id, { since });
        expect(event.data).toMatchObject({
            message: { chatJid, id, fromMe: false },
            forEveryone: false,
            fromMe: true,
            by: 'phone',
        });
        expect((await stored(chatJid, id)).body.data).toMatchObject({
            id,
            text: null,
            message: null,
            deleted: { forEveryone: false, fromMe: true, deletedAt: event.data.deletedAt },
        });
        // Baileys reported its own deletion before the phone's, which came later through the same sync.
        expect(h.events.of('message.deleted', sessionId).filter((e) => e.data.message.id === ours)).toEqual([
            expect.objectContaining({ data: expect.objectContaining({ by: 'api' }) }),
        ]);
    });
    it('sends read receipts: the phone sees its message read', async () => {
        const since = h.events.mark();
        const { id } = await friend().sendText(own, 'did you read this?');
        const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        const relayed = new Promise((resolve) => {
            const off = world.sim.on('receipt-relayed', (receipt) => {
                if (receipt.id !== id || receipt.type !== 'read')
                    return;
                off();
                resolve();
            });
        });
        const message = { chatJid: received.data.chatJid, id, fromMe: false };
        const read = await h.api('POST', `/sessions/${sessionId}/chats/messages/read`, { messages: [message] });
        expect(read.status).toBe(200);
        expect(read.body.data).toEqual({ messages: [message] });
        await relayed;
        expect(friend().sent.find((m) => m.id === id).receipts).toContainEqual(expect.objectContaining({ type: 'read' }));
        const ownMessage = await h.api('POST', `/sessions/${sessionId}/chats/messages/read`, {
            messages: [{ ...message, fromMe: true }],
        });
        expect(ownMessage.status).toBe(422);
        expect(ownMessage.body.errors.map((e) => e.path)).toEqual(['messages.0.fromMe']);
    });
});
//# sourceMappingURL=rich-messages.test.js.map