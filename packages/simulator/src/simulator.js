import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { channelControls } from './channel-controls.js';
import { Dispatcher } from './dispatch.js';
import { EventHub, DEFAULT_WAIT_MS } from './events.js';
import { FaultState } from './faults.js';
import { groupControls } from './group-controls.js';
import { handlers } from './handlers/index.js';
import { normalizePhoneNumber } from './jids.js';
import { silentLogger } from './log.js';
import { PhoneIdentity } from './phone/identity.js';
import { Phone } from './phone/phone.js';
import { Connection } from './server/connection.js';
import { buildCertChain, DEFAULT_ROOT_KEY_PAIR, generateKeyPair } from './server/keys.js';
import { Linking } from './server/linking.js';
import { handleClientPayload } from './server/login.js';
import { MediaHost } from './server/media-host.js';
import { PendingRequests } from './server/requests.js';
import { Sockets } from './server/sockets.js';
import { Account } from './state/accounts.js';
import { SeededIds, systemClock, unixSeconds } from './state/clock.js';
import { ServerState } from './state/state.js';
import { Transcript } from './transcript.js';
/** The composition: the records, the sockets, the dispatch table, and the phones as clients of it all. */
class SimulatorServer {
    opts;
    events = new EventHub();
    sockets = new Sockets();
    state;
    linking;
    rootPublicKey;
    url = '';
    logger;
    media;
    clock;
    groups;
    channels;
    callRingMs;
    dispatcher = new Dispatcher(handlers);
    requests = new PendingRequests();
    phoneByNumber = new Map();
    connections = new Set();
    transcripts = new Set();
    serverStatic = generateKeyPair();
    certChain;
    faultState = new FaultState();
    http;
    wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
    clientCounter = 0;
    faults = {
        dropConnections: (phoneNumber) => {
            for (const conn of this.matching(phoneNumber))
                conn.terminate();
        },
        streamError: (phoneNumber, code = 503) => {
            for (const conn of this.matching(phoneNumber)) {
                conn.send({ tag: 'stream:error', attrs: { code: String(code) } });
                void conn.end();
            }
        },
        refuseConnections: (ms) => this.faultState.refuse(ms),
        delayReplies: (ms) => {
            this.faultState.replyDelayMs = Math.max(0, ms);
        },
        expireMedia: (directPath) => this.media.expire(directPath),
    };
    constructor(opts) {
        this.opts = opts;
        const root = opts.rootKeyPair ?? DEFAULT_ROOT_KEY_PAIR;
        this.rootPublicKey = root.public;
        this.certChain = buildCertChain(root, this.serverStatic);
        this.logger = opts.logger ?? silentLogger;
        this.clock = opts.clock ?? systemClock;
        this.callRingMs = opts.callRingMs ?? 45_000;
        this.state = new ServerState(this.clock, new SeededIds(opts.seed ?? 'sessionkit-simulator'), opts.channelCatalogue ?? true);
        this.groups = groupControls(this.state.groups);
        this.linking = new Linking(this);
        this.media = new MediaHost(this.logger);
        this.channels = channelControls(this);
        this.http = createServer((_req, res) => {
            res.writeHead(404).end();
        });
        this.http.on('upgrade', (req, socket, head) => this.upgrade(req, socket, head));
    }
    async listen() {
        const host = this.opts.host ?? '127.0.0.1';
        await new Promise((resolve, reject) => {
            this.http.once('error', reject);
            this.http.listen(this.opts.port ?? 0, host, () => resolve());
        });
        const { port } = this.http.address();
        const shownHost = host.includes(':') ? `[${host}]` : host;
        this.url = `ws://${shownHost}:${port}/ws/chat`;
        await this.media.listen(host);
    }
    get mediaCa() {
        return this.media.ca;
    }
    get mediaHost() {
        return this.media.hostname;
    }
    upgrade(req, socket, head) {
        const path = (req.url ?? '').split('?')[0];
        if (path !== '/ws/chat') {
            socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
            return;
        }
        if (this.faultState.refusing) {
            // a reset rather than an HTTP 503: Baileys listens for 'unexpected-response' and would then
            // hang until its 20 s handshake timeout instead of failing fast like on a real outage
            socket.destroy();
            return;
        }
        this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws));
    }
    accept(ws) {
        const conn = new Connection({
            id: ++this.clientCounter,
            ws,
            serverStatic: this.serverStatic,
            certChain: this.certChain,
            logger: this.logger,
            replyDelayMs: () => this.faultState.replyDelayMs,
            handler: {
                onHandshake: (c, result) => handleClientPayload(this, c, result),
                onNode: (c, node) => {
                    if (c.device)
                        this.events.emit('node-in', { connectionId: c.id, phoneNumber: c.device.account.phoneNumber, node });
                    return this.receive(c, node);
                },
                onClose: (c) => this.onClose(c),
            },
        });
        this.connections.add(conn);
        for (const t of this.transcripts)
            t.attach(conn);
    }
    /** every node a client sends, from a socket or from a phone */
    receive(client, node) {
        return this.dispatcher.dispatch(this, client, node);
    }
    matching(phoneNumber) {
        return [...this.connections].filter((c) => !phoneNumber || c.device?.account.phoneNumber === phoneNumber);
    }
    onClose(conn) {
        this.connections.delete(conn);
        this.linking.forget(conn);
        this.requests.abandon(conn);
        for (const t of this.transcripts)
            t.connectionClosed(conn);
        const device = conn.device;
        if (device && this.sockets.detach(device, conn)) {
            this.events.emit('device-disconnected', {
                phoneNumber: device.account.phoneNumber,
                deviceJid: device.account.pnJid(device.id),
                deviceId: device.id,
            });
        }
    }
    nextId() {
        return this.state.ids.next('sim');
    }
    now() {
        return unixSeconds(this.clock);
    }
    deliver(device, node) {
        this.sockets.deliver(device, node);
    }
    request(client, node) {
        node.attrs.id ??= this.nextId();
        return this.requests.send(client, node);
    }
    settle(client, reply) {
        return this.requests.settle(client, reply);
    }
    async createPhone(phoneNumber, options = {}) {
        const digits = normalizePhoneNumber(phoneNumber);
        if (!digits)
            throw new Error(`'${phoneNumber}' is not a phone number (country code and number, digits only)`);
        if (this.state.accounts.get(digits))
            throw new Error(`a phone with number ${digits} already exists`);
        const account = new Account(digits);
        if (options.pushName)
            account.pushName = options.pushName;
        if (options.business)
            account.business = options.business;
        const identity = new PhoneIdentity();
        const device = identity.deviceRecord(account, this.clock.now());
        account.devices.set(0, device);
        this.state.accounts.add(account);
        // the phone is a client whose socket lives in this process
        const client = {
            id: ++this.clientCounter,
            device,
            isOpen: true,
            send: (node) => phone.receive(node),
            end: async () => undefined,
        };
        const phone = new Phone(this, account, identity, (node) => this.receive(client, node));
        this.sockets.attach(device, client);
        this.phoneByNumber.set(digits, phone);
        await phone.uploadPreKeys();
        return phone;
    }
    phone(phoneNumber) {
        const digits = normalizePhoneNumber(phoneNumber);
        return digits ? this.phoneByNumber.get(digits) : undefined;
    }
    phones() {
        return [...this.phoneByNumber.values()];
    }
    waitFor(event, predicate, timeoutMs = DEFAULT_WAIT_MS) {
        return this.events.waitFor(event, predicate, timeoutMs);
    }
    on(event, listener) {
        return this.events.on(event, listener);
    }
    transcript(options = {}) {
        const t = new Transcript(options, (done) => this.transcripts.delete(done));
        this.transcripts.add(t);
        for (const conn of this.connections)
            t.attach(conn);
        return t;
    }
    async close() {
        for (const conn of this.connections)
            conn.terminate();
        for (const t of this.transcripts)
            t.stop();
        await new Promise((resolve) => this.wss.close(() => resolve()));
        await new Promise((resolve) => {
            this.http.close(() => resolve());
            this.http.closeAllConnections();
        });
        await this.media.close();
    }
}
/** Starts a WhatsApp server on loopback that unmodified Baileys connects to. */
export async function startSimulator(opts = {}) {
    const sim = new SimulatorServer(opts);
    await sim.listen();
    return sim;
}
//# sourceMappingURL=simulator.js.map