import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Client } from './sockets.js';
/** The iqs the server sent a client and waits on, answered by the client's result or error with the same id. */
export declare class PendingRequests {
    private readonly waiting;
    send(client: Client, node: BinaryNode): Promise<BinaryNode>;
    /** resolves the request `reply` answers; false when the server asked nothing with its id */
    settle(client: Client, reply: BinaryNode): boolean;
    abandon(client: Client): void;
}
