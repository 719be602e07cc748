import { createHash } from 'node:crypto';
import { proto } from '@whiskeysockets/baileys';
import { normalizePhoneNumber } from './jids.js';
import { domainKey } from './state/channel-directory.js';
import { audience, channelJid, isChannelCategory, isCountryCode, } from './state/channels.js';
export class ChannelControlError extends Error {
    reason;
    constructor(reason, message) {
        super(message);
        this.reason = reason;
    }
}
function postMessage(server, content) {
    if ('text' in content) {
        if (!content.text)
            throw new ChannelControlError('invalid', 'a text post needs text');
        return { message: { extendedTextMessage: { text: content.text } }, type: 'text' };
    }
    const bytes = Buffer.from(content.image);
    if (!bytes.length)
        throw new ChannelControlError('invalid', 'an image post needs bytes');
    // channel media is not end-to-end encrypted: the plaintext is what the host serves
    const blob = server.media.publish('image', bytes);
    const fileSha256 = createHash('sha256').update(bytes).digest();
    const image = {
        url: blob.url,
        directPath: blob.directPath,
        mimetype: content.mimetype ?? 'image/jpeg',
        fileSha256,
        fileLength: bytes.length,
        ...(content.caption ? { caption: content.caption } : {}),
    };
    return {
        message: { imageMessage: image },
        type: 'media',
        sha256: fileSha256.toString('hex'),
        directPath: blob.directPath,
    };
}
export function channelControls(server) {
    const { channels, accounts, ids } = server.state;
    const record = (jid) => {
        const channel = channels.byJid(jid);
        if (!channel)
            throw new ChannelControlError('not_found', `no channel ${jid} exists on this simulator`);
        return channel;
    };
    return {
        create(options) {
            const name = options.name.trim();
            if (!name)
                throw new ChannelControlError('invalid', 'a channel needs a name');
            if (options.categories && !options.categories.every(isChannelCategory))
                throw new ChannelControlError('invalid', 'unknown category');
            if (options.countryCode !== undefined && !isCountryCode(options.countryCode))
                throw new ChannelControlError('invalid', 'countryCode is ISO 3166-1 alpha-2, upper case');
            const digits = options.owner === undefined ? undefined : normalizePhoneNumber(options.owner);
            const owner = digits ? accounts.get(digits) : undefined;
            if (options.owner !== undefined && !owner)
                throw new ChannelControlError('not_found', `no account ${options.owner} exists on this simulator`);
            const picture = options.picture ? server.media.publish('image', Buffer.from(options.picture.bytes)) : undefined;
            const channel = channels.create({
                name,
                description: options.description ?? '',
                categories: options.categories ?? [],
                countryCode: options.countryCode ?? null,
                verified: options.verified ?? false,
                owner: owner ?? null,
                outsideSubscribers: options.subscribers ?? 0,
                picture: picture ? { id: ids.digits(16), directPath: picture.directPath } : null,
            });
            return { jid: channelJid(channel), inviteCode: channel.inviteCode };
        },
        post(jid, content) {
            const channel = record(jid);
            const { message, type, sha256, directPath } = postMessage(server, content);
            // shaped like the ids WhatsApp clients give their messages, drawn from the seed
            const id = `3EB0${BigInt(ids.digits(20)).toString(16).toUpperCase().padStart(18, '0').slice(0, 18)}`;
            const post = channels.post(channel, id, type, message);
            const bytes = proto.Message.encode(message).finish();
            const attrs = {
                from: channelJid(channel),
                id,
                server_id: String(post.serverId),
                t: String(Math.floor(post.time / 1000)),
                type,
            };
            const deliveredTo = [];
            for (const account of audience(channel)) {
                for (const device of account.devices.values()) {
                    const plaintext = {
                        tag: 'plaintext',
                        attrs: type === 'media' ? { mediatype: 'image' } : {},
                        content: bytes,
                    };
                    server.deliver(device, { tag: 'message', attrs: { ...attrs }, content: [plaintext] });
                    deliveredTo.push(account.pnJid(device.id));
                }
            }
            return { id, serverId: post.serverId, deliveredTo, ...(sha256 ? { sha256, directPath } : {}) };
        },
        get: (jid) => channels.byJid(jid),
        list: () => channels.all(),
        setState(jid, state) {
            record(jid).state = state;
        },
        setPreviewable(domain, previewable) {
            channels.previewOverrides.set(domainKey(domain), previewable);
        },
    };
}
//# sourceMappingURL=channel-controls.js.map