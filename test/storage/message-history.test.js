import { createStore } from '@sessionkit/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MessageHistory } from '../../packages/core/src/message-store/history.js';
import { deleteRedisKeys, describeStores, uniqueNamespace } from '../support/stores.js';
const ALICE = '15550000002@s.whatsapp.net';
const BOB = '15550000003@s.whatsapp.net';
const GROUP = '120363000000000001@g.us';
const limits = { maxMessagesPerChat: 1000 };
const message = (id, chatJid, timestamp) => ({
    id,
    chatJid,
    from: chatJid,
    fromMe: false,
    by: null,
    participant: null,
    pushName: null,
    timestamp,
    type: 'text',
    text: id,
    caption: null,
    location: null,
    contacts: null,
    media: null,
    mediaUrl: null,
    status: null,
    receipts: [],
    message: null,
});
/** The message store's keys (message-store/keys.ts) on every backend: ordered pages, buckets, trims, sweeps. */
describeStores('message history', (target) => {
    const namespace = uniqueNamespace('history');
    let store;
    let history;
    beforeAll(() => {
        store = createStore(target.url(), { namespace });
        history = new MessageHistory(store);
    });
    afterAll(async () => {
        for (const name of ['chats', 'messages'])
            await store.collection(name).deletePrefix('');
        await store.close();
        if (target.kind === 'redis')
            await deleteRedisKeys(target.url(), `${namespace}.`);
    });
    it('pages a chat newest first and from a message either way, reading only the page', async () => {
        // Timestamps of different digit counts and one shared millisecond: key order must still be time order.
        const times = [5, 40, 300, 300, 2_000, 70_000, 1_700_000_000_000];
        await history.apply('s1', times.map((at, i) => ({ kind: 'message', message: message(`M${i}`, ALICE, at), unread: true, arrival: i })), limits);
        await history.apply('s1', [{ kind: 'message', message: message('OTHER', BOB, 10), unread: true, arrival: 0 }], limits);
        await history.apply('s10', [{ kind: 'message', message: message('ELSEWHERE', ALICE, 10), unread: true, arrival: 0 }], limits);
        const walk = [];
        let position = null;
        do {
            const page = await history.messages('s1', ALICE, { direction: 'older', position }, 3);
            walk.push(...page.messages.map((m) => m.id));
            position = page.next;
        } while (position);
        expect(walk).toEqual(['M6', 'M5', 'M4', 'M3', 'M2', 'M1', 'M0']);
        const from = (await history.position('s1', ALICE, 'M2'));
        const newer = await history.messages('s1', ALICE, { direction: 'newer', position: from }, 2);
        expect(newer.messages.map((m) => m.id)).toEqual(['M4', 'M3']);
        const older = await history.messages('s1', ALICE, { direction: 'older', position: from }, 5);
        expect(older.messages.map((m) => m.id)).toEqual(['M1', 'M0']);
        expect(older.next).toBeNull();
        expect((await history.message('s1', ALICE, 'M3'))?.text).toBe('M3');
        expect(await history.message('s1', ALICE, 'ELSEWHERE')).toBeNull();
        expect((await history.chat('s1', ALICE))?.messageCount).toBe(7);
    });
    it('lists chats newest activity first across state buckets, with filters, and moves a chat between them', async () => {
        await history.apply('s2', [
            { kind: 'message', message: message('A', ALICE, 1_000), unread: true, arrival: 0 },
            { kind: 'message', message: message('B', BOB, 3_000), unread: false, arrival: 0 },
            { kind: 'message', message: message('G', GROUP, 2_000), unread: true, arrival: 0 },
            { kind: 'chat', chatJid: ALICE, state: { archived: true } },
        ], limits);
        const list = async (filter = {}) => {
            const jids = [];
            let from = null;
            do {
                const page = await history.chats('s2', filter, 1, from);
                jids.push(...page.chats.map((c) => c.jid));
                from = page.next;
            } while (from);
            return jids;
        };
        expect(await list()).toEqual([BOB, GROUP, ALICE]);
        expect(await list({ archived: true })).toEqual([ALICE]);
        expect(await list({ unread: true, arrival: 0 })).toEqual([GROUP, ALICE]);
        expect(await list({ kind: 'group', unread: true, archived: false })).toEqual([GROUP]);
        await history.apply('s2', [{ kind: 'message', message: message('A2', ALICE, 9_000), unread: true, arrival: 0 }], limits);
        await history.apply('s2', [{ kind: 'chat', chatJid: ALICE, state: { archived: false } }], limits);
        expect(await list()).toEqual([ALICE, BOB, GROUP]);
        expect(await list({ archived: true })).toEqual([]);
    });
    it('applies a receipt queued before its message in the same batch, and moves a status only forward', async () => {
        const own = { ...message('OWN', BOB, 5_000), fromMe: true, by: 'api', status: 'sent' };
        await history.apply('s5', [
            { kind: 'status', chatJid: BOB, messageId: 'OWN', status: 'read', recipients: [{ jid: BOB, at: 6_000 }] },
            { kind: 'message', message: own, unread: false, arrival: 0 },
        ], limits);
        await history.apply('s5', [{ kind: 'status', chatJid: BOB, messageId: 'OWN', status: 'delivered', recipients: [{ jid: BOB, at: 7_000 }] }], limits);
        await history.apply('s5', [{ kind: 'status', chatJid: ALICE, messageId: 'NEVER', status: 'read', recipients: [{ jid: ALICE, at: 1 }] }], limits);
        expect(await history.chat('s5', ALICE)).toBeNull();
        expect(await history.message('s5', BOB, 'OWN')).toMatchObject({
            status: 'read',
            receipts: [{ jid: BOB, deliveredAt: 7_000, readAt: 6_000, playedAt: null }],
        });
    });
    it('trims a chat to its limit from the oldest, sweeps by age across sessions, and forgets a session', async () => {
        await history.apply('s3', [1, 2, 3, 4, 5].map((at) => ({
            kind: 'message',
            message: message(`T${at}`, ALICE, at * 1000),
            unread: false,
            arrival: 0,
        })), { maxMessagesPerChat: 3 });
        const ids = async (session, chat) => (await history.messages(session, chat, { direction: 'older', position: null }, 10)).messages.map((m) => m.id);
        expect(await ids('s3', ALICE)).toEqual(['T5', 'T4', 'T3']);
        expect((await history.chat('s3', ALICE))?.messageCount).toBe(3);
        await history.apply('s4', [{ kind: 'message', message: message('S4', BOB, 3_500), unread: false, arrival: 0 }], limits);
        // Everything before 4 s goes, whatever its session: earlier suites' messages of 5 ms to 3 s included.
        let read = 0;
        for (let batch = -1; batch !== 0; read += batch)
            batch = await history.sweep(4_000, 2);
        expect(await ids('s3', ALICE)).toEqual(['T5', 'T4']);
        expect(await ids('s4', BOB)).toEqual([]);
        expect((await history.chat('s3', ALICE))?.messageCount).toBe(2);
        expect(read).toBeGreaterThanOrEqual(2);
        await history.forget('s3');
        expect(await history.chat('s3', ALICE)).toBeNull();
        expect(await ids('s3', ALICE)).toEqual([]);
        expect((await history.chat('s1', ALICE))?.jid).toBe(ALICE);
    });
    it('keeps starred messages through a clear from the star index, and drops their entries with them', async () => {
        const at = 1_700_000_000_000;
        const star = (messageId, starred) => ({ kind: 'star', chatJid: ALICE, messageId, starred });
        const ids = async () => (await history.messages('s5', ALICE, { direction: 'older', position: null }, 10)).messages.map((m) => [
            m.id,
            m.starred ?? false,
        ]);
        await history.apply('s5', [
            ...[0, 1, 2, 3].map((i) => ({
                kind: 'message',
                message: message(`S${i}`, ALICE, at + i * 1000),
                unread: true,
                arrival: 0,
            })),
            star('S1', true),
            star('S2', true),
        ], limits);
        // The unstar before the clear in one batch counts: S2 goes.
        await history.apply('s5', [star('S2', false), { kind: 'clear', chatJid: ALICE, keepStarred: true }], limits);
        expect(await ids()).toEqual([['S1', true]]);
        expect(await history.chat('s5', ALICE)).toMatchObject({
            messageCount: 1,
            unreadCount: 0,
            lastMessage: { id: 'S1' },
        });
        expect((await history.message('s5', ALICE, 'S1'))?.starred).toBe(true);
        await history.apply('s5', [{ kind: 'clear', chatJid: ALICE, keepStarred: false }], limits);
        expect(await ids()).toEqual([]);
        // S1's star entry went with it: a message stored again under its id is not starred, and a clear drops it.
        await history.apply('s5', [
            { kind: 'message', message: message('S1', ALICE, at + 5000), unread: false, arrival: 0 },
            { kind: 'clear', chatJid: ALICE, keepStarred: true },
        ], limits);
        expect(await ids()).toEqual([]);
        // A message deleted for me is no longer starred: a clear does not keep it.
        await history.apply('s5', [{ kind: 'message', message: message('S5', ALICE, at + 5500), unread: false, arrival: 0 }, star('S5', true)], limits);
        await history.apply('s5', [{ kind: 'deleted', chatJid: ALICE, messageId: 'S5', forEveryone: false, fromMe: true, at: at + 6000 }], limits);
        expect((await history.message('s5', ALICE, 'S5'))?.starred).toBe(false);
        await history.apply('s5', [{ kind: 'clear', chatJid: ALICE, keepStarred: true }], limits);
        expect(await ids()).toEqual([]);
        // A trimmed starred message takes its star entry along.
        await history.apply('s5', [
            { kind: 'message', message: message('S6', ALICE, at + 6000), unread: false, arrival: 0 },
            star('S6', true),
            { kind: 'message', message: message('S7', ALICE, at + 7000), unread: false, arrival: 0 },
        ], { maxMessagesPerChat: 1 });
        expect(await ids()).toEqual([['S7', false]]);
        expect(await store.collection('messages').range('s5:s:', { limit: 10 })).toEqual([]);
    });
});
//# sourceMappingURL=message-history.test.js.map