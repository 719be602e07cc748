// Transports: events per second the engine publishes from its durable SQLite outbox to each broker (NATS
// JetStream, RabbitMQ, Redis Streams), each confirmed by the broker, against a bare client publish loop measured
// in the same run: the same client, the same body, one confirmed publish at a time (what a transport's ordered
// lane does), no engine and no store. A pipelined bare loop (up to 64 publishes awaiting their confirmations)
// is shown as a second row per broker: what a client that gives up ordering on failure reaches.
// The brokers are this machine's (BENCH_NATS_URL, BENCH_RABBIT_URL, BENCH_REDIS_URL); one that does not answer is
// skipped with the reason. BENCH_TRANSPORT_EVENTS (default 3000) events per measure. Run after `npm run build`.
import { createClient } from '@redis/client'
import { createLogger, SessionEngine } from '@sessionkit/core'
import { internals } from '@sessionkit/core/internal'
import amqp from 'amqplib'
import { connect as natsConnect, headers as natsHeaders } from 'nats'
import { emit, log, round, tempDir } from './lib/common.mjs'

const EVENTS = Number(process.env.BENCH_TRANSPORT_EVENTS ?? 3000)
const NATS_URL = process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222'
const RABBIT_URL = process.env.BENCH_RABBIT_URL ?? 'amqp://guest:guest@127.0.0.1:5672'
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const name = `sk_bench_${process.pid}`

/** A message.received event as a session would publish it (about 1 KB of JSON once enveloped). */
const eventData = (seq) => ({
  messageId: `bench-${seq}`,
  from: '15550001234@s.whatsapp.net',
  chatJid: '15550001234@s.whatsapp.net',
  pushName: 'Bench',
  timestamp: new Date().toISOString(),
  type: 'text',
  text: 'x'.repeat(400),
  message: {
    key: { remoteJid: '15550001234@s.whatsapp.net', fromMe: false, id: `BENCH${seq}` },
    message: { conversation: 'x'.repeat(400) },
  },
})
const body = (seq) =>
  JSON.stringify({
    id: `evt_${seq}`,
    type: 'message.received',
    createdAt: new Date().toISOString(),
    sessionId: 'ses_bench',
    data: eventData(seq),
  })

/** Events/s of `publish(seq)` run EVENTS times with at most `inFlight` at once. */
async function loop(publish, inFlight) {
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < EVENTS) await publish(next++)
    }),
  )
  return EVENTS / ((performance.now() - started) / 1000)
}

/** Events/s from the bus to the broker's confirmation, through the engine's outbox (SQLite) and one transport. */
async function engineRate(transport) {
  const tmp = tempDir('transports')
  const engine = new SessionEngine({
    store: `sqlite://${tmp.dir}/outbox.sqlite`,
    // The bench's own namespace on the shared brokers (its JetStream stream's name may hold no dot).
    transportHosts: [`127.0.0.1=${name}`],
    logger: createLogger('silent'),
  })
  try {
    await engine.start()
    await engine.transports.create({ ...transport, events: ['message.received'] })
    let delivered = 0
    let failed = null
    const done = new Promise((resolve) =>
      engine.webhooks.onAttempt((delivery, attempt) => {
        if (attempt.error) failed ??= attempt.error
        if (delivery.status === 'delivered' && ++delivered === EVENTS) resolve()
      }),
    )
    const started = performance.now()
    // Eight producers, as sessions publishing at once would be.
    let seq = 0
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (seq < EVENTS) await engine[internals].bus.publish('message.received', 'ses_bench', eventData(seq++))
      }),
    )
    await Promise.race([
      done,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`stalled: ${failed}`)), 60_000)),
    ])
    return EVENTS / ((performance.now() - started) / 1000)
  } finally {
    await engine.stop()
    tmp.remove()
  }
}

