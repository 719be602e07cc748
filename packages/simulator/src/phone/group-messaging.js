import { encodeWAMessage, getBinaryNodeChildren, proto, unpadRandomMax16, } from '@whiskeysockets/baileys';
import { LID_SERVER, parseJid } from '../jids.js';
function distributionMessage(groupJid, skdm) {
    return { senderKeyDistributionMessage: { groupId: groupJid, axolotlSenderKeyDistributionMessage: skdm } };
}
/**
 * The phone in groups, as Baileys is: one sender key per group, named after the phone's jid in the
 * group's addressing, encrypts each message once (`skmsg`); devices that lack the key get it first,
 * as a sender key distribution message over their 1:1 session.
 */
export class PhoneGroupMessaging {
    deps;
    /** per group, the device jids that hold this phone's sender key (Baileys' sender-key-memory) */
    keyHolders = new Map();
    constructor(deps) {
        this.deps = deps;
    }
    /** the phone's jid in the group's addressing, device 0: the name its sender key goes by */
    senderId(addressing) {
        return addressing === 'lid' ? this.deps.account.lid : this.deps.account.jid;
    }
    /** the `<message to=gid>` stanza: the skmsg, and the sender key for every member device that lacks it */
    async stanza(groupJid, id, message, stanzaType) {
        const { sessions, identity } = this.deps;
        const { addressing, members } = await this.deps.members(groupJid);
        // the distribution message is taken before the encryption advances the key, so it opens this message too
        const { ciphertext, senderKeyDistributionMessage } = await identity.repository.encryptGroupMessage({
            group: groupJid,
            meId: this.senderId(addressing),
            data: encodeWAMessage(message),
        });
        const holders = this.keyHolders.get(groupJid) ?? new Set();
        const distribution = distributionMessage(groupJid, senderKeyDistributionMessage);
        const participants = [];
        for (const member of members) {
            for (const peer of (await sessions.devicesOf(member))?.peers ?? []) {
                if ((sessions.isOwn(peer.jid) && peer.deviceId === 0) || holders.has(peer.jid))
                    continue;
                participants.push({
                    tag: 'to',
                    attrs: { jid: peer.jid },
                    content: [await sessions.encryptFor(peer, distribution)],
                });
            }
        }
        // remembered once every key is encrypted: a failure above leaves the devices to get it next time
        for (const to of participants)
            holders.add(to.attrs.jid);
        this.keyHolders.set(groupJid, holders);
        const content = [{ tag: 'enc', attrs: { v: '2', type: 'skmsg' }, content: ciphertext }];
        if (participants.length)
            content.push({ tag: 'participants', attrs: {}, content: participants });
        return { tag: 'message', attrs: { id, to: groupJid, type: stanzaType, addressing_mode: addressing }, content };
    }
    /**
     * A group message, decrypted in Baileys' order: the per-device `<enc>` first (it carries the
     * sender key distribution, processed at once), then the `skmsg` with the sender key of
     * (group, participant). Undefined when it holds nothing but the key.
     */
    async decrypt(node, groupJid, participant) {
        const { repository } = this.deps.identity;
        let merged;
        for (const enc of getBinaryNodeChildren(node, 'enc')) {
            const type = enc.attrs.type;
            if (!(enc.content instanceof Uint8Array))
                continue;
            let plaintext;
            if (type === 'skmsg') {
                plaintext = await repository.decryptGroupMessage({ group: groupJid, authorJid: participant, msg: enc.content });
            }
            else if (type === 'pkmsg' || type === 'msg') {
                const address = await this.deps.sessions.addressOf(participant, node.attrs.participant_lid);
                if (!address)
                    return undefined;
                plaintext = await repository.decryptMessage({ jid: address, type, ciphertext: enc.content });
            }
            else
                continue;
            const decoded = proto.Message.decode(unpadRandomMax16(plaintext));
            // a resend to one of the sender's own devices comes wrapped as sent by the account
            const content = decoded.deviceSentMessage?.message ?? decoded;
            if (content.senderKeyDistributionMessage) {
                await repository.processSenderKeyDistributionMessage({
                    authorJid: participant,
                    item: content.senderKeyDistributionMessage,
                });
            }
            merged = Object.assign(merged ?? {}, content);
        }
        if (!merged)
            return undefined;
        delete merged.senderKeyDistributionMessage;
        return Object.keys(merged).length ? merged : undefined;
    }
    /**
     * The answer to a group retry receipt from `peer`: the message again, with the sender key inside,
     * over a fresh 1:1 session to that device only (`participant` names it). Every device gets the
     * key again with the next message, as Baileys clears its sender-key-memory on a retry.
     */
    async resend(groupJid, peer, sent, count, stanzaType) {
        this.keyHolders.delete(groupJid);
        const addressing = parseJid(peer.jid)?.server === LID_SERVER ? 'lid' : 'pn';
        const skdm = await this.deps.identity.repository.getSenderKeyDistributionMessage({
            group: groupJid,
            meId: this.senderId(addressing),
        });
        const withKey = { ...sent.message, ...distributionMessage(groupJid, skdm) };
        const message = this.deps.sessions.isOwn(peer.jid)
            ? { deviceSentMessage: { destinationJid: groupJid, message: withKey } }
            : withKey;
        const enc = await this.deps.sessions.encryptFor(peer, message);
        enc.attrs.count = String(count);
        return {
            tag: 'message',
            attrs: { id: sent.id, to: groupJid, participant: peer.jid, type: stanzaType },
            content: [enc],
        };
    }
}
//# sourceMappingURL=group-messaging.js.map