import { expandSessionKeys, hkdf, type SrtpKeys, type SrtpMaster, splitMaster, srtpLabels } from './kdf.js'
import { participantId } from './participant.js'

/** The call key travels in the offer's `<enc>`: 32 random bytes (WhatsApp's security whitepaper, "Call Setup"). */
export const callKeyLength = 32

/**
 * The end-to-end SRTP master of one sender: HKDF-SHA256 of the call key with 32 zero bytes of salt and the
 * sender's participant id as info, 46 bytes of which the first 30 are key and salt (whatsapp-rust
 * `e2e_srtp.rs`, `derive_e2e_keys`). Each side sends under its own id and receives under its peer's.
 */
export function e2eMaster(callKey: Uint8Array, sender: string): SrtpMaster {
  if (callKey.length < callKeyLength) throw new Error(`a call key is ${callKeyLength} bytes, got ${callKey.length}`)
  return splitMaster(hkdf(callKey.subarray(0, callKeyLength), Buffer.alloc(32), participantId(sender), 46))
}

/** One sender's keys, for its RTP and for its SRTCP. */
export interface SenderKeys {
  readonly rtp: SrtpKeys
  readonly rtcp: SrtpKeys
}

export function senderKeys(callKey: Uint8Array, sender: string): SenderKeys {
  const master = e2eMaster(callKey, sender)
  return { rtp: expandSessionKeys(master, srtpLabels.rtp), rtcp: expandSessionKeys(master, srtpLabels.rtcp) }
}
