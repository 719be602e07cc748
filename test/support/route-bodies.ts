/**
 * A body each route of the walks accepts, by `METHOD path` (a route without one here gets `{}`, and a 422 is an
 * answer too): the route table walk and the key walk send them.
 */
export const bodies: Record<string, unknown> = {
  'POST /sessions': { displayName: 'Route walk' },
  'POST /sessions/:sessionId/auth/pairing-code': { phoneNumber: '15550001111' },
  'POST /sessions/:sessionId/messages': { to: '15550002222', content: { type: 'text', text: 'walking the table' } },
  'POST /sessions/:sessionId/messages/location': {
    to: '15550002222',
    content: { type: 'location', latitude: 52.37, longitude: 4.9 },
  },
  'POST /sessions/:sessionId/messages/contact': {
    to: '15550002222',
    content: { type: 'contact', contacts: [{ displayName: 'Ada', vcard: 'BEGIN:VCARD\nFN:Ada\nEND:VCARD' }] },
  },
  'POST /sessions/:sessionId/media/download': { message: { key: {}, message: { imageMessage: {} } } },
  'POST /sessions/:sessionId/calls': { to: '15550002222' },
  'POST /webhooks': { url: 'http://127.0.0.1:9/hook', events: ['*'] },
  'PATCH /webhooks/:webhookId': { description: 'walked' },
  'POST /webhooks/:webhookId/rotate-secret': {},
  'POST /keys': { name: 'walked', scopes: ['read'] },
}
