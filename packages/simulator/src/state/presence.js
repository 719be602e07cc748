/**
 * Who is subscribed to whose presence. A subscription belongs to the subscriber's connection: WhatsApp forgets it
 * when that connection closes (whatsmeow presence.go `SubscribePresence`: clients subscribe again after connecting),
 * so closed connections are dropped as they are met.
 */
export class PresenceSubscriptions {
    byTarget = new Map();
    subscribe(target, subscriber) {
        const subscribers = this.byTarget.get(target) ?? new Map();
        subscribers.set(subscriber.client, subscriber);
        this.byTarget.set(target, subscribers);
    }
    /** the open connections subscribed to `target` */
    of(target) {
        const subscribers = this.byTarget.get(target);
        if (!subscribers)
            return [];
        for (const client of [...subscribers.keys()])
            if (!client.isOpen)
                subscribers.delete(client);
        return [...subscribers.values()];
    }
}
//# sourceMappingURL=presence.js.map