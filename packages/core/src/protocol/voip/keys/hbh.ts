import { expandSessionKeys, hkdf, type SrtpKeys, splitMaster, srtpLabels } from './kdf.js'

/** The relay's `<hbh_key>`, decoded: a 14-byte salt seed then a 16-byte key seed. */
export const hbhKeyLength = 30

/** The key sets a relay's hop-by-hop key yields, each as the RFC 3711 session keys of its master. */
export interface HopByHopKeys {
  /** SRTCP from this client to the relay, and from the relay to it, under the directional labels. */
  readonly uplinkRtcp: SrtpKeys
  readonly downlinkRtcp: SrtpKeys
  /** The shared layout WhatsApp's rollout flag selects instead: one SRTP and one SRTCP master for both ways. */
  readonly sharedRtp: SrtpKeys
  readonly sharedRtcp: SrtpKeys
}

/**
 * The 30-byte master one pair of labels derives from the hop-by-hop key: HKDF of the salt seed under 32 zero
 * bytes gives a salt, HKDF of the key seed under that salt gives key and salt (whatsapp-rust `hbh_srtp.rs`,
 * which pins the seed order Android uses; meowcaller's older `srtp/hbh.go` reads the seeds the other way round).
 */
export function hbhMaster(hbhKey: Uint8Array, saltLabel: string, keyLabel: string): Buffer {
  if (hbhKey.length !== hbhKeyLength) throw new Error(`a hop-by-hop key is ${hbhKeyLength} bytes, got ${hbhKey.length}`)
  const salt = hkdf(hbhKey.subarray(0, 14), Buffer.alloc(32), saltLabel, 32)
  return hkdf(hbhKey.subarray(14), salt, keyLabel, hbhKeyLength)
}

export function hopByHopKeys(hbhKey: Uint8Array): HopByHopKeys {
  const rtcp = (saltLabel: string, keyLabel: string) =>
    expandSessionKeys(splitMaster(hbhMaster(hbhKey, saltLabel, keyLabel)), srtpLabels.rtcp)
  return {
    uplinkRtcp: rtcp('uplink hbh srtcp salt', 'uplink hbh srtcp key'),
    downlinkRtcp: rtcp('downlink hbh srtcp salt', 'downlink hbh srtcp key'),
    sharedRtp: expandSessionKeys(splitMaster(hbhMaster(hbhKey, 'hbh srtp salt', 'hbh srtp key')), srtpLabels.rtp),
    sharedRtcp: rtcp('hbh srtcp salt', 'hbh srtcp key'),
  }
}
