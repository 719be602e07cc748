import { type EngineEvent, type EventType, SessionEngine, type SessionEngineOptions } from '@sessionkit/core';
import { type SimulatorOptions } from '@sessionkit/simulator';
export declare const apiKey = "e2e-key";
/**
 * One simulator and a temp folder for a test file; engines come and go on top of them. Closing the world fails
 * the file if the engine sent the simulator a node it has no handler for (a flow that only passes because the
 * server refused something must be noticed), or if the app-state server saw a fault: a stale upload, a sync loop,
 * a patch the phone could not verify (Baileys ignores the first two and drops bad records without a word).
 */
export declare function startWorld(simulator?: SimulatorOptions): Promise<{
    sim: import("@sessionkit/simulator").Simulator;
    dir: string;
    /** The app-state faults so far, for a test that checks right after its own changes. */
    appStateFaults: string[];
    /**
     * An engine pointed at the simulator, with short reconnect delays so recovery tests stay fast. Each gets
     * its own SQLite file unless `file` names one (a restart), so no engine restores another's sessions.
     */
    engine(options?: SessionEngineOptions, file?: string): Promise<{
        engine: SessionEngine;
        file: string;
        api: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{
            status: number;
            headers: Headers;
            body: any;
        }>;
        events: {
            seen: EngineEvent<keyof import("@sessionkit/core").EventMap>[];
            of: <K extends EventType>(type: K, sessionId?: string) => EngineEvent<K>[];
            /** The first event (already seen after `since`, or still to come) matching `match`. */
            waitFor<K extends EventType>(type: K, match?: (e: EngineEvent<K>) => boolean, options?: {
                since?: number;
                timeoutMs?: number;
            }): Promise<EngineEvent<K>>;
            mark: () => number;
        };
    }>;
    close(): Promise<void>;
}>;
export type World = Awaited<ReturnType<typeof startWorld>>;
/** The HTTP API of an engine, through the same handler every adapter mounts. A FormData body goes as multipart/form-data. */
export declare function client(engine: SessionEngine): (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{
    status: number;
    headers: Headers;
    body: any;
}>;
/** Records every event of an engine and resolves waits on them (never sleeps). */
export declare function recorder(engine: SessionEngine): {
    seen: EngineEvent<keyof import("@sessionkit/core").EventMap>[];
    of: <K extends EventType>(type: K, sessionId?: string) => EngineEvent<K>[];
    /** The first event (already seen after `since`, or still to come) matching `match`. */
    waitFor<K extends EventType>(type: K, match?: (e: EngineEvent<K>) => boolean, options?: {
        since?: number;
        timeoutMs?: number;
    }): Promise<EngineEvent<K>>;
    mark: () => number;
};
export declare const connectedState: (sessionId: string) => (e: EngineEvent<"connection.state">) => boolean;
/** Creates a session and pairs it by pairing code with a fresh simulator phone. */
export declare function pairedSession(world: World, harness: Awaited<ReturnType<World['engine']>>, phoneNumber: string): Promise<{
    sessionId: string;
    phone: import("@sessionkit/simulator").Phone;
}>;
