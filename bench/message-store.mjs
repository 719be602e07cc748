// Message store: one session holding 100,000 messages across 1,000 chats plus one chat of 100,000 messages,
// against a session holding 1,000 messages in one chat, in the same engine and run (the reference). Timed: the
// big chat's first page of messages and a `before` page deep in its history (1,000 messages from its oldest), each
// against the same page of the small session. Messages go in through the store's
// real feed (the history sync handler), from a protocol driver that only opens. On memory and SQLite unless
// BENCH_STORE_BACKENDS names others (`redis,postgres`: their fill is slow on this machine).
import { join } from 'node:path'
import { SessionEngine } from '@sessionkit/core'
import { pino } from 'pino'
import { emit, log, median, round, tempDir } from './lib/common.mjs'

const spread = Number(process.env.BENCH_STORE_SPREAD ?? 100_000)
const chats = 1_000
const bigChat = Number(process.env.BENCH_STORE_BIG_CHAT ?? 100_000)
const small = 1_000
const limit = 20
const reads = Number(process.env.BENCH_STORE_READS ?? 200)
const batch = 1_000
const tmp = tempDir('message-store')
const allBackends = [
  { kind: 'memory', url: 'memory://' },
  { kind: 'sqlite', url: `sqlite://${join(tmp.dir, 'store.sqlite')}` },
  { kind: 'redis', url: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  { kind: 'postgres', url: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
]
const wanted = (process.env.BENCH_STORE_BACKENDS ?? 'memory,sqlite').split(',')
const backends = allBackends.filter((backend) => wanted.includes(backend.kind))

/** Opens and reports open, and hands the bench the connection's event handler to feed history syncs through. */
function openOnlyDriver() {
  const handlers = new Map()
  return {
    handlers,
    async open(options) {
      handlers.set(options.sessionId, options.handlers)
      setImmediate(() => options.handlers.onOpen({ jid: '15550001111@s.whatsapp.net', lid: null, name: 'bench' }))
      return { close: async () => undefined, logout: async () => undefined }
    },
  }
}

const userJid = (n) => `1555${String(n).padStart(7, '0')}@s.whatsapp.net`
const BIG = '15559999999@s.whatsapp.net'
const start = Date.now() - 30 * 24 * 3600 * 1000

const message = (id, chatJid, at) => ({
  messageId: id,
  from: chatJid,
  chatJid,
  fromMe: false,
  status: null,
  timestamp: at,
  type: 'text',
  text: `message ${id} ${'x'.repeat(60)}`,
  message: { key: { id, remoteJid: chatJid }, message: { conversation: 'x'.repeat(60) } },
})

/** Feeds `count` messages made by `make(i)` as history syncs of `batch`, each written before the next. */
async function feed(engine, handlers, sessionId, count, make) {
  for (let from = 0; from < count; from += batch) {
    const messages = Array.from({ length: Math.min(batch, count - from) }, (_, i) => make(from + i))
    handlers.onEvent({ type: 'history.sync', kind: 'full', chats: [], messages, progress: null })
    // a read writes what is queued: the next batch starts on a written store
    await engine.messageStore.listChats(sessionId, { limit: 1 })
  }
}

async function timed(read) {
  const times = []
  for (let i = 0; i < reads; i++) {
    const t = performance.now()
    await read()
    times.push(performance.now() - t)
  }
  return median(times)
}

const rows = []
try {
  for (const { kind, url } of backends) {
    const driver = openOnlyDriver()
    const engine = new SessionEngine({
      store: url,
      storeNamespace: `bench_ms_${process.pid}`,
      logger: pino({ level: 'silent' }),
      protocol: { driver },
      messageStore: { maxMessagesPerChat: 200_000 },
    })
    await engine.start()
    try {
      const sessions = {}
      for (const name of ['big', 'small']) {
        const { sessionId } = await engine.sessions.create({ displayName: name, deviceBrowser: 'Chrome' })
        await engine.sessions.connect(sessionId)
        await engine.sessions.waitForState(sessionId, ['connected'], 5_000)
        sessions[name] = sessionId
      }
      const t = performance.now()
      const handlers = (name) => driver.handlers.get(sessions[name])
      await feed(engine, handlers('big'), sessions.big, spread, (i) =>
        message(`S${i}`, userJid(i % chats), start + i * 1000),
      )
      await feed(engine, handlers('big'), sessions.big, bigChat, (i) => message(`B${i}`, BIG, start + i * 1000 + 1))
      await feed(engine, handlers('small'), sessions.small, small, (i) => message(`b${i}`, BIG, start + i * 1000 + 1))
      log(
        `message-store ${kind}: wrote ${spread + bigChat + small} messages in ${((performance.now() - t) / 1000).toFixed(1)} s`,
      )
      const cases = [
        {
          what: `first page of ${limit} messages, chat of ${bigChat.toLocaleString('en')}`,
          big: () => engine.messageStore.listMessages(sessions.big, BIG, { limit }),
          small: () => engine.messageStore.listMessages(sessions.small, BIG, { limit }),
        },
        {
          what: `\`before\` page of ${limit}, ${bigChat - 1000} messages deep`,
          big: () => engine.messageStore.listMessages(sessions.big, BIG, { limit, before: 'B1000' }),
          small: () => engine.messageStore.listMessages(sessions.small, BIG, { limit, before: 'b100' }),
        },
      ]
      for (const c of cases) {
        const page = await c.big()
        if (page.items.length !== limit) throw new Error(`${c.what}: ${page.items.length} items`)
        await timed(c.big)
        await timed(c.small)
        const big = []
        const little = []
        for (let r = 0; r < 3; r++) {
          big.push(await timed(c.big))
          little.push(await timed(c.small))
        }
        const value = median(big)
        const reference = median(little)
        log(`message-store ${kind}: ${c.what}: ${value.toFixed(3)} ms, at ${small} messages ${reference.toFixed(3)} ms`)
        rows.push({
          figure: `message store ${kind}: ${c.what}`,
          value: round(value, 3),
          unit: 'ms',
          reference: round(reference, 3),
          refUnit: `ms, same page of a session of ${small.toLocaleString('en')} messages`,
          ratio: round(value / reference),
          goal: '<= 2x',
          pass: value / reference <= 2,
          note: `session of ${(spread + bigChat).toLocaleString('en')} messages`,
        })
      }
      for (const sessionId of Object.values(sessions)) await engine.sessions.delete(sessionId)
    } finally {
      await engine.stop()
    }
  }
} finally {
  tmp.remove()
}
emit(rows)
