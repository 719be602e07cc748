import * as v from 'valibot';
import { PersonJid } from '../jids.js';
import { SessionId } from '../sessions/schema.js';
import { callEndReasons, callStates } from './types.js';
export const CreateCallBody = v.strictObject({ to: PersonJid });
export const MuteCallBody = v.strictObject({ muted: v.boolean() });
/** WhatsApp's call ids are hex (32 upper-case digits from phones, other lengths from other clients). */
export const CallId = v.pipe(v.string(), v.regex(/^[0-9A-Za-z]{8,64}$/, 'must be a call id'));
export const CallParams = v.object({ sessionId: SessionId, callId: CallId });
const Timestamp = v.pipe(v.string(), v.isoTimestamp());
/** One shape for a call everywhere: the spec's fields (part 2), then ours. What WhatsApp did not say is null. */
export const CallRecordSchema = v.object({
    callId: v.string(),
    /** The other party's user JID (its phone-number JID when WhatsApp gave one, else its LID). */
    peerJid: v.string(),
    direction: v.picklist(['outgoing', 'incoming']),
    /** What was offered: outgoing calls are audio; an incoming call may be `video`. */
    mediaType: v.picklist(['audio', 'video']),
    state: v.picklist(callStates),
    /** Signalling over the session's WhatsApp WebSocket; no audio is carried (docs/calls.md). */
    transport: v.literal('websocket'),
    /** Whether the session muted its side (and told the peer). */
    audioMuted: v.boolean(),
    /** Whether the peer told it muted its side. */
    peerAudioMuted: v.boolean(),
    /** Set once `state` is `ended`. */
    endReason: v.nullable(v.picklist(callEndReasons)),
    startedAt: Timestamp,
    /** When both sides had accepted. */
    answeredAt: v.nullable(Timestamp),
    endedAt: v.nullable(Timestamp),
    updatedAt: Timestamp,
});
//# sourceMappingURL=schema.js.map