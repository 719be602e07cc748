import { type BinaryNode } from '@whiskeysockets/baileys';
import type { WebSocket } from 'ws';
import type { KeyPair } from './keys.js';
import type { Logger } from '../log.js';
import { type HandshakeResult } from './noise.js';
import type { DeviceRecord } from '../state/accounts.js';
import type { Registration } from './registration.js';
import type { Client } from './sockets.js';
export interface ConnectionHandler {
    onHandshake(conn: Connection, result: HandshakeResult): Promise<void>;
    onNode(conn: Connection, node: BinaryNode): Promise<void>;
    onClose(conn: Connection): void;
}
export interface ConnectionOptions {
    id: number;
    ws: WebSocket;
    serverStatic: KeyPair;
    certChain: Uint8Array;
    logger: Logger;
    handler: ConnectionHandler;
    /** current injected reply delay; read per node so a fault applies to live connections */
    replyDelayMs: () => number;
}
export type NodeObserver = (direction: 'in' | 'out', node: BinaryNode) => void;
/**
 * One client socket: the Noise handshake, then decrypted binary nodes in order. Frames are
 * handled strictly one after another because decoding is async and the relay depends on order.
 */
export declare class Connection implements Client {
    readonly id: number;
    device?: DeviceRecord | undefined;
    registration?: Registration | undefined;
    closed: boolean;
    readonly observers: Set<NodeObserver>;
    private readonly ws;
    private readonly reader;
    private noiseResponder?;
    private transport?;
    private stage;
    private inbound;
    private outbound;
    private readonly opts;
    constructor(opts: ConnectionOptions);
    get isOpen(): boolean;
    private receive;
    private receiveFrame;
    /** Queue a node; nodes leave in order, after the injected delay if one is set. */
    send(node: BinaryNode): void;
    private writeRaw;
    /** send what is queued, then close with a normal WebSocket close */
    end(): Promise<void>;
    /** close without a close frame, like a network failure */
    terminate(): void;
    private fail;
    private markClosed;
}
