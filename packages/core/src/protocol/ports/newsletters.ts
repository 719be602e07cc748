/**
 * The newsletters facet of a connection (`connection.newsletters`): channels (newsletters): metadata, the directory, follow and mute, in domain words, never Baileys types.
 * Its operations arrive with the Channels issue; the facet and its Baileys side exist so that they are added
 * here and in `baileys/newsletters.ts` only (wave2-design.md).
 */
export interface NewslettersPort {}
