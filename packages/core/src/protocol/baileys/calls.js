import { randomBytes } from 'node:crypto';
import { encodeSignedDeviceIdentity, isLidUser, jidDecode, jidEncode, jidNormalizedUser, } from '@whiskeysockets/baileys';
import { ProtocolError } from '../port.js';
import { kindOfStatus, protocolErrorOf } from './errors.js';
import { acceptNode, muteNode, offerNode, parseCallNode, rejectNode, terminateNode } from './wire/calls.js';
import { parseStanzaError } from './wire/stanzas.js';
/**
 * How long a trusted-contact token stays usable: four buckets of seven days, counted from the start of the
 * oldest (Baileys Utils/tc-token-utils.js `isTcTokenExpired`, not exported; whatsapp-rust
 * wacore/src/iq/tctoken.rs uses the same defaults).
 */
const TOKEN_BUCKET_SECONDS = 7 * 24 * 60 * 60;
const TOKEN_BUCKETS = 4;
const tokenUsable = (issuedAt, nowMs) => {
    const bucket = Math.floor(nowMs / 1000 / TOKEN_BUCKET_SECONDS);
    return issuedAt >= (bucket - (TOKEN_BUCKETS - 1)) * TOKEN_BUCKET_SECONDS;
};
/**
 * `connection.calls` on Baileys, which has no call stack: the offer goes through Baileys' own device list, Signal
 * sessions and per-device encryption (as its message sends do), the rest are raw `<call>` stanzas (wire/calls.ts)
 * written without waiting for an answer (wire/calls.ts says why). Baileys' `rejectCall` is not used: it writes the
 * sender as `call-creator` (wrong when the offer named another creator) and waits for an ack no other reference
 * expects. Inbound `<call>`s are read off the socket (Baileys' `call` event drops mute states and terminate
 * reasons, and cannot tell the account's own devices from the peer's).
 */
