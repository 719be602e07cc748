import { randomBytes } from 'node:crypto'
import { type Clock, systemClock } from '../../../clock.js'
import { type Scheduler, systemScheduler } from '../../../scheduler.js'
import { relayPacketKind } from '../rtp/packet-kind.js'
import { parseStun, stunErrorCode, stunType } from '../stun/message.js'
import { consentAnswer, ping } from '../stun/relay-dialect.js'

/** WhatsApp's keepalive cadence: the allocate again and a ping each second; a silent client is dropped after ~4 s. */
export const keepaliveMs = 1000
/** How long the relay has to answer the allocate (whatsapp-rust `engine.rs`, `ALLOCATE_TIMEOUT_MS`). */
export const allocateTimeoutMs = 10_000
/** A relay that has sent nothing for this long, pongs included, is taken as gone. */
export const relaySilenceMs = 5000

/** What the binding needs of the relay channel (`RelayChannel`). */
export interface MediaChannel {
  send(message: Uint8Array): void
  /** Sends outside DTLS, where raw consent checks are answered. */
  sendRaw(message: Uint8Array): void
  close(): void
}

/** The time a binding keeps: the engine's clock and scheduler, injectable so tests move time by hand. */
export interface MediaTime {
  readonly clock: Clock
  readonly scheduler: Scheduler
}

export const systemTime: MediaTime = { clock: systemClock, scheduler: systemScheduler }

export interface RelayBindingEvents {
  /** An RTP or RTCP packet from the relay. */
  readonly onMedia: (kind: 'rtp' | 'rtcp', packet: Buffer) => void
  /** The binding ended after it was allocated: the channel closed or the relay fell silent. */
  readonly onLost: (reason: Error) => void
}

/**
 * One relay's allocation, kept alive as whatsapp-rust's call engine keeps it (`engine.rs`, `start`, `on_timeout`,
 * `on_stun`): the allocate sent at once and again with a ping each second, allocated when a success of its
 * transaction comes back, a consent check answered with a signed binding success, over the channel or raw.
 */
export class RelayBinding {
  private readonly transactionId = randomBytes(12)
  private timer: unknown
  private allocated = false
  private lastHeard: number
  private settle: { resolve: () => void; reject: (error: Error) => void } | undefined
  private events: RelayBindingEvents | undefined

  constructor(
    private readonly channel: MediaChannel,
    private readonly allocate: (transactionId: Uint8Array) => Buffer,
    private readonly integrityKey: Uint8Array,
    private readonly time: MediaTime = systemTime,
  ) {
    this.lastHeard = time.clock.now()
  }

  /** Resolves once the relay accepted the allocate; rejects on its error, on no answer in time, or a closed channel. */
  start(events: RelayBindingEvents): Promise<void> {
    this.events = events
    const request = this.allocate(this.transactionId)
    const started = this.time.clock.now()
    const tick = () => {
      const now = this.time.clock.now()
      if (!this.allocated && now - started >= allocateTimeoutMs) {
        this.fail(new Error(`the relay did not answer the allocate in ${allocateTimeoutMs} ms`))
        return
      }
      if (this.allocated && now - this.lastHeard >= relaySilenceMs) {
        this.fail(new Error(`the relay sent nothing for ${relaySilenceMs} ms`))
        return
      }
      this.channel.send(request)
      this.channel.send(ping(randomBytes(12)))
      this.timer = this.time.scheduler.setTimeout(tick, keepaliveMs)
    }
    this.channel.send(request)
    this.timer = this.time.scheduler.setTimeout(tick, keepaliveMs)
    return new Promise((resolve, reject) => (this.settle = { resolve, reject }))
  }

  /** One message from the channel. */
  receive(message: Buffer): void {
    this.lastHeard = this.time.clock.now()
    const kind = relayPacketKind(message)
    if (kind === 'rtp' || kind === 'rtcp') {
      if (this.allocated) this.events?.onMedia(kind, message)
    } else if (kind === 'stun') {
      this.onStun(message, (answer) => this.channel.send(answer))
    }
  }

  /** STUN that came outside DTLS. */
  receiveRaw(message: Buffer): void {
    this.onStun(message, (answer) => this.channel.sendRaw(answer))
  }

  /** The channel ended under the binding. */
  closed(reason: Error | null): void {
    this.fail(reason ?? new Error('the relay channel closed'))
  }

  send(packet: Uint8Array): void {
    this.channel.send(packet)
  }

  /** Ends the binding and its channel. */
  close(): void {
    this.time.scheduler.clearTimeout(this.timer)
    this.timer = undefined
    this.events = undefined
    this.channel.close()
  }

  private onStun(data: Buffer, answer: (message: Buffer) => void): void {
    const message = parseStun(data)
    if (!message) return
    if (message.type === stunType.bindingRequest) {
      answer(consentAnswer(message.transactionId, this.integrityKey))
      return
    }
    if (!message.transactionId.equals(this.transactionId) || this.allocated) return
    if (message.type === stunType.allocateSuccess || message.type === stunType.bindingSuccess) {
      this.allocated = true
      this.settle?.resolve()
    } else if (message.type === stunType.allocateError) {
      const code = stunErrorCode(message)
      if (code !== null) this.fail(new Error(`the relay refused the allocate with error ${code}`))
    }
  }

  private fail(reason: Error): void {
    if (this.timer === undefined) return
    this.time.scheduler.clearTimeout(this.timer)
    this.timer = undefined
    const wasAllocated = this.allocated
    const events = this.events
    this.channel.close()
    if (wasAllocated) events?.onLost(reason)
    else this.settle?.reject(reason)
  }
}
