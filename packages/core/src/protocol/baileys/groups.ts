import type { GroupsPort } from '../ports/groups.js'
import type { FacetContext } from './facet.js'

/** `connection.groups` on Baileys: its operations and the socket events it listens to are added here. */
export const createGroupsFacet = (_context: FacetContext): GroupsPort => ({})
