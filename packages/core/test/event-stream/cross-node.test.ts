import { afterEach, expect, it } from 'vitest'
import { systemClock } from '../../src/clock.js'
import { EventLog, type LoggedEvent } from '../../src/event-stream/log.js'
import { openEventStream } from '../../src/event-stream/sse.js'
import { createLogger } from '../../src/logger.js'
import { createStore } from '../../src/store/store.js'
import type { Store } from '../../src/store/collection.js'

const logger = createLogger('silent')
const reorderMs = 200
const stores: Store[] = []
const aborts: AbortController[] = []

afterEach(async () => {
  for (const abort of aborts.splice(0)) abort.abort()
  for (const store of stores.splice(0)) await store.close()
})

const seqKey = (seq: number) => `seq:${String(seq).padStart(16, '0')}`

const entry = (seq: number, sessionId = 's1'): LoggedEvent => {
  const json = JSON.stringify({ id: `e${seq}`, type: 'message.sent', sessionId, data: { seq } })
  return { seq, id: `e${seq}`, type: 'message.sent', sessionId, createdAt: new Date().toISOString(), json }
}

/** The event log of one cluster node: its own entries numbered from a shared counter, the others' ingested. */
const clusterLog = () => {
  const store = createStore('memory://')
  stores.push(store)
  let counter = 0
  const log = new EventLog({
    store,
    clock: systemClock,
    logger,
    maxEvents: 1000,
    maxAgeMs: 3_600_000,
    sequence: async () => (counter += 1),
    reorderMs,
  })
  /** Another node's entry: stored in the shared store by that node, then passed on to this one. */
  const ingest = async (from: LoggedEvent) => {
    await store.collection('events').set(seqKey(from.seq), from)
    log.ingest(from)
  }
  return { log, store, ingest, skipTo: (seq: number) => (counter = seq) }
}

/** A client reading `GET /events` (of one session, or of all): the ids it has been shown, in order. */
const reader = async (log: EventLog, sessionId?: string) => {
  const abort = new AbortController()
  aborts.push(abort)
  await log.load()
  const body = openEventStream({
    log,
    matches: (e) => sessionId === undefined || e.sessionId === sessionId,
    afterSeq: log.lastSeq,
    notice: null,
    heartbeatMs: 60_000,
    signal: abort.signal,
    release: () => undefined,
    logger,
  })
  const shown: string[] = []
  const chunks = body.getReader()
  const decoder = new TextDecoder()
  void (async () => {
    for (let read = await chunks.read(); !read.done; read = await chunks.read())
      for (const match of decoder.decode(read.value).matchAll(/^id: (\S+)$/gm)) shown.push(match[1]!)
  })().catch(() => undefined)
  return shown
}

/**
 * In cluster mode the nodes number their event-log entries from one Redis counter, but each stores its own and
 * passes it on, so one node's entry can reach another after entries numbered after it. Before this, a stream that
 * had shown a later entry dropped the earlier one as a repeat: node a's stream never showed the `message.sent` of a
 * session node c runs (bench/cluster.mjs on a loaded machine).
 */
it("shows another node's entry that arrives after a later one, in number order", async () => {
  const { log, ingest } = clusterLog()
  const shown = await reader(log, 'c-session')
  await ingest(entry(2, 'a-session'))
  await ingest(entry(1, 'c-session'))
  await expect.poll(() => shown).toEqual(['e1'])
  const all = await reader(log)
  await ingest(entry(4, 'c-session'))
  await ingest(entry(3, 'a-session'))
  await expect.poll(() => all).toEqual(['e3', 'e4'])
  expect(shown).toEqual(['e1', 'e4'])
})

it('waits for a missing entry at most the reorder time, reads it from the store, and shows a later one out of order', async () => {
  const { log, store } = clusterLog()
  const shown = await reader(log)
  // 1 is stored (its node's message to this one was lost), 2 never will be (its node died numbering it)
  await store.collection('events').set(seqKey(1), entry(1))
  const waitingFrom = Date.now()
  log.ingest(entry(4))
  log.ingest(entry(3))
  await expect.poll(() => shown, { timeout: 5 * reorderMs }).toEqual(['e1', 'e3', 'e4'])
  expect(Date.now() - waitingFrom).toBeGreaterThanOrEqual(reorderMs - 20)
  // 2 after all, past the wait: shown, not dropped
  log.ingest(entry(2))
  await expect.poll(() => shown).toEqual(['e1', 'e3', 'e4', 'e2'])
})

it("holds this node's own entry behind another node's with a lower number", async () => {
  const { log, ingest, skipTo } = clusterLog()
  const shown = await reader(log)
  skipTo(1)
  await log.append({
    id: 'own',
    type: 'message.sent',
    sessionId: 's1',
    createdAt: new Date().toISOString(),
    data: {},
  } as never)
  expect(shown).toEqual([])
  await ingest(entry(1))
  await expect.poll(() => shown).toEqual(['e1', 'own'])
})
