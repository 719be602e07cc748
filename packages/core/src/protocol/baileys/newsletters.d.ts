import type { NewslettersPort } from '../ports/newsletters.js';
import type { FacetContext } from './facet.js';
/**
 * `connection.newsletters` on Baileys: Baileys' own functions where WhatsApp Web still has their operations (follow,
 * unfollow: `Socket/newsletter.js`), raw mex queries of the overridable table for the rest (wire/newsletters.ts):
 * Baileys' metadata, mute and unmute use query ids WhatsApp Web's operations no longer hold.
 * Every answer goes through the one channel reader, so a channel has one shape whichever query brought it.
 */
export declare function createNewslettersFacet(context: FacetContext): NewslettersPort;
