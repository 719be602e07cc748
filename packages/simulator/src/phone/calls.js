import { createHash, randomBytes } from 'node:crypto';
import { getBinaryNodeChild, proto, S_WHATSAPP_NET, unpadRandomMax16 } from '@whiskeysockets/baileys';
import { DEFAULT_WAIT_MS } from '../events.js';
import { lidJid, normalizePhoneNumber, parseJid, pnJid } from '../jids.js';
/** an action on a call the log does not have (`not_found`), or one its state does not allow (`state`) */
export class PhoneCallError extends Error {
    reason;
    constructor(reason, message) {
        super(message);
        this.reason = reason;
        this.name = 'PhoneCallError';
    }
}
/** The 7-byte `<capability ver='1'>` blob of an audio offer (whatsapp-rust wacore/src/stanza/call.rs `CAPABILITY_OFFER`). */
const CAPABILITY_OFFER = Buffer.from([0x01, 0x05, 0xf7, 0x09, 0xe0, 0xbb, 0x13]);
/**
 * The phone as a calling client: it sends the `<call>` stanzas whatsapp-rust builds (wacore/src/stanza/call.rs;
 * unverified against WhatsApp) and keeps a call log from what comes back. Signalling only: no media.
 */
export class PhoneCalls {
    deps;
    log = new Map();
    /** stanza ids of the phone's offers, by which the server's acks name them */
    offers = new Map();
    /** trusted-contact tokens other accounts issued to the phone, by their LID user */
    tokens = new Map();
    counter = 0;
    constructor(deps) {
        this.deps = deps;
    }
    /**
     * Offers an audio call to every device of `to` (digits or a jid), each with the call key encrypted
     * by the phone's Signal session with that device. The call id is the one both sides see. Addressed as
     * whatsapp-rust's `place_call` does (src/voip/facade.rs): to the callee's LID, the phone's own LID as
     * creator, the callee's trusted-contact token in `<privacy>` when the phone holds one, and a bare `<enc>`
     * for a callee with one device (wacore/src/stanza/call.rs `build_offer`).
     */
    async call(to) {
        const user = to.includes('@') ? parseJid(to)?.user : normalizePhoneNumber(to);
        const peer = user ? pnJid(user) : undefined;
        const target = peer && (await this.deps.sessions.devicesOf(peer));
        const calleeLid = target && parseJid(target.peers[0]?.address)?.user;
        if (!peer || !target || !calleeLid)
            throw new PhoneCallError('no_account', `No account for ${to} on this simulator.`);
        // WhatsApp's call ids are 32 upper-case hex digits; drawn from the phone and a counter, so runs repeat
        const callId = createHash('sha256')
            .update(`${this.deps.account.phoneNumber}:call:${++this.counter}`)
            .digest('hex')
            .slice(0, 32)
            .toUpperCase();
        const callKey = randomBytes(32);
        const creator = this.deps.account.lidJid();
        const keys = [];
        for (const device of target.peers) {
            const enc = await this.deps.sessions.encryptFor(device, { call: { callKey } });
            keys.push({
                tag: 'to',
                attrs: { jid: device.address },
                content: [{ ...enc, attrs: { ...enc.attrs, count: '0' } }],
            });
        }
        const single = keys.length === 1 ? keys[0].content[0] : undefined;
        const token = this.tokens.get(calleeLid);
        this.record({
            callId,
            creator,
            peer,
            direction: 'outgoing',
            state: 'ringing',
            audioMuted: false,
            peerMuted: false,
            video: false,
            callKey,
        });
        const id = this.deps.line.nextId();
        this.offers.set(id, callId);
        await this.deps.line.send({
            tag: 'call',
            attrs: { to: lidJid(calleeLid), id },
            content: [
                {
                    tag: 'offer',
                    attrs: { 'call-id': callId, 'call-creator': creator },
                    content: [
                        ...(token ? [{ tag: 'privacy', attrs: {}, content: token }] : []),
                        { tag: 'audio', attrs: { enc: 'opus', rate: '8000' } },
                        { tag: 'audio', attrs: { enc: 'opus', rate: '16000' } },
                        { tag: 'net', attrs: { medium: '3' } },
                        { tag: 'capability', attrs: { ver: '1' }, content: CAPABILITY_OFFER },
                        single ?? { tag: 'destination', attrs: {}, content: keys },
                        { tag: 'encopt', attrs: { keygen: '2' } },
                    ],
                },
            ],
        });
        return { callId };
    }
    /**
     * `calladd` (Baileys Socket/chats.js `updateCallPrivacy`): `known` lets only accounts the phone issued
     * its trusted-contact token to ring it.
     */
    async setCallPrivacy(value) {
        await this.deps.line.query({
            tag: 'iq',
            attrs: { to: S_WHATSAPP_NET, type: 'set', xmlns: 'privacy' },
            content: [{ tag: 'privacy', attrs: {}, content: [{ tag: 'category', attrs: { name: 'calladd', value } }] }],
        });
    }
    /**
     * Issues the phone's trusted-contact token to `to` (digits or a jid), what WhatsApp's clients do after
     * a 1:1 message or call (Baileys messages-send.js `issuePrivacyTokens`; whatsapp-rust
     * wacore/src/iq/tctoken.rs): its offers to this phone must then carry it when the phone's calls are
     * limited to known callers.
     */
    async trust(to) {
        const user = to.includes('@') ? parseJid(to)?.user : normalizePhoneNumber(to);
        const target = user ? await this.deps.sessions.devicesOf(pnJid(user)) : undefined;
        const lid = target && parseJid(target.peers[0]?.address)?.user;
        if (!lid)
            throw new PhoneCallError('no_account', `No account for ${to} on this simulator.`);
        await this.deps.line.query({
            tag: 'iq',
            attrs: { to: S_WHATSAPP_NET, type: 'set', xmlns: 'privacy' },
            content: [
                {
                    tag: 'tokens',
                    attrs: {},
                    content: [
                        {
                            tag: 'token',
                            attrs: { jid: lidJid(lid), t: String(Math.floor(Date.now() / 1000)), type: 'trusted_contact' },
                        },
                    ],
                },
            ],
        });
    }
    /** `<notification type=privacy_token>`: a token another account issued to this phone, kept by its LID (`sender_lid`) */
    receiveToken(node) {
        const issuer = parseJid(node.attrs.sender_lid)?.user;
        const token = getBinaryNodeChild(getBinaryNodeChild(node, 'tokens'), 'token')?.content;
        if (issuer && token instanceof Uint8Array)
            this.tokens.set(issuer, token);
    }
    /** the server's typed ack of one of the phone's `<call>`s: a refused offer ends the call as `failed` */
    receiveAck(node) {
        const callId = this.offers.get(node.attrs.id ?? '');
        if (!callId)
            return;
        this.offers.delete(node.attrs.id);
        const call = this.log.get(callId);
        if (node.attrs.error && call && call.state !== 'ended')
            this.update(call, { state: 'ended', endReason: 'failed' });
    }
    async accept(callId) {
        const call = this.live(callId, 'ringing', 'incoming');
        await this.send(call.peer, {
            tag: 'accept',
            attrs: this.ids(call),
            content: [
                { tag: 'audio', attrs: { enc: 'opus', rate: '16000' } },
                { tag: 'net', attrs: { medium: '2' } },
                { tag: 'encopt', attrs: { keygen: '2' } },
            ],
        });
        this.update(call, { state: 'active' });
    }
    async reject(callId) {
        const call = this.live(callId, 'ringing', 'incoming');
        await this.send(call.peer, { tag: 'reject', attrs: { ...this.ids(call), count: '0' } });
        this.update(call, { state: 'ended', endReason: 'rejected' });
    }
    /** hangs up an active call, or cancels an outgoing one that still rings */
    async end(callId) {
        const call = this.live(callId);
        await this.send(call.peer, { tag: 'terminate', attrs: this.ids(call) });
        this.update(call, { state: 'ended', endReason: 'ended_local' });
    }
    async mute(callId, muted) {
        const call = this.live(callId);
        // whatsapp-rust `build_mute_v2` gives the wrapper no id: nothing acks a mute
        await this.send(call.peer, { tag: 'mute_v2', attrs: { ...this.ids(call), 'mute-state': muted ? '1' : '0' } }, false);
        this.update(call, { audioMuted: muted });
    }
    list() {
        return [...this.log.values()].map(view);
    }
    get(callId) {
        const call = this.log.get(callId);
        return call && view(call);
    }
    /** resolves with the call once `predicate` holds for it (at once when it already does) */
    waitFor(callId, predicate = () => true, timeoutMs = DEFAULT_WAIT_MS) {
        const now = this.get(callId);
        if (now && predicate(now))
            return Promise.resolve(now);
        const phoneNumber = this.deps.account.phoneNumber;
        return this.deps.events
            .waitFor('phone-call', (e) => {
            const call = e.phoneNumber === phoneNumber && e.callId === callId ? this.get(callId) : undefined;
            return !!call && predicate(call);
        }, timeoutMs)
            .then(() => this.get(callId));
    }
    /** a `<call>` the server delivered: an offer to this phone, or the other side's answer, mute or hang-up */
    async receive(node) {
        const child = Array.isArray(node.content) ? node.content[0] : undefined;
        const callId = child?.attrs['call-id'];
        if (!child || !callId)
            return;
        if (child.tag === 'offer')
            return this.receiveOffer(node, child, callId);
        const call = this.log.get(callId);
        if (!call || call.state === 'ended')
            return;
        // the phone's own other devices acting on the call: it is answered or refused elsewhere
        const fromOwn = this.deps.sessions.isOwn(node.attrs.from);
        if (child.tag === 'accept')
            this.update(call, fromOwn ? { state: 'ended', endReason: 'answered_elsewhere' } : { state: 'active' });
        else if (child.tag === 'reject')
            this.update(call, { state: 'ended', endReason: child.attrs.reason === 'busy' ? 'busy' : 'rejected' });
        else if (child.tag === 'terminate')
            this.update(call, {
                state: 'ended',
                endReason: child.attrs.reason === 'timeout' ? 'timeout' : fromOwn ? 'ended_local' : 'ended_remote',
            });
        else if (child.tag === 'mute_v2' && !fromOwn)
            this.update(call, { peerMuted: child.attrs['mute-state'] === '1' });
    }
    async receiveOffer(node, offer, callId) {
        const from = node.attrs.from;
        const enc = getBinaryNodeChild(offer, 'enc');
        const type = enc?.attrs.type;
        let callKey;
        if (enc && enc.content instanceof Uint8Array && (type === 'pkmsg' || type === 'msg')) {
            const address = await this.deps.sessions.addressOf(from);
            if (!address)
                return;
            const plaintext = await this.deps.identity.repository.decryptMessage({
                jid: address,
                type,
                ciphertext: enc.content,
            });
            callKey = proto.Message.decode(unpadRandomMax16(plaintext)).call?.callKey ?? undefined;
        }
        const peer = pnJid(parseJid(offer.attrs.caller_pn ?? from).user);
        const video = !!getBinaryNodeChild(offer, 'video');
        this.record({
            callId,
            creator: offer.attrs['call-creator'] ?? from,
            peer,
            direction: 'incoming',
            state: 'ringing',
            audioMuted: false,
            peerMuted: false,
            video,
            ...(callKey ? { callKey } : {}),
        });
    }
    ids(call) {
        return { 'call-id': call.callId, 'call-creator': call.creator };
    }
    live(callId, state, direction) {
        const call = this.log.get(callId);
        if (!call)
            throw new PhoneCallError('not_found', `Phone ${this.deps.account.phoneNumber} has no call ${callId}.`);
        if (call.state === 'ended' || (state && call.state !== state) || (direction && call.direction !== direction)) {
            throw new PhoneCallError('state', `Call ${callId} of phone ${this.deps.account.phoneNumber} is ${call.direction} and ${call.state}.`);
        }
        return call;
    }
    send(peer, child, withId = true) {
        const attrs = withId ? { to: peer, id: this.deps.line.nextId() } : { to: peer };
        return this.deps.line.send({ tag: 'call', attrs, content: [child] });
    }
    record(call) {
        this.log.set(call.callId, call);
        this.deps.events.emit('phone-call', { phoneNumber: this.deps.account.phoneNumber, callId: call.callId });
    }
    update(call, change) {
        Object.assign(call, change);
        this.deps.events.emit('phone-call', { phoneNumber: this.deps.account.phoneNumber, callId: call.callId });
    }
}
function view(call) {
    const { creator: _creator, ...rest } = call;
    return { ...rest };
}
//# sourceMappingURL=calls.js.map