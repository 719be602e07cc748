import { createDecipheriv, createHmac } from 'node:crypto';
import { get, request } from 'node:https';
import { Browsers, getMediaKeys, DEFAULT_CONNECTION_CONFIG, initAuthCreds, makeWASocket, WA_CERT_DETAILS, } from '@whiskeysockets/baileys';
import { executeWMexQuery } from '@whiskeysockets/baileys/lib/Socket/mex.js';
import { Agent as UndiciAgent } from 'undici';
import { DEFAULT_ROOT_PUBLIC_KEY, memoryKeyStore } from '../src/index.js';
// Baileys reads this at verify time; every simulator in the process presents the default root
WA_CERT_DETAILS.PUBLIC_KEY = Buffer.from(DEFAULT_ROOT_PUBLIC_KEY);
/** An in-memory Baileys auth state: creds plus a Map-backed SignalKeyStore. */
export function memoryAuthState(creds = initAuthCreds()) {
    const keys = memoryKeyStore();
    return { creds, keys, forget: keys.forget };
}
// Baileys' own pino logger (so the package needs no pino of its own), silent unless
// SIM_BAILEYS_LOG=warn (or debug) asks to see what Baileys thinks of the simulator
export const quietLogger = DEFAULT_CONNECTION_CONFIG.logger.child({ class: 'simulator-test' });
quietLogger.level = process.env.SIM_BAILEYS_LOG ?? 'silent';
export function connect(sim, auth, config = {}) {
    return makeWASocket({
        auth,
        waWebSocketUrl: sim.url,
        logger: quietLogger,
        browser: Browsers.macOS('Chrome'),
        ...config,
    });
}
export function waitForUpdate(sock, predicate, timeoutMs = 15_000) {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('timed out waiting for connection.update')), timeoutMs);
        const listener = (update) => {
            if (!predicate(update))
                return;
            clearTimeout(timer);
            sock.ev.off('connection.update', listener);
            resolve(update);
        };
        sock.ev.on('connection.update', listener);
    });
}
export function waitForOpen(sock) {
    return waitForUpdate(sock, (u) => u.connection === 'open');
}
/** resolves with the Boom status code Baileys closed with */
export async function waitForClose(sock) {
    const update = await waitForUpdate(sock, (u) => u.connection === 'close');
    const error = update.lastDisconnect?.error;
    return error?.output?.statusCode;
}
export function waitForEvent(sock, event, predicate = () => true, timeoutMs = 15_000) {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${event}`)), timeoutMs);
        const listener = (payload) => {
            if (!predicate(payload))
                return;
            clearTimeout(timer);
            sock.ev.off(event, listener);
            resolve(payload);
        };
        sock.ev.on(event, listener);
    });
}
/** a logged-in companion of `phoneNumber`, connected and open */
export async function connectLinked(sim, phoneNumber, config = {}) {
    const phone = sim.phone(phoneNumber) ?? (await sim.createPhone(phoneNumber));
    const auth = memoryAuthState(await phone.createLinkedCreds());
    const sock = connect(sim, auth, config);
    await waitForOpen(sock);
    return { phone, auth, sock };
}
/** ends a socket and waits until Baileys reports the close, so no timers leak into the next test */
export async function endSocket(sock) {
    if (!sock.ws.isOpen && !sock.ws.isConnecting)
        return;
    const closed = waitForUpdate(sock, (u) => u.connection === 'close').catch(() => undefined);
    sock.end(undefined);
    await closed;
}
/**
 * Resolves when a message we sent reaches `status` (3 delivered, 4 read). Baileys reports it as
 * messages.update, or, while its event buffer holds the message's own 'append' upsert, merged
 * into that upsert (event-buffer consolidation), so both are watched.
 */
export function waitForStatus(sock, id, status, timeoutMs = 15_000) {
    return new Promise((resolve, reject) => {
        const done = () => {
            clearTimeout(timer);
            sock.ev.off('messages.update', onUpdate);
            sock.ev.off('messages.upsert', onUpsert);
            resolve();
        };
        const timer = setTimeout(() => {
            sock.ev.off('messages.update', onUpdate);
            sock.ev.off('messages.upsert', onUpsert);
            reject(new Error(`timed out waiting for status ${status} of ${id}`));
        }, timeoutMs);
        const onUpdate = (updates) => {
            if (updates.some((u) => u.key.id === id && (u.update.status ?? 0) >= status))
                done();
        };
        const onUpsert = ({ messages }) => {
            if (messages.some((m) => m.key.id === id && (m.status ?? 0) >= status))
                done();
        };
        sock.ev.on('messages.update', onUpdate);
        sock.ev.on('messages.upsert', onUpsert);
    });
}
/**
 * Resolves with the id of the message in `groupJid` whose receipt from `userJid` carries `field`
 * (delivered: receiptTimestamp, read: readTimestamp). Like statuses, Baileys may merge a group
 * receipt into the still-buffered upsert of the message (its userReceipt) instead of emitting
 * message-receipt.update, so both are watched.
 */
export function waitForGroupReceipt(sock, groupJid, userJid, field, timeoutMs = 15_000) {
    return new Promise((resolve, reject) => {
        const done = (id) => {
            clearTimeout(timer);
            sock.ev.off('message-receipt.update', onReceipt);
            sock.ev.off('messages.upsert', onUpsert);
            resolve(id);
        };
        const timer = setTimeout(() => {
            sock.ev.off('message-receipt.update', onReceipt);
            sock.ev.off('messages.upsert', onUpsert);
            reject(new Error(`timed out waiting for a ${field} receipt from ${userJid} in ${groupJid}`));
        }, timeoutMs);
        const onReceipt = (updates) => {
            const hit = updates.find((u) => u.key.remoteJid === groupJid && u.receipt.userJid === userJid && !!u.receipt[field]);
            if (hit?.key.id)
                done(hit.key.id);
        };
        const onUpsert = ({ messages }) => {
            const hit = messages.find((m) => m.key.remoteJid === groupJid && m.userReceipt?.some((r) => r.userJid === userJid && !!r[field]));
            if (hit?.key.id)
                done(hit.key.id);
        };
        sock.ev.on('message-receipt.update', onReceipt);
        sock.ev.on('messages.upsert', onUpsert);
    });
}
/** GET over HTTPS trusting only the simulator's certificate (TLS verification stays on) */
export function httpsGet(url, ca) {
    return new Promise((resolve, reject) => {
        get(url, { ca }, (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
            res.on('error', reject);
        }).on('error', reject);
    });
}
export function httpsPost(url, ca, body) {
    return new Promise((resolve, reject) => {
        const req = request(url, { method: 'POST', ca, headers: { 'content-length': body.length } }, (res) => {
            let text = '';
            res.on('data', (c) => (text += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.end(body);
    });
}
/**
 * What a WhatsApp client does with an attachment, written here independently of the simulator:
 * download from `https://<host of url><directPath>`, check the 10-byte MAC, decrypt AES-256-CBC.
 */
export async function download(media, type, ca) {
    const url = `https://${new URL(media.url).host}${media.directPath}`;
    const { status, body } = await httpsGet(url, ca);
    if (status !== 200)
        throw new Error(`the media host answered ${status} for ${url}`);
    const { iv, cipherKey, macKey } = await getMediaKeys(media.mediaKey, type);
    const ciphertext = body.subarray(0, body.length - 10);
    const mac = createHmac('sha256', macKey).update(iv).update(ciphertext).digest().subarray(0, 10);
    if (!body.subarray(body.length - 10).equals(mac))
        throw new Error('the blob failed its MAC check');
    const decipher = createDecipheriv('aes-256-cbc', cipherKey, iv);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}
/** a w:mex query through Baileys' own executeWMexQuery, for the queries Baileys has no function for */
export const mex = (linked, variables, queryId, path) => executeWMexQuery(variables, queryId, path, (node) => linked.sock.query(node), linked.sock.generateMessageTag);
/**
 * Baileys' fetch options (its `options`, and a media download's) with an undici dispatcher that trusts the
 * simulator's media certificate and sends what Baileys addresses to WhatsApp's default media host
 * (mmg.whatsapp.net, where Utils/history.ts downloadHistory fetches a history blob named only by its directPath)
 * to the simulator's host. Node's fetch takes the dispatcher; the DOM's RequestInit type does not name it.
 */
export function mediaFetch(sim) {
    const dispatcher = new UndiciAgent({ connect: { ca: sim.mediaCa } }).compose((dispatch) => (options, handler) => dispatch(new URL(String(options.origin)).host === 'mmg.whatsapp.net'
        ? { ...options, origin: `https://${sim.mediaHost}` }
        : options, handler));
    return { dispatcher };
}
//# sourceMappingURL=helpers.js.map