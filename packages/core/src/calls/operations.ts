import { CallParams, CallRecordSchema, CreateCallBody, MuteCallBody } from './schema.js'
import { PageQuery } from '../paging.js'
import { SessionParams } from '../sessions/schema.js'
import { operationsOn } from '../operations/operation.js'
import type { CallService } from './service.js'
import { activeCall, callParams, placedCall, ringingCall } from './examples.js'

const defineOperation = operationsOn<{ calls: CallService }>()

const tag = 'Calls'
const connected = 'The session must be paired and connected.'
const signalling =
  "Signalling only: `transport: websocket` means the call travels over the session's WhatsApp WebSocket and no audio is carried (docs/calls.md)."
const answers =
  'Answers with the call record afterwards; 404 call_not_found for an unknown call, 409 call_state_conflict (naming `state`) when the call is not in a state the action fits.'

/** The calls operations: `engine.calls.<name>` and their routes. */
export const callOperations = {
  place: defineOperation({
    method: 'POST',
    scope: 'send',
    path: '/sessions/:sessionId/calls',
    tag,
    summary: 'Place an audio call',
    description: `${connected} \`to\` is phone digits, a user JID or a LID. The offer carries the call key Signal-encrypted for each of the peer's devices; the record answers in \`initiating\`, and \`call.state\` reports \`ringing\` once WhatsApp acknowledged the offer. ${signalling} Honours Idempotency-Key, so a retry does not ring twice.`,
    params: SessionParams,
    body: CreateCallBody,
    response: CallRecordSchema,
    status: 201,
    idempotent: true,
    example: { params: { sessionId: 'support-desk' }, body: { to: '15557654321' }, response: placedCall },
    run: ({ calls }, { params, body }) => calls.place(params.sessionId, body.to),
  }),
  list: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/calls',
    anyNode: true,
    tag,
    summary: "The session's calls",
    description:
      'Incoming and outgoing, newest first, kept per session up to the count and age limits (docs/calls.md). Read from the store: no connection needed.',
    params: SessionParams,
    query: PageQuery,
    response: { page: CallRecordSchema },
    example: {
      params: { sessionId: 'support-desk' },
      query: { limit: '2' },
      response: {
        items: [ringingCall, placedCall],
        nextCursor: 'eyJ0IjoiMjAyNi0xMS0yNFQxMTowMDowMC4wMDBaIiwiYyI6IkExQjJDM0Q0RTVGNjA3MTgyOTNBNEI1QzZEN0U4RjkwIn0',
      },
    },
    run: ({ calls }, { params, query }) => calls.list(params.sessionId, query),
  }),
  get: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/calls/:callId',
    anyNode: true,
    tag,
    summary: 'One call',
    description: '404 call_not_found for an unknown call. Read from the store: no connection needed.',
    params: CallParams,
    response: CallRecordSchema,
    example: { params: callParams, response: placedCall },
    run: ({ calls }, { params }) => calls.get(params.sessionId, params.callId),
  }),
  accept: defineOperation({
    method: 'POST',
    scope: 'send',
    path: '/sessions/:sessionId/calls/:callId/accept',
    tag,
    summary: 'Accept an incoming ringing call',
    description: `${connected} ${signalling} Built from other open clients' knowledge, unverified against WhatsApp: a real phone may drop an accepted call that carries no media. ${answers}`,
    params: CallParams,
    response: CallRecordSchema,
    example: { params: { sessionId: 'support-desk', callId: ringingCall.callId }, response: activeCall },
    run: ({ calls }, { params }) => calls.accept(params.sessionId, params.callId),
  }),
  reject: defineOperation({
    method: 'POST',
    scope: 'send',
    path: '/sessions/:sessionId/calls/:callId/reject',
    tag,
    summary: 'Refuse an incoming ringing call',
    description: `${connected} The caller sees the refusal. ${answers}`,
    params: CallParams,
    response: CallRecordSchema,
    example: {
      params: { sessionId: 'support-desk', callId: ringingCall.callId },
      response: {
        ...ringingCall,
        state: 'ended',
        endReason: 'rejected',
        endedAt: '2026-11-24T11:05:03.000Z',
        updatedAt: '2026-11-24T11:05:03.000Z',
      },
    },
    run: ({ calls }, { params }) => calls.reject(params.sessionId, params.callId),
  }),
  end: defineOperation({
    method: 'POST',
    scope: 'send',
    path: '/sessions/:sessionId/calls/:callId/end',
    tag,
    summary: 'End a live call',
    description: `${connected} An outgoing call still ringing is cancelled (\`endReason: cancelled\`), an active call hung up (\`ended_local\`), an incoming call that rings refused (\`rejected\`). ${answers}`,
    params: CallParams,
    response: CallRecordSchema,
    example: {
      params: callParams,
      response: {
        ...placedCall,
        state: 'ended',
        endReason: 'cancelled',
        endedAt: '2026-11-24T11:00:09.000Z',
        updatedAt: '2026-11-24T11:00:09.000Z',
      },
    },
    run: ({ calls }, { params }) => calls.end(params.sessionId, params.callId),
  }),
  mute: defineOperation({
    method: 'POST',
    scope: 'send',
    path: '/sessions/:sessionId/calls/:callId/mute',
    tag,
    summary: "Mute or unmute the session's side of a live call",
    description: `${connected} \`{ muted }\` on a call that is initiating, ringing or active; \`audioMuted\` follows and the peer is told. Built from other open clients' knowledge, unverified against WhatsApp. ${answers}`,
    params: CallParams,
    body: MuteCallBody,
    response: CallRecordSchema,
    example: {
      params: { sessionId: 'support-desk', callId: ringingCall.callId },
      body: { muted: true },
      response: { ...activeCall, audioMuted: true, updatedAt: '2026-11-24T11:06:00.000Z' },
    },
    run: ({ calls }, { params, body }) => calls.mute(params.sessionId, params.callId, body.muted),
  }),
}
