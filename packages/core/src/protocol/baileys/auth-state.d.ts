import { type AuthenticationState } from '@whiskeysockets/baileys';
import type { Collection } from '../../store/store.js';
export interface AuthStateOptions {
    /**
     * Longest wait before key changes that nobody waits for (a received message's ratchet step, a pre-key use) are
     * committed (default 20 ms). Sends do not wait for it: each asks for a commit once the server has acknowledged it.
     */
    commitDelayMs?: number;
    /**
     * Waits before each new attempt of a key commit that failed (default 100, 500, 2000 and 5000 ms: five attempts
     * over about 8 s). After the last one the commit's waiters see the error and its keys stay queued, and readable,
     * for the next commit (the next send, the commit timer of the next change, or close).
     */
    retryDelaysMs?: readonly number[];
}
export interface LoadedAuthState {
    state: AuthenticationState;
    saveCreds: () => Promise<void>;
    /**
     * Resolves once every key change made so far is in the store; rejects when the commit carrying them failed
     * every attempt. A send is reported only after this (decisions.md: "sent" is never "hoped for").
     */
    committed: () => Promise<void>;
    /** Commits what is queued and waits for every write, for a socket that is closing; rejects as `committed` does. */
    settled: () => Promise<void>;
}
/**
 * Baileys credentials and Signal keys on the engine's store, one key prefix per session.
 *
 * Key writes are write-behind. Baileys holds its transaction lock (one per account, so every send of the session)
 * across the commit of a send's key changes, after the message is already on the wire; a store write there
 * (3-4 ms on SQLite) capped sends at one per write (bench/RESULTS.md). So `keys.set` applies the change to an
 * in-memory overlay that reads see at once, and queues it; everything queued while one store commit runs goes
 * into the next (group commit, later values of a key replacing earlier ones). Durability moves to `committed()`:
 * the driver reports a send only once the keys it produced are stored, which is what Baileys' own commit
 * ordering gave before. Only this auth state writes this session's keys (one socket per session).
 */
export declare function loadAuthState(collection: Collection, prefix: string, options?: AuthStateOptions): Promise<LoadedAuthState>;
