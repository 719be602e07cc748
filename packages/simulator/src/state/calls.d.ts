import type { Account, DeviceRecord } from './accounts.js';
export type CallState = 'ringing' | 'active' | 'ended';
/**
 * A call as the call relay keeps it: who the two sides are, and where it stands. Only what the relay
 * decides on; how a call ended and who muted are the phones' to know (their call logs), not the server's.
 */
export interface CallRecord {
    id: string;
    /** `call-creator` as the caller wrote it */
    creator: string;
    caller: DeviceRecord;
    callee: Account;
    /** how the caller addressed the offer: the relay delivers every stanza of the call in the same form */
    addressing: 'pn' | 'lid';
    state: CallState;
}
/** A trusted-contact token one account issued to another: what a call offer between them must carry in `<privacy>`. */
export interface PrivacyToken {
    token: Buffer;
    /** when it was issued, unix seconds */
    t: number;
}
export declare class Calls {
    private readonly byId;
    /** issuer → holder → the token the issuer gave the holder */
    private readonly tokens;
    /** accounts whose privacy lets only people they trust call them (`calladd=known`) */
    private readonly knownCallersOnly;
    offer(call: Omit<CallRecord, 'state'>): CallRecord;
    get(id: string | undefined): CallRecord | undefined;
    /** the call `account` is in (ringing or active, on either side): a new offer to it is answered busy */
    liveFor(account: Account): CallRecord | undefined;
    accept(call: CallRecord): void;
    end(call: CallRecord): void;
    issueToken(issuer: Account, holder: Account, token: PrivacyToken): void;
    /** the token `issuer` gave `holder`, if any */
    tokenFor(issuer: Account, holder: Account): PrivacyToken | undefined;
    setCallPrivacy(account: Account, value: string): void;
    /** `calladd` as the account last set it: `known` when only callers it issued a token to may ring it */
    callPrivacy(account: Account): 'all' | 'known';
}
