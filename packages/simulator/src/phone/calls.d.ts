import { type BinaryNode } from '@whiskeysockets/baileys';
import { type EventHub } from '../events.js';
import type { Account } from '../state/accounts.js';
import type { PhoneIdentity } from './identity.js';
import type { PhoneLine } from './line.js';
import type { PhoneSessions } from './sessions.js';
/**
 * why a call in the phone's log ended; `timeout`: nobody answered within the ring time (missed);
 * `answered_elsewhere`: another device of this account accepted it; `failed`: the server refused the offer
 */
export type PhoneCallEndReason = 'rejected' | 'busy' | 'timeout' | 'ended_local' | 'ended_remote' | 'answered_elsewhere' | 'failed';
/** One entry of the phone's call log, as the phone knows it from what it sent and what the server delivered. */
export interface PhoneCall {
    callId: string;
    /** the other account's PN jid */
    peer: string;
    direction: 'incoming' | 'outgoing';
    state: 'ringing' | 'active' | 'ended';
    endReason?: PhoneCallEndReason;
    audioMuted: boolean;
    peerMuted: boolean;
    video: boolean;
    /** the 32-byte call key: made here for an outgoing call, decrypted from this device's `<enc>` for an incoming one */
    callKey?: Uint8Array;
}
/** an action on a call the log does not have (`not_found`), or one its state does not allow (`state`) */
export declare class PhoneCallError extends Error {
    readonly reason: 'not_found' | 'state' | 'no_account';
    constructor(reason: 'not_found' | 'state' | 'no_account', message: string);
}
export interface CallDeps {
    account: Account;
    identity: PhoneIdentity;
    line: PhoneLine;
    sessions: PhoneSessions;
    events: EventHub;
}
/**
 * The phone as a calling client: it sends the `<call>` stanzas whatsapp-rust builds (wacore/src/stanza/call.rs;
 * unverified against WhatsApp) and keeps a call log from what comes back. Signalling only: no media.
 */
export declare class PhoneCalls {
    private readonly deps;
    private readonly log;
    /** stanza ids of the phone's offers, by which the server's acks name them */
    private readonly offers;
    /** trusted-contact tokens other accounts issued to the phone, by their LID user */
    private readonly tokens;
    private counter;
    constructor(deps: CallDeps);
    /**
     * Offers an audio call to every device of `to` (digits or a jid), each with the call key encrypted
     * by the phone's Signal session with that device. The call id is the one both sides see. Addressed as
     * whatsapp-rust's `place_call` does (src/voip/facade.rs): to the callee's LID, the phone's own LID as
     * creator, the callee's trusted-contact token in `<privacy>` when the phone holds one, and a bare `<enc>`
     * for a callee with one device (wacore/src/stanza/call.rs `build_offer`).
     */
    call(to: string): Promise<{
        callId: string;
    }>;
    /**
     * `calladd` (Baileys Socket/chats.js `updateCallPrivacy`): `known` lets only accounts the phone issued
     * its trusted-contact token to ring it.
     */
    setCallPrivacy(value: 'all' | 'known'): Promise<void>;
    /**
     * Issues the phone's trusted-contact token to `to` (digits or a jid), what WhatsApp's clients do after
     * a 1:1 message or call (Baileys messages-send.js `issuePrivacyTokens`; whatsapp-rust
     * wacore/src/iq/tctoken.rs): its offers to this phone must then carry it when the phone's calls are
     * limited to known callers.
     */
    trust(to: string): Promise<void>;
    /** `<notification type=privacy_token>`: a token another account issued to this phone, kept by its LID (`sender_lid`) */
    receiveToken(node: BinaryNode): void;
    /** the server's typed ack of one of the phone's `<call>`s: a refused offer ends the call as `failed` */
    receiveAck(node: BinaryNode): void;
    accept(callId: string): Promise<void>;
    reject(callId: string): Promise<void>;
    /** hangs up an active call, or cancels an outgoing one that still rings */
    end(callId: string): Promise<void>;
    mute(callId: string, muted: boolean): Promise<void>;
    list(): PhoneCall[];
    get(callId: string): PhoneCall | undefined;
    /** resolves with the call once `predicate` holds for it (at once when it already does) */
    waitFor(callId: string, predicate?: (call: PhoneCall) => boolean, timeoutMs?: number): Promise<PhoneCall>;
    /** a `<call>` the server delivered: an offer to this phone, or the other side's answer, mute or hang-up */
    receive(node: BinaryNode): Promise<void>;
    private receiveOffer;
    private ids;
    private live;
    private send;
    private record;
    private update;
}
