import { Console } from 'node:console';
import { createRequire } from 'node:module';
import { dirname, sep } from 'node:path';
import { Writable } from 'node:stream';
import { format } from 'node:util';
import { SessionRecord } from 'libsignal';
import { KeyedAsyncLocalStorage } from './shared-async-storage.js';
/**
 * libsignal 6 (src/session_record.js), which Baileys runs every Signal session on, prints whole session
 * objects with the global console when it opens, closes or prunes one (`console.info("Closing session:",
 * session)`, also "Opening session:", "Removing old closed session:", "Session already closed"). Those objects
 * hold the session's private keys (the ratchet's `privKey`, `rootKey`, chain keys), and console output goes to
 * stdout whatever the engine's log level says. Nothing else libsignal prints carries key material.
 *
 * The three methods are synchronous, so while one runs `console` can stand for one that discards: no other
 * code runs in between, and the host application's console is untouched before and after, for everything
 * else. Installed once per process; the methods still do all they did, only silently.
 */
const silent = new Console(new Writable({ write: (_chunk, _encoding, done) => done() }));
let installed = false;
export function silenceSessionDumps() {
    if (installed)
        return;
    installed = true;
    const prototype = SessionRecord.prototype;
    for (const name of ['openSession', 'closeSession', 'removeOldSessions']) {
        const original = prototype[name];
        prototype[name] = function (...args) {
            const host = globalThis.console;
            globalThis.console = silent;
            try {
                return original.apply(this, args);
            }
            finally {
                globalThis.console = host;
            }
        };
    }
}
/** libsignal's own files: a console call made from one of them is libsignal's. */
const libsignalDir = `${dirname(createRequire(import.meta.url).resolve('libsignal'))}${sep}`;
/** The logger of the session whose socket the work comes from (set where the socket is built). */
export const signalLogger = new KeyedAsyncLocalStorage();
/** Where libsignal's prints go when no session is in context: the logger of the first engine that routed them. */
let fallback = null;
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
export function routeSignalConsole(logger) {
    if (fallback)
        return;
    fallback = logger;
    const console = globalThis.console;
    for (const name of ['log', 'info', 'warn', 'error', 'debug']) {
        const original = console[name];
        const routed = function (...args) {
            if (!calledFromLibsignal(routed))
                return original.apply(this, args);
            (signalLogger.getStore() ?? fallback)?.debug({ component: 'libsignal' }, format(...args));
        };
        console[name] = routed;
    }
}
function calledFromLibsignal(wrapper) {
    const site = {};
    // The frames above the wrapper are left out, so the first one listed is its caller.
    Error.captureStackTrace(site, wrapper);
    const caller = site.stack?.split('\n', 2)[1] ?? '';
    return caller.includes(libsignalDir);
}
//# sourceMappingURL=signal-console.js.map