import type { EngineContext } from '../context.js';
import { type Page } from '../paging.js';
import type { InboundHandlers } from '../sessions/inbound.js';
import type { CallRecord } from './schema.js';
/** Calls kept per session: the newest; older ended ones are dropped as new ones come (docs/calls.md). */
export declare const MAX_CALLS_PER_SESSION = 500;
/** Ended calls older than this are dropped as new ones come. */
export declare const MAX_CALL_AGE_MS: number;
/**
 * Calls (spec 4.5): the records of the session's calls in both directions, one state machine (docs/calls.md), the
 * signalling through the connection's calls facet, and `call.incoming` / `call.state`. Every change of a record
 * (an action, a signal from WhatsApp, a timer) runs under the call's lock, so they apply one after the other.
 */
export declare class CallService {
    #private;
    /** `sessionExists` throws `session_not_found` for an unknown session: records are read without a connection. */
    constructor(context: EngineContext, sessionExists: (sessionId: string) => void);
    readonly inbound: InboundHandlers<'call.signal'>;
    /**
     * Ends every call that was live when the process stopped (`engine_restart`): its signalling died with the
     * connection. Then follows session deletions, whose calls go with them.
     */
    start(): Promise<void>;
    close(): void;
    /** Offers an audio call to `peerJid`; answers with the record as it starts (`initiating`), before WhatsApp's ack. */
    place(sessionId: string, peerJid: string): Promise<CallRecord>;
    list(sessionId: string, options: {
        limit: number;
        cursor?: string | undefined;
    }): Promise<Page<CallRecord>>;
    get(sessionId: string, callId: string): Promise<CallRecord>;
    /** Takes an incoming ringing call: `active` once the accept is written (signalling only, no audio). */
    accept(sessionId: string, callId: string): Promise<CallRecord>;
    /** Refuses an incoming ringing call; the caller sees the refusal. */
    reject(sessionId: string, callId: string): Promise<CallRecord>;
    /**
     * Ends a live call: an outgoing one still ringing is cancelled, an active one hung up, and an incoming one that
     * rings is refused (what ending a ringing call means on a phone).
     */
    end(sessionId: string, callId: string): Promise<CallRecord>;
    /** Mutes or unmutes the session's side of a live call and tells the peer; `audioMuted` follows. */
    mute(sessionId: string, callId: string, muted: boolean): Promise<CallRecord>;
}
