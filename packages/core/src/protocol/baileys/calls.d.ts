import type { CallsPort } from '../ports/calls.js';
import type { FacetContext } from './facet.js';
/**
 * `connection.calls` on Baileys, which has no call stack: the offer goes through Baileys' own device list, Signal
 * sessions and per-device encryption (as its message sends do), the rest are raw `<call>` stanzas (wire/calls.ts)
 * written without waiting for an answer (wire/calls.ts says why). Baileys' `rejectCall` is not used: it writes the
 * sender as `call-creator` (wrong when the offer named another creator) and waits for an ack no other reference
 * expects. Inbound `<call>`s are read off the socket (Baileys' `call` event drops mute states and terminate
 * reasons, and cannot tell the account's own devices from the peer's).
 */
export declare function createCallsFacet(context: FacetContext): CallsPort;
