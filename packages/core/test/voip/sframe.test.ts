import { describe, expect, it } from 'vitest'
import { openSframe, sframeKey, sframeNonce } from '../../src/protocol/voip/srtp/sframe.js'
import { flipped, hex, kats } from './kats.js'

const { inputs, sframe } = kats
const callKey = hex(inputs.callKey)

describe('SFrame inside SRTP (whatsapp-rust kats.json)', () => {
  it("derives each participant's key from the call key", () => {
    expect(sframeKey(callKey, inputs.peerLid).toString('hex')).toBe(sframe.peerKey32)
    expect(sframeKey(callKey, inputs.selfLid).toString('hex')).toBe(sframe.selfKey32)
    expect(sframeKey(callKey, '222222222222222@lid').toString('hex')).toBe(sframe.peerKey32)
    expect(sframeKey(flipped(callKey), inputs.peerLid).toString('hex')).not.toBe(sframe.peerKey32)
    expect(sframeNonce(5n).toString('hex')).toBe(sframe.counterToIv_5)
  })

  it('opens the frame a caller sealed for its peer, under the peer’s own key', () => {
    const frame = hex(sframe.encrypt_out)
    expect(frame.subarray(-3).toString('hex')).toBe(sframe.header_5_0)
    const atPeer = sframeKey(callKey, inputs.peerLid)
    expect(openSframe(atPeer, frame)).toEqual(hex(inputs.payload))
    expect(openSframe(atPeer, flipped(frame, 0))).toBeNull()
    expect(openSframe(sframeKey(callKey, inputs.selfLid), frame)).toBeNull()
  })

  it('leaves plain Opus alone, whatever its last bytes look like', () => {
    const key = sframeKey(callKey, inputs.peerLid)
    for (const opus of ['00', '90b81414c4', '12101a759d3399bbaefb874fd75a004af7c0', '9036ba6ffa40'])
      expect(openSframe(key, hex(opus))).toBeNull()
    // Read as a header, these end in a counter of more than 64 bits (a payload seen in the bench).
    const overlong = Buffer.concat([
      Buffer.alloc(20, 0x58),
      Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f, 0x00, 12]),
    ])
    expect(openSframe(key, overlong)).toBeNull()
  })
})
