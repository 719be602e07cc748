/**
 * The message store's keys. Every key of a session starts with `<sessionId>:` (a session id never holds ':'), so
 * deleting a session's history is one deletePrefix per collection. Times are epoch ms padded to 15 digits, so key
 * order is time order on every backend (code point order; good until the year 33658).
 *
 * `chats` collection:
 * - `<sid>:c:<chatJid>` the chat record;
 * - `<sid>:a:<bucket>:<time>:<chatJid>` the chat's place in the list, newest activity last: one entry per chat, in
 *   the bucket of its archived / unread / kind state, so a filtered list reads only the buckets it asks for.
 *
 * `messages` collection:
 * - `<sid>:m:<chatJid>:<time>:<arrival>:<messageId>` the message, a chat's history in time order;
 * - `<sid>:i:<chatJid>:<messageId>` the message's position (`<time>:<arrival>:<messageId>`), to find it by id;
 * - `<sid>:s:<chatJid>:<position>` a starred message, so a chat's clear reads only the stars it keeps;
 * - `~t:<time>:<sid>:<chatJid>:<messageId>` every session's messages by age, for the retention sweep (`~` sorts
 *   after every session id, whose characters are URL-safe).
 */
const pad = (ms) => String(Math.max(0, Math.floor(ms))).padStart(15, '0');
export const chatKey = (sessionId, chatJid) => `${sessionId}:c:${chatJid}`;
export const bucketOf = (state) => `${state.archived ? 'A' : 'a'}${state.unread ? 'U' : 'u'}${state.kind}`;
/** Every bucket a list filtered by these states reads (an absent filter reads both or all values). */
export function bucketsFor(filter) {
    const buckets = [];
    for (const archived of filter.archived === undefined ? [false, true] : [filter.archived])
        for (const unread of filter.unread === undefined ? [false, true] : [filter.unread])
            for (const kind of filter.kind === undefined ? ['user', 'group', 'channel'] : [filter.kind])
                buckets.push(bucketOf({ archived, unread, kind }));
    return buckets;
}
export const activityPrefix = (sessionId, bucket) => `${sessionId}:a:${bucket}:`;
export const activityKey = (sessionId, bucket, at, chatJid) => `${activityPrefix(sessionId, bucket)}${pad(at)}:${chatJid}`;
/**
 * A message's position in its chat: its time, then when the engine took it in, then its id. WhatsApp stamps
 * messages in whole seconds, so the messages of one second keep the order they arrived in.
 */
export const positionOf = (timestamp, arrival, messageId) => `${pad(timestamp)}:${pad(arrival)}:${messageId}`;
export const historyPrefix = (sessionId, chatJid) => `${sessionId}:m:${chatJid}:`;
export const messageKey = (sessionId, chatJid, position) => historyPrefix(sessionId, chatJid) + position;
export const idKey = (sessionId, chatJid, messageId) => `${sessionId}:i:${chatJid}:${messageId}`;
export const chatIdsPrefix = (sessionId, chatJid) => `${sessionId}:i:${chatJid}:`;
export const starPrefix = (sessionId, chatJid) => `${sessionId}:s:${chatJid}:`;
export const starKey = (sessionId, chatJid, position) => starPrefix(sessionId, chatJid) + position;
export const agePrefix = '~t:';
export const ageKey = (sessionId, chatJid, position) => {
    const [time, ...id] = position.split(':');
    return `${agePrefix}${time}:${sessionId}:${chatJid}:${id.join(':')}`;
};
/** The oldest age key still inside retention: every key before it is past `cutoff`. */
export const ageBound = (cutoff) => `${agePrefix}${pad(cutoff)}:`;
/** An age key back to what it names. */
export function parseAgeKey(key) {
    const parts = key.slice(agePrefix.length).split(':');
    if (parts.length < 4)
        return null;
    const [time, sessionId, chatJid, ...id] = parts;
    return { sessionId, chatJid, position: `${time}:${id.join(':')}` };
}
//# sourceMappingURL=keys.js.map