// Group sends: text messages/s from engine.messages.send to a 50-member group, against 1:1 sends from the same
// session in the same rounds (alternated order, same concurrency and count; the figure is the median of the
// per-round ratios). Both count a message once WhatsApp's server acknowledged it, which is when a send answers
// (decisions.md). A group send fans out to every member device in the simulator (its own process), where each of
// the 49 other members is a phone that decrypts the message and sends a receipt back: the ratio holds what a group
// costs that server here, which bounds it. What the engine itself spends is the second row: its process CPU per
// message, group against 1:1 (the 1:1 path gets one receipt, a group message 49). The group's metadata comes from
// the engine's cache: the last row counts the group queries the simulator received while the rounds ran.
import { join } from 'node:path'
import { emit, log, median, round, startPairedEngine, startSimChild, tempDir } from './lib/common.mjs'

const rounds = Number(process.env.BENCH_GROUP_ROUNDS ?? 3)
const perRound = Number(process.env.BENCH_GROUP_MESSAGES ?? 40)
const concurrency = Number(process.env.BENCH_GROUP_CONCURRENCY ?? 8)
const warmup = Number(process.env.BENCH_GROUP_WARMUP ?? 40)
const members = 50
/** The big group of the CPU figure (WhatsApp's limit is 1,024); 0 skips it. */
const bigMembers = Number(process.env.BENCH_GROUP_BIG ?? 1000)
const bigMessages = Number(process.env.BENCH_GROUP_BIG_MESSAGES ?? 6)
const self = '15550004000'
const recipient = '15550004001'
const others = Array.from({ length: members - 1 }, (_, i) => String(15550004001 + i))

const deadline = setTimeout(() => {
  log('group-sends: took too long, giving up')
  process.exit(2)
}, 300_000)

/**
 * The engine's CPU per message to a group of `bigMembers`, from the send until the last member's delivery
 * receipt is in a `message.receipt` event: sequential sends, so each message's receipts are its own. The first
 * send is reported apart: Baileys fetches every member device's prekeys and encrypts the sender key for each
 * (a pkmsg per device), which later sends do not repeat.
 */
async function bigGroup(engine, sessionId) {
  const numbers = Array.from({ length: bigMembers - 1 }, (_, i) => String(15550100001 + i))
  for (let i = 0; i < numbers.length; i += 100) await sim.call('createPhones', { numbers: numbers.slice(i, i + 100) })
  const group = await engine.groups.create(sessionId, {
    subject: 'Big bench group',
    participants: numbers.map((n) => `${n}@s.whatsapp.net`),
  })
  const delivered = new Map()
  let events = 0
  let waiter = null
  engine.on('message.receipt', ({ data }) => {
    if (data.chatJid !== group.jid || data.state !== 'delivered') return
    events += 1
    const count = (delivered.get(data.messageId) ?? 0) + data.recipients.length
    delivered.set(data.messageId, count)
    if (waiter && waiter.id === data.messageId && count >= numbers.length) waiter.resolve()
  })
  const one = async (text) => {
    const started = performance.now()
    const cpu = process.cpuUsage()
    const simCpu = await sim.call('cpu')
    const eventsBefore = events
    let resolve
    const all = new Promise((r) => (resolve = r))
    const sent = await engine.messages.send(sessionId, { to: group.jid, content: { type: 'text', text } })
    const ackMs = performance.now() - started
    waiter = { id: sent.messageId, resolve }
    if ((delivered.get(sent.messageId) ?? 0) >= numbers.length) resolve()
    const timeout = setTimeout(resolve, 30_000)
    await all
    clearTimeout(timeout)
    const used = process.cpuUsage(cpu)
    return {
      ackMs,
      allMs: performance.now() - started,
      cpu: used.user + used.system,
      simCpu: (await sim.call('cpu')) - simCpu,
      receipts: delivered.get(sent.messageId) ?? 0,
      events: events - eventsBefore,
    }
  }
  const first = await one('first message to the big group')
  log(
    `group of ${bigMembers}, first send: ack ${first.ackMs.toFixed(0)} ms, all receipts ${first.allMs.toFixed(0)} ms, engine CPU ${(first.cpu / 1000).toFixed(1)} ms, simulator CPU ${(first.simCpu / 1000).toFixed(0)} ms, ${first.receipts} receipts in ${first.events} events`,
  )
  const later = []
  for (let i = 0; i < bigMessages; i++) {
    const got = await one(`big group ${i}`)
    later.push(got)
    log(
      `group of ${bigMembers}, send ${i + 2}: ack ${got.ackMs.toFixed(0)} ms, all receipts ${got.allMs.toFixed(0)} ms, engine CPU ${(got.cpu / 1000).toFixed(1)} ms, simulator CPU ${(got.simCpu / 1000).toFixed(0)} ms, ${got.receipts} receipts in ${got.events} events`,
    )
  }
  return {
    first,
    cpu: median(later.map((l) => l.cpu)),
    simCpu: median(later.map((l) => l.simCpu)),
    ackMs: median(later.map((l) => l.ackMs)),
    events: median(later.map((l) => l.events)),
  }
}

