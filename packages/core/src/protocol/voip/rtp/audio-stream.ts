import { audioPayloadType, dtxExtensionWord, encodeAudioHeader } from './header.js'

/** 60 ms of 16 kHz audio: a packet's timestamp step and one Opus frame (whatsapp-rust `audio.rs`, OPUS_16KHZ_60MS). */
export const samplesPerPacket = 960
export const clockRate = 16_000

/** libopus sends DTX as packets of at most two bytes (whatsapp-rust `rtp.rs`, `is_opus_dtx_payload`). */
export const isOpusDtx = (payload: Uint8Array): boolean => payload.length > 0 && payload.length <= 2

/**
 * The sending side of one audio stream: sequence numbers from 1, the timestamp 960 ahead each packet, the DTX
 * word on comfort noise. Native Opus sets no speech-start marker (whatsapp-rust clears MLow's markers for it).
 */
export class AudioRtpStream {
  private sequence = 1
  private timestamp = 0
  private lastTimestamp: number | null = null
  packets = 0
  octets = 0

  constructor(readonly ssrc: number) {}

  /** The header of the next packet, which carries `payload`. */
  next(payload: Uint8Array): Buffer {
    const header = encodeAudioHeader(
      {
        marker: false,
        payloadType: audioPayloadType,
        sequence: this.sequence,
        timestamp: this.timestamp,
        ssrc: this.ssrc,
      },
      isOpusDtx(payload) ? dtxExtensionWord : null,
    )
    this.lastTimestamp = this.timestamp
    this.sequence = (this.sequence + 1) & 0xffff
    this.timestamp = (this.timestamp + samplesPerPacket) >>> 0
    this.packets = (this.packets + 1) >>> 0
    this.octets = (this.octets + payload.length) >>> 0
    return header
  }

  /** The timestamp of the last packet sent, for a sender report. */
  get rtpTimestamp(): number {
    return this.lastTimestamp ?? this.timestamp
  }
}
