export { startSimulator } from './simulator.js';
export { Phone } from './phone/phone.js';
export { memoryKeyStore } from './memory-keys.js';
export { encryptMedia, decryptMedia } from './media.js';
export { DEFAULT_ROOT_KEY_PAIR, DEFAULT_ROOT_PUBLIC_KEY, keyPairFromSeed } from './server/keys.js';
export { ChannelControlError, } from './channel-controls.js';
export { CHANNEL_CATEGORIES, } from './state/channels.js';
export { PhoneCallError } from './phone/calls.js';
export { Transcript, renderNode } from './transcript.js';
export { createSandboxApiHandler, createSandboxHandler, sandboxRoutes, } from './sandbox/handler.js';
export { sandboxProblemCodes } from './sandbox/problems.js';
//# sourceMappingURL=index.js.map