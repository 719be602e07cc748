/**
 * A call's life, the same for both directions (docs/calls.md): `initiating` (offer sent or received) → `ringing`
 * (WhatsApp acknowledged the offer; an incoming call at once) → `active` (both sides signalled accept) → `ended`.
 */
export const callStates = ['initiating', 'ringing', 'active', 'ended'];
/** The live states: where end and mute apply. */
export const liveCallStates = ['initiating', 'ringing', 'active'];
/**
 * Why a call ended (docs/calls.md): `cancelled` (the session ended its outgoing call before an answer),
 * `rejected` (refused, by either side or another device of the account), `missed` (nobody answered within the
 * ring time, or the caller gave up first), `busy` (the peer was in another call), `ended_local` / `ended_remote`
 * (hung up by the session / the peer), `answered_elsewhere` (another device of the account took the incoming
 * call), `failed` (WhatsApp refused the offer, or never acknowledged it), `engine_restart` (the process stopped
 * while the call was live).
 */
export const callEndReasons = [
    'cancelled',
    'rejected',
    'missed',
    'busy',
    'ended_local',
    'ended_remote',
    'answered_elsewhere',
    'failed',
    'engine_restart',
];
//# sourceMappingURL=types.js.map