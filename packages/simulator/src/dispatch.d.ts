import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Server } from './server/context.js';
import type { Client } from './server/sockets.js';
/** One row of the table: which nodes it takes, and what answers them. */
export interface Handler {
    tag: string;
    xmlns?: string;
    type?: string;
    /** the tag of the node's first child, where tag, xmlns and type alone do not say what is asked */
    child?: string;
    /** taken before login too (linking); every other row needs a client that logged in */
    anonymous?: true;
    handle(server: Server, client: Client, node: BinaryNode): void | Promise<void>;
}
/**
 * WhatsApp's answer to a node it has no handler for: an error iq for an iq, an ack with the error for
 * another stanza with an id (Baileys' query() resolves on any frame with its id). Each is reported as an
 * `unhandled-node` event, so a test sees what the server did not understand.
 */
export declare function refuse(server: Server, client: Client, node: BinaryNode): void;
/** Every node a client sends goes through one table, checked in order: the first matching row handles it. */
export declare class Dispatcher {
    private readonly table;
    constructor(table: readonly Handler[]);
    dispatch(server: Server, client: Client, node: BinaryNode): Promise<void>;
}
