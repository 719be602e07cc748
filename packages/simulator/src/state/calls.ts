import type { Clock } from './clock'

export type CallState = 'offered' | 'rejected'

/** A call as the call relay keeps it: who rang whom, and where it stands. */
export interface CallRecord {
  id: string
  /** the jid of the caller (`call-creator`) */
  creator: string
  state: CallState
  /** ms since the epoch of the last change */
  updatedAt: number
}

export class Calls {
  private readonly byId = new Map<string, CallRecord>()

  constructor(private readonly clock: Clock) {}

  /** the call's new state; a call the server did not ring yet is recorded as it is first named */
  set(id: string, creator: string, state: CallState): CallRecord {
    const call: CallRecord = { id, creator, state, updatedAt: this.clock.now() }
    this.byId.set(id, call)
    return call
  }

  get(id: string): CallRecord | undefined {
    return this.byId.get(id)
  }
}
