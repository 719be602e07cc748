/**
 * The communities facet of a connection (`connection.communities`): communities, their announcement group and linked subgroups, in domain words, never Baileys types.
 * Its operations arrive with the Communities issue; the facet and its Baileys side exist so that they are added
 * here and in `baileys/communities.ts` only (wave2-design.md).
 */
export interface CommunitiesPort {}
