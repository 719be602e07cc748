import { type EngineEvent, type EventType, SessionEngine, type SessionEngineOptions } from '@sessionkit/core';
import { FakeDriver } from './fake-driver.js';
export declare const testApiKey = "sk_test_contract_9f3c1a7e";
export interface TestEngine {
    engine: SessionEngine;
    driver: FakeDriver;
    /** Stops the engine and removes its temp folder. */
    close(): Promise<void>;
}
/** An engine on the fake driver with its own SQLite file in a temp folder, started. */
export declare function createTestEngine(options?: Omit<SessionEngineOptions, 'store' | 'protocol'>): Promise<TestEngine>;
/** Resolves with the first event of `type` for `sessionId` that satisfies `until`; subscribe before acting. */
export declare function nextEvent<K extends EventType>(engine: SessionEngine, type: K, sessionId: string, until?: (event: EngineEvent<K>) => boolean): Promise<EngineEvent<K>>;
/** A session on the fake driver, created and connected: where most engine and contract tests start. */
export declare function connectedSession(t: TestEngine, displayName: string): Promise<string>;
