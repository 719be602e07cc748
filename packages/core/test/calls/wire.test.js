import { describe, expect, it } from 'vitest';
import { acceptNode, muteNode, offerNode, parseCallNode, rejectNode, terminateNode, } from '../../src/protocol/baileys/wire/calls.js';
/**
 * The `<call>` parser and builders against whatsapp-rust's own fixtures (oxidezap/whatsapp-rust @1489b7da,
 * wacore/src/stanza/call.rs, `mod tests`), not against what the simulator sends.
 */
/** `fake_caller_lid()` / `fake_caller_pn()` (call.rs:1021, 1025) */
const callerLid = '111111111111111@lid';
const callerPn = '15555550100@s.whatsapp.net';
/** `base_call_builder()` (call.rs:1029): the `<call>` WhatsApp delivers around every action */
const delivered = (child) => ({
    tag: 'call',
    attrs: {
        from: callerLid,
        id: 'STANZA-ID-0001',
        version: '2.25.37.76',
        platform: 'android',
        notify: 'Test Caller',
        t: '1766847151',
        e: '0',
    },
    content: [child],
});
const action = (tag, attrs = {}, content) => ({
    tag,
    attrs: { 'call-creator': callerLid, 'call-id': 'CID', ...attrs },
    ...(content ? { content } : {}),
});
const audio = (rate) => ({ tag: 'audio', attrs: { enc: 'opus', rate } });
const tagsOf = (call) => call.content[0].content.map((child) => child.tag);
describe('parseCallNode on whatsapp-rust fixtures', () => {
    it('an audio offer (`offer_audio_only`, call.rs:1318): ids, the LID sender, caller_pn, time, not video', () => {
        const node = delivered({
            tag: 'offer',
            attrs: {
                'call-creator': callerLid,
                'call-id': 'CALL-ID-0001',
                caller_pn: callerPn,
                device_class: '2016',
                joinable: '1',
                caller_country_code: 'BR',
            },
            content: [audio('16000'), audio('8000')],
        });
        expect(parseCallNode(node)).toEqual({
            callId: 'CALL-ID-0001',
            creatorJid: callerLid,
            action: 'offer',
            fromJid: callerLid,
            callerPnJid: callerPn,
            video: false,
            reason: null,
            muted: null,
            at: 1766847151000,
        });
    });
    it('a video offer (`offer_video`, call.rs:1376) is read as video', () => {
        const node = delivered({
            tag: 'offer',
            attrs: { 'call-creator': callerLid, 'call-id': 'CALL-ID-0001' },
            content: [audio('16000'), { tag: 'video', attrs: {} }],
        });
        expect(parseCallNode(node)).toMatchObject({ action: 'offer', video: true, callerPnJid: null });
    });
    it('an offer followed by its <relay> (`offer_captures_enc_and_relay_for_media`, call.rs:1107) is still the offer', () => {
        const node = delivered(action('offer', {}, [audio('16000')]));
        node.content.push({ tag: 'relay', attrs: {}, content: [] });
        expect(parseCallNode(node)).toMatchObject({ action: 'offer', callId: 'CID' });
    });
    it('accept and reject (`preaccept_accept_reject_variants`, call.rs:1518); preaccept is not followed', () => {
        expect(parseCallNode(delivered(action('accept')))).toMatchObject({
            action: 'accept',
            callId: 'CID',
            creatorJid: callerLid,
            fromJid: callerLid,
        });
        expect(parseCallNode(delivered(action('reject')))).toMatchObject({ action: 'reject', reason: null });
        expect(parseCallNode(delivered(action('preaccept')))).toBeNull();
    });
    it('a busy reject keeps its reason (`reject_preserves_a_busy_reason`, call.rs:1601)', () => {
        expect(parseCallNode(delivered(action('reject', { count: '0', reason: 'busy' })))).toMatchObject({
            action: 'reject',
            reason: 'busy',
        });
    });
    it('a terminate keeps its reason (`terminate_with_duration`, call.rs:1570)', () => {
        const node = delivered(action('terminate', { reason: 'timeout', duration: '3670', audio_duration: '3670' }));
        expect(parseCallNode(node)).toMatchObject({ action: 'terminate', reason: 'timeout', muted: null });
    });
});
describe('the builders against whatsapp-rust’s', () => {
    const peer = '111111111111111@lid';
    /** `creator()` of the builder tests (call.rs): a LID with a device */
    const creator = '222222222222222:19@lid';
    const key = (jid, ciphertext) => ({
        tag: 'to',
        attrs: { jid },
        content: [{ tag: 'enc', attrs: { v: '2', type: 'pkmsg', count: '0' }, content: Buffer.from(ciphertext) }],
    });
    it('one device key: privacy first, a bare <enc>, in the order the server enforces (`offer_child_order_is_load_bearing`, call.rs:1953)', () => {
        const call = offerNode({
            to: peer,
            id: 'OFFER-STANZA-ID',
            callId: 'CID',
            creatorJid: creator,
            deviceKeys: [key(peer, [1, 2, 3])],
            privacyToken: Buffer.from([0xaa, 0xbb]),
            deviceIdentity: Buffer.from([0xcc]),
        });
        expect(tagsOf(call)).toEqual(['privacy', 'audio', 'audio', 'net', 'capability', 'enc', 'encopt', 'device-identity']);
        expect(call.attrs).toEqual({ to: peer, id: 'OFFER-STANZA-ID' });
        const offer = call.content[0];
        expect(offer.attrs).toEqual({ 'call-id': 'CID', 'call-creator': creator });
        const children = offer.content;
        expect(children[0].content).toEqual(Buffer.from([0xaa, 0xbb]));
        // `CAPABILITY_OFFER` (call.rs:465) and `enc_node`'s attributes
        expect(children[4]).toEqual({
            tag: 'capability',
            attrs: { ver: '1' },
            content: Buffer.from([0x01, 0x05, 0xf7, 0x09, 0xe0, 0xbb, 0x13]),
        });
        expect(children[5]).toEqual({
            tag: 'enc',
            attrs: { v: '2', type: 'pkmsg', count: '0' },
            content: Buffer.from([1, 2, 3]),
        });
    });
    it('two device keys: a <destination> of <to jid> entries, no bare <enc> (`offer_multi_device_uses_destination`, call.rs:2004)', () => {
        const call = offerNode({
            to: peer,
            id: 'ID',
            callId: 'CID',
            creatorJid: creator,
            deviceKeys: [key(peer, [1]), key(creator, [2])],
            privacyToken: null,
            deviceIdentity: null,
        });
        expect(tagsOf(call)).toEqual(['audio', 'audio', 'net', 'capability', 'destination', 'encopt']);
    });
    it('accept keeps whatsapp-rust’s order without the relay parts (`accept_and_preaccept_shape`, call.rs:2104), with a wrapper id', () => {
        const call = acceptNode({ to: peer, id: 'ACCEPT-STANZA-ID', callId: 'CID', creatorJid: creator });
        expect(tagsOf(call)).toEqual(['audio', 'net', 'encopt']);
        expect(call.attrs.id).toBe('ACCEPT-STANZA-ID');
    });
    it('reject, terminate and mute_v2 as `build_reject` (call.rs:979), `build_terminate` (call.rs:2296) and `build_mute_v2` (call.rs:968) make them', () => {
        expect(rejectNode({ to: peer, id: 'R', callId: 'CID', creatorJid: creator })).toStrictEqual({
            tag: 'call',
            attrs: { to: peer, id: 'R' },
            content: [{ tag: 'reject', attrs: { 'call-id': 'CID', 'call-creator': creator, count: '0' } }],
        });
        expect(terminateNode({ to: peer, id: 'T', callId: 'CID', creatorJid: creator, reason: 'timeout' })).toEqual({
            tag: 'call',
            attrs: { to: peer, id: 'T' },
            content: [{ tag: 'terminate', attrs: { 'call-id': 'CID', 'call-creator': creator, reason: 'timeout' } }],
        });
        // no wrapper id: nothing acks a mute
        expect(muteNode({ to: peer, callId: 'CID', creatorJid: creator, muted: true })).toStrictEqual({
            tag: 'call',
            attrs: { to: peer },
            content: [{ tag: 'mute_v2', attrs: { 'call-id': 'CID', 'call-creator': creator, 'mute-state': '1' } }],
        });
    });
});
//# sourceMappingURL=wire.test.js.map