import { importDriver } from '../../../store/drivers.js'
import { clockRate, samplesPerPacket } from '../rtp/audio-stream.js'

interface OpusModule {
  Encoder: new (options: {
    channels: 1
    sample_rate: 16000
    application: 'voip'
  }) => {
    bitrate: number
    complexity: number
    encode(pcm: ArrayBufferView): Uint8Array
  }
  Decoder: new (options: { channels: 1; sample_rate: 16000 }) => { decode(packet: ArrayBufferView): Uint8Array }
}

/**
 * The Opus codec of a call: @evan/opus (libopus, its native build where the package ships one, else its
 * WebAssembly build), an optional peer dependency imported on the first call with audio.
 */
export const loadOpus = async (): Promise<OpusModule> => (await importDriver('call audio', '@evan/opus')) as OpusModule

/** The bitrate and complexity whatsapp-rust's libopus adapter uses for 16 kHz mono voice (`voip_audio_codecs.md`). */
const bitrate = 24_000
const complexity = 5

/** Encodes 60 ms frames of 16 kHz mono PCM to Opus packets. */
export class OpusEncoder {
  private readonly encoder: InstanceType<OpusModule['Encoder']>

  constructor(opus: OpusModule) {
    this.encoder = new opus.Encoder({ channels: 1, sample_rate: clockRate, application: 'voip' })
    this.encoder.bitrate = bitrate
    this.encoder.complexity = complexity
  }

  encode(frame: Int16Array): Buffer {
    if (frame.length !== samplesPerPacket)
      throw new Error(`an Opus frame is ${samplesPerPacket} samples, not ${frame.length}`)
    return Buffer.from(this.encoder.encode(frame))
  }
}

/**
 * Decodes 60 ms Opus packets to 16 kHz mono PCM; null for anything else. MLow packets read as Opus announce 20 or
 * 40 ms SILK frames, or short CELT ones for its comfort noise (their first byte is the table of contents, whatsapp-rust
 * `rtp.rs`, `is_opus_mlow_speech_payload`), so a peer that sends MLow is heard as silence rather than as noise.
 */
export class OpusDecoder {
  private readonly decoder: InstanceType<OpusModule['Decoder']>

  constructor(opus: OpusModule) {
    this.decoder = new opus.Decoder({ channels: 1, sample_rate: clockRate })
  }

  decode(packet: Uint8Array): Int16Array | null {
    try {
      const bytes = this.decoder.decode(packet)
      return bytes.byteLength === samplesPerPacket * 2
        ? new Int16Array(bytes.buffer, bytes.byteOffset, samplesPerPacket)
        : null
    } catch {
      return null
    }
  }
}
