import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createHandler,
  type EngineEvent,
  type EventType,
  SessionEngine,
  type SessionEngineOptions,
} from '@sessionkit/core'
import { renderNode, type SimulatorOptions, startSimulator } from '@sessionkit/simulator'
import { pino } from 'pino'

export const apiKey = 'e2e-key'

/**
 * One simulator and a temp folder for a test file; engines come and go on top of them. Its groups are LID-addressed,
 * as WhatsApp creates them, unless `groupAddressing` or `E2E_GROUP_ADDRESSING=pn` says otherwise. Closing the world fails
 * the file if the engine sent the simulator a node it has no handler for (a flow that only passes because the
 * server refused something must be noticed), or if the app-state server saw a fault: a stale upload, a sync loop,
 * a patch the phone could not verify (Baileys ignores the first two and drops bad records without a word).
 */
export async function startWorld(simulator: SimulatorOptions = {}) {
  // E2E_GROUP_ADDRESSING=pn runs a suite's groups phone-number-addressed, as older groups are (default: LID)
  const addressing = process.env.E2E_GROUP_ADDRESSING === 'pn' ? 'pn' : undefined
  const sim = await startSimulator({ ...(addressing ? { groupAddressing: addressing } : {}), ...simulator })
  const unhandled: string[] = []
  sim.on('unhandled-node', ({ phoneNumber, node }) =>
    unhandled.push(`${phoneNumber ?? 'unlinked'}: ${renderNode(node)}`),
  )
  const appStateFaults: string[] = []
  sim.on('app-state-fault', (fault) =>
    appStateFaults.push(`${fault.fault} ${fault.collection} ${fault.deviceJid}: ${fault.detail}`),
  )
  const dir = mkdtempSync(join(tmpdir(), 'sessionkit-e2e-'))
  const engines: SessionEngine[] = []
  let files = 0
  return {
    sim,
    dir,
    /** The app-state faults so far, for a test that checks right after its own changes. */
    appStateFaults,
    /**
     * An engine pointed at the simulator, with short reconnect delays so recovery tests stay fast. Each gets
     * its own SQLite file unless `file` names one (a restart), so no engine restores another's sessions.
     */
    async engine(options: SessionEngineOptions = {}, file = `engine-${++files}.sqlite`) {
      const engine = new SessionEngine({
        store: `sqlite://${join(dir, file)}`,
        apiKeys: [apiKey],
        logger: pino({ level: process.env.E2E_LOG_LEVEL ?? 'silent' }),
        // the simulator's media host has its own certificate: trusted as an extra CA, TLS checks stay on; it also
        // stands in for WhatsApp's default media host, where Baileys fetches history sync blobs
        protocol: {
          waWebSocketUrl: sim.url,
          trustedRootKey: sim.rootPublicKey,
          mediaCa: sim.mediaCa,
          defaultMediaHost: sim.mediaHost,
        },
        reconnect: { baseDelayMs: 50, maxDelayMs: 400 },
        allowPrivateNetwork: true,
        ...options,
      })
      engines.push(engine)
      await engine.start()
      return { engine, file, api: client(engine), events: recorder(engine) }
    },
    async close() {
      await Promise.all(engines.map((engine) => engine.stop().catch(() => undefined)))
      await sim.close()
      rmSync(dir, { recursive: true, force: true })
      if (unhandled.length)
        throw new Error(`the simulator had no handler for ${unhandled.length} node(s):\n${unhandled.join('\n')}`)
      if (appStateFaults.length)
        throw new Error(`the app-state server saw ${appStateFaults.length} fault(s):\n${appStateFaults.join('\n')}`)
    },
  }
}

export type World = Awaited<ReturnType<typeof startWorld>>

/** The HTTP API of an engine, through the same handler every adapter mounts. A FormData body goes as multipart/form-data. */
export function client(engine: SessionEngine) {
  const handler = createHandler(engine)
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const form = body instanceof FormData
    const response = await handler(
      new Request(`http://sessionkit.test/api/v1${path}`, {
        method,
        // a FormData body sets its own content type, with the boundary
        headers: {
          authorization: `Bearer ${apiKey}`,
          ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      }),
    )
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as any) : null }
  }
}

type Answer = Awaited<ReturnType<ReturnType<typeof client>>>

/**
 * Makes a call until its answer is not 409 `app_state_not_ready`, as the API tells a caller to: a phone shares its
 * app-state keys shortly after linking, so a chat action or a name right after `connected` can come before them.
 */
export async function onceAppStateReady(call: () => Promise<Answer>, timeoutMs = 15_000): Promise<Answer> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const answer = await call()
    if (answer.status !== 409 || answer.body?.code !== 'app_state_not_ready' || Date.now() > deadline) return answer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Records every event of an engine and resolves waits on them (never sleeps). */
export function recorder(engine: SessionEngine) {
  const seen: EngineEvent[] = []
  const waiters: { match: (e: EngineEvent) => boolean; resolve: (e: EngineEvent) => void }[] = []
  engine.on('*', (event) => {
    seen.push(event)
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(event)
      }
    }
  })
  return {
    seen,
    of: <K extends EventType>(type: K, sessionId?: string) =>
      seen.filter((e): e is EngineEvent<K> => e.type === type && (!sessionId || e.sessionId === sessionId)),
    /** The first event (already seen after `since`, or still to come) matching `match`. */
    waitFor<K extends EventType>(
      type: K,
      match: (e: EngineEvent<K>) => boolean = () => true,
      options: { since?: number; timeoutMs?: number } = {},
    ): Promise<EngineEvent<K>> {
      const test = (e: EngineEvent) => e.type === type && match(e as EngineEvent<K>)
      const earlier = seen.slice(options.since ?? 0).find(test)
      if (earlier) return Promise.resolve(earlier as EngineEvent<K>)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const recent = seen.slice(-12).map((e) => `${e.createdAt} ${e.type} ${JSON.stringify(e.data).slice(0, 120)}`)
          reject(
            new Error(
              `no matching ${type} event within ${options.timeoutMs ?? 15_000} ms; recent events:\n${recent.join('\n')}`,
            ),
          )
        }, options.timeoutMs ?? 15_000)
        waiters.push({
          match: test,
          resolve: (e) => {
            clearTimeout(timer)
            resolve(e as EngineEvent<K>)
          },
        })
      })
    },
    mark: () => seen.length,
  }
}

export const connectedState = (sessionId: string) => (e: EngineEvent<'connection.state'>) =>
  e.sessionId === sessionId && e.data.state === 'connected'

/**
 * Creates a session and pairs it by pairing code with the simulator phone of `phoneNumber` (created when missing);
 * `sessionId` chooses the session's id.
 */
export async function pairedSession(
  world: World,
  harness: Awaited<ReturnType<World['engine']>>,
  phoneNumber: string,
  sessionId?: string,
) {
  const phone = world.sim.phone(phoneNumber) ?? (await world.sim.createPhone(phoneNumber))
  const created = await harness.api('POST', '/sessions', {
    displayName: `E2E ${phoneNumber}`,
    deviceBrowser: 'Chrome',
    ...(sessionId ? { sessionId } : {}),
  })
  const id = created.body.data.sessionId as string
  const since = harness.events.mark()
  const pairing = await harness.api('POST', `/sessions/${id}/auth/pairing-code`, { phoneNumber })
  if (pairing.status !== 200) throw new Error(`pairing code failed: ${JSON.stringify(pairing.body)}`)
  await phone.enterPairingCode(pairing.body.data.code)
  await harness.events.waitFor('connection.state', connectedState(id), { since })
  return { sessionId: id, phone }
}
