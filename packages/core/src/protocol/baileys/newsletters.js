import { ProtocolError } from '../port.js';
import { baileysCall, mexQuery } from './queries.js';
import { categoriesPreviewVariables, dehydratedVariables, metadataVariables, directoryVariables, domainsVariables, muteVariables, parseCategoryPreviews, parseChannel, parseChannelPage, parseChannelResult, parseChannels, parseDomainPreviews, recommendedVariables, searchVariables, similarVariables, } from './wire/newsletters.js';
const named = (key) => ('jid' in key ? key.jid : `with invite code ${key.inviteCode}`);
/**
 * `connection.newsletters` on Baileys: Baileys' own functions where WhatsApp Web still has their operations (follow,
 * unfollow: `Socket/newsletter.js`), raw mex queries of the overridable table for the rest (wire/newsletters.ts):
 * Baileys' metadata, mute and unmute use query ids WhatsApp Web's operations no longer hold.
 * Every answer goes through the one channel reader, so a channel has one shape whichever query brought it.
 */
export function createNewslettersFacet(context) {
    const { socket, mex } = context;
    const mexCall = mexQuery(socket, mex);
    // An answer without a channel object is a channel WhatsApp does not know (whatsapp-rust `features/newsletter.rs`
    // `get_metadata` reads a null `xwa2_newsletter` so).
    const found = (what, key, raw) => {
        const channel = parseChannel(raw);
        if (!channel)
            throw new ProtocolError(`${what}: WhatsApp knows no channel ${named(key)}`, {
                kind: 'not_found',
                statusCode: 404,
            });
        return channel;
    };
    return {
        async subscribed() {
            return parseChannels(await mexCall('listing the followed channels failed', 'newsletterSubscribed', {}));
        },
        async metadata(key) {
            const what = 'reading the channel failed';
            return found(what, key, await mexCall(what, 'newsletterMetadata', metadataVariables(key)));
        },
        async dehydrated(key) {
            const what = 'reading the channel failed';
            return found(what, key, await mexCall(what, 'newsletterDehydrated', dehydratedVariables(key)));
        },
        async search(query) {
            return parseChannelPage(await mexCall('searching the channel directory failed', 'newsletterSearch', searchVariables(query)));
        },
        async recommended(query) {
            return parseChannelResult(await mexCall('reading the recommended channels failed', 'newsletterRecommended', recommendedVariables(query)));
        },
        async similar(jid, query) {
            return parseChannelResult(await mexCall('reading the similar channels failed', 'newsletterSimilar', similarVariables(jid, query)));
        },
        async directory(query) {
            return parseChannelPage(await mexCall('reading the channel directory failed', 'newsletterDirectory', directoryVariables(query)));
        },
        async categoriesPreview(query) {
            return parseCategoryPreviews(await mexCall('reading the category previews failed', 'newsletterCategoriesPreview', categoriesPreviewVariables(query)));
        },
        async domainsPreviewable(domains) {
            return parseDomainPreviews(await mexCall('asking which domains are previewable failed', 'newsletterDomainsPreviewable', domainsVariables(domains)), domains);
        },
        async follow(jid) {
            await baileysCall('following the channel failed', () => socket.newsletterFollow(jid));
        },
        async unfollow(jid) {
            await baileysCall('unfollowing the channel failed', () => socket.newsletterUnfollow(jid));
        },
        async mute(jid) {
            await mexCall('muting the channel failed', 'newsletterUserSetting', muteVariables(jid, true));
        },
        async unmute(jid) {
            await mexCall('unmuting the channel failed', 'newsletterUserSetting', muteVariables(jid, false));
        },
    };
}
//# sourceMappingURL=newsletters.js.map