// Restore: 1,000 paired sessions on a SQLite store, engine restarted, time until all are connected again.
// The sessions are provisioned by the simulator and written into the store as pairing leaves them (creds,
// prekeys already on the server, session records): the state an engine finds after a restart. The figure is
// a fresh engine process's start() until every session reports connected. Reference: a process of bare Baileys sockets opening the same sessions (same creds and
// keys, 50 at a time like the engine's restoreConcurrency) in the same run. The simulator has its own process.
import { join } from 'node:path'
import { emit, log, median, provisionStore, round, runBareChild, runEngineChild, startSimChild, tempDir } from './lib/common.mjs'

const count = Number(process.env.BENCH_RESTORE_SESSIONS ?? 1000)
const runs = Number(process.env.BENCH_RESTORE_RUNS ?? 1)
const deadline = setTimeout(() => {
  log('restore: took too long, giving up')
  process.exit(2)
}, 480_000)

const sim = await startSimChild()
const tmp = tempDir('restore')
try {
  const storeUrl = `sqlite://${join(tmp.dir, 'restore.sqlite')}`
  const t = performance.now()
  await provisionStore(sim, storeUrl, count)
  log(`restore: provisioned ${count} sessions in ${((performance.now() - t) / 1000).toFixed(1)} s`)
  const engine = []
  const bare = []
  let last
  for (let i = 0; i < runs; i++) {
    last = await runEngineChild('restore', { storeUrl, sim })
    engine.push(last)
    const reference = await runBareChild('restore', { storeUrl, sim })
    bare.push(reference)
    log(
      `restore run ${i + 1}: engine ${last.connected} connected in ${(last.ms / 1000).toFixed(1)} s (CPU ${(last.cpuMs / 1000).toFixed(1)} s, RSS ${(last.rss / 2 ** 20).toFixed(0)} MB); ` +
        `bare Baileys ${reference.connected} open in ${(reference.ms / 1000).toFixed(1)} s (CPU ${(reference.cpuMs / 1000).toFixed(1)} s)`,
    )
  }
  const seconds = median(engine.map((r) => r.ms)) / 1000
  const reference = median(bare.map((r) => r.ms)) / 1000
  emit([
    {
      figure: `restore: ${count} sessions, restart -> all connected`,
      value: round(seconds, 1),
      unit: 's',
      reference: round(reference, 1),
      refUnit: 's bare Baileys, same sessions',
      ratio: round(seconds / reference),
      goal: '<= 30 s',
      pass: seconds <= 30,
      note: `CPU engine ${round(median(engine.map((r) => r.cpuMs)) / 1000, 1)} s vs bare ${round(median(bare.map((r) => r.cpuMs)) / 1000, 1)} s`,
    },
  ])
} finally {
  clearTimeout(deadline)
  await sim.close()
  tmp.remove()
}
