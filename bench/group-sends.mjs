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
const self = '15550004000'
const recipient = '15550004001'
const others = Array.from({ length: members - 1 }, (_, i) => String(15550004001 + i))

const deadline = setTimeout(() => {
  log('group-sends: took too long, giving up')
  process.exit(2)
}, 300_000)

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
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count)
          await engine.messages.send(sessionId, { to, content: { type: 'text', text: `${tag} ${next++}` } })
      }),
    )
    const used = process.cpuUsage(cpu)
    return { rate: count / ((performance.now() - started) / 1000), cpuPerMessage: (used.user + used.system) / count }
  }
  const paths = { direct: send(recipient), group: send(group.jid) }
  // Warm-up: Signal sessions with every member device, the sender key's distribution, JIT.
  for (const [name, path] of Object.entries(paths)) await path(warmup, `warm ${name}`)
  const queriesBefore = await sim.call('groupQueries')
  const rates = { direct: [], group: [] }
  const cpu = { direct: [], group: [] }
  const ratios = []
  const cpuRatios = []
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? ['direct', 'group'] : ['group', 'direct']
    const got = {}
    for (const name of order) got[name] = await paths[name](perRound, `${name} ${r}`)
    for (const name of ['direct', 'group']) {
      rates[name].push(got[name].rate)
      cpu[name].push(got[name].cpuPerMessage)
    }
    ratios.push(got.group.rate / got.direct.rate)
    cpuRatios.push(got.group.cpuPerMessage / got.direct.cpuPerMessage)
    log(
      `group-sends round ${r + 1}: 1:1 ${got.direct.rate.toFixed(1)}/s ${got.direct.cpuPerMessage.toFixed(0)} µs CPU/msg, group of ${members} ${got.group.rate.toFixed(1)}/s ${got.group.cpuPerMessage.toFixed(0)} µs CPU/msg`,
    )
  }
  const queries = (await sim.call('groupQueries')) - queriesBefore
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
