import { getBinaryNodeChild, getBinaryNodeChildren, proto, } from '@whiskeysockets/baileys';
import { SERVER_JID } from '../jids.js';
import { iqResult } from '../server/iq.js';
import { isAppStateCollection } from '../state/app-state.js';
/**
 * How many identical sync requests in a row (same device, collection, version, nothing new on the
 * server, no server_sync asking for it) count as a client looping: Baileys asks at most twice for a
 * collection it cannot apply (MAX_SYNC_ATTEMPTS), and every successful round moves its version.
 */
const SYNC_LOOP_LIMIT = 5;
function collectionError(name, code, text, version) {
    const attrs = { name, type: 'error' };
    if (version !== undefined)
        attrs.version = String(version);
    return { tag: 'collection', attrs, content: [{ tag: 'error', attrs: { code: String(code), text } }] };
}
function patchList(patches) {
    return { tag: 'patches', attrs: {}, content: patches.map((p) => ({ tag: 'patch', attrs: {}, content: p.patch })) };
}
function bytesOf(node) {
    return node?.content instanceof Uint8Array ? node.content : undefined;
}
/** `<notification type='server_sync'>`: Baileys reads the first `<collection>` and resyncs it */
function serverSync(server, name, version) {
    return {
        tag: 'notification',
        attrs: { from: SERVER_JID, type: 'server_sync', id: server.nextId(), t: server.now() },
        content: [{ tag: 'collection', attrs: { name, version: String(version) } }],
    };
}
function fault(server, device, collection, kind, detail) {
    const { account } = device;
    server.logger.warn({ phone: account.phoneNumber, device: device.id, collection, fault: kind }, detail);
    server.events.emit('app-state-fault', {
        phoneNumber: account.phoneNumber,
        deviceJid: account.pnJid(device.id),
        collection,
        fault: kind,
        detail,
    });
}
/**
 * A device uploads one patch at the version it synced to. The server stamps the next version into
 * it, stores it, and tells the account's other devices (the phone included) to sync. A patch built
 * on another version is refused per collection with 409 (whatsmeow's sendAppState reads that
 * `type='error'` collection, applies the patches in it and retries; Baileys ignores it and moves
 * its version on anyway, so it is also reported as a fault).
 */
function uploadPatch(server, device, name, node, patchBytes) {
    const { account } = device;
    const current = server.state.appState.collection(account, name).version;
    const base = Number(node.attrs.version);
    if (base !== current) {
        fault(server, device, name, 'conflict', `patch built on ${name} v${node.attrs.version ?? '?'} while the server is at v${current}`);
        // with the patches the device lacks, which whatsmeow applies before it retries (Baileys reads neither)
        const conflict = collectionError(name, 409, 'conflict', current);
        const missing = Number.isInteger(base) && base >= 0 ? server.state.appState.patchesAfter(account, name, base) : [];
        if (missing.length)
            conflict.content.push(patchList(missing));
        return conflict;
    }
    let patch;
    try {
        patch = proto.SyncdPatch.decode(patchBytes);
    }
    catch (err) {
        fault(server, device, name, 'invalid-patch', `not a SyncdPatch: ${err.message}`);
        return collectionError(name, 400, 'bad-request', current);
    }
    const version = server.state.appState.append(account, name, (v) => {
        patch.version = { version: v };
        return proto.SyncdPatch.encode(patch).finish();
    });
    server.events.emit('app-state-patch', {
        phoneNumber: account.phoneNumber,
        deviceJid: account.pnJid(device.id),
        deviceId: device.id,
        collection: name,
        version,
    });
    for (const other of account.devices.values()) {
        if (other === device)
            continue;
        server.state.appState.noteNudge(other, name);
        server.deliver(other, serverSync(server, name, version));
    }
    return { tag: 'collection', attrs: { name, version: String(version) } };
}
/**
 * Every patch after the version the device holds, inline and oldest first: never a `<snapshot>`,
 * which is an external blob Baileys would fetch from a WhatsApp media host, so a request from
 * version 0 gets the whole history as patches.
 */
function syncCollection(server, device, name, node) {
    const { account } = device;
    const store = server.state.appState;
    const held = Math.max(0, Math.floor(Number(node.attrs.version ?? '0')) || 0);
    const collection = store.collection(account, name);
    if (store.noteSync(device, name, held) === SYNC_LOOP_LIMIT) {
        fault(server, device, name, 'sync-loop', `asked for ${name} from v${held} ${SYNC_LOOP_LIMIT} times in a row without moving on (server at v${collection.version})`);
    }
    const patches = store.patchesAfter(account, name, held);
    const attrs = { name, version: String(collection.version) };
    if (!patches.length)
        return { tag: 'collection', attrs };
    return { tag: 'collection', attrs, content: [patchList(patches)] };
}
function answer(server, device, node) {
    const name = node.attrs.name;
    if (!isAppStateCollection(name))
        return collectionError(name ?? '', 400, 'bad-request');
    const patch = getBinaryNodeChild(node, 'patch');
    if (!patch)
        return syncCollection(server, device, name, node);
    const bytes = bytesOf(patch);
    if (!bytes)
        return collectionError(name, 400, 'bad-request', server.state.appState.collection(device.account, name).version);
    return uploadPatch(server, device, name, node, bytes);
}
/** xmlns='w:sync:app:state': a device syncs collections, or uploads a patch to one; every collection asked about is answered. */
export const appStateHandlers = [
    {
        tag: 'iq',
        xmlns: 'w:sync:app:state',
        handle(server, client, iq) {
            const device = client.device;
            const collections = getBinaryNodeChildren(getBinaryNodeChild(iq, 'sync'), 'collection').map((c) => answer(server, device, c));
            client.send(iqResult(iq, [{ tag: 'sync', attrs: {}, content: collections }]));
        },
    },
];
//# sourceMappingURL=app-state.js.map