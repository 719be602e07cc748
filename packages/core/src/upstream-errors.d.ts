import type { EngineContext } from './context.js';
import { EngineError } from './errors.js';
import { type ProtocolConnection } from './protocol/port.js';
/** Which domain a protocol call served: the same kind of failure has a different code in each. */
export type UpstreamDomain = 'messages' | 'media' | 'pairing' | 'groups' | 'invites' | 'newsletters' | 'calls' | 'chats' | 'contacts' | 'profile';
/**
 * A failed protocol call -> the engine's error, by the failure's kind and the domain it served. `what` opens
 * the message ("WhatsApp did not accept the message"); WhatsApp's own words follow it.
 */
export declare function upstreamError(error: unknown, domain: UpstreamDomain, what: string): EngineError;
/**
 * Runs `run` on a session's connection (the 409s when it has none) and maps what WhatsApp refused to the engine's
 * error for `domain`: the one way a domain service calls the port.
 */
export declare function onConnection<T>(context: EngineContext, sessionId: string, domain: UpstreamDomain, what: string, run: (connection: ProtocolConnection) => Promise<T>): Promise<T>;
