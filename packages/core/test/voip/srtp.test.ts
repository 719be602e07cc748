import { describe, expect, it } from 'vitest'
import { senderKeys } from '../../src/protocol/voip/keys/e2e.js'
import { hopByHopKeys } from '../../src/protocol/voip/keys/hbh.js'
import { aesCtr, expandSessionKeys, splitMaster, srtpLabels } from '../../src/protocol/voip/keys/kdf.js'
import { hbhMaster } from '../../src/protocol/voip/keys/hbh.js'
import { AudioSrtp } from '../../src/protocol/voip/srtp/audio-srtp.js'
import { srtpIv } from '../../src/protocol/voip/srtp/iv.js'
import { ReceiveRollover, SendRollover } from '../../src/protocol/voip/srtp/rollover.js'
import { protectSrtcp, unprotectSrtcp } from '../../src/protocol/voip/srtp/srtcp.js'
import { warpTag, verifyWarpTag } from '../../src/protocol/voip/srtp/warp-tag.js'
import { AudioRtpStream } from '../../src/protocol/voip/rtp/audio-stream.js'
import { flipped, hex, kats } from './kats.js'

const { inputs } = kats
const callKey = hex(inputs.callKey)
const peer = senderKeys(callKey, inputs.peerLid).rtp
const index = inputs.roc * 0x1_0000 + inputs.seq

describe('SRTP (whatsapp-rust kats.json)', () => {
  it('builds the counter block from salt, SSRC and packet index', () => {
    expect(srtpIv(peer.salt, inputs.ssrc, index).toString('hex')).toBe(kats.e2e_srtp.rtpIv)
    expect(srtpIv(peer.salt, inputs.ssrc + 1, index).toString('hex')).not.toBe(kats.e2e_srtp.rtpIv)
    expect(srtpIv(Buffer.alloc(14), inputs.ssrc, index).toString('hex')).toBe(kats.hbh_srtp.rtpIcmNonce)
  })

  it('encrypts an RTP payload with AES-128-CTR under the sender keys', () => {
    const payload = hex(inputs.payload)
    const cipher = aesCtr(peer.cipherKey, srtpIv(peer.salt, inputs.ssrc, index), payload)
    expect(cipher.toString('hex')).toBe(kats.e2e_srtp.cipher_out)
    expect(aesCtr(peer.cipherKey, srtpIv(peer.salt, inputs.ssrc, index), flipped(payload)).toString('hex')).not.toBe(
      kats.e2e_srtp.cipher_out,
    )
    const master = splitMaster(hbhMaster(hex(inputs.hbhKey), 'uplink hbh srtcp salt', 'uplink hbh srtcp key'))
    const hbh = expandSessionKeys(master, srtpLabels.rtp)
    expect(aesCtr(hbh.cipherKey, srtpIv(hbh.salt, inputs.ssrc, index), payload).toString('hex')).toBe(
      kats.hbh_srtp.cipher_out,
    )
  })

  it('tags a packet with the 4-byte WARP integrity over packet and rollover counter', () => {
    const packet = hex(inputs.samplePacket)
    expect(warpTag(peer.authKey, packet, inputs.roc, 4).toString('hex')).toBe(kats.e2e_srtp.warp_mi_tag4)
    expect(verifyWarpTag(peer.authKey, packet, inputs.roc, hex(kats.e2e_srtp.warp_mi_tag4))).toBe(true)
    expect(verifyWarpTag(peer.authKey, flipped(packet), inputs.roc, hex(kats.e2e_srtp.warp_mi_tag4))).toBe(false)
    expect(verifyWarpTag(peer.authKey, packet, inputs.roc + 1, hex(kats.e2e_srtp.warp_mi_tag4))).toBe(false)
  })

  it('protects a sender report as SRTCP exactly as libSRTP does', () => {
    const { uplinkRtcp } = hopByHopKeys(hex(inputs.hbhKey))
    const report = hex(kats.rtcp.senderReport)
    const protectedReport = protectSrtcp(uplinkRtcp, 0x1234_5678, 1, report)
    expect(protectedReport.toString('hex')).toBe(kats.hbh_srtp.srtcpProtectedSrIndex1)
    expect(unprotectSrtcp(uplinkRtcp, protectedReport)).toEqual({ rtcp: report, index: 1 })
    expect(unprotectSrtcp(uplinkRtcp, flipped(protectedReport))).toBeNull()
    expect(unprotectSrtcp(uplinkRtcp, flipped(protectedReport, 12))).toBeNull()
    expect(protectSrtcp(uplinkRtcp, 0x1234_5678, 1, flipped(report)).toString('hex')).not.toBe(
      kats.hbh_srtp.srtcpProtectedSrIndex1,
    )
  })
})

describe('the audio SRTP of a call', () => {
  const tagLength = 4
  const caller = () => new AudioSrtp({ callKey, self: inputs.selfLid, peer: inputs.peerLid, tagLength })
  const callee = () => new AudioSrtp({ callKey, self: inputs.peerLid, peer: inputs.selfLid, tagLength })

  it('carries a payload from one side to the other, sent under the sender and received under the peer', () => {
    const stream = new AudioRtpStream(inputs.ssrc)
    const payload = hex(inputs.payload)
    const packet = caller().protect(stream, payload)
    expect(packet.length).toBe(16 + payload.length + tagLength)
    const received = callee().unprotect(packet)
    expect(received?.payload).toEqual(payload)
    expect(received?.header).toMatchObject({ sequence: 1, timestamp: 0, ssrc: inputs.ssrc, payloadType: 120 })
    // The caller's keys are not the callee's: a side cannot read its own packets back.
    expect(caller().unprotect(packet)).toBeNull()
  })

  it('refuses a forged packet and a replayed one', () => {
    const stream = new AudioRtpStream(inputs.ssrc)
    const sender = caller()
    const receiver = callee()
    const packet = sender.protect(stream, hex(inputs.payload))
    expect(receiver.unprotect(flipped(packet))).toBeNull()
    expect(receiver.unprotect(flipped(packet, 20))).toBeNull()
    expect(receiver.unprotect(packet)).not.toBeNull()
    expect(receiver.unprotect(packet)).toBeNull()
  })

  it('follows the device that answered', () => {
    const answering = new AudioSrtp({ callKey, self: '222222222222222:3@lid', peer: inputs.selfLid, tagLength })
    const receiver = caller()
    const packet = answering.protect(new AudioRtpStream(1), hex(inputs.payload))
    expect(receiver.unprotect(packet)).toBeNull()
    receiver.receiveFrom('222222222222222:3@lid')
    expect(receiver.unprotect(packet)?.payload).toEqual(hex(inputs.payload))
  })

  it('keeps the rollover counter in step across a sequence wrap, late packets included', () => {
    const send = new SendRollover()
    expect([0xfffe, 0xffff, 0, 1].map((s) => send.advance(s))).toEqual([0, 0, 1, 1])
    const receive = new ReceiveRollover()
    const seen = [0xfffe, 0xffff, 1, 0, 0xfff0, 2].map((seq) => {
      const roc = receive.estimate(seq)
      receive.commit(roc, seq)
      return roc
    })
    expect(seen).toEqual([0, 0, 1, 1, 0, 1])
  })
})