const brokers = [
  {
    label: 'NATS JetStream',
    async setup() {
      const nc = await natsConnect({ servers: new URL(NATS_URL).host })
      const jsm = await nc.jetstreamManager()
      await jsm.streams.add({ name, subjects: [`${name}.>`] })
      const js = nc.jetstream()
      const encoder = new TextEncoder()
      return {
        transport: { kind: 'nats', url: NATS_URL, subject: name },
        publish: (seq) => {
          const h = natsHeaders()
          h.set('svc-event-id', `evt_${seq}`)
          h.set('svc-event-type', 'message.received')
          return js.publish(`${name}.ses_bench.message.received`, encoder.encode(body(seq)), {
            msgID: `evt_${seq}`,
            headers: h,
          })
        },
        async close() {
          await jsm.streams.delete(name)
          await nc.close()
        },
      }
    },
  },
  {
    label: 'RabbitMQ',
    async setup() {
      const connection = await amqp.connect(RABBIT_URL)
      const channel = await connection.createConfirmChannel()
      await channel.assertExchange(name, 'topic', { durable: false })
      return {
        transport: { kind: 'rabbitmq', url: RABBIT_URL, exchange: name },
        publish: (seq) =>
          new Promise((resolve, reject) =>
            channel.publish(
              name,
              'ses_bench.message.received',
              Buffer.from(body(seq)),
              { persistent: true, contentType: 'application/json', messageId: `evt_${seq}`, type: 'message.received' },
              (error) => (error ? reject(error) : resolve()),
            ),
          ),
        async close() {
          await channel.deleteExchange(name)
          await connection.close()
        },
      }
    },
  },
  {
    label: 'Redis Streams',
    async setup() {
      const client = createClient({ url: REDIS_URL })
      await client.connect()
      const key = `${name}:bare`
      return {
        transport: { kind: 'redis', url: REDIS_URL, stream: `${name}:engine` },
        publish: (seq) =>
          client.sendCommand([
            'XADD',
            key,
            'MAXLEN',
            '~',
            '100000',
            '*',
            'svc-event-id',
            `evt_${seq}`,
            'svc-event-type',
            'message.received',
            'sessionId',
            'ses_bench',
            'body',
            body(seq),
          ]),
        async close() {
          await client.del([key, `${name}:engine`])
          await client.close()
        },
      }
    },
  },
]

const rows = []
for (const broker of brokers) {
  let bench
  try {
    bench = await broker.setup()
  } catch (error) {
    log(`transports: ${broker.label} skipped: ${error.message}`)
    rows.push({
      figure: `transports: ${broker.label} events/s`,
      value: null,
      unit: 'events/s',
      pass: null,
      note: `skipped: ${error.message}`,
    })
    continue
  }
  try {
    // An uncounted warm-up of each path, then the engine between two bare measures (their mean is the reference).
    await loop(bench.publish, 1)
    const bareBefore = await loop(bench.publish, 1)
    const engine = await engineRate(bench.transport)
    const bareAfter = await loop(bench.publish, 1)
    const pipelined = await loop(bench.publish, 64)
    const bare = (bareBefore + bareAfter) / 2
    log(
      `transports: ${broker.label}: engine ${round(engine, 0)}/s, bare ${round(bare, 0)}/s, pipelined ${round(pipelined, 0)}/s`,
    )
    rows.push(
      {
        figure: `transports: ${broker.label}, engine outbox -> confirmed publish`,
        value: round(engine, 0),
        unit: 'events/s',
        reference: round(bare, 0),
        refUnit: 'events/s (bare client, one confirmed publish at a time)',
        ratio: round(engine / bare, 2),
        goal: null,
        pass: null,
        note: `${EVENTS} events, SQLite outbox`,
      },
      {
        figure: `transports: ${broker.label}, bare client pipelined (64 in flight)`,
        value: round(pipelined, 0),
        unit: 'events/s',
        reference: round(bare, 0),
        refUnit: 'events/s (bare client, one at a time)',
        ratio: round(pipelined / bare, 2),
        goal: null,
        pass: null,
        note: 'what unordered publishing reaches',
      },
    )
  } finally {
    await bench.close()
  }
}
emit(rows)
process.exit(0)
