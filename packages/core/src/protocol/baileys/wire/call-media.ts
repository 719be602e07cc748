import type { BinaryNode } from '@whiskeysockets/baileys'
import type { RelayEndpoint } from '../../voip/relay/offer.js'

/**
 * The `<call>` nodes of a call that carries audio (docs/calls.md, "Call audio"): the capability bits and the
 * `voip_settings` that ask for plain Opus instead of MLow, `<preaccept>`, the media `<accept>` and `<transport>`.
 * Shapes from whatsapp-rust (`wacore/src/stanza/call.rs`: `build_preaccept_with_capability`, `build_accept`,
 * `build_transport`, `without_mlow_capability`, `standard_opus_voip_settings`; `src/voip/facade.rs`:
 * `build_answer_signaling`, `offer_capability`) and meowcaller (`signaling/stanza.go`: `BuildPreaccept`,
 * `BuildAccept`, `BuildTransport`; `engine.go`: `sendPreaccept`, `sendAccept`). Unverified against WhatsApp.
 *
 * Where they agree: the child order of each node; preaccept as audio, encopt, capability; accept as audio,
 * `<te priority=2>`, net medium=2, encopt, capability, voip_settings (uncompressed=1); transport as
 * `<te priority=1>` then `<net medium=2 protocol=0>` in a wrapper without an id.
 * Where they differ, and what is done here:
 * - Codec. whatsapp-rust clears capability bit 31 in the offer, preaccept and accept and sends the two-key
 *   `voip_settings` ("verified with a live full-duplex Android call", its `agent_docs/voip_audio_codecs.md`);
 *   meowcaller keeps the MLow bit and sends no `voip_settings`. The stack speaks plain Opus only: whatsapp-rust's.
 * - Offer rates. whatsapp-rust offers only the rate its audio runs at (16 kHz); meowcaller offers 8 and 16 kHz
 *   as the signalling-only offer does. whatsapp-rust's, the rate the stack runs at.
 * - The relay in accept and transport. Both builders take a `te` (the chosen relay's 6-byte `te2` address);
 *   neither reference's call flow passes one to accept, and neither sends `<transport>` at all. Sent here, with
 *   the best-ranked endpoint (`rankEndpoints`), since the issue asks for the relay in the accept: the most
 *   unverified part.
 * - meowcaller adds `<metadata peer_abtest_bucket_id_list>` to its accept and defers it until the caller's
 *   mute_v2; whatsapp-rust sends an audio accept without metadata at once. whatsapp-rust's.
 */

/** whatsapp-rust `CAPABILITY_OFFER`: the audio offer's and accept's `<capability ver=1>` blob, MLow allowed. */
export const capabilityOffer = Buffer.from([0x01, 0x05, 0xf7, 0x09, 0xe0, 0xbb, 0x13])
/** whatsapp-rust `CAPABILITY_PREACCEPT`: an audio preaccept's blob, MLow allowed. */
export const capabilityPreaccept = Buffer.from([0x01, 0x05, 0xf7, 0x09, 0xe0, 0xbb, 0x07])

/** The blob with capability 31, the peer's gate for `use_mlow_codec_v1`, cleared: the high bit of byte 5. */
export function withoutMlow(capability: Uint8Array): Buffer {
  const copy = Buffer.from(capability)
  copy[5]! &= 0x7f
  return copy
}

/** The `voip_settings` a plain-Opus answer sends: MLow off, the 16 kHz RTP clock (payload type 120). */
export const plainOpusVoipSettings = Buffer.from(
  '{"encode":{"use_mlow_codec_v1":"false"},"options":{"enable_48khz_rtp_clock":"false"}}',
)

/** The one rate the call media stack runs at (protocol/voip, `clockRate`). */
export const audioRate = '16000'

const audio: BinaryNode = { tag: 'audio', attrs: { enc: 'opus', rate: audioRate } }
const encopt: BinaryNode = { tag: 'encopt', attrs: { keygen: '2' } }
const capability = (blob: Uint8Array): BinaryNode => ({ tag: 'capability', attrs: { ver: '1' }, content: blob })

/** The 6 bytes of an endpoint's IPv4 `te2` entry (whatsapp-rust `get_ipv4_address_bytes`), or null without one. */
export function te2Bytes(endpoint: RelayEndpoint): Buffer | null {
  const octets = endpoint.address.split('.').map(Number)
  if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) return null
  return Buffer.from([...octets, endpoint.port >> 8, endpoint.port & 0xff])
}

const te = (priority: '1' | '2', relay: RelayEndpoint | null): BinaryNode[] => {
  const bytes = relay && te2Bytes(relay)
  return bytes ? [{ tag: 'te', attrs: { priority }, content: bytes }] : []
}

interface MediaCall {
  to: string
  callId: string
  creatorJid: string
}

const ids = (call: MediaCall) => ({ 'call-id': call.callId, 'call-creator': call.creatorJid })

/** `<call to id><preaccept>`: audio 16 kHz, encopt, the preaccept capability with MLow cleared. */
export function preacceptNode(call: MediaCall & { id: string }): BinaryNode {
  return {
    tag: 'call',
    attrs: { to: call.to, id: call.id },
    content: [
      { tag: 'preaccept', attrs: ids(call), content: [audio, encopt, capability(withoutMlow(capabilityPreaccept))] },
    ],
  }
}

/** `<call to id><accept>` of a call taken with audio: the relay, the capability and voip_settings for plain Opus. */
export function mediaAcceptNode(call: MediaCall & { id: string; relay: RelayEndpoint | null }): BinaryNode {
  const content: BinaryNode[] = [
    audio,
    ...te('2', call.relay),
    { tag: 'net', attrs: { medium: '2' } },
    encopt,
    capability(withoutMlow(capabilityOffer)),
    { tag: 'voip_settings', attrs: { uncompressed: '1' }, content: plainOpusVoipSettings },
  ]
  return { tag: 'call', attrs: { to: call.to, id: call.id }, content: [{ tag: 'accept', attrs: ids(call), content }] }
}

/** `<call to><transport>`: the chosen relay, then `<net medium=2 protocol=0>`; no wrapper id, as both builders. */
export function transportNode(call: MediaCall & { relay: RelayEndpoint | null }): BinaryNode {
  return {
    tag: 'call',
    attrs: { to: call.to },
    content: [
      {
        tag: 'transport',
        attrs: ids(call),
        content: [...te('1', call.relay), { tag: 'net', attrs: { medium: '2', protocol: '0' } }],
      },
    ],
  }
}
