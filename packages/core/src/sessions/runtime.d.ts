import type { Clock } from '../clock.js';
import type { Scheduler } from '../scheduler.js';
import type { EngineContext } from '../context.js';
import type { EventBus } from '../events.js';
import type { Logger } from '../logger.js';
import type { CloseInfo, ProtocolConnection, ProtocolDriver } from '../protocol/port.js';
import type { Collection } from '../store/store.js';
import type { InboundRouter } from './inbound.js';
import { type ReconnectOptions } from './reconnect-policy.js';
import type { ConnectionState, SessionRecord } from './types.js';
export interface RuntimeDeps {
    driver: ProtocolDriver;
    auth: Collection;
    bus: EventBus;
    clock: Clock;
    /** Times the reconnect backoff. */
    scheduler: Scheduler;
    logger: Logger;
    reconnect: ReconnectOptions;
    /** Where every inbound event other than the lifecycle goes: the service that owns its domain. */
    inbound: InboundRouter;
    /** Reads the current record and persists a change to it (write-through, ordered). */
    record: () => SessionRecord;
    update: (patch: Partial<SessionRecord>) => Promise<SessionRecord>;
    keepAlive: EngineContext['keepAlive'];
    metrics: EngineContext['metrics'];
}
/**
 * One session's live side: at most one protocol connection at a time, its connection state, the current QR,
 * and the reconnect loop. Callbacks from a connection that is no longer current are ignored (generation
 * check), which is what keeps "one socket per session, ever" true across restarts and reconnects.
 */
export declare class SessionRuntime {
    #private;
    state: ConnectionState;
    qr: {
        qr: string;
        expiresAt: number;
    } | null;
    /** A pairing code was asked for since this runtime last stopped: its QRs are not for showing. */
    pairingCodeRequested: boolean;
    lastClose: CloseInfo | null;
    constructor(deps: RuntimeDeps);
    get sessionId(): string;
    get active(): boolean;
    get connection(): ProtocolConnection | null;
    qrAvailable(): boolean;
    /** Opens a connection unless one is open or opening. Unpaired sessions start from clean credentials. */
    start(): Promise<void>;
    /** Stops the runtime and keeps credentials; the state ends `inactive`. */
    stop(): Promise<void>;
    /** Ends this runtime for good (delete): logs the device out when it can, and ignores everything after. */
    dispose(logout: boolean): Promise<boolean>;
    /** Resolves when `until` holds (checked on every state, QR or close change) or after `timeoutMs`. */
    waitFor(until: (runtime: SessionRuntime) => boolean, timeoutMs: number): Promise<boolean>;
}
export declare const describeReason: (reason: string | null) => string | null;
