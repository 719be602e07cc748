import { getBinaryNodeChildren, jidNormalizedUser } from '@whiskeysockets/baileys';
/**
 * A person's `<presence>` and `<chatstate>` as WhatsApp sends them, read here instead of from Baileys'
 * `presence.update`, which reports `paused` as `available` and so loses the end of typing.
 *
 * - `<presence from type? last?>`: no `type` is online, `unavailable` offline, with `last` the time last seen in
 *   seconds unless it is `deny` (whatsmeow presence.go `handlePresence`; Baileys Socket/chats.js
 *   `handlePresenceUpdate`).
 * - `<chatstate from participant?><composing media?/>|<paused/></chatstate>`: typing in the chat `from` (a group
 *   names the typist in `participant`); `media='audio'` is recording (whatsmeow `handleChatState` and types
 *   `ChatPresenceMediaAudio`, Baileys `handlePresenceUpdate`).
 *
 * Unverified against WhatsApp beyond those two clients.
 */
export function parsePresence(node) {
    const from = node.attrs.from;
    if (!from)
        return null;
    if (node.tag === 'presence') {
        const type = node.attrs.type;
        if (type !== undefined && type !== 'available' && type !== 'unavailable')
            return null;
        const last = Number(node.attrs.last);
        return {
            jid: jidNormalizedUser(node.attrs.participant ?? from),
            chatJid: null,
            state: type === 'unavailable' ? 'unavailable' : 'available',
            lastSeen: type === 'unavailable' && Number.isInteger(last) && last > 0 ? last * 1000 : null,
        };
    }
    if (node.tag !== 'chatstate')
        return null;
    const [child, ...rest] = getBinaryNodeChildren(node, 'composing').concat(getBinaryNodeChildren(node, 'paused'));
    if (!child || rest.length > 0)
        return null;
    return {
        jid: jidNormalizedUser(node.attrs.participant ?? from),
        chatJid: jidNormalizedUser(from),
        state: child.tag === 'paused' ? 'paused' : child.attrs.media === 'audio' ? 'recording' : 'composing',
        lastSeen: null,
    };
}
//# sourceMappingURL=presence.js.map