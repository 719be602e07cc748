import { randomBytes } from 'node:crypto'
import { audioSlot, streamSsrc } from '../keys/ssrc.js'
import { loadOpus, OpusDecoder, OpusEncoder } from '../opus/codec.js'
import { type BoundRelay, bindRelays } from '../relay/bind-relays.js'
import { type MediaTime, systemTime } from '../relay/binding.js'
import type { CallDirection, RelayEndpoint, RelayOffer } from '../relay/offer.js'
import { AudioRtpStream, samplesPerPacket } from '../rtp/audio-stream.js'
import { audioPayloadType } from '../rtp/header.js'
import { whatsappCname } from '../rtp/rtcp.js'
import { AudioSrtp } from '../srtp/audio-srtp.js'
import { openSframe, sframeKey } from '../srtp/sframe.js'
import { defaultWarpTagLength } from '../srtp/warp-tag.js'
import { relayStreamSsrcs } from '../stun/relay-dialect.js'
import { JitterBuffer } from './jitter-buffer.js'

/** One 60 ms packet of audio each tick of playout. */
export const packetMs = 60
/** The sender report cadence WhatsApp's `voip_settings` advertise (`rtcp_interval_ms=1500`). */
export const rtcpIntervalMs = 1500

export interface CallMediaOptions {
  readonly callId: string
  readonly direction: CallDirection
  readonly callKey: Uint8Array
  /** This session's own LID with its device: the participant it sends as. */
  readonly self: string
  /** The peer device's LID: the participant it receives from. */
  readonly peer: string
  readonly relay: RelayOffer
  /** The clock and scheduler of the keepalive, playout and reports; the engine's by default. */
  readonly time?: MediaTime
}

export interface CallMediaListeners {
  /** 60 ms of the peer's voice (960 samples, 16 kHz mono), or silence while none arrives; once per tick. */
  readonly onAudio: (pcm: Int16Array) => void
  /** The media ended on its own: the relay was lost. Not called after `close()`. */
  readonly onEnd: (reason: Error) => void
}

/** What crossed the relay so far, for the call's audio status. */
export interface CallMediaStats {
  readonly relay: RelayEndpoint
  /** The relay port that answered: the advertised one, or 3480 on the same host. */
  readonly relayPort: number
  packetsSent: number
  packetsReceived: number
  /** Packets that failed their tag or replayed, and packets whose payload was not Opus (a peer sending MLow). */
  packetsRejected: number
  packetsUndecodable: number
  reportsReceived: number
}

/**
 * The audio of one 1:1 call: a relay bound, 16 kHz PCM in 60 ms Opus frames both ways, end-to-end SRTP, sender
 * reports, a jitter buffer before playout. A payload an Android peer sealed in SFrame is opened; nothing is sent
 * sealed (whatsapp-rust sends plain Opus inside SRTP too). Plain Opus only: a peer that sends MLow (WhatsApp's
 * default codec) gives undecodable packets, counted, and silence.
 */
export class CallMedia {
  private readonly stream: AudioRtpStream
  private readonly cname = whatsappCname(randomBytes(6))
  private readonly jitter = new JitterBuffer()
  private readonly pending: Int16Array[] = []
  private pendingSamples = 0
  private readonly timers = new Map<string, unknown>()
  private closed = false

  private constructor(
    private readonly bound: BoundRelay,
    private readonly srtp: AudioSrtp,
    private readonly encoder: OpusEncoder,
    private readonly decoder: OpusDecoder,
    private readonly sframeKey: Buffer,
    private readonly time: MediaTime,
    ssrc: number,
    readonly stats: CallMediaStats,
  ) {
    this.stream = new AudioRtpStream(ssrc)
  }

