import type { NewslettersPort } from '../ports/newsletters.js'
import type { FacetContext } from './facet.js'

/** `connection.newsletters` on Baileys: its operations and the socket events it listens to are added here. */
export const createNewslettersFacet = (_context: FacetContext): NewslettersPort => ({})