const sim = await startSimChild()
const tmp = tempDir('group-sends')
try {
  await sim.call('createPhones', { numbers: [self, ...others] })
  const [creds] = await sim.linkedCreds([self])
  const sessionId = 'ses_group_sends'
  const engine = await startPairedEngine(sim, {
    store: `sqlite://${join(tmp.dir, 'group-sends.sqlite')}`,
    sessionId,
    creds,
  })
  const group = await engine.groups.create(sessionId, {
    subject: 'Bench group',
    participants: others.map((n) => `${n}@s.whatsapp.net`),
  })
  if (group.participants.length !== members)
    throw new Error(`the group has ${group.participants.length} members, not ${members}`)

  /** Sends `count` messages; their rate, and this process's CPU per message (µs) while they went out. */
  const send = (to) => async (count, tag) => {
    let next = 0
    const started = performance.now()
    const cpu = process.cpuUsage()
    const simCpu = await sim.call('cpu')
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count)
          await engine.messages.send(sessionId, { to, content: { type: 'text', text: `${tag} ${next++}` } })
      }),
    )
    const elapsed = performance.now() - started
    const used = process.cpuUsage(cpu)
    return {
      rate: count / (elapsed / 1000),
      cpuPerMessage: (used.user + used.system) / count,
      simCpuPerMessage: ((await sim.call('cpu')) - simCpu) / count,
    }
  }
  const paths = { direct: send(recipient), group: send(group.jid) }
  // Warm-up: Signal sessions with every member device, the sender key's distribution, JIT.
  for (const [name, path] of Object.entries(paths)) await path(warmup, `warm ${name}`)
  const queriesBefore = await sim.call('groupQueries')
  const rates = { direct: [], group: [] }
  const cpu = { direct: [], group: [] }
  const simCpu = { direct: [], group: [] }
  const ratios = []
  const cpuRatios = []
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? ['direct', 'group'] : ['group', 'direct']
    const got = {}
    for (const name of order) got[name] = await paths[name](perRound, `${name} ${r}`)
    for (const name of ['direct', 'group']) {
      rates[name].push(got[name].rate)
      cpu[name].push(got[name].cpuPerMessage)
      simCpu[name].push(got[name].simCpuPerMessage)
    }
    ratios.push(got.group.rate / got.direct.rate)
    cpuRatios.push(got.group.cpuPerMessage / got.direct.cpuPerMessage)
    log(
      `group-sends round ${r + 1}: 1:1 ${got.direct.rate.toFixed(1)}/s ${got.direct.cpuPerMessage.toFixed(0)} µs CPU/msg, group of ${members} ${got.group.rate.toFixed(1)}/s ${got.group.cpuPerMessage.toFixed(0)} µs CPU/msg (simulator ${got.direct.simCpuPerMessage.toFixed(0)} / ${got.group.simCpuPerMessage.toFixed(0)} µs/msg)`,
    )
  }
  const queries = (await sim.call('groupQueries')) - queriesBefore
  const big = bigMembers > 0 ? await bigGroup(engine, sessionId) : null
  await engine.stop()
  const ratio = median(ratios)
  emit([
    {
      figure: `group sends: text msgs/s to a ${members}-member group, engine.messages.send (c=${concurrency})`,
      value: round(median(rates.group), 0),
      unit: 'msg/s',
      reference: round(median(rates.direct), 0),
      refUnit: 'msg/s 1:1 sends, same session',
      ratio: round(ratio),
      goal: '>= 0.5 of 1:1',
      pass: ratio >= 0.5,
    },
    {
      figure: `group sends: engine process CPU per group message (${members} members, 49 receipts each)`,
      value: round(median(cpu.group), 0),
      unit: 'µs/msg',
      reference: round(median(cpu.direct), 0),
      refUnit: 'µs/msg 1:1',
      ratio: round(median(cpuRatios)),
      goal: null,
      pass: null,
    },
    {
      figure: `group sends: simulator process CPU per group message (${members} members)`,
      value: round(median(simCpu.group), 0),
      unit: 'µs/msg',
      reference: round(median(simCpu.direct), 0),
      refUnit: 'µs/msg 1:1',
      ratio: round(median(simCpu.group) / median(simCpu.direct)),
      goal: null,
      pass: null,
    },
    ...(big
      ? [
          {
            figure: `group sends: engine process CPU per message to a ${bigMembers}-member group, send to last receipt`,
            value: round(big.cpu, 0),
            unit: 'µs/msg',
            reference: round(median(cpu.direct), 0),
            refUnit: 'µs/msg 1:1',
            ratio: round(big.cpu / median(cpu.direct)),
            goal: '<= 5x 1:1',
            pass: big.cpu <= 5 * median(cpu.direct),
          },
          {
            figure: `group sends: engine process CPU of the first message to the ${bigMembers}-member group (sender keys to every device)`,
            value: round(big.first.cpu, 0),
            unit: 'µs',
            reference: round(big.cpu, 0),
            refUnit: 'µs a later message',
            ratio: round(big.first.cpu / big.cpu),
            goal: null,
            pass: null,
          },
          {
            figure: `group sends: simulator process CPU per message to the ${bigMembers}-member group`,
            value: round(big.simCpu, 0),
            unit: 'µs/msg',
            reference: null,
            refUnit: '',
            ratio: null,
            goal: null,
            pass: null,
          },
        ]
      : []),
    {
      figure: `group sends: group queries while ${rounds * perRound} group messages went out`,
      value: queries,
      unit: 'queries',
      reference: null,
      refUnit: '',
      ratio: null,
      goal: '0 (metadata cached)',
      pass: queries === 0,
    },
  ])
} finally {
  clearTimeout(deadline)
  await sim.close()
  tmp.remove()
}
process.exit(0)
