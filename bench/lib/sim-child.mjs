// The simulator in its own process, driven over IPC, so that the process being measured (the engine, or a
// bare Baileys loop) carries none of the simulator's CPU or memory. Started by startSimChild() in common.mjs.
import { BufferJSON } from '@whiskeysockets/baileys'
import { startSimulator } from '@sessionkit/simulator'
import { pino } from 'pino'

// SIM_LOG=FILE writes the simulator's log there (level SIM_LOG_LEVEL, default warn: a phone that could not decrypt).
const sim = await startSimulator(
  process.env.SIM_LOG
    ? { logger: pino({ level: process.env.SIM_LOG_LEVEL ?? 'warn' }, pino.destination(process.env.SIM_LOG)) }
    : {},
)
// A bench's own ops (argv[2]: a module whose default export builds them from the simulator) beside the common ones.
const extraOps = process.argv[2] ? (await import(process.argv[2])).default(sim) : {}

/** Companion sockets WhatsApp replaced by a second login of the same device (code 440), since the simulator started. */
let replacements = 0
sim.on('device-replaced', () => {
  replacements += 1
})

/** Group queries (w:g2 iqs) the simulator received, counted from the first `groupQueries` call on. */
let groupQueries = null

const ops = {
  async createPhones({ numbers }) {
    for (const n of numbers) if (!sim.phone(n)) await sim.createPhone(n)
    return numbers.length
  },
  /** Credentials of companions already linked to `phone` (created when missing), as BufferJSON text. */
  async linkedCreds({ phone, count = 1 }) {
    const p = sim.phone(phone) ?? (await sim.createPhone(phone))
    const out = []
    for (let i = 0; i < count; i++) out.push(JSON.stringify(await p.createLinkedCreds(), BufferJSON.replacer))
    return out
  },
  /**
   * One companion for each entry of `phones` (a number may repeat: several companions of one account), with
   * `preKeys` one-time prekeys already on the server, as a device has after its first login. Without them
   * every first login would generate and upload 812 prekeys (Baileys' INITIAL_PREKEY_COUNT), minutes of CPU
   * for a thousand sessions that measure nothing the figures are about.
   */
  async linkedCredsMany({ phones, preKeys = 0 }) {
    const out = []
    for (const n of phones) {
      const p = sim.phone(n) ?? (await sim.createPhone(n))
      out.push(JSON.stringify(await p.createLinkedAuth({ preKeys }), BufferJSON.replacer))
    }
    return out
  },
  groupQueries() {
    if (groupQueries === null) {
      groupQueries = 0
      sim.on('node-in', ({ node }) => {
        if (node.tag === 'iq' && node.attrs.xmlns === 'w:g2') groupQueries += 1
      })
    }
    return groupQueries
  },
  received({ phone }) {
    return sim.phone(phone)?.messages.length ?? 0
  },
  /** The texts of the messages `phone` received, one entry per message its app shows. */
  receivedTexts({ phone }) {
    return (sim.phone(phone)?.messages ?? []).map((message) => message.text ?? '')
  },
  replacements() {
    return replacements
  },
  /** This process's CPU time so far (µs): a bench reports the simulator's share beside the engine's. */
  cpu() {
    const { user, system } = process.cpuUsage()
    return user + system
  },
  memory() {
    return process.memoryUsage().rss
  },
  ...extraOps,
}

process.on('message', async (msg) => {
  if (msg?.op === 'close') {
    await sim.close().catch(() => undefined)
    process.send({ id: msg.id, result: true }, () => process.exit(0))
    return
  }
  try {
    const result = await ops[msg.op](msg.args ?? {})
    process.send({ id: msg.id, result })
  } catch (error) {
    process.send({ id: msg.id, error: String(error?.stack ?? error) })
  }
})
// The parent going away (crash, Ctrl-C) must never leave a simulator behind.
process.on('disconnect', () => process.exit(0))
process.send({
  ready: true,
  url: sim.url,
  rootPublicKey: Buffer.from(sim.rootPublicKey).toString('base64'),
  mediaCa: sim.mediaCa,
})
