import { getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys';
import { deviceJid } from '../state/accounts.js';
/** every device of every current member: the membership at relay time is what keeps a removed member out */
function memberDevices(group) {
    return [...group.members.keys()].flatMap((account) => [...account.devices.values()]);
}
/** the attrs every copy of a group message carries: the group in `from`, the sending device in `participant` */
function groupEnvelope(server, node, group, sender) {
    const addressing = group.addressingMode;
    const attrs = {
        from: node.attrs.to,
        id: node.attrs.id,
        t: server.now(),
        type: node.attrs.type ?? 'text',
        // the receiver names the sender key after this jid as given, so it is the device jid the
        // sender encrypted with: its PN device jid in a PN group, its LID device jid in a LID group
        participant: deviceJid(sender, addressing),
        addressing_mode: addressing,
    };
    if (addressing === 'lid')
        attrs.participant_pn = sender.account.pnJid();
    else
        attrs.participant_lid = sender.account.lidJid();
    if (sender.account.pushName)
        attrs.notify = sender.account.pushName;
    for (const key of ['edit', 'mediatype', 'expiration']) {
        const value = node.attrs[key];
        if (value)
            attrs[key] = value;
    }
    return attrs;
}
/**
 * `<message to='<gid>@g.us'>`: acked from the group, then one copy per member device but the sender's:
 * the device's own `<enc>` from `<participants>` (the sender key distribution) before the `skmsg`, so
 * the receiver holds the key when it reaches the group ciphertext. A resend after a retry receipt
 * names one device in `participant` and carries its `<enc>` directly: it goes to that device only.
 */
export function relayGroupMessage(server, client, node) {
    const sender = client.device;
    const { id, to } = node.attrs;
    if (!sender || !id || !to)
        return;
    const group = server.state.groups.byJid(to);
    const ack = { class: 'message', id, t: server.now(), from: to };
    // 403 for a sender outside the group, as WhatsApp answers non-members on w:g2
    const error = !group ? '404' : !group.members.has(sender.account) ? '403' : undefined;
    client.send({ tag: 'ack', attrs: error ? { ...ack, error } : ack });
    if (!group || error)
        return;
    // only member devices are looked up in it: what the sender encrypted for anyone else is dropped
    const perDevice = new Map();
    for (const toNode of getBinaryNodeChildren(getBinaryNodeChild(node, 'participants'), 'to')) {
        const device = server.state.accounts.resolveDevice(toNode.attrs.jid);
        const enc = getBinaryNodeChild(toNode, 'enc');
        if (device && enc)
            perDevice.set(device, enc);
    }
    const encs = getBinaryNodeChildren(node, 'enc');
    const skmsg = encs.find((enc) => enc.attrs.type === 'skmsg');
    const members = new Set(memberDevices(group));
    let recipients = [...members];
    const retrying = node.attrs.participant;
    if (retrying) {
        const device = server.state.accounts.resolveDevice(retrying);
        const direct = encs.find((enc) => enc.attrs.type !== 'skmsg');
        recipients = device && members.has(device) ? [device] : [];
        if (device && direct)
            perDevice.set(device, direct);
    }
    const deviceIdentity = getBinaryNodeChild(node, 'device-identity');
    const attrs = groupEnvelope(server, node, group, sender);
    server.state.messages.remember({ id, sender, addressing: group.addressingMode, groupJid: to });
    const delivered = [];
    for (const device of recipients) {
        if (device === sender)
            continue;
        const content = [];
        const deviceEnc = perDevice.get(device);
        if (deviceEnc)
            content.push(deviceEnc);
        if (skmsg)
            content.push(skmsg);
        if (!content.length)
            continue;
        if (deviceEnc?.attrs.type === 'pkmsg' && deviceIdentity)
            content.push(deviceIdentity);
        if (device.account !== sender.account) {
            sender.account.contacts.add(device.account);
            device.account.contacts.add(sender.account);
        }
        server.deliver(device, { tag: 'message', attrs: { ...attrs }, content });
        delivered.push(deviceJid(device, group.addressingMode));
    }
    server.events.emit('message-relayed', { id, fromJid: attrs.participant, to, recipients: delivered });
}
//# sourceMappingURL=group-relay.js.map