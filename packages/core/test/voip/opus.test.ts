import { describe, expect, it } from 'vitest'
import { loadOpus, OpusDecoder, OpusEncoder } from '../../src/protocol/voip/opus/codec.js'
import { samplesPerPacket } from '../../src/protocol/voip/rtp/audio-stream.js'
import { dominantFrequency, tone } from './support/tone.js'

describe('the Opus codec of a call', () => {
  it('carries 60 ms of 16 kHz voice through one packet', async () => {
    const opus = await loadOpus()
    const encoder = new OpusEncoder(opus)
    const decoder = new OpusDecoder(opus)
    let heard: Int16Array | null = null
    for (let frame = 0; frame < 3; frame++)
      heard = decoder.decode(encoder.encode(tone(660, frame * 960, samplesPerPacket)))
    expect(heard).toHaveLength(samplesPerPacket)
    expect(dominantFrequency(heard!)).toBe(660)
    expect(() => encoder.encode(new Int16Array(320))).toThrow(/960 samples/)
  })

  it('plays MLow as silence: its frames read as 20 or 40 ms Opus, or short CELT comfort noise', async () => {
    const decoder = new OpusDecoder(await loadOpus())
    // A 60 ms MLow speech frame (first byte 0x50 to 0x57), a 20 ms one (0x48 to 0x4f), MLow's SID (0x90).
    expect(decoder.decode(Buffer.from([0x50, ...Array(40).fill(0x5a)]))).toBeNull()
    expect(decoder.decode(Buffer.from([0x48, ...Array(40).fill(0x5a)]))).toBeNull()
    expect(decoder.decode(Buffer.from([0x90]))).toBeNull()
  })
})
