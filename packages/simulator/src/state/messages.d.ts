import type { DeviceRecord } from './accounts.js';
/** A message the server relayed, kept so receipts can find their way back to the sending device. */
export interface RelayedMessage {
    id: string;
    sender: DeviceRecord;
    addressing: 'pn' | 'lid';
    /** set for a group message: its receipts name the group, and only the group's receipts route back */
    groupJid?: string;
}
/** The relay's memory of recent messages: bounded, the oldest forgotten first. */
export declare class RelayedMessages {
    private readonly byId;
    remember(entry: RelayedMessage): void;
    find(id: string): RelayedMessage | undefined;
}
