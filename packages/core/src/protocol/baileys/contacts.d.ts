import type { ContactsPort } from '../ports/contacts.js';
import type { FacetContext } from './facet.js';
/**
 * `connection.contacts` on Baileys: pictures through Baileys' `profilePictureUrl`, a person's about through its
 * `fetchStatus` and business profile through its `getBusinessProfile`, the blocklist through its
 * `fetchBlocklist` and `updateBlockStatus`, a person's other JID through its LID mapping store (which asks WhatsApp,
 * in one usync query, for the LIDs of phone numbers it does not know), presence subscriptions through its
 * `presenceSubscribe`, people's presence and typing read off the socket (wire/presence.ts), and the address book
 * from its `contacts.upsert`, `contacts.update` and `messaging-history.set` events. The number check is wire/contacts.ts's usync query (Baileys' `onWhatsApp`
 * carries no LID); the LIDs it learns go into Baileys' LID mapping store, as whatsmeow and whatsapp-rust keep
 * theirs, so messages to and from those people resolve either form.
 */
export declare function createContactsFacet(context: FacetContext): ContactsPort;
