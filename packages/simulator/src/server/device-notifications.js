import { createHash } from 'node:crypto';
function deviceHash(account) {
    const ids = [...account.devices.keys()].sort((a, b) => a - b).join(',');
    return createHash('sha256').update(`${account.lidUser}:${ids}`).digest('base64').slice(0, 11);
}
/** `<notification type='devices'>` saying that `device` of `account` was added or removed */
export function deviceNotification(server, account, change, device) {
    const deviceNode = {
        tag: 'device',
        attrs: change === 'add'
            ? { jid: account.pnJid(device.id), 'key-index': String(device.keyIndex) }
            : { jid: account.pnJid(device.id) },
    };
    return {
        tag: 'notification',
        attrs: { from: account.pnJid(), type: 'devices', id: server.nextId(), t: server.now() },
        content: [{ tag: change, attrs: { device_hash: deviceHash(account) }, content: [deviceNode] }],
    };
}
/**
 * Tells the account's own companions and the companions of everyone it has exchanged messages
 * with that its device list changed, so their cached device lists follow (Baileys caches them
 * for five minutes) and a new device gets messages right away.
 */
export function notifyDeviceChange(server, account, change, device) {
    for (const audience of new Set([account, ...account.contacts])) {
        for (const companion of audience.companions()) {
            if (companion !== device)
                server.deliver(companion, deviceNotification(server, account, change, device));
        }
    }
}
//# sourceMappingURL=device-notifications.js.map