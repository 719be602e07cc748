import type { EngineContext } from '../context.js';
import type { ProtocolConnection, ProtocolDriver } from '../protocol/port.js';
import type { InboundRouter } from './inbound.js';
import type { CreateSessionInput, PairingCodeResult, QrResult, SessionDeleted } from './schema.js';
import type { ConnectionState, SessionStatus } from './types.js';
/** What sessions need besides the shared context: the way to WhatsApp, and where inbound events go. */
export interface SessionServiceDeps {
    driver: ProtocolDriver;
    inbound: InboundRouter;
}
/**
 * Sessions ("tokens" in the spec): records kept in memory and written through to the store, each with a
 * runtime that owns its connection. Operations on one session are serialised so two requests can never
 * open two sockets on the same credentials.
 */
export declare class SessionService {
    #private;
    constructor(context: EngineContext, deps: SessionServiceDeps);
    /** Loads every stored record into memory (engine.start). */
    load(): Promise<void>;
    /**
     * Reconnects every paired session that is not waiting for a person, `restoreConcurrency` logins at a time, in
     * the background (start() does not wait for a thousand logins). A worker moves on when its session has left
     * `connecting` (connected, or closed and handed to its reconnect policy), or after restoreLoginWaitMs:
     * runtime.start() returns as soon as the socket exists, so waiting on it alone started every login at once,
     * and a thousand concurrent handshakes starved each other into timeouts and retries (bench/RESULTS.md).
     */
    restore(): Promise<number>;
    /** Whether the background restore of the last restore() has been through every paired session (readiness). */
    get restored(): boolean;
    /** Closes every connection and keeps every record (engine.stop). */
    stopAll(): Promise<void>;
    create(input: CreateSessionInput): Promise<SessionStatus>;
    /**
     * Whether a pairing code was asked for this session since its connection last stopped. Its `auth.qr` events
     * still carry QRs (WhatsApp sends them either way), but a host that shows QRs, such as the standalone
     * server's terminal, leaves them out: the QR carries the pairing secrets and nobody is there to scan it.
     */
    pairingCodeRequested(sessionId: string): boolean;
    list(): SessionStatus[];
    count(): {
        total: number;
        active: number;
    };
    /** Sessions by connection state, every state present (the metrics' gauge). */
    countByState(): Record<ConnectionState, number>;
    status(sessionId: string): SessionStatus;
    delete(sessionId: string): Promise<SessionDeleted>;
    connect(sessionId: string): Promise<SessionStatus>;
    disconnect(sessionId: string): Promise<SessionStatus>;
    requestPairingCode(sessionId: string, phoneNumber: string): Promise<PairingCodeResult>;
    qr(sessionId: string): Promise<QrResult>;
    /** The account's phone-number JID once paired; the 404 for an unknown session. */
    account(sessionId: string): string | null;
    /** The live connection of a session that can reach WhatsApp now; a 409 that says what to do otherwise. */
    require(sessionId: string): ProtocolConnection;
    /** Waits until a runtime reaches one of `states` (tests and callers that need "connected"). */
    waitForState(sessionId: string, states: SessionStatus['connectionState'][], timeoutMs: number): Promise<SessionStatus>;
}
