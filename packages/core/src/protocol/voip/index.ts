/**
 * The call media stack (docs/calls.md, "Call audio"): what the protocol port reaches to carry a 1:1 call's audio,
 * off unless a call is placed or answered with audio. Nothing here imports Baileys; the DTLS, SCTP and Opus
 * packages it runs on are optional peer dependencies of core, imported on first use.
 */
export { callKeyLength } from './keys/e2e.js'
export { type HopByHopKeys, hopByHopKeys } from './keys/hbh.js'
export {
  CallMedia,
  type CallMediaListeners,
  type CallMediaOptions,
  type CallMediaStats,
  packetMs,
} from './media/call-media.js'
export type { CallDirection, RelayEndpoint, RelayOffer } from './relay/offer.js'
export { clockRate, samplesPerPacket } from './rtp/audio-stream.js'
