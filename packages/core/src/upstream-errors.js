import { EngineError } from './errors.js';
import { ProtocolError } from './protocol/port.js';
/** What every domain shares: a timeout is a 504, a local store failure a 500, the rest WhatsApp's refusal (502). */
const common = {
    not_found: { code: 'upstream_failed' },
    forbidden: { code: 'upstream_failed' },
    conflict: { code: 'upstream_failed' },
    rejected: { code: 'upstream_failed' },
    timeout: { code: 'upstream_timeout' },
    unavailable: { code: 'upstream_failed' },
    invalid: { code: 'validation_failed' },
    disallowed: { code: 'validation_failed' },
    state_not_saved: { code: 'internal_error', alone: true },
};
/** Each domain's own codes for the kinds that mean something particular there (`not_found` in groups is `group_not_found`). */
const byDomain = {
    messages: {},
    chats: {},
    // A person who is not on WhatsApp, or whose LID or number the session does not know.
    contacts: { invalid: { code: 'validation_failed', field: 'contactJid' } },
    profile: { invalid: { code: 'validation_failed', field: 'media' } },
    media: {
        invalid: { code: 'validation_failed', field: 'message' },
        disallowed: { code: 'media_url_forbidden', field: 'message' },
    },
    // `invalid`: a group picture that is not an image.
    groups: {
        not_found: { code: 'group_not_found' },
        forbidden: { code: 'group_forbidden' },
        invalid: { code: 'validation_failed', field: 'media' },
    },
    // An invite code WhatsApp does not know (404), finds invalid (406) or revoked (410).
    invites: {
        not_found: { code: 'invite_not_found' },
        rejected: { code: 'invite_not_found' },
        forbidden: { code: 'group_forbidden' },
    },
    // A channel or channel invite code WhatsApp does not know; every other refusal is WhatsApp's (502, its words).
    newsletters: { not_found: { code: 'newsletter_not_found' } },
    // The peer has no WhatsApp device to ring, or is the session's own account: the `to` the client sent.
    calls: { not_found: { code: 'validation_failed', field: 'to' }, invalid: { code: 'validation_failed', field: 'to' } },
    // Whatever went wrong, no code was issued: the client asks again.
    pairing: Object.fromEntries(Object.keys(common).map((kind) => [kind, { code: 'pairing_failed' }])),
};
/**
 * A failed protocol call -> the engine's error, by the failure's kind and the domain it served. `what` opens
 * the message ("WhatsApp did not accept the message"); WhatsApp's own words follow it.
 */
export function upstreamError(error, domain, what) {
    if (error instanceof EngineError)
        return error;
    // The Baileys side wraps what it throws; anything else still came from the call to WhatsApp, as before the port had kinds.
    if (!(error instanceof ProtocolError))
        return new EngineError(domain === 'pairing' ? 'pairing_failed' : 'upstream_failed', `${what}: ${error?.message ?? String(error)}`, { cause: error });
    const mapping = byDomain[domain][error.kind] ?? common[error.kind];
    const errors = mapping.field ? [{ path: mapping.field, message: error.message }] : undefined;
    // WhatsApp's own code, where it gave one, is part of what a client reads.
    const code = mapping.code === 'upstream_failed' && error.statusCode !== null && !error.message.includes(String(error.statusCode))
        ? ` (WhatsApp's code ${error.statusCode})`
        : '';
    return new EngineError(mapping.code, mapping.alone ? error.message : `${what}: ${error.message}${code}`, {
        cause: error,
        ...(errors ? { errors } : {}),
    });
}
/**
 * Runs `run` on a session's connection (the 409s when it has none) and maps what WhatsApp refused to the engine's
 * error for `domain`: the one way a domain service calls the port.
 */
export async function onConnection(context, sessionId, domain, what, run) {
    const connection = context.sessions.require(sessionId);
    try {
        return await run(connection);
    }
    catch (error) {
        throw upstreamError(error, domain, what);
    }
}
//# sourceMappingURL=upstream-errors.js.map