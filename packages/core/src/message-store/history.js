import { activityKey, activityPrefix, ageBound, ageKey, agePrefix, bucketOf, bucketsFor, chatIdsPrefix, chatKey, historyPrefix, idKey, messageKey, parseAgeKey, positionOf, starKey, starPrefix, } from './keys.js';
/** The status order: a message only moves forward, and `failed` only from where nothing came back yet. */
const rank = { pending: 0, failed: 1, sent: 1, delivered: 2, read: 3, played: 4 };
/** The changes to a message already stored: applied after the batch's new messages, never making a chat. */
const onMessage = (change) => change.kind === 'status' ||
    change.kind === 'reaction' ||
    change.kind === 'edit' ||
    change.kind === 'deleted' ||
    change.kind === 'star';
const chatOf = (change) => (change.kind === 'message' ? change.message.chatJid : change.chatJid);
export const kindOf = (jid) => jid.endsWith('@g.us') ? 'group' : jid.endsWith('@newsletter') ? 'channel' : 'user';
const emptyChat = (jid) => ({
    jid,
    name: null,
    kind: kindOf(jid),
    unreadCount: 0,
    lastMessage: null,
    archived: false,
    pinned: false,
    mutedUntil: null,
    locked: false,
    lastActivityAt: 0,
    messageCount: 0,
});
const bucketOfChat = (chat) => bucketOf({ archived: chat.archived, unread: chat.unreadCount !== 0, kind: chat.kind });
/**
 * The message store on the project's storage layer (keys.ts): every read is one ordered range or a few point
 * reads, never a walk of a chat's history; every write is one setMany and one deleteMany per batch of changes (a
 * clear or delete is a batch of its own).
 * Batches of one session must not run concurrently (the service applies them one after another).
 */
