import { proto } from '@whiskeysockets/baileys';
export function phoneView(phone) {
    return {
        phoneNumber: phone.phoneNumber,
        jid: phone.jid,
        lid: phone.lid,
        linkedDevices: phone.linkedDevices().length,
        receivedMessages: phone.messages.length,
    };
}
/** what the server serves others of a phone's profile */
export function profileView(phone) {
    const { picture, pushName, about, business } = phone.account;
    return {
        jid: phone.jid,
        lid: phone.lid,
        pushName,
        about,
        business,
        picture: picture ? { id: picture.id, url: picture.image.url } : null,
    };
}
/** a received attachment without its bytes, which have a route of their own */
export function mediaView(media) {
    const { bytes: _bytes, ...rest } = media;
    return rest;
}
/** the contextInfo of a message's content, where replies and mentions live */
function contextOf(message) {
    for (const content of Object.values(message))
        if (content && typeof content === 'object' && 'contextInfo' in content && content.contextInfo)
            return content.contextInfo;
    return null;
}
/** what the phone shows above a reply: the quoted message's id, sender, chat and text (WAProto ContextInfo) */
function quotedView(context) {
    if (!context?.stanzaId)
        return null;
    const quoted = context.quotedMessage;
    return {
        id: context.stanzaId,
        participant: context.participant ?? null,
        remoteJid: context.remoteJid ?? null,
        text: quoted
            ? (quoted.conversation ??
                quoted.extendedTextMessage?.text ??
                quoted.imageMessage?.caption ??
                quoted.videoMessage?.caption ??
                quoted.documentMessage?.caption ??
                null)
            : null,
    };
}
/** a reaction the phone received: the message it names (from the sender's point of view) and the emoji, "" removed */
function reactionView(reaction) {
    if (!reaction?.key)
        return null;
    return {
        id: reaction.key.id ?? null,
        remoteJid: reaction.key.remoteJid ?? null,
        fromMe: reaction.key.fromMe === true,
        participant: reaction.key.participant ?? null,
        emoji: reaction.text ?? '',
    };
}
const EDIT = proto.Message.ProtocolMessage.Type.MESSAGE_EDIT;
/**
 * what the phone shows of a message its sender edited: the latest text or caption, from the MESSAGE_EDIT
 * protocolMessages received later that name it (WAProto ProtocolMessage; whatsmeow send.go BuildEdit)
 */
function editedView(m, all) {
    const edits = all.filter((other) => other.message.protocolMessage?.type === EDIT &&
        other.message.protocolMessage.key?.id === m.id &&
        other.from === m.from);
    const latest = edits.at(-1)?.message.protocolMessage?.editedMessage;
    if (!latest)
        return null;
    return {
        text: latest.conversation ??
            latest.extendedTextMessage?.text ??
            latest.imageMessage?.caption ??
            latest.videoMessage?.caption ??
            latest.documentMessage?.caption ??
            null,
        edits: edits.length,
    };
}
/** whether the sender deleted the message for everyone: a later REVOKE protocolMessage of theirs names it */
function revoked(m, all) {
    return all.some((other) => other.message.protocolMessage?.type === proto.Message.ProtocolMessage.Type.REVOKE &&
        other.message.protocolMessage.key?.id === m.id &&
        other.from === m.from);
}
/** `all`: the phone's other messages, which may react to, edit or revoke this one */
export function messageView(m, all = []) {
    const context = contextOf(m.message);
    return {
        id: m.id,
        from: m.from,
        fromDevice: m.fromDevice,
        chatJid: m.chatJid,
        ...(m.participant ? { participant: m.participant } : {}),
        timestamp: m.timestamp,
        text: m.text ?? null,
        quoted: quotedView(context),
        reaction: reactionView(m.message.reactionMessage),
        edited: editedView(m, all),
        deletedForEveryone: revoked(m, all),
        mentions: context?.mentionedJid ?? [],
        media: m.media ? mediaView(m.media) : null,
        ...(m.mediaError ? { mediaError: m.mediaError } : {}),
        message: proto.Message.fromObject(m.message).toJSON(),
    };
}
export function deviceView(d) {
    return { ...d, linkedAt: d.linkedAt.toISOString() };
}
//# sourceMappingURL=views.js.map