import { SERVER_JID } from '../jids.js';
import { deviceJid } from '../state/accounts.js';
/**
 * `<receipt type='server-error'>`: a device asks for an attachment to be uploaded again (Baileys
 * Utils/messages-media.ts encryptMediaRetryRequest, whatsmeow mediaretry.go SendMediaRetryReceipt, whatsapp-rust
 * wacore/src/media_retry.rs build_media_retry_receipt), addressed `to` its own account. The server acks it as any
 * receipt and hands it to the account's phone, which holds the file; the receipt reaches the phone from the
 * asking device with its children unchanged (the server's leg is in no reference).
 */
function forwardMediaRetry(server, client, node) {
    const device = client.device;
    const { id, to } = node.attrs;
    if (!device || !id)
        return;
    client.send({ tag: 'ack', attrs: { class: 'receipt', id, type: 'server-error', ...(to ? { from: to } : {}) } });
    const phone = device.account.devices.get(0);
    if (!phone || phone === device)
        return;
    server.deliver(phone, {
        tag: 'receipt',
        attrs: { from: deviceJid(device, 'pn'), id, type: 'server-error', t: server.now() },
        content: Array.isArray(node.content) ? node.content : [],
    });
}
/**
 * A phone's answer to a media retry, `<notification type='mediaretry' to=<device> id>`, goes to that device of
 * the same account as `<notification from='s.whatsapp.net' type='mediaretry' id t>` with the phone's children:
 * the shape Baileys' decodeMediaRetryNode, whatsmeow's parseMediaRetryNotification and whatsapp-rust's
 * parse_media_retry_notification read (id, `<rmr>`, then `<error code>` or `<encrypt>`). Its `from` is read by
 * none of them; the server names itself.
 */
function relayMediaRetryAnswer(server, client, node) {
    const phone = client.device;
    const { id, to } = node.attrs;
    const device = server.state.accounts.resolveDevice(to);
    if (phone?.id !== 0 || !id || !device || device.account !== phone.account)
        return;
    server.deliver(device, {
        tag: 'notification',
        attrs: { from: SERVER_JID, type: 'mediaretry', id, t: server.now() },
        content: Array.isArray(node.content) ? node.content : [],
    });
}
/** Media retry: a device's request to its phone, and the phone's answer with the new link. */
export const mediaRetryHandlers = [
    { tag: 'receipt', type: 'server-error', handle: forwardMediaRetry },
    { tag: 'notification', type: 'mediaretry', handle: relayMediaRetryAnswer },
];
//# sourceMappingURL=media-retry.js.map