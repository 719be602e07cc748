import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import makeWASocket, { DEF_MEDIA_HOST, jidNormalizedUser, makeCacheableSignalKeyStore, WA_CERT_DETAILS, } from '@whiskeysockets/baileys';
import { ProtocolError } from '../port.js';
import { loadAuthState } from './auth-state.js';
import { createCallsFacet } from './calls.js';
import { createChatsFacet } from './chats.js';
import { createCommunitiesFacet } from './communities.js';
import { createContactsFacet } from './contacts.js';
import { closeInfoOf } from './disconnect.js';
import { protocolErrorOf } from './errors.js';
import { createGroupsFacet, GroupMetadataCache } from './groups.js';
import { BaileysMessaging, RecentSends } from './messages.js';
import { createNewslettersFacet } from './newsletters.js';
import { createProfileFacet } from './profile.js';
import { withSharedAsyncStorage } from './shared-async-storage.js';
import { installSignatureCheck } from './signature-check.js';
import { routeSignalConsole, signalLogger, silenceSessionDumps } from './signal-console.js';
import { fetchDispatcher } from './fetch-dispatcher.js';
import { watchHistory } from './history.js';
import { resolveMexQueries } from './wire/mex.js';
import { parseFailure, parseStanzaError, parseStreamError } from './wire/stanzas.js';
/** First QR ref lives 60 s, each later one 20 s (Baileys' defaults, socket.js qrTimeout). */
const firstQrMs = 60_000;
const laterQrMs = 20_000;
/** `logger` receives libsignal's diagnostics (at debug) that no session's work can be told apart for. */
export function createBaileysDriver(options, logger) {
    installSignatureCheck();
    silenceSessionDumps();
    routeSignalConsole(logger);
    if (options.trustedRootKey)
        WA_CERT_DETAILS.PUBLIC_KEY = Buffer.from(options.trustedRootKey);
    const mediaAgent = options.mediaCa
        ? new Agent({ keepAlive: true, ca: [...rootCertificates, options.mediaCa.toString()] })
        : undefined;
    const dispatcher = fetchDispatcher(options);
    const mex = resolveMexQueries(options.mexQueryIds);
    const extraMediaHosts = [DEF_MEDIA_HOST, ...(options.mediaHosts ?? [])].map((host) => host.toLowerCase());
    return {
        async open(open) {
            const auth = await loadAuthState(open.auth, open.authPrefix);
            const { state } = auth;
            // Baileys logs every frame below warn; never louder than the engine's own logger, though.
            const level = options.logLevel ?? (open.logger.levelVal > open.logger.levels.values.warn ? open.logger.level : 'warn');
            const logger = open.logger.child({ component: 'baileys' }, { level });
            const recent = new RecentSends(500);
            const groups = new GroupMetadataCache();
            // The socket's connection is opened in here, so all the work it causes knows its session's logger.
            const socket = signalLogger.run(open.logger, () => withSharedAsyncStorage(() => makeWASocket({
                auth: { creds: state.creds, keys: makeCacheableSignalKeyStore(state.keys, logger) },
                browser: open.browser,
                logger: logger,
                ...(options.waWebSocketUrl ? { waWebSocketUrl: options.waWebSocketUrl } : {}),
                markOnlineOnConnect: false,
                syncFullHistory: false,
                generateHighQualityLinkPreview: false,
                ...(mediaAgent ? { fetchAgent: mediaAgent } : {}),
                // Node's fetch takes undici's dispatcher, which the DOM's RequestInit type does not name
                ...(dispatcher ? { options: { dispatcher } } : {}),
                // A recipient that cannot decrypt asks for a resend (retry receipt); Baileys' own cache is keyed by
                // chat and misses receipts from a device JID, so resends are served from what this socket sent.
                getMessage: async (key) => (key.id ? recent.get(key.id) : undefined),
                cachedGroupMetadata: (jid) => groups.get(jid),
                ...(options.appStateMacVerification ? { appStateMacVerification: options.appStateMacVerification } : {}),
            })));
            return new BaileysConnection(socket, open, auth, {
                media: { agent: mediaAgent, hosts: extraMediaHosts },
                recent,
                mex,
                groups,
            });
        },
    };
}
/**
 * One Baileys socket behind the port: its lifecycle (QR, pairing, open, close) is handled here; messaging and
 * every other domain live in their own facet, each built from the same FacetContext.
 */
