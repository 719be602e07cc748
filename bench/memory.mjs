// Memory: RSS per connected idle session with 50, 200 and 500 sessions in one engine process on the
// simulator (which runs in its own process, so its memory is not counted). RSS is read after forced GCs
// (--expose-gc) and a few idle seconds at each step; the figure is the least-squares slope of RSS over the
// session count (MB per session). Reference: the same sessions as bare Baileys sockets (in-memory auth
// state) in a process of their own, same steps, same run.
import { join } from 'node:path'
import {
  emit,
  log,
  provisionStore,
  round,
  runBareChild,
  runEngineChild,
  startSimChild,
  tempDir,
} from './lib/common.mjs'

const steps = (process.env.BENCH_MEMORY_STEPS ?? '50,200,500').split(',').map(Number)
const total = steps.at(-1)
const deadline = setTimeout(() => {
  log('memory: took too long, giving up')
  process.exit(2)
}, 420_000)

const slope = (points) => {
  const n = points.length
  const mx = points.reduce((a, p) => a + p.sessions, 0) / n
  const my = points.reduce((a, p) => a + p.rss, 0) / n
  const sxy = points.reduce((a, p) => a + (p.sessions - mx) * (p.rss - my), 0)
  const sxx = points.reduce((a, p) => a + (p.sessions - mx) ** 2, 0)
  return sxy / sxx
}
const mb = (bytes) => bytes / 2 ** 20

const sim = await startSimChild()
const tmp = tempDir('memory')
try {
  const storeUrl = `sqlite://${join(tmp.dir, 'memory.sqlite')}`
  const t = performance.now()
  // Every session held back, so start() restores none and the engine connects them step by step.
  await provisionStore(sim, storeUrl, total, { base: 15552000000, hold: () => true })
  log(`memory: provisioned ${total} sessions in ${((performance.now() - t) / 1000).toFixed(1)} s`)
  const env = { BENCH_STEPS: steps.join(',') }
  const engine = await runEngineChild('memory', { storeUrl, sim, env })
  const bare = await runBareChild('memory', { storeUrl, sim, env })
  const show = (points) => points.map((p) => `${p.sessions}: ${mb(p.rss).toFixed(0)} MB`).join(', ')
  log(`memory: engine RSS ${show(engine.points)}`)
  log(
    `memory: one await in the engine process: ${engine.points.map((p) => `${p.sessions}: ${Math.round(p.awaitNs)} ns`).join(', ')}`,
  )
  log(`memory: bare Baileys RSS ${show(bare.points)}`)
  // The slope over the measured steps (the 0-session point is the process baseline, not a session's cost).
  const value = mb(slope(engine.points.filter((p) => p.sessions > 0)))
  const reference = mb(slope(bare.points.filter((p) => p.sessions > 0)))
  const at = engine.points.at(-1)
  emit([
    {
      figure: `memory: RSS slope, ${steps.join('/')} idle sessions`,
      value: round(value, 2),
      unit: 'MB/session',
      reference: round(reference, 2),
      refUnit: 'MB/session bare Baileys',
      ratio: round(value / reference),
      goal: '<= 6 MB/session',
      pass: value <= 6,
      note: `engine RSS ${mb(at.rss).toFixed(0)} MB at ${at.sessions} (baseline ${mb(engine.points[0].rss).toFixed(0)} MB); one await ${Math.round(engine.points[0].awaitNs)} ns at 0 sessions, ${Math.round(at.awaitNs)} ns at ${at.sessions}`,
    },
  ])
} finally {
  clearTimeout(deadline)
  await sim.close()
  tmp.remove()
}
