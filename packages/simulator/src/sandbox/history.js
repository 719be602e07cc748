import * as v from 'valibot';
import { normalizePhoneNumber } from '../jids.js';
import { BASE64, MAX_BASE64_CHARS, text } from './messages.js';
import { phoneOr404, sandboxRoute } from './route.js';
const MEDIA_KINDS = ['image', 'video', 'audio', 'document', 'sticker'];
const message = v.pipe(v.strictObject({
    fromMe: v.boolean(),
    /** in a group, who sent a message that is not fromMe: phone digits or a user JID */
    participant: v.optional(text(128)),
    timestamp: v.pipe(v.string(), v.isoTimestamp('expected an ISO 8601 time')),
    text: v.optional(text(65_536)),
    media: v.optional(v.strictObject({
        type: v.picklist(MEDIA_KINDS),
        data: v.pipe(text(MAX_BASE64_CHARS), v.check((data) => BASE64.test(data.replace(/\s+/g, '')), 'expected base64')),
        mimetype: text(255),
        caption: v.optional(text(4096)),
        fileName: v.optional(text(255)),
    })),
}), v.check((m) => m.text !== undefined || m.media !== undefined, 'give text or media'));
const seedBody = v.strictObject({
    /** phone digits, a user JID or a group JID */
    chat: text(128),
    name: v.optional(text(256)),
    unreadCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    archived: v.optional(v.boolean()),
    pinned: v.optional(v.boolean()),
    mutedUntil: v.optional(v.pipe(v.string(), v.isoTimestamp('expected an ISO 8601 time'))),
    messages: v.pipe(v.array(message), v.minLength(1), v.maxLength(1000)),
});
const userJid = (to) => {
    const digits = to.includes('@') ? undefined : normalizePhoneNumber(to);
    return digits ? `${digits}@s.whatsapp.net` : to;
};
/** A phone's history before its companions link: what the initial sync and on-demand requests share. */
export const historyRoutes = [
    sandboxRoute({
        method: 'POST',
        path: '/phones/:phoneNumber/history',
        body: seedBody,
        status: 201,
        async run({ sim, params, body }) {
            const phone = phoneOr404(sim, params.phoneNumber);
            const jid = userJid(body.chat);
            const ids = await phone.seedHistory({
                jid,
                ...(body.name ? { name: body.name } : {}),
                ...(body.unreadCount !== undefined ? { unreadCount: body.unreadCount } : {}),
                ...(body.archived !== undefined ? { archived: body.archived } : {}),
                ...(body.pinned !== undefined ? { pinned: body.pinned } : {}),
                ...(body.mutedUntil ? { muteEndMs: Date.parse(body.mutedUntil) } : {}),
                messages: body.messages.map((m) => ({
                    fromMe: m.fromMe,
                    timestamp: Date.parse(m.timestamp),
                    ...(m.participant ? { participant: userJid(m.participant) } : {}),
                    ...(m.text ? { text: m.text } : {}),
                    ...(m.media
                        ? {
                            media: {
                                type: m.media.type,
                                bytes: Buffer.from(m.media.data, 'base64'),
                                mimetype: m.media.mimetype,
                                ...(m.media.caption ? { caption: m.media.caption } : {}),
                                ...(m.media.fileName ? { fileName: m.media.fileName } : {}),
                            },
                        }
                        : {}),
                })),
            });
            return { chat: jid, ids };
        },
    }),
];
//# sourceMappingURL=history.js.map