import type { Client } from '../server/sockets.js';
import type { Account } from './accounts.js';
/** One connection's subscription to an account's presence, in the addressing it asked with. */
export interface PresenceSubscriber {
    client: Client;
    addressing: 'pn' | 'lid';
}
/**
 * Who is subscribed to whose presence. A subscription belongs to the subscriber's connection: WhatsApp forgets it
 * when that connection closes (whatsmeow presence.go `SubscribePresence`: clients subscribe again after connecting),
 * so closed connections are dropped as they are met.
 */
export declare class PresenceSubscriptions {
    private readonly byTarget;
    subscribe(target: Account, subscriber: PresenceSubscriber): void;
    /** the open connections subscribed to `target` */
    of(target: Account): PresenceSubscriber[];
}
