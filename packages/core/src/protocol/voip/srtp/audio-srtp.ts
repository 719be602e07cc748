import { senderKeys, type SenderKeys } from '../keys/e2e.js'
import { aesCtr } from '../keys/kdf.js'
import type { AudioRtpStream } from '../rtp/audio-stream.js'
import { parseRtpHeader, type RtpHeader } from '../rtp/header.js'
import { senderReportWithCname } from '../rtp/rtcp.js'
import { srtpIv } from './iv.js'
import { ReplayWindow } from './replay.js'
import { ReceiveRollover, SendRollover } from './rollover.js'
import { protectSrtcp, unprotectSrtcp } from './srtcp.js'
import { verifyWarpTag, warpTag } from './warp-tag.js'

export interface AudioSrtpOptions {
  readonly callKey: Uint8Array
  /** This side's participant (its LID): the send keys. */
  readonly self: string
  /** The peer device's participant: the receive keys. */
  readonly peer: string
  /** The relay's `warp_mi_tag_len`, 1 to 20. */
  readonly tagLength: number
}

/** One received audio packet, decrypted. */
export interface ReceivedAudio {
  readonly header: RtpHeader
  readonly payload: Buffer
}

/**
 * End-to-end SRTP of a 1:1 call's audio as whatsapp-rust's `MediaPipeline` does it (`session.rs`): the payload
 * AES-CTR encrypted under the sender's keys, the WARP tag over header and ciphertext; the tag is checked before
 * the rollover counter or the replay window move. RTCP goes as SRTCP under the sender's RTCP keys, its index
 * starting at 1 as libSRTP's does.
 */
export class AudioSrtp {
  private send: SenderKeys
  private receive: SenderKeys
  private readonly sendRoc = new SendRollover()
  private receiveRoc = new ReceiveRollover()
  private replay = new ReplayWindow()
  private rtcpReplay = new ReplayWindow()
  private rtcpIndex = 1

  constructor(private readonly options: AudioSrtpOptions) {
    if (!Number.isInteger(options.tagLength) || options.tagLength < 1 || options.tagLength > 20)
      throw new Error(`the WARP tag is 1 to 20 bytes, not ${options.tagLength}`)
    this.send = senderKeys(options.callKey, options.self)
    this.receive = senderKeys(options.callKey, options.peer)
  }

  /**
   * Receive from another device of the peer: a caller rings the peer's devices and the one that answers sends
   * under its own id, so the receive keys follow it and its stream starts afresh (whatsapp-rust `rekey_recv`).
   */
  receiveFrom(peer: string): void {
    this.receive = senderKeys(this.options.callKey, peer)
    this.receiveRoc = new ReceiveRollover()
    this.replay = new ReplayWindow()
    this.rtcpReplay = new ReplayWindow()
  }

  /** The next packet of `stream` carrying `payload`, encrypted and tagged. */
  protect(stream: AudioRtpStream, payload: Uint8Array): Buffer {
    const header = stream.next(payload)
    const sequence = header.readUInt16BE(2)
    const roc = this.sendRoc.advance(sequence)
    const { cipherKey, salt, authKey } = this.send.rtp
    const body = aesCtr(cipherKey, srtpIv(salt, stream.ssrc, roc * 0x1_0000 + sequence), payload)
    const packet = Buffer.concat([header, body])
    return Buffer.concat([packet, warpTag(authKey, packet, roc, this.options.tagLength)])
  }

  /** The packet's header and clear payload, or null when it is malformed, forged or replayed. */
  unprotect(packet: Uint8Array): ReceivedAudio | null {
    const tagAt = packet.length - this.options.tagLength
    if (tagAt < 12) return null
    const signed = packet.subarray(0, tagAt)
    const header = parseRtpHeader(signed)
    if (!header || header.length >= signed.length) return null
    const roc = this.receiveRoc.estimate(header.sequence)
    if (!verifyWarpTag(this.receive.rtp.authKey, signed, roc, packet.subarray(tagAt))) return null
    const index = roc * 0x1_0000 + header.sequence
    if (!this.replay.accept(index)) return null
    this.receiveRoc.commit(roc, header.sequence)
    const { cipherKey, salt } = this.receive.rtp
    return { header, payload: aesCtr(cipherKey, srtpIv(salt, header.ssrc, index), signed.subarray(header.length)) }
  }

  /** `stream`'s sender report with its CNAME, as SRTCP. */
  senderReport(stream: AudioRtpStream, nowMs: number, cname: Uint8Array): Buffer {
    const stats = { packets: stream.packets, octets: stream.octets, rtpTimestamp: stream.rtpTimestamp }
    const packet = protectSrtcp(
      this.send.rtcp,
      stream.ssrc,
      this.rtcpIndex,
      senderReportWithCname(stream.ssrc, stats, nowMs, cname),
    )
    this.rtcpIndex = (this.rtcpIndex + 1) & 0x7fff_ffff
    return packet
  }

  /** The peer's RTCP, or null when forged or replayed. */
  unprotectRtcp(packet: Uint8Array): Buffer | null {
    const opened = unprotectSrtcp(this.receive.rtcp, packet)
    return opened && this.rtcpReplay.accept(opened.index) ? opened.rtcp : null
  }
}
