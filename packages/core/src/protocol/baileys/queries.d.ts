import type { BinaryNode, WASocket } from '@whiskeysockets/baileys';
import { type MexQueryName, type MexTable } from './wire/mex.js';
/** One of Baileys' own functions; a refusal rejects with a ProtocolError that opens with `what`. */
export declare const baileysCall: <T>(what: string, run: () => Promise<T>) => Promise<T>;
/** A `w:g2` iq on the socket, for what Baileys has no function for or parses too little of; refused as baileysCall is. */
export declare const groupServerQuery: (socket: WASocket) => (what: string, to: string, type: "get" | "set", content: BinaryNode[]) => Promise<BinaryNode>;
/** A mex query of the table on the socket; a refusal rejects with a ProtocolError that opens with `what`. */
export declare const mexQuery: (socket: WASocket, table: MexTable) => <T>(what: string, name: MexQueryName, variables: unknown) => Promise<T>;
