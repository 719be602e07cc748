import { isEngineError } from '@sessionkit/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestEngine, nextEvent, connectedSession } from '../../../../test/support/engine.js';
/**
 * The chat actions and stars, once, in-process on the fake driver: the body rules, what the engine hands the
 * protocol (the chat's newest message for the range actions) and the events it publishes. The routes' statuses and
 * Problems are in test/contract/chats; the effect on the account's phone in test/e2e/chats.
 */
const person = '15550002222@s.whatsapp.net';
const group = '120363012345678901@g.us';
/** The EngineError a call rejects with (the test fails when it resolves). */
async function refusal(call) {
    const error = await call.then(() => undefined, (thrown) => thrown);
    if (!isEngineError(error))
        throw new Error(`expected an EngineError, got ${String(error)}`);
    return error;
}
describe('chat actions and stars', () => {
    let t;
    let sessionId;
    const act = (body) => t.engine.chats.act(sessionId, body);
    const star = (body) => t.engine.chats.star(sessionId, body);
    beforeAll(async () => {
        t = await createTestEngine();
        sessionId = await connectedSession(t, 'Chats');
    });
    afterAll(async () => {
        await t?.close();
    });
    test('a field of another action is refused naming it and its action; any other unknown field too', async () => {
        for (const [body, field, owner] of [
            [{ chatJid: person, action: 'archive', muteEndTimestampMs: -1 }, 'muteEndTimestampMs', 'mute'],
            [{ chatJid: person, action: 'delete', deleteStarred: true }, 'deleteStarred', 'clear'],
            [{ chatJid: person, action: 'pin', deleteMedia: true }, 'deleteMedia', 'clear and delete'],
            [
                { chatJid: person, action: 'mute', muteEndTimestampMs: -1, deleteMedia: false },
                'deleteMedia',
                'clear and delete',
            ],
        ]) {
            const error = await refusal(act(body));
            expect(error.code, JSON.stringify(body)).toBe('validation_failed');
            expect(error.errors).toContainEqual({ path: field, message: `belongs to ${owner}, not ${body.action}` });
        }
        const unknown = await refusal(act({ chatJid: person, action: 'lock', colour: 'red' }));
        expect(unknown.errors).toContainEqual({ path: 'colour', message: 'is not a field of lock' });
    });
    test('action, chatJid and each field are checked', async () => {
        const bad = await refusal(act({ chatJid: 'someone', action: 'shelve' }));
        expect(bad.errors).toContainEqual(expect.objectContaining({ path: 'action' }));
        const jid = await refusal(act({ chatJid: 'someone', action: 'pin' }));
        expect(jid.errors).toContainEqual(expect.objectContaining({ path: 'chatJid' }));
        for (const muteEndTimestampMs of [undefined, 'soon', 1.5, 0, -2]) {
            const error = await refusal(act({ chatJid: person, action: 'mute', muteEndTimestampMs }));
            expect(error.errors, String(muteEndTimestampMs)).toContainEqual(expect.objectContaining({ path: 'muteEndTimestampMs' }));
        }
        const flags = await refusal(act({ chatJid: person, action: 'clear', deleteStarred: 'yes' }));
        expect(flags.errors).toContainEqual(expect.objectContaining({ path: 'deleteStarred' }));
    });
    test('a mute must end in the future, or be -1 for always', async () => {
        const past = await refusal(act({ chatJid: person, action: 'mute', muteEndTimestampMs: Date.now() - 1000 }));
        expect(past.errors).toEqual([
            expect.objectContaining({ path: 'muteEndTimestampMs', message: 'must be in the future, or -1 for always' }),
        ]);
        await expect(act({ chatJid: person, action: 'mute', muteEndTimestampMs: -1 })).resolves.toMatchObject({
            action: 'mute',
        });
    });
    test("the answer is the spec's, and chat.updated says the API made the change", async () => {
        const updated = nextEvent(t.engine, 'chat.updated', sessionId, (event) => event.data.action === 'clear');
        expect(await act({ chatJid: group, action: 'clear', deleteStarred: true })).toEqual({
            sessionId,
            to: group,
            action: 'clear',
            messageId: null,
        });
        expect((await updated).data).toEqual({
            chatJid: group,
            action: 'clear',
            value: { deleteStarred: true, deleteMedia: false },
            by: 'api',
        });
        expect(t.driver.connection(sessionId).chatChanges.at(-1)).toMatchObject({
            chatJid: group,
            change: { action: 'clear', deleteStarred: true, deleteMedia: false },
        });
    });
    test('phone digits name the chat by its JID', async () => {
        expect(await act({ chatJid: '15550003333', action: 'unpin' })).toEqual({
            sessionId,
            to: '15550003333@s.whatsapp.net',
            action: 'unpin',
            messageId: null,
        });
    });
    test("range actions name the chat's newest message the engine sent; a chat it never saw gets none", async () => {
        const chat = '15550004444@s.whatsapp.net';
        const connection = t.driver.connection(sessionId);
        await act({ chatJid: chat, action: 'archive' });
        expect(connection.chatChanges.at(-1)).toMatchObject({ chatJid: chat, lastMessage: null });
        const first = await t.engine.messages.sendText(sessionId, { to: chat, content: { type: 'text', text: 'one' } });
        const second = await t.engine.messages.sendText(sessionId, { to: chat, content: { type: 'text', text: 'two' } });
        expect(first.messageId).not.toBe(second.messageId);
        for (const action of ['unarchive', 'mark_read', 'mark_unread', 'delete']) {
            await act({ chatJid: chat, action });
            expect(connection.chatChanges.at(-1), action).toMatchObject({
                lastMessage: { id: second.messageId, fromMe: true, participant: null },
            });
        }
        await act({ chatJid: chat, action: 'pin' });
        expect(connection.chatChanges.at(-1)).toMatchObject({ lastMessage: null });
    });
    test('star: a group message not sent by the session needs its sender; no other message takes one', async () => {
        const missing = await refusal(star({ message: { chatJid: group, id: 'ABC', fromMe: false }, starred: true }));
        expect(missing.errors).toEqual([expect.objectContaining({ path: 'message.participant' })]);
        const stray = await refusal(star({ message: { chatJid: person, id: 'ABC', fromMe: false, participant: '15550005555' }, starred: true }));
        expect(stray.errors).toEqual([expect.objectContaining({ path: 'message.participant' })]);
        const fields = await refusal(star({ message: { chatJid: person, id: '', fromMe: 'no' }, starred: 'yes', extra: 1 }));
        expect((fields.errors ?? []).map((error) => error.path)).toEqual(expect.arrayContaining(['message.id', 'message.fromMe', 'starred', 'extra']));
        const updated = nextEvent(t.engine, 'chat.updated', sessionId, (event) => event.data.action === 'star');
        expect(await star({ message: { chatJid: group, id: 'ABC', fromMe: false, participant: '15550005555' }, starred: true })).toEqual({ chatJid: group, messageId: 'ABC', starred: true });
        expect((await updated).data).toEqual({ chatJid: group, action: 'star', value: true, messageId: 'ABC', by: 'api' });
        expect(t.driver.connection(sessionId).chatChanges.at(-1)).toEqual({
            star: { chatJid: group, id: 'ABC', fromMe: false, participant: '15550005555@s.whatsapp.net' },
            starred: true,
        });
        expect(await star({ message: { chatJid: person, id: 'ABC', fromMe: true }, starred: false })).toEqual({
            chatJid: person,
            messageId: 'ABC',
            starred: false,
        });
    });
    test('until the phone shares its app-state keys, actions and stars are refused and change nothing', async () => {
        const connection = t.driver.connection(sessionId);
        connection.appStateReady = false;
        try {
            const before = connection.chatChanges.length;
            for (const call of [
                act({ chatJid: person, action: 'lock' }),
                star({ message: { chatJid: person, id: 'X', fromMe: true }, starred: true }),
            ]) {
                expect((await refusal(call)).code).toBe('app_state_not_ready');
            }
            expect(connection.chatChanges.length).toBe(before);
        }
        finally {
            connection.appStateReady = true;
        }
    });
});
//# sourceMappingURL=actions.test.js.map