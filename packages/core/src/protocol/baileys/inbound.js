import { BufferJSON, extractMessageContent, getContentType, isRealMessage, jidNormalizedUser, proto, } from '@whiskeysockets/baileys';
/** The message fields that carry an attachment, and the media type each is. */
export const mediaKinds = {
    imageMessage: 'image',
    videoMessage: 'video',
    audioMessage: 'audio',
    documentMessage: 'document',
    stickerMessage: 'sticker',
};
const toNumber = (value) => {
    if (value === null || value === undefined)
        return null;
    const n = Number(typeof value === 'object' && value !== null && 'toString' in value ? value.toString() : value);
    return Number.isFinite(n) ? n : null;
};
const statuses = {
    [proto.WebMessageInfo.Status.ERROR]: 'failed',
    [proto.WebMessageInfo.Status.PENDING]: 'pending',
    [proto.WebMessageInfo.Status.SERVER_ACK]: 'sent',
    [proto.WebMessageInfo.Status.DELIVERY_ACK]: 'delivered',
    [proto.WebMessageInfo.Status.READ]: 'read',
    [proto.WebMessageInfo.Status.PLAYED]: 'played',
};
/**
 * A Baileys WAMessage -> the port's message, received or sent by the account (`fromMe`), or null for what is not
 * a user's message. `account` is the session's own JID (Baileys' `socket.user.id`), the sender of a `fromMe`
 * message. `status` is the message's WebMessageInfo.status: a history sync's record of it, `sent` for a live
 * message another of the account's devices sent (decode-wa-message.js stamps SERVER_ACK), null for one received.
 */
export function toInboundMessage(message, account) {
    if (!message.message || !isRealMessage(message))
        return null;
    const content = extractMessageContent(message.message);
    const kind = getContentType(content);
    if (!content ||
        !kind ||
        kind === 'protocolMessage' ||
        kind === 'reactionMessage' ||
        kind === 'senderKeyDistributionMessage')
        return null;
    const chatJid = message.key.remoteJid ?? '';
    const fromMe = message.key.fromMe === true;
    // A message the account sent names no participant; its sender is the account (Baileys' `participant` of an
    // own group message is the sending device, when set at all).
    const participant = fromMe ? undefined : message.key.participant || undefined;
    // Senders may be addressed by LID; the phone-number JID (the `alt`) is what API users can act on.
    const alternative = participant ? message.key.participantAlt : message.key.remoteJidAlt;
    const addressed = participant ?? chatJid;
    const sender = jidNormalizedUser(fromMe && account ? account : addressed.endsWith('@lid') && alternative ? alternative : addressed);
    const timestamp = (toNumber(message.messageTimestamp) ?? Math.floor(Date.now() / 1000)) * 1000;
    const base = {
        messageId: message.key.id ?? '',
        from: sender,
        chatJid,
        fromMe,
        status: statuses[message.status ?? -1] ?? null,
        // In a group, who sent it (the chat is the group): the same person as `from`, by phone JID when known.
        ...(participant ? { participant: sender } : {}),
        ...(message.pushName ? { pushName: message.pushName } : {}),
        ...contextOf(content[kind]?.contextInfo, {
            chatJid,
            account,
        }),
        timestamp,
        // JSON-safe with buffers as { type: 'Buffer', data: base64 }: what media download takes back.
        message: JSON.parse(JSON.stringify(message, BufferJSON.replacer)),
    };
    if (kind === 'conversation' || kind === 'extendedTextMessage') {
        return { ...base, type: 'text', text: content.conversation ?? content.extendedTextMessage?.text ?? '' };
    }
    if (kind === 'locationMessage' || kind === 'liveLocationMessage') {
        const location = (content.locationMessage ?? content.liveLocationMessage);
        return {
            ...base,
            type: 'location',
            location: {
                latitude: location.degreesLatitude ?? 0,
                longitude: location.degreesLongitude ?? 0,
                ...(location.name
                    ? { name: location.name }
                    : {}),
                ...(location.address
                    ? { address: location.address }
                    : {}),
            },
        };
    }
    if (kind === 'contactMessage') {
        return {
            ...base,
            type: 'contact',
            contacts: [
                { displayName: content.contactMessage?.displayName ?? '', vcard: content.contactMessage?.vcard ?? '' },
            ],
        };
    }
    if (kind === 'contactsArrayMessage') {
        const contacts = (content.contactsArrayMessage?.contacts ?? []).map((c) => ({
            displayName: c.displayName ?? '',
            vcard: c.vcard ?? '',
        }));
        return { ...base, type: 'contact', contacts };
    }
    if (kind in mediaKinds) {
        const mediaType = mediaKinds[kind];
        const media = content[kind];
        const descriptor = {
            mediaType,
            mimetype: media.mimetype ?? null,
            fileLength: toNumber(media.fileLength),
            sha256: media.fileSha256 ? Buffer.from(media.fileSha256).toString('hex') : null,
            ...(media.fileName ? { fileName: media.fileName } : {}),
            ...(mediaType === 'audio' ? { voice: media.ptt === true } : {}),
        };
        return {
            ...base,
            type: mediaType,
            ...(media.caption ? { caption: media.caption } : {}),
            media: descriptor,
        };
    }
    return { ...base, type: 'unknown' };
}
const isGroup = (jid) => jid.endsWith('@g.us');
/**
 * What a message's contextInfo says of it: the message it replies to (stanzaId, participant: the quoted sender,
 * remoteJid: the quoted chat when another) and whom it mentions (mentionedJid).
 */
