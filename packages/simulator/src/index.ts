export { startSimulator, type PhoneOptions, type Simulator, type SimulatorOptions } from './simulator.js'
export type { BusinessProfile } from './state/accounts.js'
export { Phone } from './phone/phone.js'
export type {
  ReceivedMessage,
  ReceivedMedia,
  SentMessage,
  LinkedDevice,
  OutgoingMedia,
  OutgoingLocation,
  OutgoingContact,
} from './phone/types.js'
export type { Clock } from './state/clock.js'
export { memoryKeyStore } from './memory-keys.js'
export { encryptMedia, decryptMedia, type MediaKind, type EncryptedMedia } from './media.js'
export { DEFAULT_ROOT_KEY_PAIR, DEFAULT_ROOT_PUBLIC_KEY, keyPairFromSeed, type KeyPair } from './server/keys.js'
export type { Faults } from './faults.js'
export type { HistoryChatSeed, HistoryMessageSeed } from './phone/history.js'
export type { GroupControls } from './group-controls.js'
export {
  ChannelControlError,
  type ChannelControls,
  type ChannelPostContent,
  type ChannelPostResult,
  type NewChannelOptions,
} from './channel-controls.js'
export {
  CHANNEL_CATEGORIES,
  type ChannelCategory,
  type ChannelRecord,
  type ChannelPost,
  type ChannelState,
} from './state/channels.js'
export type { GroupView, GroupMemberRole } from './phone/group-view.js'
export type { CommunityView, CommunityOptions } from './phone/communities.js'
export type { GroupSetting, ParticipantAction } from './phone/groups.js'
export { PhoneCallError, type PhoneCall, type PhoneCallEndReason } from './phone/calls.js'
export type { SimRelayBlock, SimRelayEndpoint } from './handlers/call-media.js'
export type { GroupRecord, GroupRole } from './state/groups.js'
export type { SimulatorEvents, SimulatorEventName, DeviceEvent } from './events.js'
export { Transcript, renderNode, type TranscriptOptions, type TranscriptEntry } from './transcript.js'
export type { Logger } from './log.js'
export {
  createSandboxApiHandler,
  createSandboxHandler,
  type SandboxHandlerOptions,
  sandboxRoutes,
} from './sandbox/handler.js'
export { sandboxProblemCodes, type SandboxProblemCode } from './sandbox/problems.js'
export type { ChatView, StarredMessage, PhoneChats } from './phone/chats.js'
export type { LinkedAuth } from './phone/devices.js'
