import { DisconnectReason } from '@whiskeysockets/baileys';
const byCode = {
    [DisconnectReason.restartRequired]: 'restart_required',
    [DisconnectReason.connectionClosed]: 'connection_closed',
    [DisconnectReason.connectionLost]: 'connection_lost',
    [DisconnectReason.unavailableService]: 'service_unavailable',
    [DisconnectReason.badSession]: 'bad_session',
    [DisconnectReason.loggedOut]: 'logged_out',
    [DisconnectReason.forbidden]: 'forbidden',
    [DisconnectReason.connectionReplaced]: 'replaced',
    [DisconnectReason.multideviceMismatch]: 'multidevice_mismatch',
};
/** Baileys' close error (a Boom, or nothing when we ended the socket) -> the port's CloseInfo. */
export function closeInfoOf(error, endedByEngine) {
    if (endedByEngine)
        return { kind: 'closed_by_engine', statusCode: null, message: 'closed by the engine' };
    const boom = error;
    const statusCode = boom?.output?.statusCode ?? null;
    const message = boom?.message ?? 'connection closed';
    // 408 means both "keep-alive missed" and "every QR ref was shown and none was scanned"; only the message tells them apart.
    if (statusCode === DisconnectReason.timedOut && /QR refs attempts ended/i.test(message))
        return { kind: 'qr_expired', statusCode, message };
    // The noise handshake's certificate chain check (Baileys' only 400 on login) names the certificate it refused.
    if (statusCode === 400 && /noise .*certificate/i.test(message))
        return { kind: 'untrusted_server', statusCode, message };
    return { kind: (statusCode !== null && byCode[statusCode]) || 'unknown', statusCode, message };
}
//# sourceMappingURL=disconnect.js.map