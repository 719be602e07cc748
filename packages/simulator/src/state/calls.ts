import type { Account, DeviceRecord } from './accounts.js'

export type CallState = 'ringing' | 'active' | 'ended'

/**
 * A call as the call relay keeps it: who the two sides are, and where it stands. Only what the relay
 * decides on; how a call ended and who muted are the phones' to know (their call logs), not the server's.
 */
export interface CallRecord {
  id: string
  /** `call-creator` as the caller wrote it */
  creator: string
  caller: DeviceRecord
  callee: Account
  state: CallState
}

export class Calls {
  private readonly byId = new Map<string, CallRecord>()

  offer(call: Omit<CallRecord, 'state'>): CallRecord {
    const record: CallRecord = { ...call, state: 'ringing' }
    this.byId.set(call.id, record)
    return record
  }

  get(id: string | undefined): CallRecord | undefined {
    return id === undefined ? undefined : this.byId.get(id)
  }

  /** the call `account` is in (ringing or active, on either side): a new offer to it is answered busy */
  liveFor(account: Account): CallRecord | undefined {
    return [...this.byId.values()].find(
      (c) => c.state !== 'ended' && (c.callee === account || c.caller.account === account),
    )
  }

  accept(call: CallRecord): void {
    call.state = 'active'
  }

  end(call: CallRecord): void {
    call.state = 'ended'
  }
}
