import type { Client } from '../server/sockets.js'
import type { Account } from './accounts.js'

/** One connection's subscription to an account's presence, in the addressing it asked with. */
export interface PresenceSubscriber {
  client: Client
  addressing: 'pn' | 'lid'
}

/**
 * Who is subscribed to whose presence. A subscription belongs to the subscriber's connection: WhatsApp forgets it
 * when that connection closes (whatsmeow presence.go `SubscribePresence`: clients subscribe again after connecting),
 * so closed connections are dropped as they are met.
 */
export class PresenceSubscriptions {
  private readonly byTarget = new Map<Account, Map<Client, PresenceSubscriber>>()
  /** the connections that marked themselves online (`<presence type=available>`), until they mark offline or close */
  private readonly online = new WeakSet<Client>()

  /** a connection marked itself online or offline */
  mark(client: Client, online: boolean): void {
    if (online) this.online.add(client)
    else this.online.delete(client)
  }

  /** whether a connection marked itself online: only such a one is sent chat states (whatsmeow presence.go) */
  isOnline(client: Client): boolean {
    return client.isOpen && this.online.has(client)
  }

  subscribe(target: Account, subscriber: PresenceSubscriber): void {
    const subscribers = this.byTarget.get(target) ?? new Map<Client, PresenceSubscriber>()
    subscribers.set(subscriber.client, subscriber)
    this.byTarget.set(target, subscribers)
  }

  /** the open connections subscribed to `target` */
  of(target: Account): PresenceSubscriber[] {
    const subscribers = this.byTarget.get(target)
    if (!subscribers) return []
    for (const client of [...subscribers.keys()]) if (!client.isOpen) subscribers.delete(client)
    return [...subscribers.values()]
  }
}
