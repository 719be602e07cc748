import type { proto } from '@whiskeysockets/baileys';
import type { Account } from './accounts.js';
import type { Clock, SeededIds } from './clock.js';
/** WhatsApp's channel directory categories, as the directory queries name them */
export declare const CHANNEL_CATEGORIES: readonly ["BUSINESS", "ENTERTAINMENT", "LIFESTYLE", "NEWS", "ORGANIZATIONS", "PEOPLE", "SPORTS"];
export type ChannelCategory = (typeof CHANNEL_CATEGORIES)[number];
export declare const isChannelCategory: (value: unknown) => value is ChannelCategory;
/** a channel's country: ISO 3166-1 alpha-2, upper case, as the directory queries name them */
export declare const isCountryCode: (value: unknown) => value is string;
/** `state.type` of a channel: only ACTIVE channels are listed in the directory */
export type ChannelState = 'ACTIVE' | 'SUSPENDED' | 'GEOSUSPENDED';
export type ChannelRole = 'OWNER' | 'SUBSCRIBER' | 'GUEST';
export interface ChannelPicture {
    id: string;
    directPath: string;
}
/**
 * One post: what followers received. The server itself only reads the last `serverId` and the count
 * (`message_updates` is not served); the rest is kept for tests, which read it from the package's
 * exported `ChannelRecord` (`sim.channels.get(jid).posts`) to check what a channel published.
 */
export interface ChannelPost {
    /** the channel's own sequence, from 100: `server_id` of the stanza */
    serverId: number;
    /** the message id the followers' clients key the post by */
    id: string;
    /** ms since the epoch */
    time: number;
    /** the stanza `type`: 'media' for an attachment */
    type: 'text' | 'media';
    message: proto.IMessage;
}
/** A channel (newsletter) as the mex server keeps it; the jid is `${id}@newsletter`. */
export interface ChannelRecord {
    /** '120363' and 12 digits, like group ids */
    id: string;
    name: string;
    description: string;
    categories: ChannelCategory[];
    /** ISO 3166-1 alpha-2, upper case; null for a channel without a country */
    countryCode: string | null;
    verified: boolean;
    /** what `https://whatsapp.com/channel/<code>` links carry */
    inviteCode: string;
    picture: ChannelPicture | null;
    /** ms since the epoch */
    creation: number;
    state: ChannelState;
    /** null for the catalogue's channels, whose owners are not accounts of this simulator */
    owner: Account | null;
    /** followers outside this simulator (the catalogue's audiences): part of the subscriber count */
    outsideSubscribers: number;
    /** how many followers outside this simulator the channel gained in the last 7 days (TRENDING) */
    outsideWeeklyGrowth: number;
    /** the simulator's accounts that follow it, with the time they followed (ms) */
    followers: Map<Account, number>;
    /** followers that muted it: their devices still get every post (mute only silences notifications) */
    muted: Set<Account>;
    posts: ChannelPost[];
}
export interface NewChannel {
    name: string;
    description?: string;
    categories?: ChannelCategory[];
    countryCode?: string | null;
    verified?: boolean;
    owner?: Account | null;
    picture?: ChannelPicture | null;
    /** default now */
    creation?: number;
    outsideSubscribers?: number;
    outsideWeeklyGrowth?: number;
}
export declare const channelJid: (channel: ChannelRecord) => string;
export declare function subscriberCount(channel: ChannelRecord): number;
export declare function roleOf(channel: ChannelRecord, account: Account): ChannelRole;
/** who gets a post: every follower, and the owner, whose devices show the channel like any it follows */
export declare function audience(channel: ChannelRecord): Account[];
export declare class Channels {
    private readonly clock;
    private readonly ids;
    private readonly byId;
    private readonly byInvite;
    /** domains a test declared (not) previewable, over the directory's rule; keys lower case, without `www.` */
    readonly previewOverrides: Map<string, boolean>;
    constructor(clock: Clock, ids: SeededIds);
    /** `ids`: where the id and invite code come from (the catalogue has its own) */
    create(input: NewChannel, ids?: SeededIds): ChannelRecord;
    get(id: string): ChannelRecord | undefined;
    /** `<id>@newsletter` */
    byJid(jid: string): ChannelRecord | undefined;
    byInviteCode(code: string): ChannelRecord | undefined;
    /** every channel, oldest record first */
    all(): ChannelRecord[];
    /** the channels an account follows or owns, in the order it started to (an owner at the channel's creation) */
    subscribed(account: Account): ChannelRecord[];
    follow(channel: ChannelRecord, account: Account): void;
    /** an account that stops following forgets its mute too */
    unfollow(channel: ChannelRecord, account: Account): void;
    setMuted(channel: ChannelRecord, account: Account, muted: boolean): void;
    post(channel: ChannelRecord, id: string, type: ChannelPost['type'], message: proto.IMessage): ChannelPost;
}