export function createCallsFacet(context) {
    const { socket, emit, clock, logger } = context;
    const me = () => {
        const user = socket.user;
        if (!user?.id)
            throw new ProtocolError('the connection is not logged in', { kind: 'unavailable' });
        return user;
    };
    const ownUsers = () => [socket.user?.id, socket.user?.lid].map((jid) => jidDecode(jid)?.user).filter((user) => !!user);
    const lidMapping = socket.signalRepository.lidMapping;
    /** The offer, and the server's typed ack of it: a refusal, no answer or another answer rejects. */
    const offered = async (what, node, { ackTimeoutMs }) => {
        let answer;
        try {
            answer = await socket.query(node, ackTimeoutMs);
        }
        catch (error) {
            throw protocolErrorOf(error, what);
        }
        // Baileys' query answers nothing when its wait for the answer timed out (and throws when its own timer won).
        if (!answer)
            throw new ProtocolError(`${what}: WhatsApp did not acknowledge it within ${ackTimeoutMs} ms`, { kind: 'timeout' });
        if (answer.tag !== 'ack')
            throw new ProtocolError(`${what}: WhatsApp answered with <${answer.tag}> instead of an ack`, {
                kind: 'unavailable',
            });
        const refusal = parseStanzaError(answer);
        if (refusal)
            throw new ProtocolError(`${what}: WhatsApp refused it (${answer.attrs.error})`, {
                kind: kindOfStatus(refusal.code),
                statusCode: refusal.code,
            });
    };
    /** Writes an action on a call; WhatsApp's answer, if any, is not waited for (wire/calls.ts). */
    const signal = async (what, node) => {
        try {
            await socket.sendNode(node);
        }
        catch (error) {
            throw protocolErrorOf(error, what);
        }
    };
    const target = (call) => ({ callId: call.callId, creatorJid: call.creatorJid, to: call.to });
    /**
     * Where an offer goes and whose it is: the peer's LID with the account's own LID as creator when Baileys' LID
     * mapping knows the peer's (its device lookup stores it), else the phone number and the PN creator.
     */
    const addressing = async (peerJid) => {
        const user = me();
        const lid = isLidUser(peerJid) ? peerJid : await lidMapping.getLIDForPN(peerJid);
        return lid && user.lid
            ? { peer: jidNormalizedUser(lid), creator: user.lid }
            : { peer: jidNormalizedUser(peerJid), creator: user.id };
    };
    /** The peer's trusted-contact token, where Baileys keeps the ones privacy_token notifications bring: by LID, else by JID. */
    const privacyToken = async (peer) => {
        const entry = (await socket.authState.keys.get('tctoken', [peer]))[peer];
        const issuedAt = Number(entry?.timestamp);
        return entry?.token?.length && tokenUsable(issuedAt, clock.now()) ? entry.token : null;
    };
    socket.ws.on('CB:call', (node) => {
        const parsed = parseCallNode(node);
        if (!parsed)
            return;
        const sender = jidDecode(parsed.fromJid)?.user;
        emit({
            type: 'call.signal',
            callId: parsed.callId,
            creatorJid: parsed.creatorJid,
            action: parsed.action,
            fromJid: parsed.fromJid,
            peerJid: jidNormalizedUser(parsed.callerPnJid ?? parsed.fromJid),
            fromOwnAccount: sender !== undefined && ownUsers().includes(sender),
            video: parsed.video,
            reason: parsed.reason,
            muted: parsed.muted,
            at: parsed.at ?? clock.now(),
        });
    });
    return {
        async offer(callId, peerJid, options) {
            const what = `calling ${peerJid} failed`;
            if (ownUsers().includes(jidDecode(peerJid)?.user ?? ''))
                throw new ProtocolError(`${what}: the session cannot call its own account`, { kind: 'invalid' });
            let node;
            let route;
            try {
                // Listed by phone number: the lookup also teaches Baileys the peer's LID when WhatsApp names it.
                const listed = await socket.getUSyncDevices([peerJid], false, false);
                if (listed.length === 0)
                    throw new ProtocolError(`${what}: WhatsApp lists no device for it`, { kind: 'not_found' });
                route = await addressing(peerJid);
                const server = jidDecode(route.peer).server;
                const devices = listed.map((device) => jidEncode(jidDecode(route.peer).user, server, device.device));
                await socket.assertSessions(devices);
                // The call key every device of the peer gets, each under its own Signal session (whatsapp-rust: `<enc>` per device).
                const { nodes, shouldIncludeDeviceIdentity } = await socket.createParticipantNodes(devices, { call: { callKey: randomBytes(32) } }, { count: '0' });
                const account = socket.authState.creds.account;
                node = offerNode({
                    to: route.peer,
                    id: socket.generateMessageTag(),
                    callId,
                    creatorJid: route.creator,
                    deviceKeys: nodes,
                    privacyToken: await privacyToken(route.peer),
                    deviceIdentity: shouldIncludeDeviceIdentity && account ? encodeSignedDeviceIdentity(account, true) : null,
                });
            }
            catch (error) {
                throw protocolErrorOf(error, what);
            }
            const acknowledged = offered(`WhatsApp did not take the call to ${peerJid}`, node, options);
            // Settled by the caller later; until then a refusal must not count as unhandled.
            acknowledged.catch((error) => logger.debug({ err: error, callId }, 'call offer not acknowledged'));
            return { creatorJid: route.creator, signalTo: route.peer, acknowledged };
        },
        accept: (call) => signal(`accepting call ${call.callId} failed`, acceptNode({ ...target(call), id: socket.generateMessageTag() })),
        reject: (call) => signal(`rejecting call ${call.callId} failed`, rejectNode({ ...target(call), id: socket.generateMessageTag() })),
        terminate: (call, reason) => signal(`ending call ${call.callId} failed`, terminateNode({ ...target(call), id: socket.generateMessageTag(), ...(reason ? { reason } : {}) })),
        mute: (call, muted) => signal(`muting call ${call.callId} failed`, muteNode({ ...target(call), muted })),
    };
}
//# sourceMappingURL=calls.js.map