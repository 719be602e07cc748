import type { ProtocolDriver } from '../port.js';
import type { Logger } from '../../logger.js';
export interface BaileysDriverOptions {
    /** WhatsApp's WebSocket endpoint; point it at another server (a simulator, a proxy) to test without WhatsApp. */
    waWebSocketUrl?: string;
    /**
     * Root public key that the server's certificate chain must be signed with. Baileys keeps it in a module-level
     * object, so setting it applies to every socket in this process.
     */
    trustedRootKey?: Uint8Array;
    /** Level of Baileys' own log lines (default `warn`, or the engine logger's level when that is quieter). */
    logLevel?: string;
    /**
     * Extra certificate authority (PEM) trusted for media upload and download, next to the system's: for a
     * media host with its own certificate (the simulator's, a corporate TLS proxy). TLS checks stay on.
     */
    mediaCa?: string | Buffer;
    /**
     * Where WhatsApp's default media host (mmg.whatsapp.net) is reached instead, as `host:port`: Baileys downloads a
     * history sync's blob from there (its notification names only a directPath). For a server that stands in for
     * WhatsApp, such as the simulator (its `mediaHost`); WhatsApp itself needs none.
     */
    defaultMediaHost?: string;
    /**
     * Query ids of WhatsApp's `mex` (GraphQL) operations by name, replacing the built-in ones (wire/mex.ts) when
     * WhatsApp moves them before a release of this library does.
     */
    mexQueryIds?: Record<string, string>;
    /**
     * Hosts (`host` or `host:port`) media downloads may use besides those WhatsApp's own media_conn names (and
     * Baileys' default, mmg.whatsapp.net): a proxy in front of WhatsApp's media. Any other host in a message
     * handed to media download is refused before a connection is made.
     */
    mediaHosts?: readonly string[];
    /**
     * Check the MACs of the app-state (chat state) patches and snapshots other devices upload before applying
     * them (Baileys' `appStateMacVerification`, off by default). A patch that fails the check is not applied and
     * Baileys syncs the collection again from a snapshot.
     */
    appStateMacVerification?: {
        patch: boolean;
        snapshot: boolean;
    };
}
/** `logger` receives libsignal's diagnostics (at debug) that no session's work can be told apart for. */
export declare function createBaileysDriver(options: BaileysDriverOptions, logger: Logger): ProtocolDriver;
