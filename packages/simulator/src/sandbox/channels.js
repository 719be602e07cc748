import * as v from 'valibot';
import { ChannelControlError } from '../channel-controls.js';
import { normalizePhoneNumber } from '../jids.js';
import { CHANNEL_CATEGORIES, channelJid, isCountryCode, subscriberCount, } from '../state/channels.js';
import { BASE64, MAX_BASE64_CHARS, text } from './messages.js';
import { SandboxError } from './problems.js';
import { sandboxRoute } from './route.js';
const base64 = v.pipe(text(MAX_BASE64_CHARS), v.check((data) => BASE64.test(data.replace(/\s+/g, '')) && Buffer.from(data, 'base64').length > 0, 'expected base64 of at least one byte'));
const createChannel = v.strictObject({
    name: v.pipe(text(100), v.check((name) => name.trim().length > 0, 'expected a name that is not blank')),
    description: v.optional(v.pipe(v.string(), v.maxLength(2048))),
    categories: v.optional(v.pipe(v.array(v.picklist(CHANNEL_CATEGORIES)), v.maxLength(CHANNEL_CATEGORIES.length))),
    countryCode: v.optional(v.pipe(v.string(), v.check((code) => isCountryCode(code), 'expected an ISO 3166-1 alpha-2 code in upper case, such as US'))),
    verified: v.optional(v.boolean()),
    owner: v.optional(v.pipe(text(32), v.check((n) => normalizePhoneNumber(n) !== undefined, 'expected a phone number'))),
    subscribers: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000))),
    picture: v.optional(base64),
});
/** a post: a text, or an image (base64); like a phone's message body without `to` */
const postBody = v.variant('type', [
    v.strictObject({ type: v.literal('text'), text: text(65_536) }),
    v.strictObject({
        type: v.literal('image'),
        data: base64,
        mimetype: v.optional(v.pipe(text(255), v.regex(/^image\/[\w.+-]+$/, 'expected an image MIME type such as image/jpeg'))),
        caption: v.optional(text(4096)),
    }),
]);
const flags = v.strictObject({ state: v.picklist(['ACTIVE', 'SUSPENDED', 'GEOSUSPENDED']) });
function channelView(channel) {
    return {
        jid: channelJid(channel),
        name: channel.name,
        description: channel.description,
        categories: channel.categories,
        countryCode: channel.countryCode,
        verified: channel.verified,
        inviteCode: channel.inviteCode,
        inviteLink: `https://whatsapp.com/channel/${channel.inviteCode}`,
        pictureDirectPath: channel.picture?.directPath ?? null,
        createdAt: new Date(channel.creation).toISOString(),
        state: channel.state,
        owner: channel.owner?.jid ?? null,
        subscribers: subscriberCount(channel),
        followers: [...channel.followers.keys()].map((a) => a.jid),
        muted: [...channel.muted].map((a) => a.jid),
        posts: channel.posts.length,
    };
}
function channelOr404(sim, raw) {
    const channel = raw && /^\d+@newsletter$/.test(raw) ? sim.channels.get(raw) : undefined;
    if (!channel)
        throw new SandboxError('channel_not_found', `No channel ${raw ?? ''} exists on this simulator (a channel jid is <digits>@newsletter).`);
    return channel;
}
/** The channel directory's server side: channels made here, posts to their followers, and WhatsApp's suspensions. */
export const channelRoutes = [
    sandboxRoute({ method: 'GET', path: '/channels', run: async ({ sim }) => sim.channels.list().map(channelView) }),
    sandboxRoute({
        method: 'POST',
        path: '/channels',
        body: createChannel,
        status: 201,
        async run({ sim, body }) {
            const { picture, ...rest } = body;
            let created;
            try {
                created = sim.channels.create({
                    ...rest,
                    ...(picture ? { picture: { bytes: Buffer.from(picture, 'base64') } } : {}),
                });
            }
            catch (err) {
                if (err instanceof ChannelControlError && err.reason === 'not_found')
                    throw new SandboxError('phone_not_found', `No phone ${body.owner ?? ''} exists on this simulator.`);
                throw err;
            }
            return channelView(sim.channels.get(created.jid));
        },
    }),
    sandboxRoute({
        method: 'GET',
        path: '/channels/:channelJid',
        run: async ({ sim, params }) => channelView(channelOr404(sim, params.channelJid)),
    }),
    sandboxRoute({
        method: 'POST',
        path: '/channels/:channelJid/posts',
        body: postBody,
        status: 201,
        async run({ sim, params, body }) {
            const jid = channelJid(channelOr404(sim, params.channelJid));
            if (body.type === 'text')
                return { type: body.type, text: body.text, ...sim.channels.post(jid, { text: body.text }) };
            const image = Buffer.from(body.data, 'base64');
            const mimetype = body.mimetype ?? 'image/jpeg';
            const posted = sim.channels.post(jid, { image, mimetype, ...(body.caption ? { caption: body.caption } : {}) });
            return { type: body.type, mimetype, sizeBytes: image.length, caption: body.caption ?? null, ...posted };
        },
    }),
    sandboxRoute({
        method: 'POST',
        path: '/channels/:channelJid/flags',
        body: flags,
        async run({ sim, params, body }) {
            const channel = channelOr404(sim, params.channelJid);
            sim.channels.setState(channelJid(channel), body.state);
            return { jid: channelJid(channel), state: channel.state };
        },
    }),
];
//# sourceMappingURL=channels.js.map