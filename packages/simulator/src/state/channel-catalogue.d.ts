import type { Channels } from './channels.js';
import type { SeededIds } from './clock.js';
/**
 * Adds the catalogue to `channels`. Its ids, invite codes, audiences, verification and ages come from
 * `ids` (a seed of their own, so the catalogue never shifts the server's other ids), its times from `now`.
 */
export declare function seedCatalogue(channels: Channels, ids: SeededIds, now: number): void;
