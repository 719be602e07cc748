import type { CommunitiesPort } from '../ports/communities.js'
import type { FacetContext } from './facet.js'

/** `connection.communities` on Baileys: its operations and the socket events it listens to are added here. */
export const createCommunitiesFacet = (_context: FacetContext): CommunitiesPort => ({})
