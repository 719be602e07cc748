import { getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys';
/** a w:g2 iq through the server, as Baileys' groupQuery sends it */
export function groupQuery(line, to, type, child) {
    return line.query({ tag: 'iq', attrs: { xmlns: 'w:g2', to, type }, content: [child] });
}
/**
 * A group's metadata as a client asks for it (`<query request='interactive'/>`, answered by
 * `<group addressing_mode><participant jid/>…`; 404 for an unknown group and 403 for a non-member
 * reject, as in Baileys' query()).
 */
export async function groupMetadata(line, groupJid) {
    const group = getBinaryNodeChild(await groupQuery(line, groupJid, 'get', { tag: 'query', attrs: { request: 'interactive' } }), 'group');
    if (!group)
        throw new Error(`the group server's answer for ${groupJid} has no group`);
    return group;
}
/** A phone learns a group's members as a client does before a group send: from the group's metadata. */
export function groupMembersByQuery(line) {
    return async (groupJid) => {
        const group = await groupMetadata(line, groupJid);
        const members = getBinaryNodeChildren(group, 'participant')
            .map((p) => p.attrs.jid)
            .filter(Boolean);
        return { addressing: group.attrs.addressing_mode === 'lid' ? 'lid' : 'pn', members };
    };
}
//# sourceMappingURL=group-members.js.map