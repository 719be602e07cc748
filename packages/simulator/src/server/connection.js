import { decodeBinaryNode, encodeBinaryNode, proto } from '@whiskeysockets/baileys';
import { encodeFrame, FrameReader } from './framing.js';
import { NoiseResponder } from './noise.js';
/**
 * One client socket: the Noise handshake, then decrypted binary nodes in order. Frames are
 * handled strictly one after another because decoding is async and the relay depends on order.
 */
export class Connection {
    id;
    device;
    registration;
    closed = false;
    observers = new Set();
    ws;
    reader = new FrameReader();
    noiseResponder;
    transport;
    stage = 'hello';
    inbound = Promise.resolve();
    outbound = Promise.resolve();
    opts;
    constructor(opts) {
        this.opts = opts;
        this.id = opts.id;
        this.ws = opts.ws;
        opts.ws.on('message', (data) => {
            const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
            this.inbound = this.inbound.then(() => this.receive(chunk)).catch((err) => this.fail(err));
        });
        opts.ws.on('close', () => this.markClosed());
        opts.ws.on('error', (err) => {
            opts.logger.debug({ err, connection: this.id }, 'websocket error');
            this.markClosed();
        });
    }
    get isOpen() {
        return !this.closed && this.ws.readyState === this.ws.OPEN;
    }
    async receive(chunk) {
        if (this.closed)
            return;
        const { intro, frames } = this.reader.push(chunk);
        if (intro) {
            this.noiseResponder = new NoiseResponder(this.opts.serverStatic, this.opts.certChain, intro.header);
        }
        for (const frame of frames) {
            if (this.closed)
                return;
            await this.receiveFrame(frame);
        }
    }
    async receiveFrame(frame) {
        const noise = this.noiseResponder;
        if (!noise)
            throw new Error('frame before intro');
        if (this.stage === 'hello') {
            this.stage = 'finish';
            this.writeRaw(noise.serverHello(frame));
            return;
        }
        if (this.stage === 'finish') {
            const result = noise.clientFinish(frame);
            this.transport = result.transport;
            this.stage = 'transport';
            if (this.observers.size) {
                const payload = clientPayloadNode(result.clientPayload);
                for (const observe of this.observers)
                    observe('in', payload);
            }
            await this.opts.handler.onHandshake(this, result);
            return;
        }
        const plain = this.transport.decrypt(frame);
        const node = await decodeBinaryNode(plain);
        for (const observe of this.observers)
            observe('in', node);
        await this.opts.handler.onNode(this, node);
    }
    /** Queue a node; nodes leave in order, after the injected delay if one is set. */
    send(node) {
        if (this.closed)
            return;
        // observed when queued, so a transcript follows the order the server decided things in
        for (const observe of this.observers)
            observe('out', node);
        // each node leaves `delay` after it was queued, not after the one before it
        const dueAt = Date.now() + this.opts.replyDelayMs();
        this.outbound = this.outbound
            .then(async () => {
            const wait = dueAt - Date.now();
            if (wait > 0)
                await new Promise((resolve) => setTimeout(resolve, wait));
            if (!this.isOpen || !this.transport)
                return;
            this.writeRaw(this.transport.encrypt(encodeBinaryNode(node)));
        })
            .catch((err) => this.opts.logger.warn({ err, connection: this.id }, 'send failed'));
    }
    writeRaw(body) {
        if (this.ws.readyState !== this.ws.OPEN)
            return;
        this.ws.send(encodeFrame(body));
    }
    /** send what is queued, then close with a normal WebSocket close */
    async end() {
        await this.outbound;
        if (this.ws.readyState === this.ws.OPEN)
            this.ws.close();
        this.markClosed();
    }
    /** close without a close frame, like a network failure */
    terminate() {
        this.ws.terminate();
        this.markClosed();
    }
    fail(err) {
        this.opts.logger.warn({ err, connection: this.id }, 'connection failed; closing');
        this.terminate();
    }
    markClosed() {
        if (this.closed)
            return;
        this.closed = true;
        this.opts.handler.onClose(this);
    }
}
/** The ClientPayload as a pseudo-node with dotted attributes, so transcripts show what the client logs in with. */
function clientPayloadNode(payload) {
    const attrs = {};
    const walk = (value, path) => {
        if (value instanceof Uint8Array)
            attrs[path] = '[bytes]';
        else if (Array.isArray(value))
            value.forEach((v, i) => walk(v, `${path}.${i}`));
        else if (value && typeof value === 'object')
            for (const [k, v] of Object.entries(value))
                walk(v, path ? `${path}.${k}` : k);
        else if (value !== undefined && value !== null)
            attrs[path] = String(value);
    };
    walk(proto.ClientPayload.toObject(payload, { longs: String, enums: String }), '');
    const sorted = Object.fromEntries(Object.entries(attrs).sort(([a], [b]) => a.localeCompare(b)));
    return { tag: 'ClientPayload', attrs: sorted };
}
//# sourceMappingURL=connection.js.map