// Two builds of the core restoring the same paired sessions, alternated: the engine CPU a login of each (issue 34,
// cutting the engine's own work per login). `BENCH_AB_BASE` and `BENCH_AB_NEW` are the builds' entry files (a
// path or file URL; `BENCH_AB_NEW` defaults to this tree's packages/core/dist). BENCH_AB_SESSIONS (500) sessions
// on SQLite, BENCH_AB_ROUNDS (3) rounds, each a fresh engine process per build (lib/engine-child.mjs, mode
// `restore`), the order turned round each round. The reference is the base build in the same run.
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { emit, log, median, provisionStore, round, runEngineChild, startSimChild, tempDir } from './lib/common.mjs'

const count = Number(process.env.BENCH_AB_SESSIONS ?? 500)
const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 3)
const asUrl = (file) => (file.startsWith('file:') ? file : pathToFileURL(resolve(file)).href)
if (!process.env.BENCH_AB_BASE) throw new Error('BENCH_AB_BASE: the entry file of the build to compare against')
const builds = {
  base: asUrl(process.env.BENCH_AB_BASE),
  new: asUrl(process.env.BENCH_AB_NEW ?? join(import.meta.dirname, '..', 'packages', 'core', 'dist', 'index.js')),
}

const sim = await startSimChild()
const tmp = tempDir('restore-ab')
try {
  const storeUrl = `sqlite://${join(tmp.dir, 'ab.sqlite')}`
  await provisionStore(sim, storeUrl, count)
  const perLogin = { base: [], new: [] }
  for (let r = 0; r < rounds; r++)
    for (const name of r % 2 === 0 ? ['base', 'new'] : ['new', 'base']) {
      const report = await runEngineChild('restore', { storeUrl, sim, env: { BENCH_CORE: builds[name] } })
      if (report.timedOut) throw new Error(`${name}: ${report.connected}/${count} connected in time`)
      perLogin[name].push(report.cpuMs / count)
      log(
        `restore-ab: round ${r + 1} ${name}: ${count} connected in ${(report.ms / 1000).toFixed(1)} s, engine CPU ${report.cpuMs.toFixed(0)} ms (${(report.cpuMs / count).toFixed(2)} ms a login)`,
      )
    }
  const a = median(perLogin.base)
  const b = median(perLogin.new)
  emit([
    {
      figure: `restore-ab: engine CPU a login, ${count} sessions restored (median of ${rounds} rounds)`,
      value: round(b, 2),
      unit: 'ms',
      reference: round(a, 2),
      refUnit: 'ms with the base build',
      ratio: round(b / a),
      goal: 'reported',
      pass: null,
      note: `new ${perLogin.new.map((v) => v.toFixed(2)).join(' ')}, base ${perLogin.base.map((v) => v.toFixed(2)).join(' ')}`,
    },
  ])
} finally {
  await sim.close()
  tmp.remove()
}
process.exit(0)
