import type { Account, DeviceRecord } from './accounts'
import type { Clock } from './clock'

export type CallState = 'ringing' | 'active' | 'ended'
/** why the relay ended a call: a refusal, a callee already in a call, no answer in the ring time, or a terminate */
export type CallEndReason = 'rejected' | 'busy' | 'timeout' | 'terminated'

/** A call as the call relay keeps it: who rang which devices, and where it stands. */
export interface CallRecord {
  id: string
  /** `call-creator` as the caller wrote it */
  creator: string
  caller: DeviceRecord
  callee: Account
  /** the callee devices the offer carried a key for */
  devicesRung: DeviceRecord[]
  state: CallState
  video: boolean
  callerMuted: boolean
  calleeMuted: boolean
  /** the callee device that accepted */
  answeredBy?: DeviceRecord
  endReason?: CallEndReason
  /** ms since the epoch */
  startedAt: number
  updatedAt: number
}

export interface NewCall {
  id: string
  creator: string
  caller: DeviceRecord
  callee: Account
  devicesRung: DeviceRecord[]
  video: boolean
}

export class Calls {
  private readonly byId = new Map<string, CallRecord>()

  constructor(private readonly clock: Clock) {}

  offer(call: NewCall): CallRecord {
    const now = this.clock.now()
    const record: CallRecord = { ...call, state: 'ringing', callerMuted: false, calleeMuted: false, startedAt: now, updatedAt: now }
    this.byId.set(call.id, record)
    return record
  }

  get(id: string | undefined): CallRecord | undefined {
    return id === undefined ? undefined : this.byId.get(id)
  }

  /** the call `account` is in (ringing or active, on either side): a new offer to it is answered busy */
  liveFor(account: Account): CallRecord | undefined {
    return [...this.byId.values()].find(c => c.state !== 'ended' && (c.callee === account || c.caller.account === account))
  }

  accept(call: CallRecord, device: DeviceRecord): void {
    call.state = 'active'
    call.answeredBy = device
    call.updatedAt = this.clock.now()
  }

  end(call: CallRecord, reason: CallEndReason): void {
    call.state = 'ended'
    call.endReason = reason
    call.updatedAt = this.clock.now()
  }

  mute(call: CallRecord, side: 'caller' | 'callee', muted: boolean): void {
    if (side === 'caller') call.callerMuted = muted
    else call.calleeMuted = muted
    call.updatedAt = this.clock.now()
  }
}
