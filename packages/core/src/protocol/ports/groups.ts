/**
 * The groups facet of a connection (`connection.groups`): group metadata, membership, roles, settings, invites and join requests, in domain words, never Baileys types.
 * Its operations arrive with the Groups issue; the facet and its Baileys side exist so that they are added
 * here and in `baileys/groups.ts` only (wave2-design.md).
 */
export interface GroupsPort {}
