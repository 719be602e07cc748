import { processHistoryMessage, proto } from '@whiskeysockets/baileys';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestEngine, nextEvent, connectedSession } from '../../../../test/support/engine.js';
import { historyEventOf } from '../../src/protocol/baileys/history.js';
const ME = '15550001111@s.whatsapp.net';
const ALICE = '15550000002@s.whatsapp.net';
const GROUP = '120363000000000001@g.us';
describe("a history sync as the port's history.sync", () => {
    // The HistorySync shape of WAProto (Baileys' WAProto/WAProto.proto: HistorySync, Conversation, HistorySyncMsg),
    // decoded and processed the way Baileys does before it emits messaging-history.set (Utils/history.ts)
    const decoded = (history) => processHistoryMessage(proto.HistorySync.decode(proto.HistorySync.encode(history).finish()));
    it('keeps what a Conversation carried and makes null of what it did not', () => {
        const set = decoded({
            syncType: proto.HistorySync.HistorySyncType.INITIAL_BOOTSTRAP,
            progress: 100,
            conversations: [
                {
                    id: ALICE,
                    name: 'Alice',
                    unreadCount: 3,
                    archived: true,
                    pinned: 1_700_000_000,
                    muteEndTime: 1_900_000_000,
                    conversationTimestamp: 1_700_000_500,
                    messages: [
                        {
                            message: {
                                key: { remoteJid: ALICE, fromMe: true, id: 'OUT1' },
                                message: { conversation: 'sent from the phone' },
                                messageTimestamp: 1_700_000_500,
                                status: proto.WebMessageInfo.Status.READ,
                            },
                        },
                        {
                            message: {
                                key: { remoteJid: ALICE, fromMe: false, id: 'IN1' },
                                message: { conversation: 'hello' },
                                messageTimestamp: 1_700_000_400,
                            },
                        },
                    ],
                },
                { id: GROUP },
            ],
        });
        const event = historyEventOf({ ...set, isLatest: true }, `${ME.split('@')[0]}:7@s.whatsapp.net`);
        expect(event).toMatchObject({ type: 'history.sync', kind: 'initial', progress: 100, requestId: null });
        expect(event.chats).toEqual([
            {
                jid: ALICE,
                name: 'Alice',
                unreadCount: 3,
                archived: true,
                pinned: true,
                muteEndMs: 1_900_000_000_000,
                lastMessageAt: 1_700_000_500_000,
            },
            { jid: GROUP, name: null, unreadCount: null, archived: null, pinned: null, muteEndMs: null, lastMessageAt: null },
        ]);
        expect(event.messages).toMatchObject([
            {
                messageId: 'OUT1',
                fromMe: true,
                from: ME,
                status: 'read',
                text: 'sent from the phone',
                timestamp: 1_700_000_500_000,
            },
            { messageId: 'IN1', fromMe: false, from: ALICE, status: null, text: 'hello', timestamp: 1_700_000_400_000 },
        ]);
    });
    it('names an on-demand answer and the request it answers', () => {
        const set = decoded({ syncType: proto.HistorySync.HistorySyncType.ON_DEMAND, conversations: [] });
        const event = historyEventOf({ ...set, peerDataRequestSessionId: 'REQ1' }, ME);
        expect(event).toMatchObject({ kind: 'on_demand', requestId: 'REQ1', progress: null, chats: [], messages: [] });
    });
});
describe('the history service', () => {
    let t;
    afterEach(async () => {
        await t?.close();
        t = undefined;
    });
    async function connected() {
        t = await createTestEngine();
        const sessionId = await connectedSession(t, 'History');
        return { engine: t.engine, sessionId, fake: t.driver.connection(sessionId) };
    }
    it('stores a sync and publishes history.synced with its counts', async () => {
        const { engine, sessionId, fake } = await connected();
        const synced = nextEvent(engine, 'history.synced', sessionId);
        const at = Date.now() - 1000;
        fake.deliver({
            type: 'history.sync',
            kind: 'on_demand',
            progress: null,
            requestId: 'REQ1',
            chats: [],
            messages: [
                {
                    messageId: 'H1',
                    from: ALICE,
                    chatJid: ALICE,
                    fromMe: false,
                    status: null,
                    timestamp: at,
                    type: 'text',
                    text: 'one',
                    message: {},
                },
                {
                    messageId: 'H2',
                    from: ALICE,
                    chatJid: ALICE,
                    fromMe: false,
                    status: null,
                    timestamp: at + 1,
                    type: 'text',
                    text: 'two',
                    message: {},
                },
            ],
        });
        expect((await synced).data).toEqual({ kind: 'on_demand', chats: 1, messages: 2, progress: null, requestId: 'REQ1' });
        const page = await engine.messageStore.listMessages(sessionId, ALICE, { limit: 10 });
        expect(page.items.map((m) => m.id)).toEqual(['H2', 'H1']);
    });
    it('refuses an on-demand request for a chat it holds no message of, or does not hold', async () => {
        const { engine, sessionId, fake } = await connected();
        const synced = nextEvent(engine, 'history.synced', sessionId);
        fake.deliver({
            type: 'history.sync',
            kind: 'initial',
            progress: 100,
            requestId: null,
            chats: [
                {
                    jid: GROUP,
                    name: 'Team',
                    unreadCount: 0,
                    archived: false,
                    pinned: false,
                    muteEndMs: null,
                    lastMessageAt: null,
                },
            ],
            messages: [],
        });
        await synced;
        await expect(engine.history.request(sessionId, GROUP, { count: 10 })).rejects.toMatchObject({
            code: 'history_anchor_missing',
        });
        await expect(engine.history.request(sessionId, ALICE, { count: 10 })).rejects.toMatchObject({
            code: 'chat_not_found',
        });
    });
});
//# sourceMappingURL=history.test.js.map