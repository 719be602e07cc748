/**
 * The calls facet of a connection (`connection.calls`): call signalling: offer, accept, reject, terminate, mute, in domain words, never Baileys types.
 * Its operations arrive with the Calls issue; the facet and its Baileys side exist so that they are added
 * here and in `baileys/calls.ts` only (wave2-design.md).
 */
export interface CallsPort {}
