import { getAllBinaryNodeChildren, getBinaryNodeChild } from '@whiskeysockets/baileys';
const audio = (rate) => ({ tag: 'audio', attrs: { enc: 'opus', rate } });
/** `<encopt keygen='2'>`: the key-derivation version every offer and accept announces (whatsapp-rust `encopt_node`). */
const encopt = { tag: 'encopt', attrs: { keygen: '2' } };
/** The 7-byte `<capability ver='1'>` blob whatsapp-rust sends in an audio offer (`CAPABILITY_OFFER`), taken as is. */
const capability = {
    tag: 'capability',
    attrs: { ver: '1' },
    content: Buffer.from([0x01, 0x05, 0xf7, 0x09, 0xe0, 0xbb, 0x13]),
};
const wrap = (to, id, child) => ({
    tag: 'call',
    attrs: id === null ? { to } : { to, id },
    content: [child],
});
const idsOf = (call) => ({ 'call-id': call.callId, 'call-creator': call.creatorJid });
/**
 * `<call to=peer id><offer call-id call-creator>`: an audio offer with the call key Signal-encrypted for each of
 * the peer's devices (`deviceKeys`: one `<to jid><enc v=2 type count=0>` each, as Baileys' createParticipantNodes
 * makes them). The child order is enforced by the server (whatsapp-rust `build_offer`: error 439 otherwise):
 * privacy, audio 8 kHz, audio 16 kHz, net medium=3, capability, destination or enc, encopt, device-identity.
 * `<privacy>` carries the peer's trusted-contact token when the account holds one (a callee whose privacy is
 * restricted refuses the offer without it). A peer with a single device gets its `<enc>` bare instead of a
 * `<destination>` (whatsapp-rust: the `<to>` form only when the callee has more than one device).
 */
export function offerNode(options) {
    const [only, ...others] = options.deviceKeys;
    const bare = only && others.length === 0 ? getBinaryNodeChild(only, 'enc') : undefined;
    const content = [
        ...(options.privacyToken ? [{ tag: 'privacy', attrs: {}, content: options.privacyToken }] : []),
        audio('8000'),
        audio('16000'),
        { tag: 'net', attrs: { medium: '3' } },
        capability,
        bare ?? { tag: 'destination', attrs: {}, content: options.deviceKeys },
        encopt,
        ...(options.deviceIdentity ? [{ tag: 'device-identity', attrs: {}, content: options.deviceIdentity }] : []),
    ];
    return wrap(options.to, options.id, { tag: 'offer', attrs: idsOf(options), content });
}
/** `<accept>`: audio 16 kHz, net medium=2, encopt (whatsapp-rust `build_accept` without the relay and media parts the engine has none of). The wrapper needs an id or the server drops it. */
export function acceptNode(call) {
    return wrap(call.to, call.id, {
        tag: 'accept',
        attrs: idsOf(call),
        content: [audio('16000'), { tag: 'net', attrs: { medium: '2' } }, encopt],
    });
}
/** `<reject call-id call-creator count='0'>`: refuses an incoming call (Baileys' `rejectCall` shape, with the offer's own creator; whatsapp-rust `build_reject`). */
export function rejectNode(call) {
    return wrap(call.to, call.id, { tag: 'reject', attrs: { ...idsOf(call), count: '0' } });
}
/** `<terminate call-id call-creator [reason]>`: hangs up an active call, or cancels an outgoing one still ringing (no reason); `timeout` ends one nobody answered. */
export function terminateNode(call) {
    return wrap(call.to, call.id, {
        tag: 'terminate',
        attrs: { ...idsOf(call), ...(call.reason ? { reason: call.reason } : {}) },
    });
}
/** `<mute_v2 call-id call-creator mute-state='1'|'0'>` in a wrapper without an id (whatsapp-rust `build_mute_v2`). */
export function muteNode(call) {
    return wrap(call.to, null, { tag: 'mute_v2', attrs: { ...idsOf(call), 'mute-state': call.muted ? '1' : '0' } });
}
const actions = {
    offer: 'offer',
    accept: 'accept',
    reject: 'reject',
    terminate: 'terminate',
    mute_v2: 'mute',
};
/**
 * `<call from id t><action call-id call-creator …/></call>`, or null for a `<call>` without one of the actions
 * followed. The first child that is one is read (whatsapp-rust `parse_call_stanza`: a `<relay>` may sit beside
 * an offer; whatsmeow reads a `<call>` with one child only). Group-call notices (`offer_notice`) are not
 * followed: the engine places and takes 1:1 calls only.
 */
export function parseCallNode(node) {
    const child = getAllBinaryNodeChildren(node).find((candidate) => actions[candidate.tag] !== undefined);
    const action = child ? actions[child.tag] : undefined;
    const callId = child?.attrs['call-id'];
    if (!child || !action || !callId || !node.attrs.from)
        return null;
    const t = Number(node.attrs.t);
    return {
        callId,
        creatorJid: child.attrs['call-creator'] ?? node.attrs.from,
        action,
        fromJid: node.attrs.from,
        callerPnJid: child.attrs.caller_pn ?? null,
        video: action === 'offer' && getBinaryNodeChild(child, 'video') !== undefined,
        reason: child.attrs.reason ?? null,
        muted: action === 'mute' ? child.attrs['mute-state'] === '1' : null,
        at: Number.isFinite(t) && t > 0 ? t * 1000 : null,
    };
}
//# sourceMappingURL=calls.js.map