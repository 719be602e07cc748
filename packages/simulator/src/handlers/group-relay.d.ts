import { type BinaryNode } from '@whiskeysockets/baileys';
import type { Server } from '../server/context.js';
import type { Client } from '../server/sockets.js';
/**
 * `<message to='<gid>@g.us'>`: acked from the group, then one copy per member device but the sender's:
 * the device's own `<enc>` from `<participants>` (the sender key distribution) before the `skmsg`, so
 * the receiver holds the key when it reaches the group ciphertext. A resend after a retry receipt
 * names one device in `participant` and carries its `<enc>` directly: it goes to that device only.
 */
export declare function relayGroupMessage(server: Server, client: Client, node: BinaryNode): void;
