import { isoAt } from '../clock.js'
import type { EngineContext } from '../context.js'
import { EngineError } from '../errors.js'
import { decodeCursor, encodeCursor, type Page } from '../paging.js'
import type { CallMediaKeys, CallSendOptions, CallSignal, CallsPort } from '../protocol/ports/calls.js'
import type { InboundHandlers } from '../operations/inbound.js'
import { KeyedLock } from '../store/keyed-lock.js'
import { onConnection } from '../upstream-errors.js'
import type { CallRecord } from './schema.js'
import { type CallEndReason, type CallState, liveCallStates } from './types.js'
import { callErrors, callUpstream } from './errors.js'
import type { SessionEvents } from '../sessions/events.js'
import type { CallEvents } from './events.js'
import {
  MAX_CALL_AGE_MS,
  type StoredCall,
  sessionPrefix,
  callKey,
  LIVE_PREFIX,
  liveKey,
  recordOf,
  targetOf,
  newestFirst,
  newCallId,
  nextOf,
  pastRetention,
  conflict,
} from './stored-call.js'

/**
 * Calls (spec 4.5): the records of the session's calls in both directions, one state machine (docs/calls.md), the
 * signalling through the connection's calls facet, and `call.incoming` / `call.state`. Every change of a record
 * (an action, a signal from WhatsApp, a timer) runs under the call's lock, so they apply one after the other.
 */
export class CallService {
  readonly #context: EngineContext<CallEvents & SessionEvents>
  readonly #sessionExists: (sessionId: string) => void
  readonly #locks = new KeyedLock()
  /** The ring-limit timer of each call that rings, by `sessionId:callId`. */
  readonly #rings = new Map<string, unknown>()
  #stopListening: (() => void) | null = null

  /** `sessionExists` throws `session_not_found` for an unknown session: records are read without a connection. */
  constructor(context: EngineContext<CallEvents & SessionEvents>, sessionExists: (sessionId: string) => void) {
    this.#context = context
    this.#sessionExists = sessionExists
  }

