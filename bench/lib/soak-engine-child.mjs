// The engine of a soak run (soak.mjs), in a process of its own so that its heap and RSS are the engine's alone:
// `node --expose-gc soak-engine-child.mjs` with SOAK_CONFIG (JSON: store, simUrl, simRoot base64, apiKey,
// webhookUrl, retryScheduleMs, sessionIds) in the environment. The parent wrote the sessions into the store,
// held (start() skips them), so the webhook exists before any session produces an event. Over IPC it reports
// { secret }, { ready, port }, then batches of every event it produced (the part of each one the soak checks), and
// answers { op: 'sample' } with memory after a forced GC, { op: 'snapshot', path } with a heap snapshot written
// there, and { op: 'stop' } by stopping the engine. SOAK_ENGINE_LOG=FILE writes the engine's log there (level
// SOAK_ENGINE_LOG_LEVEL, default warn: Baileys' decryption failures and the like), to find where a lost text went.
import { writeHeapSnapshot } from 'node:v8'
import { SessionEngine } from '@sessionkit/core'
import { createServer } from '@sessionkit/node'
import { pino } from 'pino'

const config = JSON.parse(process.env.SOAK_CONFIG)
const engine = new SessionEngine({
  store: config.store,
  logger: process.env.SOAK_ENGINE_LOG
    ? pino({ level: process.env.SOAK_ENGINE_LOG_LEVEL ?? 'warn' }, pino.destination(process.env.SOAK_ENGINE_LOG))
    : pino({ level: 'silent' }),
  apiKeys: [config.apiKey],
  allowPrivateNetwork: true,
  protocol: { waWebSocketUrl: config.simUrl, trustedRootKey: new Uint8Array(Buffer.from(config.simRoot, 'base64')) },
  webhooks: { retryScheduleMs: config.retryScheduleMs },
})
await engine.start()
const webhook = await engine.webhooks.create({ url: config.webhookUrl, events: ['*'] })
// The receiver checks signatures from the first delivery on.
process.send({ secret: webhook.secret })

/** What the soak reads of an event: its id for the webhook count, and what drives or checks the run. */
function summary(event) {
  const { id, type, sessionId: s, data } = event
  switch (type) {
    case 'message.received':
      return { id, type, s, messageId: data.messageId }
    case 'message.receipt':
      return { id, type, s, messageId: data.messageId, state: data.state }
    case 'connection.state':
      return { id, type, s, state: data.state, reason: data.reason }
    case 'auth.qr':
      return { id, type, s, qr: data.qr }
    case 'call.incoming':
      return { id, type, s, callId: data.callId }
    default:
      return { id, type, s }
  }
}

let batch = []
engine.on('*', (event) => batch.push(summary(event)))
const flush = () => {
  if (batch.length === 0) return
  process.send({ events: batch })
  batch = []
}
setInterval(flush, 100)

const server = createServer(engine)
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
for (let i = 0; i < config.sessionIds.length; i += 50)
  await Promise.all(config.sessionIds.slice(i, i + 50).map((id) => engine.sessions.connect(id)))
process.send({ ready: true, port: server.address().port })

process.on('message', async (msg) => {
  if (msg.op === 'sample') {
    // Several collections: the first ones let FinalizationRegistry and WeakRef work run.
    for (let i = 0; i < 3; i++) globalThis.gc()
    const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage()
    process.send({ sample: { at: Date.now(), heapUsed, rss, external, arrayBuffers } })
  } else if (msg.op === 'snapshot') {
    globalThis.gc()
    process.send({ snapshot: writeHeapSnapshot(msg.path) })
  } else if (msg.op === 'stop') {
    flush()
    server.closeAllConnections()
    server.close()
    await engine.stop()
    flush()
    process.send({ stopped: true }, () => process.exit(0))
  }
})
// The parent going away (crash, Ctrl-C) must never leave an engine behind.
process.on('disconnect', () => process.exit(0))
