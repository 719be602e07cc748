// Restore: 1,000 paired sessions on a SQLite store, engine restarted, time until all are connected again.
// The sessions are provisioned by the simulator and written into the store as pairing leaves them (creds,
// prekeys already on the server, session records): the state an engine finds after a restart. The figure is
// a fresh engine process's start() until every session reports connected. Reference: a process of bare Baileys sockets opening the same sessions (same creds and
// keys, 50 at a time like the engine's restoreConcurrency) in the same run. The simulator has its own process.
import { join } from 'node:path'
import {
  emit,
  log,
  median,
  provisionStore,
  round,
  runBareChild,
  runEngineChild,
  startSimChild,
  tempDir,
} from './lib/common.mjs'

const count = Number(process.env.BENCH_RESTORE_SESSIONS ?? 1000)
const runs = Number(process.env.BENCH_RESTORE_RUNS ?? 1)
// Per side; past it the side reports how many sessions connected (Node 20 + Baileys rc14 cannot do 1,000 in
// 30 s here: RESULTS.md), which keeps `npm run bench` bounded.
const limitS = Number(process.env.BENCH_RESTORE_LIMIT_S ?? 120)
const deadline = setTimeout(() => {
  log('restore: took too long, giving up')
  process.exit(2)
}, 420_000)

const sim = await startSimChild()
const tmp = tempDir('restore')
try {
  const storeUrl = `sqlite://${join(tmp.dir, 'restore.sqlite')}`
  const t = performance.now()
  await provisionStore(sim, storeUrl, count)
  log(`restore: provisioned ${count} sessions in ${((performance.now() - t) / 1000).toFixed(1)} s`)
  // Each side gets the same time limit; one that runs out reports how many sessions made it by then.
  const env = { BENCH_TIMEOUT_MS: String(limitS * 1000) }
  const engine = []
  const bare = []
  const show = (r) =>
    r.timedOut
      ? `${r.connected} of ${count} after ${(r.ms / 1000).toFixed(0)} s (time limit)`
      : `${r.connected} in ${(r.ms / 1000).toFixed(1)} s`
  for (let i = 0; i < runs; i++) {
    const restored = await runEngineChild('restore', { storeUrl, sim, env })
    engine.push(restored)
    const reference = await runBareChild('restore', { storeUrl, sim, env })
    bare.push(reference)
    log(
      `restore run ${i + 1}: engine ${show(restored)} (CPU ${(restored.cpuMs / 1000).toFixed(1)} s, RSS ${(restored.rss / 2 ** 20).toFixed(0)} MB); ` +
        `bare Baileys ${show(reference)}${reference.failed ? `, ${reference.failed} failed to open` : ''} (CPU ${(reference.cpuMs / 1000).toFixed(1)} s)`,
    )
  }
  const seconds = median(engine.map((r) => r.ms)) / 1000
  const reference = median(bare.map((r) => r.ms)) / 1000
  const cut = (rs) =>
    rs.some((r) => r.timedOut)
      ? `>= ${round(Math.max(...rs.map((r) => r.ms)) / 1000, 0)} s, ${Math.min(...rs.map((r) => r.connected))}/${count} connected`
      : null
  emit([
    {
      figure: `restore: ${count} sessions, restart -> all connected`,
      value: cut(engine) ?? round(seconds, 1),
      unit: cut(engine) ? '' : 's',
      reference: cut(bare) ?? round(reference, 1),
      refUnit: cut(bare) ? 'bare Baileys, same sessions' : 's bare Baileys, same sessions',
      ratio: cut(engine) || cut(bare) ? null : round(seconds / reference),
      goal: '<= 30 s',
      pass: !cut(engine) && seconds <= 30,
      note: `CPU engine ${round(median(engine.map((r) => r.cpuMs)) / 1000, 1)} s vs bare ${round(median(bare.map((r) => r.cpuMs)) / 1000, 1)} s`,
    },
  ])
} finally {
  clearTimeout(deadline)
  await sim.close()
  tmp.remove()
}
