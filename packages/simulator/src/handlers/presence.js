import { getBinaryNodeChildren } from '@whiskeysockets/baileys';
/**
 * Presence: who is online, and who is typing to whom. Shapes as whatsmeow presence.go and Baileys
 * Socket/chats.js send and read them (unverified against WhatsApp):
 *
 * - `<presence type=available|unavailable name?/>` from a device: the account is online or not (and `name` is its
 *   push name, Baileys `sendPresenceUpdate`); its subscribers get `<presence from/>` (online: no `type`) or
 *   `<presence from type=unavailable last=<seconds>/>` (whatsmeow `handlePresence`, Baileys `handlePresenceUpdate`).
 * - `<presence type=subscribe to/>` (Baileys `presenceSubscribe`, whatsmeow `SubscribePresence`) subscribes the
 *   sender's connection, which is told the account's current presence at once.
 * - `<chatstate to><composing media?/>|<paused/></chatstate>` (Baileys `sendPresenceUpdate`, whatsmeow
 *   `SendChatPresence`): typing to a person reaches the connections of that person subscribed to the typist, as
 *   `<chatstate from><composing/></chatstate>` (whatsmeow `handleChatState`); WhatsApp sends chat states only to
 *   subscribers (whatsmeow `SubscribePresence`'s doc). Typing in groups is not relayed by this server.
 */
function presenceOf(account, addressing) {
    const from = addressing === 'lid' ? account.lid : account.jid;
    if (account.online)
        return { tag: 'presence', attrs: { from } };
    const attrs = { from, type: 'unavailable' };
    if (account.lastSeen > 0)
        attrs.last = String(Math.floor(account.lastSeen / 1000));
    return { tag: 'presence', attrs };
}
function announce(server, account) {
    for (const { client, addressing } of server.state.presence.of(account))
        client.send(presenceOf(account, addressing));
}
function presence(server, client, node) {
    const account = client.device.account;
    const { type, name, to } = node.attrs;
    if (type === 'subscribe') {
        const target = server.state.accounts.resolve(to);
        if (!target || target.account === account)
            return;
        server.state.presence.subscribe(target.account, { client, addressing: target.addressing });
        return client.send(presenceOf(target.account, target.addressing));
    }
    if (name)
        account.pushName = name;
    if (type !== 'available' && type !== 'unavailable')
        return;
    const online = type === 'available';
    if (online === account.online)
        return;
    account.online = online;
    if (!online)
        account.lastSeen = server.state.clock.now();
    announce(server, account);
}
function chatstate(server, client, node) {
    const sender = client.device.account;
    const recipient = server.state.accounts.resolve(node.attrs.to)?.account;
    const [state] = [...getBinaryNodeChildren(node, 'composing'), ...getBinaryNodeChildren(node, 'paused')];
    if (!recipient || !state || recipient.blocked.has(sender))
        return;
    for (const { client: subscriber, addressing } of server.state.presence.of(sender)) {
        if (subscriber.device?.account !== recipient)
            continue;
        const from = addressing === 'lid' ? sender.lid : sender.jid;
        subscriber.send({ tag: 'chatstate', attrs: { from }, content: [{ tag: state.tag, attrs: state.attrs }] });
    }
}
export const presenceHandlers = [
    { tag: 'presence', handle: presence },
    { tag: 'chatstate', handle: chatstate },
];
//# sourceMappingURL=presence.js.map