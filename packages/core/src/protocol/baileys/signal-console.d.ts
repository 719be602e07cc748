import type { Logger } from '../../logger.js';
import { KeyedAsyncLocalStorage } from './shared-async-storage.js';
export declare function silenceSessionDumps(): void;
/** The logger of the session whose socket the work comes from (set where the socket is built). */
export declare const signalLogger: KeyedAsyncLocalStorage<Logger>;
/**
 * libsignal's other prints are diagnostics printed from async code, where the swap above cannot reach: "Closing
 * open session in favor of incoming prekey bundle" (session_builder.js) on every new session a contact
 * starts, and "Failed to decrypt message with any known session..." with "Session error: Bad MAC" and a stack
 * (session_cipher.js) when a message is first tried on a session that is not its own, before Baileys
 * recovers it. They go to the engine's logger at debug, under the session whose socket did the work.
 *
 * Each console method is wrapped once per process and decides by its caller alone: a call from a file of
 * libsignal is routed, any other goes to the method as it was, with the same arguments, so the host's console
 * behaves for its own code exactly as before. A method the host replaces later is the host's.
 */
export declare function routeSignalConsole(logger: Logger): void;
