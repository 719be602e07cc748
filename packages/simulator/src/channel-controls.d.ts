import type { Server } from './server/context.js';
import { type ChannelCategory, type ChannelRecord, type ChannelState } from './state/channels.js';
export interface NewChannelOptions {
    name: string;
    description?: string;
    /** one or more of WhatsApp's seven directory categories */
    categories?: ChannelCategory[];
    /** ISO 3166-1 alpha-2 */
    countryCode?: string;
    verified?: boolean;
    /** the phone number of the owning account (it must exist); none: a channel run from outside the simulator */
    owner?: string;
    /** followers outside this simulator, counted in the subscriber count */
    subscribers?: number;
    /** the channel's picture, published on the media host */
    picture?: {
        bytes: Buffer | Uint8Array;
    };
}
export type ChannelPostContent = {
    text: string;
} | {
    image: Buffer | Uint8Array;
    mimetype?: string;
    caption?: string;
};
export interface ChannelPostResult {
    /** the message id the followers' clients key the post by */
    id: string;
    serverId: number;
    /** the devices the post went to (queued for those offline) */
    deliveredTo: string[];
    /** image posts: sha256 (hex) of the bytes, and where they are on the media host */
    sha256?: string;
    directPath?: string;
}
/** What only the channels' owners and WhatsApp do, for tests and the sandbox. */
export interface ChannelControls {
    create(options: NewChannelOptions): {
        jid: string;
        inviteCode: string;
    };
    /** publishes a post to every device of every follower (muted or not) and of the owner */
    post(jid: string, content: ChannelPostContent): ChannelPostResult;
    /** the server's record */
    get(jid: string): ChannelRecord | undefined;
    /** every channel, the catalogue's first */
    list(): ChannelRecord[];
    /** WhatsApp suspended the channel (or lifted it): only ACTIVE channels are listed and followed */
    setState(jid: string, state: ChannelState): void;
    /** overrides the directory's rule for one domain (`domains-previewable`) */
    setPreviewable(domain: string, previewable: boolean): void;
}
export declare class ChannelControlError extends Error {
    readonly reason: 'not_found' | 'invalid';
    constructor(reason: 'not_found' | 'invalid', message: string);
}
export declare function channelControls(server: Server): ChannelControls;
