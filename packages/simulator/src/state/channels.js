import { CHANNEL_SERVER } from '../jids.js';
/** WhatsApp's channel directory categories, as the directory queries name them */
export const CHANNEL_CATEGORIES = [
    'BUSINESS',
    'ENTERTAINMENT',
    'LIFESTYLE',
    'NEWS',
    'ORGANIZATIONS',
    'PEOPLE',
    'SPORTS',
];
export const isChannelCategory = (value) => CHANNEL_CATEGORIES.includes(value);
/** a channel's country: ISO 3166-1 alpha-2, upper case, as the directory queries name them */
export const isCountryCode = (value) => typeof value === 'string' && /^[A-Z]{2}$/.test(value);
const FIRST_SERVER_ID = 100;
export const channelJid = (channel) => `${channel.id}@${CHANNEL_SERVER}`;
export function subscriberCount(channel) {
    return channel.outsideSubscribers + channel.followers.size;
}
export function roleOf(channel, account) {
    if (channel.owner === account)
        return 'OWNER';
    return channel.followers.has(account) ? 'SUBSCRIBER' : 'GUEST';
}
/** who gets a post: every follower, and the owner, whose devices show the channel like any it follows */
export function audience(channel) {
    const accounts = new Set(channel.followers.keys());
    if (channel.owner)
        accounts.add(channel.owner);
    return [...accounts];
}
export class Channels {
    clock;
    ids;
    byId = new Map();
    byInvite = new Map();
    /** domains a test declared (not) previewable, over the directory's rule; keys lower case, without `www.` */
    previewOverrides = new Map();
    constructor(clock, ids) {
        this.clock = clock;
        this.ids = ids;
    }
    /** `ids`: where the id and invite code come from (the catalogue has its own) */
    create(input, ids = this.ids) {
        const channel = {
            id: `120363${ids.digits(12)}`,
            name: input.name,
            description: input.description ?? '',
            categories: [...new Set(input.categories ?? [])],
            countryCode: input.countryCode ?? null,
            verified: input.verified ?? false,
            // WhatsApp's channel codes are 24 characters starting 0029Va
            inviteCode: `0029Va${ids.token(18)}`,
            picture: input.picture ?? null,
            creation: input.creation ?? this.clock.now(),
            state: 'ACTIVE',
            owner: input.owner ?? null,
            outsideSubscribers: input.outsideSubscribers ?? 0,
            outsideWeeklyGrowth: input.outsideWeeklyGrowth ?? 0,
            followers: new Map(),
            muted: new Set(),
            posts: [],
        };
        this.byId.set(channel.id, channel);
        this.byInvite.set(channel.inviteCode, channel);
        return channel;
    }
    get(id) {
        return this.byId.get(id);
    }
    /** `<id>@newsletter` */
    byJid(jid) {
        const [id, server] = jid.split('@');
        return server === CHANNEL_SERVER && id ? this.byId.get(id) : undefined;
    }
    byInviteCode(code) {
        return this.byInvite.get(code);
    }
    /** every channel, oldest record first */
    all() {
        return [...this.byId.values()];
    }
    /** the channels an account follows or owns, in the order it started to (an owner at the channel's creation) */
    subscribed(account) {
        const since = (channel) => channel.owner === account ? channel.creation : channel.followers.get(account);
        return this.all()
            .filter((c) => c.owner === account || c.followers.has(account))
            .sort((a, b) => since(a) - since(b));
    }
    follow(channel, account) {
        if (channel.owner === account || channel.followers.has(account))
            return;
        channel.followers.set(account, this.clock.now());
    }
    /** an account that stops following forgets its mute too */
    unfollow(channel, account) {
        channel.followers.delete(account);
        channel.muted.delete(account);
    }
    setMuted(channel, account, muted) {
        if (muted)
            channel.muted.add(account);
        else
            channel.muted.delete(account);
    }
    post(channel, id, type, message) {
        const last = channel.posts.at(-1);
        const post = {
            serverId: last ? last.serverId + 1 : FIRST_SERVER_ID,
            id,
            time: this.clock.now(),
            type,
            message,
        };
        channel.posts.push(post);
        return post;
    }
}
//# sourceMappingURL=channels.js.map