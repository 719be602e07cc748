import { getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys';
import { normalizePhoneNumber } from '../jids.js';
import { iqResult } from '../server/iq.js';
function devicesNode(account) {
    const list = [...account.devices.values()]
        .sort((a, b) => a.id - b.id)
        .map((d) => ({
        tag: 'device',
        attrs: d.id === 0 ? { id: '0' } : { id: String(d.id), 'key-index': String(d.keyIndex) },
    }));
    return { tag: 'devices', attrs: {}, content: [{ tag: 'device-list', attrs: {}, content: list }] };
}
/**
 * xmlns='usync': devices, lid, contact (the number check), status and disappearing mode per user. A user asked by
 * phone number (`<contact>+digits</contact>`, no `jid`) is answered under its phone-number JID whether or not it has
 * an account, its `contact` `in` or `out` with the query echoed, and its LID under `lid val` when it has one
 * (whatsapp-rust wacore/src/iq/usync.rs `IsOnWhatsAppSpec` tests `test_is_on_whatsapp_spec_parse_response`,
 * `test_is_on_whatsapp_spec_parse_not_registered`; whatsmeow user.go `IsOnWhatsApp` reads the echo as `Query`).
 */
export const usyncHandlers = [
    {
        tag: 'iq',
        xmlns: 'usync',
        handle: (server, client, iq) => client.send(usyncResult(server.state.accounts, iq, client.device?.account)),
    },
];
function usyncResult(accounts, iq, asker) {
    const usync = getBinaryNodeChild(iq, 'usync');
    const query = getBinaryNodeChild(usync, 'query');
    const protocols = Array.isArray(query?.content) ? query.content.map((p) => p.tag) : [];
    const users = getBinaryNodeChildren(getBinaryNodeChild(usync, 'list'), 'user');
    const out = users.map((user) => {
        const contact = getBinaryNodeChild(user, 'contact');
        const phoneFromContact = typeof contact?.content === 'string'
            ? contact.content
            : contact?.content instanceof Uint8Array
                ? Buffer.from(contact.content).toString()
                : undefined;
        const digits = phoneFromContact ? normalizePhoneNumber(phoneFromContact) : undefined;
        const jid = user.attrs.jid ?? (digits ? `${digits}@s.whatsapp.net` : '');
        const resolved = accounts.resolve(jid);
        const account = resolved?.account;
        const children = [];
        for (const protocol of protocols) {
            switch (protocol) {
                case 'devices':
                    children.push(account
                        ? devicesNode(account)
                        : { tag: 'devices', attrs: {}, content: [{ tag: 'device-list', attrs: {} }] });
                    break;
                case 'lid':
                    if (account && resolved?.addressing === 'pn')
                        children.push({ tag: 'lid', attrs: { val: account.lid } });
                    break;
                case 'contact':
                    children.push({
                        tag: 'contact',
                        attrs: { type: account ? 'in' : 'out' },
                        ...(phoneFromContact ? { content: Buffer.from(phoneFromContact) } : {}),
                    });
                    break;
                case 'status':
                    // `<status t>text</status>` (Baileys WAUSync/Protocols/USyncStatusProtocol.js, whatsmeow user.go GetUserInfo)
                    // an about the owner's `status` privacy hides from the asker: `<status code=401/>`, which Baileys'
                    // USyncStatusProtocol reads as hidden
                    if (account && !account.shows('status', asker))
                        children.push({ tag: 'status', attrs: { code: '401' } });
                    else if (account)
                        children.push({
                            tag: 'status',
                            attrs: { t: String(Math.floor(account.aboutSetAt / 1000)) },
                            content: Buffer.from(account.about),
                        });
                    break;
                case 'disappearing_mode':
                    if (account)
                        children.push({ tag: 'disappearing_mode', attrs: { duration: '0', t: '0' } });
                    break;
            }
        }
        return { tag: 'user', attrs: { jid }, content: children };
    });
    return iqResult(iq, [
        {
            tag: 'usync',
            attrs: { ...(usync?.attrs ?? {}), last: 'true', index: '0' },
            content: [
                { tag: 'result', attrs: {}, content: protocols.map((tag) => ({ tag, attrs: {} })) },
                { tag: 'list', attrs: {}, content: out },
            ],
        },
    ]);
}
//# sourceMappingURL=usync.js.map