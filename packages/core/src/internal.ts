/**
 * `@sessionkit/core/internal`: what the repository's own tests, benchmarks and simulator need beyond the public API
 * (the root export and `/adapter`). Nothing here is documented for users, and any of it may change in any
 * release.
 */

// The engine's insides: its services and bus (tests, benchmarks) and what the HTTP layer serves it through.
export { type EngineInternals, type EngineServices, internals, operationTables } from './registry.js'
export { type ApiHost, apiHost, type ServedEngine } from './http/host.js'
export { routes } from './http/routes/index.js'
export { schemaOf as jsonSchemaOf } from './http/openapi.js'
export { toRecipientJid } from './jids.js'
export type { Route } from './http/route.js'
export type { Operation, OperationMethod, OperationMethods } from './operations/operation.js'
export { EventBus } from './event-bus.js'
export { EventLog, type LoggedEvent } from './event-stream/log.js'
export { grants } from './keys/access.js'
export { MAX_CALL_AGE_MS, MAX_CALLS_PER_SESSION } from './calls/stored-call.js'
export { checkOutboundUrl, isPrivateAddress, type UrlCheck, type UrlCheckOptions } from './net/address-guard.js'
// Where a cluster places a session (benchmarks that need a session on a given node).
export { placeSession } from './cluster/placement.js'

// The protocol port, for the drivers tests replace Baileys with (`protocol.driver`).
export type * from './protocol/port.js'
export { ProtocolError } from './protocol/port.js'
export type * from './protocol/ports/calls.js'
export type * from './protocol/ports/chats.js'
export type * from './protocol/ports/communities.js'
export type * from './protocol/ports/contacts.js'
export type * from './protocol/ports/groups.js'
export type * from './protocol/ports/history.js'
export type * from './protocol/ports/messages.js'
export type * from './protocol/ports/newsletters.js'
export type * from './protocol/ports/profile.js'

// For code that builds Baileys' transactional key stores itself (the simulator's phones, the benchmarks): one storage
// for all; and for the simulator's phones, which encrypt group messages with Baileys' GroupCipher and sign with
// libsignal.
export { withSharedAsyncStorage } from './protocol/baileys/shared-async-storage.js'
export { installSenderKeyChain } from './protocol/baileys/sender-key-chain.js'
export { installCurveSignatures } from './protocol/baileys/curve-signatures.js'
// The phones run libsignal too: its session dumps (private keys included) must not reach their process's output.
export { silenceSessionDumps } from './protocol/baileys/signal-console.js'
