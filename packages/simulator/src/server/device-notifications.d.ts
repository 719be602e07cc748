import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Account, DeviceRecord } from '../state/accounts.js';
export interface Notifier {
    nextId(): string;
    now(): string;
    deliver(device: DeviceRecord, node: BinaryNode): void;
}
/** `<notification type='devices'>` saying that `device` of `account` was added or removed */
export declare function deviceNotification(server: Notifier, account: Account, change: 'add' | 'remove', device: DeviceRecord): BinaryNode;
/**
 * Tells the account's own companions and the companions of everyone it has exchanged messages
 * with that its device list changed, so their cached device lists follow (Baileys caches them
 * for five minutes) and a new device gets messages right away.
 */
export declare function notifyDeviceChange(server: Notifier, account: Account, change: 'add' | 'remove', device: DeviceRecord): void;
