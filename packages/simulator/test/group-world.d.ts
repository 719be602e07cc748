import type { BinaryNode } from '@whiskeysockets/baileys';
import { type Phone, type Simulator } from '../src/index.js';
import { connectLinked } from './helpers.js';
export type Linked = Awaited<ReturnType<typeof connectLinked>>;
export declare const A = "15550011001";
export declare const B = "15550011002";
export declare const C = "15550011003";
export declare const D = "15550011004";
export declare const E = "15550011005";
export declare const NOBODY = "15550011999";
export declare const jid: (n: string) => string;
/** the w:gp2 notifications a Baileys socket receives, as they arrive on the wire */
export declare function recordNotifications(linked: Linked): BinaryNode[];
/** The accounts of the group tests, on one simulator. */
export interface GroupWorld {
    sim: Simulator;
    /** Baileys companions, each with its phone */
    alice: Linked;
    bob: Linked;
    /** outside every group at first */
    erin: Linked;
    /** lets only contacts add it: every add by another account is refused 403 */
    carol: Phone;
    dave: Phone;
    close(): Promise<void>;
}
export declare function groupWorld(): Promise<GroupWorld>;
