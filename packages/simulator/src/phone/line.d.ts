import { type BinaryNode } from '@whiskeysockets/baileys';
/**
 * The phone's connection to the server: what it sends goes through the dispatch table like any
 * client's stanzas, and the replies to its iqs come back by id.
 */
export declare class PhoneLine {
    private readonly submit;
    private readonly idPrefix;
    private readonly waiting;
    private counter;
    constructor(submit: (node: BinaryNode) => Promise<void>, idPrefix: string);
    send(node: BinaryNode): Promise<void>;
    /** a fresh stanza id of this phone */
    nextId(): string;
    /** sends an iq and resolves with its result; an error reply throws, as in Baileys' query() */
    query(iq: BinaryNode): Promise<BinaryNode>;
    /** true when `node` answers one of the phone's iqs (then it is handled here) */
    settle(node: BinaryNode): boolean;
}
