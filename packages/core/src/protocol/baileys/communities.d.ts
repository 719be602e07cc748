import type { CommunitiesPort } from '../ports/communities.js';
import type { FacetContext } from './facet.js';
import type { GroupMetadataCache } from './groups.js';
/**
 * `connection.communities` on Baileys. Baileys' own community helpers parse a `<community>` node that WhatsApp's
 * servers do not send, and its create swallows errors and cannot switch its options off
 * (wave2-protocol-notes.md §3), so every operation is a group-server iq built in wire/communities.ts or a mex query;
 * metadata is the group facet's (a community is a group with `isCommunity`).
 */
export declare function createCommunitiesFacet(context: FacetContext, cache: GroupMetadataCache): CommunitiesPort;