  get #collection() {
    return this.#context.store.collection('calls')
  }

  readonly inbound: InboundHandlers<'call.signal'> = {
    'call.signal': (sessionId, { type: _type, ...signal }) => {
      this.#onSignal(sessionId, signal).catch((error: unknown) =>
        this.#context.logger.error(
          { err: error, sessionId, callId: signal.callId },
          'a call signal could not be applied',
        ),
      )
    },
  }

  /**
   * Ends every call that was live when the process stopped (`engine_restart`): its signalling died with the
   * connection. Then follows session deletions, whose calls go with them.
   */
  async start(): Promise<void> {
    const keys: string[] = []
    for await (const [key] of this.#collection.scan(LIVE_PREFIX)) keys.push(key.slice(LIVE_PREFIX.length))
    const calls = await this.#collection.getMany<StoredCall>(keys)
    const stale: string[] = []
    for (const [index, call] of calls.entries()) {
      if (call && liveCallStates.includes(call.state)) await this.#transition(call, 'ended', 'engine_restart')
      // The process stopped between writing the index and the record, or between storing an end and unindexing it.
      else stale.push(`${LIVE_PREFIX}${keys[index]}`)
    }
    if (stale.length > 0) await this.#collection.deleteMany(stale)
    this.#stopListening = this.#context.bus.on('session.deleted', (event) => {
      Promise.all([
        this.#collection.deletePrefix(sessionPrefix(event.sessionId)),
        this.#collection.deletePrefix(`${LIVE_PREFIX}${sessionPrefix(event.sessionId)}`),
      ]).catch((error: unknown) =>
        this.#context.logger.error(
          { err: error, sessionId: event.sessionId },
          'the calls of a deleted session could not be removed',
        ),
      )
    })
  }

  close(): void {
    for (const timer of this.#rings.values()) this.#context.scheduler.clearTimeout(timer)
    this.#rings.clear()
    this.#stopListening?.()
    this.#stopListening = null
  }

  /** Offers an audio call to `peerJid`; answers with the record as it starts (`initiating`), before WhatsApp's ack. */
  async place(sessionId: string, peerJid: string): Promise<CallRecord> {
    const callId = newCallId()
    return this.#locked(sessionId, callId, async () => {
      const { creatorJid, signalTo, acknowledged } = await this.#call(
        sessionId,
        `The call to ${peerJid} could not be placed`,
        (calls, options) => calls.offer(callId, peerJid, { ...options, audio: this.#context.settings.callAudio }),
      )
      const now = isoAt(this.#context.clock.now())
      const call: StoredCall = {
        callId,
        peerJid,
        direction: 'outgoing',
        mediaType: 'audio',
        state: 'initiating',
        transport: 'websocket',
        audioMuted: false,
        peerAudioMuted: false,
        endReason: null,
        startedAt: now,
        answeredAt: null,
        endedAt: null,
        updatedAt: now,
        sessionId,
        creatorJid,
        signalTo,
      }
      const placed = await this.#insert(call)
      this.#ring(placed)
      acknowledged.then(
        () =>
          this.#whenLive(sessionId, callId, (current) =>
            current.state === 'initiating' ? this.#transition(current, 'ringing') : undefined,
          ),
        (error: unknown) => {
          this.#context.logger.warn({ err: error, sessionId, callId }, 'WhatsApp did not take a call offer')
          return this.#whenLive(sessionId, callId, (current) =>
            current.state === 'initiating' ? this.#transition(current, 'ended', 'failed') : undefined,
          )
        },
      )
      return recordOf(placed)
    })
  }

  async list(sessionId: string, options: { limit: number; cursor?: string | undefined }): Promise<Page<CallRecord>> {
    this.#sessionExists(sessionId)
    const after = options.cursor
      ? decodeCursor(options.cursor, (p) =>
          typeof p.t === 'string' && typeof p.c === 'string' ? { startedAt: p.t, callId: p.c } : null,
        )
      : null
    const calls: CallRecord[] = []
    for await (const [, call] of this.#collection.scan<StoredCall>(sessionPrefix(sessionId))) {
      const record = recordOf(call)
      if (!after || newestFirst(after, record) < 0) calls.push(record)
    }
    calls.sort(newestFirst)
    const items = calls.slice(0, options.limit)
    const last = items.at(-1)
    return {
      items,
      nextCursor: calls.length > options.limit && last ? encodeCursor({ t: last.startedAt, c: last.callId }) : null,
    }
  }

  async get(sessionId: string, callId: string): Promise<CallRecord> {
    return recordOf(await this.#require(sessionId, callId))
  }

  /** Takes an incoming ringing call: `active` once the accept is written (signalling only, no audio). */
  accept(sessionId: string, callId: string): Promise<CallRecord> {
    return this.#act(sessionId, callId, async (call) => {
      if (call.direction !== 'incoming' || call.state !== 'ringing')
        throw conflict(call, 'accept', 'only an incoming call that is ringing can be accepted')
      await this.#call(sessionId, `Call ${callId} could not be accepted`, (calls) =>
        calls.accept(targetOf(call), { audio: this.#context.settings.callAudio }),
      )
      return this.#transition(call, 'active')
    })
  }

  /** Refuses an incoming ringing call; the caller sees the refusal. */
  reject(sessionId: string, callId: string): Promise<CallRecord> {
    return this.#act(sessionId, callId, async (call) => {
      if (call.direction !== 'incoming' || call.state !== 'ringing')
        throw conflict(call, 'reject', 'only an incoming call that is ringing can be rejected')
      await this.#call(sessionId, `Call ${callId} could not be rejected`, (calls) => calls.reject(targetOf(call)))
      return this.#transition(call, 'ended', 'rejected')
    })
  }

  /**
   * Ends a live call: an outgoing one still ringing is cancelled, an active one hung up, and an incoming one that
   * rings is refused (what ending a ringing call means on a phone).
   */
  end(sessionId: string, callId: string): Promise<CallRecord> {
    return this.#act(sessionId, callId, async (call) => {
      if (!liveCallStates.includes(call.state)) throw conflict(call, 'end', 'the call has already ended')
      if (call.direction === 'incoming' && call.state !== 'active') {
        await this.#call(sessionId, `Call ${callId} could not be ended`, (calls) => calls.reject(targetOf(call)))
        return this.#transition(call, 'ended', 'rejected')
      }
      await this.#call(sessionId, `Call ${callId} could not be ended`, (calls) => calls.terminate(targetOf(call)))
      return this.#transition(call, 'ended', call.state === 'active' ? 'ended_local' : 'cancelled')
    })
  }

  /** Mutes or unmutes the session's side of a live call and tells the peer; `audioMuted` follows. */
  mute(sessionId: string, callId: string, muted: boolean): Promise<CallRecord> {
    return this.#act(sessionId, callId, async (call) => {
      if (!liveCallStates.includes(call.state))
        throw conflict(call, 'mute', 'only a live call (initiating, ringing or active) can be muted')
      await this.#call(sessionId, `Call ${callId} could not be muted`, (calls) => calls.mute(targetOf(call), muted))
      return this.#save({ ...call, audioMuted: muted })
    })
  }

  /**
   * The call key and relay block the session's connection holds for a call placed or taken with audio (`callAudio`),
   * or null: what the call media stack starts from. Never served over HTTP and never logged.
   */
  async mediaOf(sessionId: string, callId: string): Promise<CallMediaKeys | null> {
    await this.#require(sessionId, callId)
    return onConnection(this.#context, sessionId, callUpstream, `Call ${callId} has no media`, async (connection) =>
      connection.calls.media(callId),
    )
  }

  #call<T>(
    sessionId: string,
    what: string,
    run: (calls: CallsPort, options: CallSendOptions) => Promise<T>,
  ): Promise<T> {
    return onConnection(this.#context, sessionId, callUpstream, what, (connection) =>
      run(connection.calls, { ackTimeoutMs: this.#context.settings.sendAckTimeoutMs }),
    )
  }

  #locked<T>(sessionId: string, callId: string, work: () => Promise<T>): Promise<T> {
    return this.#locks.run(`${sessionId}:${callId}`, work)
  }

  async #require(sessionId: string, callId: string): Promise<StoredCall> {
    this.#sessionExists(sessionId)
    const call = await this.#collection.get<StoredCall>(callKey(sessionId, callId))
    if (!call) throw new EngineError(callErrors.call_not_found, `Session ${sessionId} has no call ${callId}.`)
    return call
  }

  async #act(sessionId: string, callId: string, work: (call: StoredCall) => Promise<StoredCall>): Promise<CallRecord> {
    return recordOf(await this.#locked(sessionId, callId, async () => work(await this.#require(sessionId, callId))))
  }

  /** Runs `work` on the call, under its lock, when it still exists and is live. */
  #whenLive(
    sessionId: string,
    callId: string,
    work: (call: StoredCall) => Promise<unknown> | undefined,
  ): Promise<void> {
    return this.#locked(sessionId, callId, async () => {
      const call = await this.#collection.get<StoredCall>(callKey(sessionId, callId))
      if (call && liveCallStates.includes(call.state)) await work(call)
    }).catch((error: unknown) =>
      this.#context.logger.error({ err: error, sessionId, callId }, 'a call could not be updated'),
    )
  }

  async #onSignal(sessionId: string, signal: CallSignal): Promise<void> {
    await this.#locked(sessionId, signal.callId, async () => {
      const call = await this.#collection.get<StoredCall>(callKey(sessionId, signal.callId))
      if (signal.action === 'offer') {
        // A repeat of an offer already taken, or the account's own phone calling someone else: nothing rings here.
        if (call || signal.fromOwnAccount) return
        return this.#incoming(sessionId, signal)
      }
      if (!call || !liveCallStates.includes(call.state)) return
      const next = nextOf(call, signal)
      if (next === 'peer_muted') await this.#save({ ...call, peerAudioMuted: signal.muted === true })
      else if (next === 'active') await this.#transition(call, 'active', null, signal.at)
      else if (next) await this.#transition(call, 'ended', next, signal.at)
    })
  }

  /**
   * An offer to the session: it rings at once, so it is recorded `ringing`; `call.state` still tells the step from
   * `initiating` that every call's life starts with (docs/calls.md).
   */
  async #incoming(sessionId: string, signal: CallSignal): Promise<void> {
    const at = isoAt(signal.at)
    const call: StoredCall = {
      callId: signal.callId,
      peerJid: signal.peerJid,
      direction: 'incoming',
      mediaType: signal.video ? 'video' : 'audio',
      state: 'ringing',
      transport: 'websocket',
      audioMuted: false,
      peerAudioMuted: false,
      endReason: null,
      startedAt: at,
      answeredAt: null,
      endedAt: null,
      updatedAt: at,
      sessionId,
      creatorJid: signal.creatorJid,
      signalTo: signal.fromJid,
    }
    const ringing = await this.#insert(call)
    this.#context.bus.publishDetached('call.incoming', sessionId, recordOf(ringing))
    this.#context.bus.publishDetached('call.state', sessionId, {
      callId: call.callId,
      state: 'ringing',
      previousState: 'initiating',
      endReason: null,
    })
    this.#ring(ringing)
  }

  /** Moves a call to `state` (with `endReason` when it ends), stores it and publishes `call.state`. */
  async #transition(
    call: StoredCall,
    state: CallState,
    endReason: CallEndReason | null = null,
    at = this.#context.clock.now(),
  ): Promise<StoredCall> {
    const when = isoAt(at)
    const next: StoredCall = {
      ...call,
      state,
      endReason: state === 'ended' ? endReason : null,
      ...(state === 'active' ? { answeredAt: when } : {}),
      ...(state === 'ended' ? { endedAt: when } : {}),
    }
    if (state === 'ended' || state === 'active') this.#stopRinging(call)
    const saved = await this.#save(next)
    if (state === 'ended') await this.#collection.delete(liveKey(call))
    this.#context.bus.publishDetached('call.state', call.sessionId, {
      callId: call.callId,
      state,
      previousState: call.state,
      endReason: next.endReason,
    })
    return saved
  }

  async #save(call: StoredCall): Promise<StoredCall> {
    const saved = { ...call, updatedAt: isoAt(this.#context.clock.now()) }
    await this.#collection.set(callKey(call.sessionId, call.callId), saved)
    return saved
  }

  /**
   * Stores a new call, live as every new call is, then drops the session's ended calls beyond the count and age
   * limits. Indexed before its record is written, so a restart finds every live call. Answers the call as stored.
   */
  async #insert(call: StoredCall): Promise<StoredCall> {
    await this.#collection.set(liveKey(call), true)
    const saved = await this.#save(call)
    const kept: StoredCall[] = []
    for await (const [, stored] of this.#collection.scan<StoredCall>(sessionPrefix(call.sessionId))) kept.push(stored)
    const drop = pastRetention(kept, isoAt(this.#context.clock.now() - MAX_CALL_AGE_MS))
    if (drop.length > 0)
      await this.#collection.deleteMany(drop.map((stored) => callKey(stored.sessionId, stored.callId)))
    return saved
  }

  /**
   * Ends a call nobody answered within `callRingLimitMs` as `missed`, when WhatsApp has not ended it first (its server
   * sends `terminate reason=timeout`; a phone stops ringing after about 45 s, the simulator's default). An outgoing
   * one is terminated towards the peer too.
   */
  #ring(call: StoredCall): void {
    const key = `${call.sessionId}:${call.callId}`
    const timer = this.#context.scheduler.setTimeout(() => {
      this.#rings.delete(key)
      void this.#whenLive(call.sessionId, call.callId, async (current) => {
        if (current.state === 'active') return
        if (current.direction === 'outgoing') {
          await this.#call(current.sessionId, `Call ${current.callId} could not be ended`, (calls) =>
            calls.terminate(targetOf(current), 'timeout'),
          ).catch((error: unknown) =>
            this.#context.logger.warn(
              { err: error, sessionId: current.sessionId, callId: current.callId },
              'an unanswered call could not be terminated towards the peer',
            ),
          )
        }
        await this.#transition(current, 'ended', 'missed')
      })
    }, this.#context.settings.callRingLimitMs)
    this.#rings.set(key, timer)
  }

  #stopRinging(call: StoredCall): void {
    const key = `${call.sessionId}:${call.callId}`
    this.#context.scheduler.clearTimeout(this.#rings.get(key))
    this.#rings.delete(key)
  }
}
