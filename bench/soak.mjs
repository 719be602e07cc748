// Endurance: `node --expose-gc bench/soak.mjs [--minutes N | --hours N] [--sessions N] [--warmup-minutes N]
// [--heap-snapshots DIR]` (SOAK_MINUTES, SOAK_SESSIONS; default 5 minutes, 20 sessions, the first 20 % warm-up; DIR
// gets the engine's heap at the end of the warm-up and at the last sample of the load, both mid-traffic, to diff).
// Sessions run through every fault the simulator injects while messages flow both ways, groups churn, calls ring and
// the webhook receiver fails a fifth of the time (lib/soak.mjs says how). Goals: heap slope < 1 MB/hour after warm-up
// (forced-GC samples each minute, least squares over those after the warm-up taken with every session up), zero
// zombies, nothing lost. Prints progress on stderr, the report as `@@soak {json}` and the rows as `@@bench`; exits 1 on
// a zombie, a lost message, receipt or event, a text emitted twice, or a logout cycle that failed. The memory goal
// needs a long run to mean anything: a run under 30 minutes reports the slope without judging it.
import { parseArgs } from 'node:util'
import { emit, log, round } from './lib/common.mjs'
import { faultKinds, runSoak } from './lib/soak.mjs'

const { values } = parseArgs({
  options: {
    minutes: { type: 'string' },
    hours: { type: 'string' },
    seconds: { type: 'string' },
    sessions: { type: 'string' },
    'warmup-minutes': { type: 'string' },
    'heap-snapshots': { type: 'string' },
  },
})
const minutes = values.hours
  ? Number(values.hours) * 60
  : values.seconds
    ? Number(values.seconds) / 60
    : Number(values.minutes ?? process.env.SOAK_MINUTES ?? 5)
const sessions = Number(values.sessions ?? process.env.SOAK_SESSIONS ?? 20)
// The engine's bounded structures (the receipt gatherer's 10,000 message states, the event log's index) fill at a
// pace set by the traffic: at 70 sessions within about 15 minutes (bench/RESULTS.md), fewer sessions proportionally
// later.
const warmupFraction = values['warmup-minutes'] ? Number(values['warmup-minutes']) / minutes : 0.2
if (!(minutes > 0) || !(sessions >= 3) || !(warmupFraction >= 0 && warmupFraction < 1)) {
  log(
    'usage: node --expose-gc bench/soak.mjs [--minutes N | --hours N | --seconds N] [--sessions N >= 3] [--warmup-minutes N < the run]',
  )
  process.exit(2)
}
// A short run samples more often, so the trend has points; an hour's run samples each minute.
const sampleEveryMs = Math.min(60_000, Math.max(5_000, (minutes * 60_000) / 20))

// Every fault of the schedule comes at least once, however short the run.
const faultEveryMs = Math.min(15_000, (minutes * 60_000) / (faultKinds.length + 1))

const report = await runSoak({
  durationMs: minutes * 60_000,
  sessions,
  warmupFraction,
  sampleEveryMs,
  faultEveryMs,
  slowForMs: Math.min(10_000, faultEveryMs),
  heapSnapshotDir: values['heap-snapshots'] ?? null,
  log,
})
const { memory, messages, events, zombies } = report
const judged = minutes >= 30
const heapPass = judged ? memory.heapMBPerHour < 1 : null
log(`soak report: ${JSON.stringify(report, null, 2)}`)
process.stdout.write(`@@soak ${JSON.stringify(report)}\n`)
emit([
  {
    figure: `soak ${round(report.minutes, 1)} min, ${sessions} sessions: engine heap slope after warm-up (forced GC)`,
    value: round(memory.heapMBPerHour),
    unit: 'MB/hour',
    reference: round(memory.first.heapUsed / 2 ** 20, 1),
    refUnit: 'MB heap at the start',
    ratio: null,
    goal: '< 1 MB/hour',
    pass: heapPass,
    note: judged ? undefined : 'run under 30 min: not judged',
  },
  {
    figure: 'soak: engine heap slope after warm-up, Theil-Sen (median of pairwise slopes, forced GC)',
    value: round(memory.heapMBPerHourTheilSen),
    unit: 'MB/hour',
    reference: round(memory.heapMBPerHour),
    refUnit: 'MB/hour least squares',
    ratio: null,
    goal: null,
    pass: null,
  },
  {
    figure: 'soak: engine heap slope after warm-up, least squares over every sample (those with sessions down too)',
    value: round(memory.heapMBPerHourEverySample),
    unit: 'MB/hour',
    reference: round(memory.heapMBPerHour),
    refUnit: `MB/hour over the ${memory.samplesFitted} samples with every session up`,
    ratio: null,
    goal: null,
    pass: null,
    note: `${memory.samplesWithSessionsDown} samples taken with sessions down`,
  },
  {
    figure: 'soak: engine heap slope over the second half (forced GC)',
    value: round(memory.secondHalfHeapMBPerHour),
    unit: 'MB/hour',
    reference: round(memory.heapMBPerHour),
    refUnit: 'MB/hour after warm-up',
    ratio: null,
    goal: null,
    pass: null,
  },
  {
    figure: 'soak: engine RSS slope after warm-up',
    value: round(memory.rssMBPerHour),
    unit: 'MB/hour',
    reference: round(memory.first.rss / 2 ** 20, 1),
    refUnit: 'MB RSS at the start',
    ratio: null,
    goal: null,
    pass: null,
  },
  {
    figure: 'soak: zombies (not connected after the settle)',
    value: zombies.length,
    unit: 'sessions',
    reference: sessions,
    refUnit: 'sessions',
    ratio: null,
    goal: '0',
    pass: zombies.length === 0,
  },
  {
    figure: 'soak: messages lost (acked by the server, never at the phone; sent by a phone, never at the session)',
    value: messages.lostToPhones + messages.lostToSessions,
    unit: 'messages',
    reference: messages.sessionsSent + messages.phonesSent,
    refUnit: 'messages sent',
    ratio: null,
    goal: '0',
    pass: messages.lostToPhones + messages.lostToSessions === 0,
  },
  {
    figure: 'soak: delivery receipts relayed to a session and never reported (message.receipt delivered)',
    value: messages.deliveryReceipts.unreported,
    unit: 'receipts',
    reference: messages.deliveryReceipts.relayedToSessions,
    refUnit: 'receipts relayed',
    ratio: null,
    goal: '0',
    pass: messages.deliveryReceipts.unreported === 0,
  },
  {
    figure: 'soak: events produced and never delivered to the webhook (2xx)',
    value: events.lost,
    unit: 'events',
    reference: events.produced,
    refUnit: 'events produced',
    ratio: null,
    goal: '0',
    pass: events.lost === 0,
  },
])
process.exit(report.ok ? 0 : 1)
