/** The OpenAPI document's examples of the calls operations (operations.ts). */
export const callParams = { sessionId: 'support-desk', callId: 'A1B2C3D4E5F60718293A4B5C6D7E8F90' };
/** An outgoing call just offered. */
export const placedCall = {
    callId: callParams.callId,
    peerJid: '15557654321@s.whatsapp.net',
    direction: 'outgoing',
    mediaType: 'audio',
    state: 'initiating',
    transport: 'websocket',
    audioMuted: false,
    peerAudioMuted: false,
    endReason: null,
    startedAt: '2026-11-24T11:00:00.000Z',
    answeredAt: null,
    endedAt: null,
    updatedAt: '2026-11-24T11:00:00.000Z',
};
/** An incoming call, ringing. */
export const ringingCall = {
    ...placedCall,
    callId: '5F8E2D7C4B1A09F3E6D2C8B7A4F1E0D9',
    direction: 'incoming',
    state: 'ringing',
    startedAt: '2026-11-24T11:05:00.000Z',
    updatedAt: '2026-11-24T11:05:00.000Z',
};
/** Both sides accepted. */
export const activeCall = {
    ...ringingCall,
    state: 'active',
    answeredAt: '2026-11-24T11:05:04.000Z',
    updatedAt: '2026-11-24T11:05:04.000Z',
};
//# sourceMappingURL=examples.js.map