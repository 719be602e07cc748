import { describe, expect, it } from 'vitest'
import { AudioSrtp } from '../../src/protocol/voip/srtp/audio-srtp.js'
import { openSframe, sframeKey } from '../../src/protocol/voip/srtp/sframe.js'
import { unprotectSrtcp } from '../../src/protocol/voip/srtp/srtcp.js'
import { senderKeys } from '../../src/protocol/voip/keys/e2e.js'
import { parseRtpHeader } from '../../src/protocol/voip/rtp/header.js'
import { relayPacketKind } from '../../src/protocol/voip/rtp/packet-kind.js'
import { rtcpSenderSsrc } from '../../src/protocol/voip/rtp/rtcp.js'
import { hasValidIntegrity, parseStun, stunErrorCode } from '../../src/protocol/voip/stun/message.js'
import { hex, kats } from './kats.js'

/** Every prefix of real packets, all-0xFF buffers, length fields that lie, and bytes from a fixed-seed generator. */
function garbage(): Buffer[] {
  const seeds = [
    kats.stun.wasmAllocate,
    kats.stun.withFp,
    kats.rtp.dtxHeader20,
    kats.hbh_srtp.srtcpProtectedSrIndex1,
    kats.sframe.encrypt_out,
  ]
  const out: Buffer[] = []
  for (const seed of seeds.map(hex)) for (let i = 0; i <= seed.length; i++) out.push(seed.subarray(0, i))
  for (const length of [0, 1, 2, 3, 7, 8, 12, 16, 20, 21, 64, 255]) out.push(Buffer.alloc(length, 0xff))
  out.push(hex('0001ffff2112a4420102030405060708090a0b0c'), hex('90780001000000001234567800000000debeffff'))
  let state = 0x2545f491
  for (let n = 0; n < 500; n++) {
    const bytes = Buffer.alloc(1 + (n % 200))
    for (let i = 0; i < bytes.length; i++) bytes[i] = (state = (state * 1_103_515_245 + 12_345) >>> 0) >>> 24
    out.push(bytes)
  }
  return out
}

describe('the media stack on bytes from the network', () => {
  it('refuses garbage without throwing', () => {
    const callKey = hex(kats.inputs.callKey)
    const srtp = new AudioSrtp({ callKey, self: kats.inputs.selfLid, peer: kats.inputs.peerLid, tagLength: 4 })
    const keys = senderKeys(callKey, kats.inputs.peerLid).rtcp
    const sframe = sframeKey(callKey, kats.inputs.selfLid)
    for (const bytes of garbage()) {
      expect(() => {
        const stun = parseStun(bytes)
        if (stun) stunErrorCode(stun)
        hasValidIntegrity(bytes, callKey)
        relayPacketKind(bytes)
        parseRtpHeader(bytes)
        rtcpSenderSsrc(bytes)
        srtp.unprotect(bytes)
        srtp.unprotectRtcp(bytes)
        unprotectSrtcp(keys, bytes)
        openSframe(sframe, bytes)
      }, bytes.toString('hex')).not.toThrow()
    }
  })
})
