import { hkdf } from './kdf.js'
import { participantId } from './participant.js'

/**
 * A participant's stream SSRC: HKDF-SHA256 with the call id as input, the stream's slot word (little-endian) as
 * salt and the participant id as info, four bytes read little-endian (whatsapp-rust `ssrc.rs`). Both sides know
 * each other's SSRCs without exchanging them.
 */
export function streamSsrc(callId: string, participant: string, slot: number): number {
  const salt = Buffer.alloc(4)
  salt.writeUInt32LE(slot)
  return hkdf(Buffer.from(callId), salt, participantId(participant), 4).readUInt32LE(0)
}

/** The audio media stream's slot. */
export const audioSlot = 0

/**
 * The relay's stream slots in WhatsApp Web's order, each with its stream (audio, video, second video) and
 * sub-type (media, FEC, NACK), as the allocate's stream descriptors announce them (whatsapp-rust `stun.rs`,
 * `WASM_STREAM_SLOTS`).
 */
export const relayStreamSlots: readonly { stream: number; subType: number; slot: number }[] = [
  { stream: 0, subType: 0, slot: 0 },
  { stream: 0, subType: 1, slot: 1 },
  { stream: 0, subType: 2, slot: 4 },
  { stream: 1, subType: 0, slot: 2 },
  { stream: 1, subType: 1, slot: 3 },
  { stream: 1, subType: 2, slot: 5 },
  { stream: 2, subType: 0, slot: 7 },
  { stream: 2, subType: 1, slot: 8 },
  { stream: 2, subType: 2, slot: 6 },
]
