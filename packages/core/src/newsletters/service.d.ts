import type { EngineContext } from '../context.js';
import { type Page } from '../paging.js';
import type { CategoriesPreviewInput, CategoryPreview, Channel, DehydratedInput, DirectoryInput, DomainPreview, FollowAction, FollowResult, RecommendedInput, SearchInput, SimilarInput } from './schema.js';
/**
 * Channels (spec 4.6): metadata, the directory and the account's following, each on the session's connection (the
 * 409s when it has none). A channel or invite code WhatsApp does not know is the 404 `newsletter_not_found`; every
 * other refusal a 502 with WhatsApp's words. Posts of followed channels arrive as `message.received` (the message
 * service), their chat the channel's JID.
 */
export declare class NewsletterService {
    #private;
    constructor(context: EngineContext);
    subscribed(sessionId: string): Promise<Channel[]>;
    get(sessionId: string, newsletterJid: string): Promise<Channel>;
    /** The channel an invite code leads to; it is not followed (that is `follow`). */
    preview(sessionId: string, inviteCode: string): Promise<Channel>;
    dehydrated(sessionId: string, input: DehydratedInput): Promise<Channel>;
    search(sessionId: string, input: SearchInput): Promise<Page<Channel>>;
    recommended(sessionId: string, input: RecommendedInput): Promise<Page<Channel>>;
    similar(sessionId: string, input: SimilarInput): Promise<Page<Channel>>;
    directory(sessionId: string, input: DirectoryInput): Promise<Page<Channel>>;
    categoriesPreview(sessionId: string, input: CategoriesPreviewInput): Promise<CategoryPreview[]>;
    /** One row per distinct domain, in the order first named. */
    domainsPreviewable(sessionId: string, domains: string[]): Promise<DomainPreview[]>;
    /** Follows, unfollows, mutes or unmutes, then answers with the account's standing as WhatsApp reports it afterwards. */
    follow(sessionId: string, newsletterJid: string, action: FollowAction): Promise<FollowResult>;
}