export class MessageHistory {
    #chats;
    #messages;
    constructor(store) {
        this.#chats = store.collection('chats');
        this.#messages = store.collection('messages');
    }
    async apply(sessionId, changes, limits) {
        // A clear or delete is applied on its own, between what came before and after it: a run's changes to messages
        // are applied after its other changes (below), which must not move a star or unstar across a clear.
        let run = [];
        for (const change of changes) {
            if (change.kind !== 'clear' && change.kind !== 'delete') {
                run.push(change);
                continue;
            }
            if (run.length > 0)
                await this.#applyRun(sessionId, run, limits);
            await this.#applyRun(sessionId, [change], limits);
            run = [];
        }
        if (run.length > 0)
            await this.#applyRun(sessionId, run, limits);
    }
    async #applyRun(sessionId, changes, limits) {
        const jids = [...new Set(changes.map(chatOf))];
        const loaded = await this.#chats.getMany(jids.map((jid) => chatKey(sessionId, jid)));
        const before = new Map(jids.map((jid, i) => [jid, loaded[i] ?? null]));
        const chats = new Map(jids.map((jid, i) => [jid, structuredClone(loaded[i]) ?? emptyChat(jid)]));
        const removed = new Set();
        const cleared = new Set();
        // What is stored of the messages this batch names: their positions by id.
        const named = changes.flatMap((change) => change.kind === 'message'
            ? [idKey(sessionId, change.message.chatJid, change.message.id)]
            : onMessage(change)
                ? [idKey(sessionId, change.chatJid, change.messageId)]
                : []);
        const uniqueNamed = [...new Set(named)];
        const positions = new Map();
        const storedPositions = await this.#messages.getMany(uniqueNamed);
        uniqueNamed.forEach((key, i) => {
            if (storedPositions[i])
                positions.set(key, storedPositions[i]);
        });
        const statusTargets = [
            ...new Set(changes.flatMap((change) => {
                if (!onMessage(change))
                    return [];
                const position = positions.get(idKey(sessionId, change.chatJid, change.messageId));
                return position ? [messageKey(sessionId, change.chatJid, position)] : [];
            })),
        ];
        const targetValues = await this.#messages.getMany(statusTargets);
        const messages = new Map();
        statusTargets.forEach((key, i) => {
            if (targetValues[i])
                messages.set(key, targetValues[i]);
        });
        const messageWrites = new Map();
        const messageDeletes = new Set();
        // A receipt (or a reaction) can be queued before its message: the send's event waits on the durable sinks,
        // the receipt does not.
        const ordered = [...changes.filter((change) => !onMessage(change)), ...changes.filter(onMessage)];
        for (const change of ordered) {
            const chat = chats.get(chatOf(change));
            if (onMessage(change)) {
                const position = positions.get(idKey(sessionId, change.chatJid, change.messageId));
                const key = position ? messageKey(sessionId, change.chatJid, position) : null;
                const message = key ? messages.get(key) : undefined;
                // A change to a message the store does not hold (never stored, trimmed, or swept) has nothing to change.
                if (position && key && message) {
                    const updated = changedMessage(message, change);
                    messages.set(key, updated);
                    messageWrites.set(key, updated);
                    // Only a star, or a deletion for me (which unstars), moves the chat's star index.
                    const starred = change.kind === 'star' ? change.starred : change.kind === 'deleted' && !change.forEveryone ? false : null;
                    if (starred !== null) {
                        const star = starKey(sessionId, change.chatJid, position);
                        if (starred) {
                            messageWrites.set(star, 1);
                            messageDeletes.delete(star);
                        }
                        else {
                            messageWrites.delete(star);
                            messageDeletes.add(star);
                        }
                    }
                }
            }
            switch (change.kind) {
                case 'message': {
                    const { message } = change;
                    const idEntry = idKey(sessionId, message.chatJid, message.id);
                    if (positions.has(idEntry))
                        break;
                    const position = positionOf(message.timestamp, change.arrival, message.id);
                    positions.set(idEntry, position);
                    const key = messageKey(sessionId, message.chatJid, position);
                    messages.set(key, message);
                    messageWrites.set(key, message);
                    messageWrites.set(idEntry, position);
                    messageWrites.set(ageKey(sessionId, message.chatJid, position), 1);
                    chat.messageCount += 1;
                    if (change.unread)
                        chat.unreadCount = chat.unreadCount < 0 ? 1 : chat.unreadCount + 1;
                    if (!chat.name && !message.fromMe && chat.kind === 'user' && message.pushName)
                        chat.name = message.pushName;
                    if (!chat.lastMessage || chat.lastMessage.timestamp <= message.timestamp)
                        chat.lastMessage = {
                            id: message.id,
                            fromMe: message.fromMe,
                            participant: message.participant,
                            timestamp: message.timestamp,
                        };
                    chat.lastActivityAt = Math.max(chat.lastActivityAt, message.timestamp);
                    break;
                }
                case 'chat':
                    for (const [field, value] of Object.entries(change.state))
                        if (value !== undefined)
                            chat[field] = value;
                    if (change.activityAt !== undefined)
                        chat.lastActivityAt = Math.max(chat.lastActivityAt, change.activityAt);
                    break;
                case 'clear':
                case 'delete': {
                    const jid = change.chatJid;
                    // A clear runs on its own (apply), so the stored stars are the ones to keep.
                    const kept = change.kind === 'clear' && change.keepStarred
                        ? await this.#starred(sessionId, jid, limits.maxMessagesPerChat)
                        : [];
                    // The chat's keys are deleted by prefix below, before the writes: the kept ones are written again.
                    for (const [position, message] of kept) {
                        messageWrites.set(messageKey(sessionId, jid, position), message);
                        messageWrites.set(idKey(sessionId, jid, message.id), position);
                        messageWrites.set(starKey(sessionId, jid, position), 1);
                    }
                    cleared.add(jid);
                    const newest = kept.at(-1)?.[1];
                    chat.messageCount = kept.length;
                    chat.lastMessage = newest
                        ? { id: newest.id, fromMe: newest.fromMe, participant: newest.participant, timestamp: newest.timestamp }
                        : null;
                    chat.unreadCount = 0;
                    if (change.kind === 'delete')
                        removed.add(jid);
                    else
                        removed.delete(jid);
                    break;
                }
            }
            // A change after a delete brings the chat back.
            if (change.kind !== 'delete')
                removed.delete(chat.jid);
        }
        for (const jid of cleared) {
            await this.#messages.deletePrefix(historyPrefix(sessionId, jid));
            await this.#messages.deletePrefix(chatIdsPrefix(sessionId, jid));
            await this.#messages.deletePrefix(starPrefix(sessionId, jid));
        }
        const chatWrites = [];
        const chatDeletes = [];
        // A receipt names a message, not a chat: one for a message the store never held makes no chat.
        const described = new Set(changes.filter((change) => !onMessage(change)).map(chatOf));
        for (const [jid, chat] of chats) {
            const old = before.get(jid) ?? null;
            if (!old && !described.has(jid))
                continue;
            const oldIndex = old ? activityKey(sessionId, bucketOfChat(old), old.lastActivityAt, jid) : null;
            if (removed.has(jid)) {
                chatDeletes.push(chatKey(sessionId, jid));
                if (oldIndex)
                    chatDeletes.push(oldIndex);
                continue;
            }
            const index = activityKey(sessionId, bucketOfChat(chat), chat.lastActivityAt, jid);
            if (oldIndex && oldIndex !== index)
                chatDeletes.push(oldIndex);
            if (oldIndex !== index)
                chatWrites.push({ key: index, value: jid });
            chatWrites.push({ key: chatKey(sessionId, jid), value: chat });
        }
        await this.#messages.deleteMany([...messageDeletes]);
        await this.#messages.setMany([...messageWrites].map(([key, value]) => ({ key, value })));
        await this.#chats.deleteMany(chatDeletes);
        await this.#chats.setMany(chatWrites);
        for (const [jid, chat] of chats) {
            if (removed.has(jid) || chat.messageCount <= limits.maxMessagesPerChat)
                continue;
            const dropped = await this.#trim(sessionId, jid, chat.messageCount - limits.maxMessagesPerChat);
            chat.messageCount -= dropped;
            await this.#chats.set(chatKey(sessionId, jid), chat);
        }
    }
    /**
     * A chat's starred messages with their positions, oldest first: one range read and one point read per star. A chat
     * holds at most `limit` messages (retention), so no more are starred.
     */
    async #starred(sessionId, chatJid, limit) {
        const prefix = starPrefix(sessionId, chatJid);
        const positions = (await this.#messages.range(prefix, { limit })).map(([key]) => key.slice(prefix.length));
        const stored = await this.#messages.getMany(positions.map((position) => messageKey(sessionId, chatJid, position)));
        return positions.flatMap((position, i) => (stored[i] ? [[position, stored[i]]] : []));
    }
    /** Drops a chat's `count` oldest messages; answers how many it dropped. */
    async #trim(sessionId, chatJid, count) {
        const oldest = await this.#messages.range(historyPrefix(sessionId, chatJid), { limit: count });
        const prefix = historyPrefix(sessionId, chatJid).length;
        await this.#messages.deleteMany(oldest.flatMap(([key, message]) => [
            key,
            idKey(sessionId, chatJid, message.id),
            ageKey(sessionId, chatJid, key.slice(prefix)),
            starKey(sessionId, chatJid, key.slice(prefix)),
        ]));
        return oldest.length;
    }
    async chat(sessionId, chatJid) {
        return (await this.#chats.get(chatKey(sessionId, chatJid))) ?? null;
    }
    /**
     * One page of the chats, newest activity first, from after `from` (a position this returned as `next`). Reads at
     * most `limit + 1` index entries from each bucket the filter names (12 at most), then the page's records.
     */
    async chats(sessionId, filter, limit, from) {
        const entries = [];
        for (const bucket of bucketsFor(filter)) {
            const prefix = activityPrefix(sessionId, bucket);
            const page = await this.#chats.range(prefix, {
                reverse: true,
                limit: limit + 1,
                ...(from !== null ? { before: prefix + from } : {}),
            });
            for (const [key] of page)
                entries.push(key.slice(prefix.length));
        }
        entries.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
        const page = entries.slice(0, limit);
        const jids = page.map((entry) => entry.slice(entry.indexOf(':') + 1));
        const records = await this.#chats.getMany(jids.map((jid) => chatKey(sessionId, jid)));
        return {
            chats: records.filter((chat) => chat !== undefined),
            next: entries.length > limit ? page[page.length - 1] : null,
        };
    }
    /** Where a message sits in its chat, or null when the store does not hold it. */
    async position(sessionId, chatJid, messageId) {
        return (await this.#messages.get(idKey(sessionId, chatJid, messageId))) ?? null;
    }
    async message(sessionId, chatJid, messageId) {
        const position = await this.position(sessionId, chatJid, messageId);
        if (!position)
            return null;
        return (await this.#messages.get(messageKey(sessionId, chatJid, position))) ?? null;
    }
    /**
     * One page of a chat's messages, newest first: those older than `position` (`older`), or the `limit` just newer
     * than it (`newer`, still handed out newest first). `next` is where the following page in the same direction starts.
     */
    async messages(sessionId, chatJid, walk, limit) {
        const prefix = historyPrefix(sessionId, chatJid);
        const bound = walk.position === null
            ? {}
            : walk.direction === 'older'
                ? { before: prefix + walk.position }
                : { after: prefix + walk.position };
        const entries = await this.#messages.range(prefix, {
            ...bound,
            reverse: walk.direction === 'older',
            limit: limit + 1,
        });
        const more = entries.length > limit;
        const page = entries.slice(0, limit);
        const next = more ? page[page.length - 1][0].slice(prefix.length) : null;
        if (walk.direction === 'newer')
            page.reverse();
        return { messages: page.map(([, message]) => message), next };
    }
    /**
     * Drops up to `limit` messages older than `cutoff` across every session; answers how many age entries it read,
     * so a sweep that read `limit` runs again. Reads the age index from its start: O(what it drops).
     */
    async sweep(cutoff, limit) {
        const expired = await this.#messages.range(agePrefix, { before: ageBound(cutoff), limit });
        const byChat = new Map();
        for (const [key] of expired) {
            const parsed = parseAgeKey(key);
            if (!parsed)
                continue;
            const chat = `${parsed.sessionId}:${parsed.chatJid}`;
            const entry = byChat.get(chat) ?? { sessionId: parsed.sessionId, chatJid: parsed.chatJid, positions: [] };
            entry.positions.push(parsed.position);
            byChat.set(chat, entry);
        }
        const deletes = expired.map(([key]) => key);
        for (const { sessionId, chatJid, positions } of byChat.values()) {
            const keys = positions.map((position) => messageKey(sessionId, chatJid, position));
            const stored = await this.#messages.getMany(keys);
            let dropped = 0;
            stored.forEach((message, i) => {
                if (!message)
                    return;
                dropped += 1;
                deletes.push(keys[i], idKey(sessionId, chatJid, message.id), starKey(sessionId, chatJid, positions[i]));
            });
            if (dropped === 0)
                continue;
            const chat = await this.chat(sessionId, chatJid);
            if (chat)
                await this.#chats.set(chatKey(sessionId, chatJid), {
                    ...chat,
                    messageCount: Math.max(0, chat.messageCount - dropped),
                });
        }
        await this.#messages.deleteMany(deletes);
        return expired.length;
    }
    /** A deleted session's chats and messages (its age entries go with the next sweeps, which find nothing behind them). */
    async forget(sessionId) {
        await this.#chats.deletePrefix(`${sessionId}:`);
        await this.#messages.deletePrefix(`${sessionId}:`);
    }
}
const states = ['delivered', 'read', 'played'];
/** The message with a status it reached and the recipients who reported it. */
function withStatus(message, status, recipients) {
    const current = message.status;
    const next = current === null || rank[status] > rank[current] || (status === 'failed' && rank[current] <= 1) ? status : current;
    if (!states.includes(status) || recipients.length === 0)
        return { ...message, status: next };
    const receipts = message.receipts.map((receipt) => ({ ...receipt }));
    const field = `${status}At`;
    for (const { jid, at } of recipients) {
        let receipt = receipts.find((entry) => entry.jid === jid);
        if (!receipt) {
            receipt = { jid, deliveredAt: null, readAt: null, playedAt: null };
            receipts.push(receipt);
        }
        receipt[field] ??= at;
    }
    return { ...message, status: next, receipts };
}
/** A stored message as one change to it leaves it: a receipt, a reaction, an edit, a deletion or a star. */
function changedMessage(message, change) {
    switch (change.kind) {
        case 'status':
            return withStatus(message, change.status, change.recipients);
        case 'reaction': {
            const others = (message.reactions ?? []).filter((reaction) => reaction.from !== change.from);
            const reactions = change.emoji === '' ? others : [...others, { from: change.from, emoji: change.emoji, timestamp: change.at }];
            return { ...message, reactions };
        }
        case 'edit':
            return {
                ...message,
                ...(message.type === 'text' ? { text: change.text } : { caption: change.text }),
                edits: [...(message.edits ?? []), { text: change.text, editedAt: change.at }],
            };
        case 'deleted':
            return {
                ...message,
                // Gone from the account's devices, it is no longer among the chat's starred messages.
                ...(change.forEveryone ? {} : { starred: false }),
                text: null,
                caption: null,
                location: null,
                contacts: null,
                media: null,
                quoted: null,
                mentions: [],
                edits: [],
                message: null,
                deleted: { forEveryone: change.forEveryone, fromMe: change.fromMe, deletedAt: change.at },
            };
        case 'star':
            return { ...message, starred: change.starred };
    }
}
//# sourceMappingURL=history.js.map