  /** Binds the relays of the offer and starts playout; resolves once one relay allocated. */
  static async start(options: CallMediaOptions, listeners: CallMediaListeners): Promise<CallMedia> {
    const opus = await loadOpus()
    const srtp = new AudioSrtp({
      callKey: options.callKey,
      self: options.self,
      peer: options.peer,
      tagLength: options.relay.warpTagLength ?? defaultWarpTagLength,
    })
    let media: CallMedia | undefined
    const time = options.time ?? systemTime
    const bound = await bindRelays(
      options.relay,
      options.direction,
      relayStreamSsrcs(options.callId, options.self),
      {
        onMedia: (kind, packet) => media?.receive(kind, packet),
        onLost: (reason) => media?.end(reason, listeners),
      },
      time,
    )
    const stats = {
      relay: bound.endpoint,
      relayPort: bound.port,
      packetsSent: 0,
      packetsReceived: 0,
      packetsRejected: 0,
      packetsUndecodable: 0,
      reportsReceived: 0,
    }
    const ssrc = streamSsrc(options.callId, options.self, audioSlot)
    const sframe = sframeKey(options.callKey, options.self)
    media = new CallMedia(bound, srtp, new OpusEncoder(opus), new OpusDecoder(opus), sframe, time, ssrc, stats)
    media.every('playout', packetMs, () => media?.playout(listeners))
    media.every('report', rtcpIntervalMs, () => media?.report())
    return media
  }

  /** Takes 16 kHz mono PCM in pieces of any length; each 960 samples gathered go out as one packet. */
  writePcm(samples: Int16Array): void {
    if (this.closed) return
    this.pending.push(samples)
    this.pendingSamples += samples.length
    while (this.pendingSamples >= samplesPerPacket) {
      const frame = new Int16Array(samplesPerPacket)
      let filled = 0
      while (filled < samplesPerPacket) {
        const head = this.pending[0]!
        const take = Math.min(head.length, samplesPerPacket - filled)
        frame.set(head.subarray(0, take), filled)
        filled += take
        if (take === head.length) this.pending.shift()
        else this.pending[0] = head.subarray(take)
      }
      this.pendingSamples -= samplesPerPacket
      this.bound.binding.send(this.srtp.protect(this.stream, this.encoder.encode(frame)))
      this.stats.packetsSent++
    }
  }

  /** Receive from the peer device that answered, when it is not the one the call was placed to. */
  receiveFrom(peer: string): void {
    this.srtp.receiveFrom(peer)
  }

  /** Ends the media: timers stopped, the relay channel closed. */
  close(): void {
    if (this.closed) return
    this.closed = true
    for (const timer of this.timers.values()) this.time.scheduler.clearTimeout(timer)
    this.bound.binding.close()
  }

  /** Runs `task` every `ms` until the media closes, on deadlines counted from now so that playout does not drift. */
  private every(name: string, ms: number, task: () => void): void {
    let due = this.time.clock.now()
    const schedule = () => {
      due += ms
      this.timers.set(name, this.time.scheduler.setTimeout(tick, Math.max(0, due - this.time.clock.now())))
    }
    const tick = () => {
      task()
      if (!this.closed) schedule()
    }
    schedule()
  }

  private receive(kind: 'rtp' | 'rtcp', packet: Buffer): void {
    if (kind === 'rtcp') {
      if (this.srtp.unprotectRtcp(packet)) this.stats.reportsReceived++
      else this.stats.packetsRejected++
      return
    }
    const received = this.srtp.unprotect(packet)
    if (!received) {
      this.stats.packetsRejected++
      return
    }
    this.stats.packetsReceived++
    if (received.header.payloadType !== audioPayloadType) this.stats.packetsUndecodable++
    else this.jitter.push(received.header.sequence, openSframe(this.sframeKey, received.payload) ?? received.payload)
  }

  private playout(listeners: CallMediaListeners): void {
    const frame = this.jitter.pop()
    let pcm = frame ? this.decoder.decode(frame) : null
    if (frame && !pcm) this.stats.packetsUndecodable++
    pcm ??= new Int16Array(samplesPerPacket)
    listeners.onAudio(pcm)
  }

  private report(): void {
    this.bound.binding.send(this.srtp.senderReport(this.stream, this.time.clock.now(), this.cname))
  }

  private end(reason: Error, listeners: CallMediaListeners): void {
    if (this.closed) return
    this.close()
    listeners.onEnd(reason)
  }
}
