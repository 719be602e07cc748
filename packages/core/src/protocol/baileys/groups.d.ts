import { type GroupMetadata as BaileysGroupMetadata } from '@whiskeysockets/baileys';
import type { Group, GroupsPort } from '../ports/groups.js';
import type { FacetContext } from './facet.js';
/**
 * Group metadata in Baileys' own shape, per connection, for Baileys' `cachedGroupMetadata`: a send to a group
 * then needs no metadata query. Filled from every group this connection reads, and from the notifications
 * of the groups it is in; a membership change drops the entry, so the next send reads the members again.
 */
export declare class GroupMetadataCache {
    #private;
    /** Reads a group on a miss; set by the facet once the socket exists. */
    fill: (groupJid: string) => Promise<BaileysGroupMetadata | undefined>;
    get(groupJid: string): Promise<BaileysGroupMetadata | undefined>;
    /** What Baileys' group send reads of it: the members, the addressing mode and the disappearing-messages timer. */
    remember(group: Group): void;
    forget(groupJid: string): void;
    /** Whether a group this connection has read is a community; null for one it has not. */
    isCommunity(groupJid: string): boolean | null;
}
/**
 * `connection.groups` on Baileys: its own function where it has one. The `<group>` answers are parsed by
 * wire/groups.ts (Baileys' parser drops fields the API returns), so the reads, the create and the invite preview
 * are iqs of our own; so are the participant changes and join request answers, whose per-participant rows Baileys
 * reduces to `jid`/`status` (dropping the phone number or LID a row may be named by, and the add request), and the
 * cancel of one's own request, which Baileys lacks. The w:gp2 notifications are parsed there too (Baileys'
 * `groups.update` keeps only the first change per group within a buffer window).
 */
export declare function createGroupsFacet(context: FacetContext, cache: GroupMetadataCache): GroupsPort;
