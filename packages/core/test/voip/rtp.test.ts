import { describe, expect, it } from 'vitest'
import { AudioRtpStream } from '../../src/protocol/voip/rtp/audio-stream.js'
import { dtxExtensionWord, encodeAudioHeader, parseRtpHeader } from '../../src/protocol/voip/rtp/header.js'
import { relayPacketKind } from '../../src/protocol/voip/rtp/packet-kind.js'
import {
  rtcpSenderSsrc,
  senderReport,
  senderReportWithCname,
  sourceDescription,
  whatsappCname,
} from '../../src/protocol/voip/rtp/rtcp.js'
import { flipped, hex, kats } from './kats.js'

const ssrc = kats.inputs.ssrc

describe('RTP and RTCP (whatsapp-rust kats.json)', () => {
  it('writes the 16-byte speech header and the 20-byte DTX header', () => {
    const speech = encodeAudioHeader({ marker: true, payloadType: 120, sequence: 1, timestamp: 0, ssrc }, null)
    expect(speech.toString('hex')).toBe(kats.rtp.speechHeader16)
    const dtx = encodeAudioHeader(
      { marker: false, payloadType: 120, sequence: 2, timestamp: 320, ssrc },
      dtxExtensionWord,
    )
    expect(dtx.toString('hex')).toBe(kats.rtp.dtxHeader20)
    expect(
      encodeAudioHeader({ marker: false, payloadType: 120, sequence: 1, timestamp: 0, ssrc }, null).toString('hex'),
    ).not.toBe(kats.rtp.speechHeader16)
  })

  it('parses headers, the captured Android ones with their three-word extension included', () => {
    expect(parseRtpHeader(hex(kats.rtp.dtxHeader20))).toEqual({
      marker: false,
      payloadType: 120,
      sequence: 2,
      timestamp: 320,
      ssrc,
      length: 20,
    })
    expect(parseRtpHeader(hex(kats.rtp.androidVideoHeader28))).toMatchObject({
      payloadType: 97,
      sequence: 1,
      length: 28,
    })
    expect(parseRtpHeader(hex(kats.rtp.androidVideoHeader28).subarray(0, 27))).toBeNull()
    expect(parseRtpHeader(hex('80780007000003c012345678'))).toMatchObject({ sequence: 7, length: 12 })
    // An extension whose length runs past the packet is not a header.
    expect(parseRtpHeader(hex(kats.inputs.samplePacket))).toBeNull()
  })

  it('numbers an audio stream from 1, 960 samples a packet, and marks Opus DTX', () => {
    const stream = new AudioRtpStream(ssrc)
    const first = parseRtpHeader(stream.next(Buffer.alloc(100)))
    const dtx = stream.next(Buffer.from([0x10]))
    expect(first).toMatchObject({ sequence: 1, timestamp: 0, marker: false, payloadType: 120, length: 16 })
    expect(parseRtpHeader(dtx)).toMatchObject({ sequence: 2, timestamp: 960, length: 20 })
    expect(dtx.readUInt32BE(16)).toBe(dtxExtensionWord)
    expect({ packets: stream.packets, octets: stream.octets, rtpTimestamp: stream.rtpTimestamp }).toEqual({
      packets: 2,
      octets: 101,
      rtpTimestamp: 960,
    })
  })

  it('writes a sender report with its NTP time', () => {
    const { stats } = kats.rtcp
    const report = senderReport(
      ssrc,
      { packets: stats.packetsSent, octets: stats.octetsSent, rtpTimestamp: stats.rtpTimestamp },
      kats.rtcp.nowMs,
    )
    expect(report.toString('hex')).toBe(kats.rtcp.senderReport)
    expect(
      senderReport(
        ssrc,
        { packets: stats.packetsSent + 1, octets: stats.octetsSent, rtpTimestamp: 0 },
        kats.rtcp.nowMs,
      ).toString('hex'),
    ).not.toBe(kats.rtcp.senderReport)
    expect(rtcpSenderSsrc(report)).toBe(ssrc)
  })

  it("writes the native CNAME and SDES (whatsapp-rust rtcp.rs's own wire test)", () => {
    const cname = whatsappCname(hex('66778899aabb'))
    expect(cname.toString()).toBe('66778@pj899aab.org')
    expect(sourceDescription(0x1234_5678, cname).toString('hex')).toBe(
      '81ca0007123456780112363637373840706a3839396161622e6f726700000000',
    )
    expect(senderReportWithCname(ssrc, { packets: 0, octets: 0, rtpTimestamp: 0 }, 0, cname)).toHaveLength(60)
  })

  it('tells STUN, RTP and RTCP apart on the relay channel', () => {
    expect(relayPacketKind(hex(kats.stun.ping))).toBe('stun')
    expect(relayPacketKind(hex(kats.rtp.speechHeader16))).toBe('rtp')
    expect(relayPacketKind(hex(kats.rtcp.senderReport))).toBe('rtcp')
    expect(relayPacketKind(hex(kats.rtcp.compact208))).toBe('rtcp')
    expect(relayPacketKind(flipped(hex('c0'), 0))).toBe('other')
  })
})