function contextOf(context, { chatJid, account }) {
    if (!context)
        return {};
    const result = {};
    if (context.stanzaId) {
        const quotedChat = context.remoteJid || chatJid;
        const author = context.participant ? jidNormalizedUser(context.participant) : null;
        const own = account ? [jidNormalizedUser(account)] : [];
        const fromMe = author !== null && own.includes(author);
        result.quoted = {
            chatJid: quotedChat,
            id: context.stanzaId,
            fromMe,
            ...(isGroup(quotedChat) && !fromMe && author ? { participant: author } : {}),
        };
    }
    if (context.mentionedJid?.length)
        result.mentions = [...context.mentionedJid];
    return result;
}
/**
 * Baileys' messages.reaction entry -> the port's reaction: `key` the reacted message (Baileys made it the account's
 * point of view), `reaction.key` the reaction's own message (who sent it), `text` the emoji ("" removed it).
 */
export function toInboundReaction(key, reaction, account, now) {
    // Baileys puts the reaction message's own key here, with the addressing alternatives of a WAMessageKey.
    const reactor = reaction.key;
    if (!reactor || !key.id || !key.remoteJid)
        return null;
    const fromMe = reactor.fromMe === true;
    const addressed = reactor.participant || reactor.remoteJid || '';
    const alternative = reactor.participant ? reactor.participantAlt : reactor.remoteJidAlt;
    const from = jidNormalizedUser(fromMe && account ? account : addressed.endsWith('@lid') && alternative ? alternative : addressed);
    const messageFromMe = key.fromMe === true;
    return {
        message: {
            chatJid: key.remoteJid,
            id: key.id,
            fromMe: messageFromMe,
            ...(isGroup(key.remoteJid) && !messageFromMe && key.participant
                ? { participant: jidNormalizedUser(key.participant) }
                : {}),
        },
        from,
        fromMe,
        emoji: reaction.text ?? '',
        timestamp: toNumber(reaction.senderTimestampMs) ?? now,
    };
}
/**
 * The new text of an edit as Baileys reports it (messages.update with `message.editedMessage.message`, from
 * process-message's MESSAGE_EDIT): a text's words or a media message's caption; null for any other update.
 */
export function editedTextOf(message) {
    const edited = message?.editedMessage?.message;
    if (!edited)
        return null;
    const content = extractMessageContent(edited);
    if (!content)
        return null;
    return (content.conversation ??
        content.extendedTextMessage?.text ??
        content.imageMessage?.caption ??
        content.videoMessage?.caption ??
        content.documentMessage?.caption ??
        null);
}
//# sourceMappingURL=inbound.js.map