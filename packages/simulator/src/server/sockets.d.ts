import type { BinaryNode } from '@whiskeysockets/baileys';
import type { DeviceRecord } from '../state/accounts.js';
import type { Registration } from './registration.js';
/** Where the server writes a device's stanzas: a client's socket, or a virtual phone in this process. */
export interface Endpoint {
    readonly isOpen: boolean;
    send(node: BinaryNode): void;
    /** sends what is queued, then closes */
    end(): Promise<void>;
}
/** What sends nodes to the server: a socket, or a virtual phone that speaks the same nodes. */
export interface Client extends Endpoint {
    readonly id: number;
    /** set once the client logged in as (or was linked to) a device */
    device?: DeviceRecord | undefined;
    /** set while fresh credentials wait to be linked */
    registration?: Registration | undefined;
}
/** The socket of each device, and the stanzas that wait for a device that is offline. */
export declare class Sockets {
    private readonly live;
    private readonly queued;
    /** makes `endpoint` the device's socket and returns the one it replaces */
    attach(device: DeviceRecord, endpoint: Endpoint): Endpoint | undefined;
    /** true when `endpoint` was the device's socket */
    detach(device: DeviceRecord, endpoint: Endpoint): boolean;
    of(device: DeviceRecord): Endpoint | undefined;
    isConnected(device: DeviceRecord): boolean;
    /** to the live socket, or to the offline queue; nothing for a device that was removed */
    deliver(device: DeviceRecord, node: BinaryNode): void;
    takeOffline(device: DeviceRecord): BinaryNode[];
    /** a removed device: its socket and its queue go */
    forget(device: DeviceRecord): void;
}