class BaileysConnection {
    #socket;
    #open;
    #endedByEngine = false;
    #closed = null;
    #qrCount = 0;
    #pairingRequested = false;
    #ready;
    #settleReady;
    #done;
    #settleDone;
    #auth;
    #messaging;
    messages;
    groups;
    communities;
    newsletters;
    chats;
    calls;
    contacts;
    profile;
    constructor(socket, open, auth, shared) {
        const { saveCreds } = auth;
        this.#auth = auth;
        this.#socket = socket;
        this.#open = open;
        this.#ready = new Promise((resolve, reject) => (this.#settleReady = { resolve, reject }));
        this.#ready.catch(() => undefined);
        this.#done = new Promise((resolve) => (this.#settleDone = resolve));
        const { handlers, clock } = open;
        const context = {
            socket,
            emit: (event) => handlers.onEvent(event),
            clock,
            logger: open.logger,
            mex: shared.mex,
        };
        this.#messaging = new BaileysMessaging(context, {
            auth,
            media: shared.media,
            recent: shared.recent,
            closed: () => this.#closed,
        });
        this.messages = this.#messaging;
        this.groups = createGroupsFacet(context, shared.groups);
        this.communities = createCommunitiesFacet(context, shared.groups);
        this.newsletters = createNewslettersFacet(context);
        this.chats = createChatsFacet(context);
        this.calls = createCallsFacet(context);
        this.contacts = createContactsFacet(context);
        this.profile = createProfileFacet(context);
        watchHistory(context);
        socket.ev.on('creds.update', () => {
            saveCreds().catch((error) => open.logger.error({ err: error }, 'saving credentials failed'));
        });
        socket.ev.on('connection.update', (update) => {
            if (update.qr) {
                const lifetime = this.#qrCount === 0 ? firstQrMs : laterQrMs;
                this.#qrCount += 1;
                handlers.onQr(update.qr, clock.now() + lifetime);
                this.#settleReady.resolve();
            }
            if (update.isNewLogin)
                handlers.onPaired(this.#identity(), this.#pairingRequested ? 'pairing_code' : 'qr');
            if (update.connection === 'open') {
                this.#settleReady.resolve();
                handlers.onOpen(this.#identity());
            }
            if (update.connection === 'close' && !this.#closed) {
                const info = closeInfoOf(update.lastDisconnect?.error, this.#endedByEngine);
                this.#closed = info;
                this.#settleReady.reject(new ProtocolError(`connection closed before it was ready: ${info.message}`, {
                    kind: 'unavailable',
                    close: info,
                }));
                this.#settleDone(info);
                this.#messaging.failPending(info);
                handlers.onClose(info);
            }
        });
        socket.ws.on('CB:stream:error', (node) => handlers.onStreamFailure(parseStreamError(node)));
        socket.ws.on('CB:failure', (node) => handlers.onStreamFailure(parseFailure(node)));
        socket.ws.on('CB:iq,type:error', (node) => handlers.onStanzaError(parseStanzaError(node)));
        socket.ws.on('CB:ack', (node) => {
            const error = parseStanzaError(node);
            if (error)
                handlers.onStanzaError(error);
        });
    }
    #identity() {
        const me = this.#socket.authState.creds.me;
        return {
            jid: me?.id ? jidNormalizedUser(me.id) : '',
            lid: me?.lid ? jidNormalizedUser(me.lid) : null,
            name: me?.name ?? null,
        };
    }
    async requestPairingCode(phoneNumber) {
        await this.#ready;
        if (this.#closed)
            throw new ProtocolError(`connection closed: ${this.#closed.message}`, {
                kind: 'unavailable',
                close: this.#closed,
            });
        this.#pairingRequested = true;
        try {
            return await this.#socket.requestPairingCode(phoneNumber);
        }
        catch (error) {
            throw protocolErrorOf(error, 'pairing code request failed');
        }
    }
    async logout() {
        if (this.#closed)
            return;
        try {
            await this.#socket.logout();
        }
        finally {
            await this.#done;
        }
    }
    async close() {
        if (!this.#closed) {
            this.#endedByEngine = true;
            this.#socket.end(undefined);
            await this.#done;
        }
        try {
            await this.#auth.settled();
        }
        catch (error) {
            this.#open.logger.error({ err: error }, 'Signal keys of the closing connection could not be saved; messages to and from some chats may fail to decrypt after the next login');
        }
    }
}
//# sourceMappingURL=driver.js.map