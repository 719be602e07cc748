import type { CallsPort } from '../ports/calls.js'
import type { FacetContext } from './facet.js'

/** `connection.calls` on Baileys: its operations and the socket events it listens to are added here. */
export const createCallsFacet = (_context: FacetContext): CallsPort => ({})
