import type { SimRelayBlock } from '../handlers/call-media.js'
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
  /** how the caller addressed the offer: the relay delivers every stanza of the call in the same form */
  addressing: 'pn' | 'lid'
  state: CallState
  /** the `<relay>` block each side got: the caller in its offer's ack, the callee beside the offer */
  relays: { caller: SimRelayBlock; callee: SimRelayBlock }
}

/** A trusted-contact token one account issued to another: what a call offer between them must carry in `<privacy>`. */
export interface PrivacyToken {
  token: Buffer
  /** when it was issued, unix seconds */
  t: number
}

export class Calls {
  private readonly byId = new Map<string, CallRecord>()
  /** issuer → holder → the token the issuer gave the holder */
  private readonly tokens = new Map<Account, Map<Account, PrivacyToken>>()
  /** accounts whose privacy lets only people they trust call them (`calladd=known`) */
  private readonly knownCallersOnly = new Set<Account>()

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

  issueToken(issuer: Account, holder: Account, token: PrivacyToken): void {
    const issued = this.tokens.get(issuer) ?? new Map<Account, PrivacyToken>()
    issued.set(holder, token)
    this.tokens.set(issuer, issued)
  }

  /** the token `issuer` gave `holder`, if any */
  tokenFor(issuer: Account, holder: Account): PrivacyToken | undefined {
    return this.tokens.get(issuer)?.get(holder)
  }

  setCallPrivacy(account: Account, value: string): void {
    if (value === 'known') this.knownCallersOnly.add(account)
    else this.knownCallersOnly.delete(account)
  }

  /** `calladd` as the account last set it: `known` when only callers it issued a token to may ring it */
  callPrivacy(account: Account): 'all' | 'known' {
    return this.knownCallersOnly.has(account) ? 'known' : 'all'
  }
}
