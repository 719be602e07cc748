import { randomBytes } from 'node:crypto';
import { encodeWAMessage, extractE2ESessionFromRetryReceipt, getBinaryNodeChild, getBinaryNodeChildren, parseAndInjectE2ESessions, S_WHATSAPP_NET, } from '@whiskeysockets/baileys';
import { LID_SERVER, lidJid, parseJid, pnJid, PN_SERVER } from '../jids.js';
export function newMessageId() {
    return randomBytes(16).toString('hex').toUpperCase();
}
/**
 * What the phone knows of other devices and its Signal sessions with them, learned as a client
 * learns them: devices and LIDs by usync, key bundles by key fetches. 1:1 and group messages share it.
 */
export class PhoneSessions {
    deps;
    /** LID users of the PN users the phone has met, as usync told it */
    lids = new Map();
    constructor(deps) {
        this.deps = deps;
    }
    get account() {
        return this.deps.account;
    }
    /** the devices of the account behind `jid` (usync), in the addressing of `jid`; undefined when it has none */
    async devicesOf(jid) {
        const parsed = parseJid(jid);
        if (!parsed || (parsed.server !== PN_SERVER && parsed.server !== LID_SERVER))
            return undefined;
        const addressing = parsed.server === LID_SERVER ? 'lid' : 'pn';
        const destination = addressing === 'lid' ? lidJid(parsed.user) : pnJid(parsed.user);
        const reply = await this.deps.line.query({
            tag: 'iq',
            attrs: { to: S_WHATSAPP_NET, type: 'get', xmlns: 'usync' },
            content: [
                {
                    tag: 'usync',
                    attrs: { context: 'message', mode: 'query', sid: newMessageId(), last: 'true', index: '0' },
                    content: [
                        {
                            tag: 'query',
                            attrs: {},
                            content: [
                                { tag: 'devices', attrs: { version: '2' } },
                                { tag: 'lid', attrs: {} },
                            ],
                        },
                        { tag: 'list', attrs: {}, content: [{ tag: 'user', attrs: { jid: destination } }] },
                    ],
                },
            ],
        });
        const user = getBinaryNodeChild(getBinaryNodeChild(getBinaryNodeChild(reply, 'usync'), 'list'), 'user');
        const ids = getBinaryNodeChildren(getBinaryNodeChild(getBinaryNodeChild(user, 'devices'), 'device-list'), 'device').map((d) => Number(d.attrs.id));
        const lidUser = addressing === 'lid' ? parsed.user : parseJid(getBinaryNodeChild(user, 'lid')?.attrs.val)?.user;
        if (!ids.length || !lidUser)
            return undefined;
        if (addressing === 'pn')
            this.lids.set(parsed.user, lidUser);
        const peers = ids.map((id) => ({
            jid: addressing === 'lid' ? lidJid(parsed.user, id) : pnJid(parsed.user, id),
            address: lidJid(lidUser, id),
            deviceId: id,
        }));
        return { destination, addressing, peers };
    }
    /** the Signal address of a device jid: its LID, learned by usync for a PN jid */
    async addressOf(jid, lidHint) {
        const parsed = parseJid(jid);
        if (!parsed)
            return undefined;
        if (parsed.server === LID_SERVER)
            return lidJid(parsed.user, parsed.device);
        const hinted = parseJid(lidHint)?.user;
        if (hinted)
            this.lids.set(parsed.user, hinted);
        if (!this.lids.has(parsed.user))
            await this.devicesOf(pnJid(parsed.user));
        const lidUser = this.lids.get(parsed.user);
        return lidUser ? lidJid(lidUser, parsed.device) : undefined;
    }
    isOwn(jid) {
        const user = parseJid(jid)?.user;
        return user === this.account.phoneNumber || user === this.account.lidUser;
    }
    async encryptFor(peer, message) {
        const { repository } = this.deps.identity;
        const { exists } = await repository.validateSession(peer.address);
        if (!exists) {
            const bundle = await this.deps.line.query({
                tag: 'iq',
                attrs: { to: S_WHATSAPP_NET, type: 'get', xmlns: 'encrypt' },
                content: [{ tag: 'key', attrs: {}, content: [{ tag: 'user', attrs: { jid: peer.address } }] }],
            });
            await parseAndInjectE2ESessions(bundle, repository);
        }
        const { type, ciphertext } = await repository.encryptMessage({ jid: peer.address, data: encodeWAMessage(message) });
        return { tag: 'enc', attrs: { v: '2', type }, content: ciphertext };
    }
    /**
     * A device could not decrypt what the phone sent (a retry receipt): drop the session and start a
     * new one, from the keys in the receipt or, on the next encryption, from a fresh bundle.
     */
    async restart(address, receipt) {
        const { repository } = this.deps.identity;
        await repository.deleteSession([address]);
        const session = extractE2ESessionFromRetryReceipt(receipt);
        if (session)
            await repository.injectE2ESession({ jid: address, session });
    }
}
//# sourceMappingURL=sessions.js.map