import { createHash } from 'node:crypto';
import { getBinaryNodeChild } from '@whiskeysockets/baileys';
import { iqError, iqResult } from '../server/iq.js';
/**
 * xmlns='blocklist': the account's blocklist, which the relay enforces (handlers/relay.ts, handlers/calls.ts).
 *
 * - get (Baileys Socket/chats.js `fetchBlocklist`, whatsmeow user.go `GetBlocklist`) is answered with
 *   `<list dhash><item jid t/>…</list>`: the item shape is whatsapp-rust's (wacore/src/iq/blocklist.rs
 *   `BlocklistEntry`, `<item jid="…@s.whatsapp.net" t="…"/>`), the list's `dhash` whatsmeow's (`parseBlocklist`),
 *   a digest of the list that changes with it.
 * - set `<item action=block|unblock jid=<lid> pn_jid?/>` (Baileys `updateBlockStatus`, whatsmeow `UpdateBlocklist`,
 *   whatsapp-rust `BlocklistItemRequest`: the person by LID, their phone number too when blocking) is answered
 *   with the updated `<list>`, which whatsmeow reads from the answer. A person with no account: 404 item-not-found.
 */
function list(account) {
    const blocked = [...account.blocked].sort(([, a], [, b]) => a - b);
    const dhash = createHash('sha256')
        .update(blocked.map(([other]) => other.jid).join(','))
        .digest('base64')
        .slice(0, 12);
    return {
        tag: 'list',
        attrs: { dhash },
        content: blocked.map(([other, at]) => ({
            tag: 'item',
            attrs: { jid: other.jid, t: String(Math.floor(at / 1000)) },
        })),
    };
}
function update(server, client, iq) {
    const account = client.device.account;
    const item = getBinaryNodeChild(iq, 'item');
    const action = item?.attrs.action;
    if (action !== 'block' && action !== 'unblock')
        return client.send(iqError(iq, 400, 'bad-request'));
    const other = server.state.accounts.resolve(item.attrs.jid)?.account;
    if (!other)
        return client.send(iqError(iq, 404, 'item-not-found'));
    if (action === 'block' && !account.blocked.has(other))
        account.blocked.set(other, server.state.clock.now());
    if (action === 'unblock')
        account.blocked.delete(other);
    client.send(iqResult(iq, [list(account)]));
}
export const blocklistHandlers = [
    {
        tag: 'iq',
        xmlns: 'blocklist',
        type: 'get',
        handle: (_s, client, iq) => client.send(iqResult(iq, [list(client.device.account)])),
    },
    { tag: 'iq', xmlns: 'blocklist', type: 'set', handle: update },
];
//# sourceMappingURL=blocklist.js.map