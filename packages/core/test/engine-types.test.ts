import { describe, expectTypeOf, it } from 'vitest'
import type {
  CallRecord,
  ConnectionState,
  EngineEvent,
  EventType,
  MessageRecord,
  Page,
  ReceivedMessage,
  SendInput,
  SessionEngine,
  SessionStatus,
} from '../src/index.js'

// The engine's domains are derived from the domain modules; what an embedder types against must not move with
// that derivation. `tsc` checks these (npm run check); at run time they are no-ops.
type Engine = SessionEngine
declare const engine: Engine
/** The handler `engine.on('message.received', …)` takes. */
type ReceivedHandler = Parameters<typeof engine.on<'message.received'>>[1]

describe('the engine as an embedder types against it', () => {
  it('sends with one method per content type, and `send` by content.type', () => {
    expectTypeOf<Engine['messages']['sendText']>().parameter(0).toEqualTypeOf<string>()
    expectTypeOf<Engine['messages']['sendText']>().parameter(1).toHaveProperty('content').toEqualTypeOf<{
      type: 'text'
      text: string
      linkPreview?: boolean | undefined
    }>()
    expectTypeOf<Engine['messages']['sendText']>().returns.toEqualTypeOf<Promise<MessageRecord>>()
    expectTypeOf<Engine['messages']['send']>().toEqualTypeOf<
      (sessionId: string, body: SendInput) => Promise<MessageRecord>
    >()
  })

  it('keeps the facade members beside the operations', () => {
    expectTypeOf<Engine['sessions']['waitForState']>().toEqualTypeOf<
      (sessionId: string, states: ConnectionState[], timeoutMs: number) => Promise<SessionStatus>
    >()
    expectTypeOf<Engine['sessions']['delete']>().toEqualTypeOf<
      (sessionId: string) => Promise<{ sessionId: string; deleted: true; loggedOut: boolean }>
    >()
    expectTypeOf<Engine['usage']['flush']>().toEqualTypeOf<() => Promise<void>>()
  })

  it('takes path parameters in order, then the body or the query', () => {
    expectTypeOf<Engine['groups']['inviteCode']>().toEqualTypeOf<
      (sessionId: string, groupJid: string) => Promise<{ code: string; link: string }>
    >()
    expectTypeOf<Engine['calls']['list']>().parameters.toEqualTypeOf<
      [sessionId: string, query?: { limit?: string | number | boolean; cursor?: string | number | boolean }]
    >()
    expectTypeOf<Engine['calls']['list']>().returns.toEqualTypeOf<Promise<Page<CallRecord>>>()
    expectTypeOf<Engine['webhooks']['create']>()
      .parameter(0)
      .toHaveProperty('events')
      .toEqualTypeOf<(EventType | '*')[]>()
  })

  it('types each event handler by its event', () => {
    expectTypeOf<ReceivedHandler>().parameter(0).toEqualTypeOf<EngineEvent<'message.received'>>()
    expectTypeOf<EngineEvent<'message.received'>['data']>().toEqualTypeOf<ReceivedMessage>()
    expectTypeOf<EngineEvent<'connection.state'>['data']['state']>().toEqualTypeOf<ConnectionState>()
  })
})
