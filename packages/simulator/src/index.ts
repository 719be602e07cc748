export { startSimulator, type Simulator, type SimulatorOptions } from './server'
export {
  Phone,
  type ReceivedMessage,
  type ReceivedMedia,
  type SentMessage,
  type LinkedDevice,
  type OutgoingMedia,
  type OutgoingLocation,
  type OutgoingContact,
} from './phone'
export { memoryKeyStore } from './memory-keys'
export { encryptMedia, decryptMedia, type MediaKind, type EncryptedMedia } from './media'
export { DEFAULT_ROOT_KEY_PAIR, DEFAULT_ROOT_PUBLIC_KEY, keyPairFromSeed, type KeyPair } from './keys'
export type { Faults } from './faults'
export type { SimulatorEvents, SimulatorEventName, DeviceEvent } from './events'
export { Transcript, renderNode, type TranscriptOptions, type TranscriptEntry } from './transcript'
export type { Logger } from './log'
export { createSandboxHandler, sandboxProblemCodes, type SandboxHandlerOptions, type SandboxProblemCode } from './sandbox-http'
