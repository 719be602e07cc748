// 10,000 sessions in one process (issue 34). BENCH_10K_SESSIONS (10,000) paired sessions on a SQLite store, a
// fresh engine process (lib/engine-child.mjs, mode `scale`): start() until every session is connected, with the
// event-loop delay (perf_hooks.monitorEventLoopDelay) during the restore and while idle after it; RSS after forced
// GCs once idle; then `GET /api/v1/sessions/{id}` latency, sequential keep-alive requests from this process
// (median and p99 a round). References in the same run: the same restore and RSS with 1,000 of these sessions in
// a process of their own (run first, then ended), and an engine of 100 other sessions connected beside the big
// one, whose reads alternate round by round with the big one's. The simulator (one process, every socket and
// login) reports its own CPU so the reader sees whether it, not the engine, set the pace.
import http from 'node:http'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createStore } from '@sessionkit/core'
import { summarize } from './lib/profile-summary.mjs'
import {
  emit,
  log,
  median,
  phoneNumber,
  round,
  runEngineChild,
  startSimChild,
  tempDir,
  writePairedSessions,
} from './lib/common.mjs'

const count = Number(process.env.BENCH_10K_SESSIONS ?? 10_000)
const middle = Math.min(1000, count)
const small = 100
const requests = Number(process.env.BENCH_10K_REQUESTS ?? 1000)
const rounds = Number(process.env.BENCH_10K_ROUNDS ?? 4)
const limitS = Number(process.env.BENCH_10K_LIMIT_S ?? 400)
const apiKey = 'bench-key'
const deadline = setTimeout(
  () => {
    log('sessions-10k: took too long, giving up')
    process.exit(2)
  },
  Number(process.env.BENCH_10K_DEADLINE_S ?? 2300) * 1000,
)
// Where the time goes: a CPU profile of the restore of `count` sessions (an extra one, after the measured ones), and
// of an idle window and a read round of each engine, taken after the measured rounds.
const profileDir = process.env.BENCH_10K_PROFILE_DIR
const profileIdleS = Number(process.env.BENCH_10K_PROFILE_IDLE_S ?? 30)
const mb = (bytes) => bytes / 2 ** 20
const seconds = (ms) => (ms / 1000).toFixed(1)

const sim = await startSimChild()
const tmp = tempDir('sessions-10k')

/** Writes the first `n` entries into a new SQLite store of its own; returns its URL. */
async function storeOf(name, entries) {
  const url = `sqlite://${join(tmp.dir, `${name}.sqlite`)}`
  const store = createStore(url)
  await writePairedSessions(store, entries)
  await store.close()
  return url
}

/**
 * An engine child in `scale` mode: resolves `idle` with its restore and idle report; `call(op, args)` sends it a
 * request (a profile window's start or stop) and resolves with its answer; `finish()` lets it answer the last
 * report (event-loop delay while it was read) and stop.
 */
function scaleEngine(storeUrl, execArgv = []) {
  let onIdle
  let onError
  const idle = new Promise((resolve, reject) => {
    onIdle = resolve
    onError = reject
  })
  let child
  let answer = null
  const exited = runEngineChild('scale', {
    storeUrl,
    sim,
    execArgv,
    env: {
      BENCH_TIMEOUT_MS: String(limitS * 1000),
      BENCH_API_KEY: apiKey,
      ...(profileDir ? { BENCH_WINDOW_PROFILE_DIR: profileDir } : {}),
    },
    onMessage: (msg, proc) => {
      child = proc
      if (msg.phase === 'idle') onIdle(msg)
      else if (msg.phase !== 'done') answer?.(msg)
    },
  })
  exited.catch(onError)
  return {
    idle,
    call(op, args = {}) {
      return new Promise((resolve) => {
        answer = resolve
        child.send({ op, ...args })
      })
    },
    async finish() {
      child.send('done')
      return exited
    },
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
/** Connections the server closed under a request (ECONNRESET): the request is sent again on a new one. */
let resets = 0
const get = (url) =>
  getOnce(url).catch((error) => {
    if (error.code !== 'ECONNRESET') throw error
    resets += 1
    return getOnce(url)
  })
const getOnce = (url) =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    http
      .get(url, { agent, headers: { authorization: `Bearer ${apiKey}` } }, (response) => {
        response.resume()
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${url}: ${response.statusCode}`)),
        )
      })
      .on('error', reject)
  })
/**
 * CPU profiles of one engine after the measured rounds: an idle window, then a read round. Logs where each one's
 * busy time goes, and the engine's CPU per read: the read window's busy time less what the idle window's rate
 * of background work (keep-alives, timers, GC) would have cost in the same time, over the requests.
 */
async function profileWindows(engine, target) {
  const n = target.ids.length
  await engine.call('profile-start')
  await new Promise((resolve) => setTimeout(resolve, profileIdleS * 1000))
  await engine.call('profile-stop', { name: `idle-${n}` })
  await engine.call('profile-start')
  for (let i = 0; i < requests; i++) await get(readUrl(target))
  await engine.call('profile-stop', { name: `reads-${n}` })
  const inclusive = ['promiseTimeout', 'parserOnHeadersComplete', 'serveApiRequest', 'listOnTimeout']
  const read = (file) =>
    summarize(JSON.parse(readFileSync(join(profileDir, `${file}-${n}.cpuprofile`), 'utf8')), inclusive)
  const idle = read('idle')
  const reads = read('reads')
  const busy = (s) => s.total - (s.packages.find(([key]) => key === '(idle)')?.[1] ?? 0)
  const share = (s, ms) => `${((ms / s.total) * 100).toFixed(1)} %`
  const top = (s) =>
    s.packages
      .filter(([key]) => key !== '(idle)')
      .slice(0, 6)
      .map(([key, ms]) => `${key} ${share(s, ms)}`)
      .join(', ')
  const inc = (s) => s.inclusive.map(([key, ms]) => `${key} ${share(s, ms)}`).join(', ')
  const perRead = (busy(reads) - (busy(idle) / idle.total) * reads.total) / requests
  log(
    `sessions-10k: profile at ${n}, idle ${(idle.total / 1000).toFixed(1)} s: busy ${share(idle, busy(idle))} (${top(idle)}; inclusive ${inc(idle)})`,
  )
  log(
    `sessions-10k: profile at ${n}, ${requests} reads in ${(reads.total / 1000).toFixed(1)} s: busy ${share(reads, busy(reads))} (${top(reads)}; inclusive ${inc(reads)}); engine CPU per read beyond the idle rate ${(perRead * 1000).toFixed(0)} µs`,
  )
}
const readUrl = ({ port, ids }) =>
  `http://127.0.0.1:${port}/api/v1/sessions/${ids[Math.floor(Math.random() * ids.length)]}`
const p99 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)]

try {
  const t = performance.now()
  const simCpu = await sim.call('cpu')
  // Ten companions per simulated account, as everywhere in bench/; the 100 of the read reference are other accounts.
  const phones = (base, n) => Array.from({ length: n }, (_, i) => phoneNumber(base, Math.floor(i / 10)))
  const devices = await sim.linkedDevices(phones(15553000000, count), { preKeys: 30 })
  const others = await sim.linkedDevices(phones(15554000000, small), { preKeys: 30 })
  const entries = devices.map((d, i) => ({ sessionId: `ses_${String(i).padStart(5, '0')}`, ...d }))
  const bigUrl = await storeOf('big', entries)
  const middleUrl = await storeOf('middle', entries.slice(0, middle))
  const smallUrl = await storeOf(
    'small',
    others.map((d, i) => ({ sessionId: `ref_${String(i).padStart(3, '0')}`, ...d })),
  )
  log(
    `sessions-10k: provisioned ${count} + ${small} sessions in ${seconds(performance.now() - t)} s (simulator CPU ${seconds((Number(await sim.call('cpu')) - simCpu) / 1000)} s)`,
  )

  const restoreOf = async (n, url, execArgv) => {
    const before = await sim.call('cpu')
    const engine = scaleEngine(url, execArgv)
    const report = await engine.idle
    // The simulator's CPU from the child's start to the end of its idle window: restore plus idle keep-alives.
    const simMs = ((await sim.call('cpu')) - before) / 1000
    log(
      `sessions-10k: ${n} sessions: ${report.connected} connected in ${seconds(report.ms)} s${report.timedOut ? ' (time limit)' : ''}, ` +
        `engine CPU ${seconds(report.cpuMs)} s, simulator CPU ${seconds(simMs)} s; event-loop delay p99 restoring ${report.restoring.p99.toFixed(1)} ms (max ${report.restoring.max.toFixed(0)}), ` +
        `idle ${report.idle.p99.toFixed(1)} ms (max ${report.idle.max.toFixed(0)}), idle CPU ${(report.idleCpuShare * 100).toFixed(1)} %`,
    )
    return { engine, report, simMs }
  }

  const mid = await restoreOf(middle, middleUrl)
  const midDone = await mid.engine.finish()
  const big = await restoreOf(count, bigUrl)
  const ref = await restoreOf(small, smallUrl)

  const targets = {
    small: { port: ref.report.port, ids: others.map((_, i) => `ref_${String(i).padStart(3, '0')}`) },
    big: { port: big.report.port, ids: entries.map((e) => e.sessionId) },
  }
  for (const target of Object.values(targets)) for (let i = 0; i < 300; i++) await get(readUrl(target))
  const medians = { small: [], big: [] }
  const tails = { small: [], big: [] }
  for (let r = 0; r < rounds; r++) {
    for (const name of r % 2 === 0 ? ['small', 'big'] : ['big', 'small']) {
      const times = []
      for (let i = 0; i < requests; i++) times.push(await get(readUrl(targets[name])))
      medians[name].push(median(times))
      tails[name].push(p99(times))
    }
    log(
      `sessions-10k: reads round ${r + 1}: ${medians.small.at(-1).toFixed(3)} ms (p99 ${tails.small.at(-1).toFixed(3)}) at ${small}, ${medians.big.at(-1).toFixed(3)} ms (p99 ${tails.big.at(-1).toFixed(3)}) at ${count}`,
    )
  }
  if (profileDir)
    for (const [name, engine] of [
      ['small', ref.engine],
      ['big', big.engine],
    ])
      await profileWindows(engine, targets[name])
  agent.destroy()
  const bigDone = await big.engine.finish()
  const smallDone = await ref.engine.finish()
  const drops = (report) =>
    Object.entries(report.drops)
      .map(([reason, n]) => `${n} ${reason}`)
      .join(', ') || 'none'
  log(
    `sessions-10k: event-loop delay p99 while read: ${smallDone.reading.p99.toFixed(1)} ms at ${small}, ${bigDone.reading.p99.toFixed(1)} ms at ${count}; ` +
      `event loop busy while read ${(smallDone.readLoopShare * 100).toFixed(1)} % at ${small}, ${(bigDone.readLoopShare * 100).toFixed(1)} % at ${count}; ` +
      `still connected after the reads: ${smallDone.connected}/${small}, ${bigDone.connected}/${count}; connections reset under a read: ${resets}; ` +
      `sessions that dropped while idle: ${drops(ref.report)} at ${small}, ${drops(big.report)} at ${count}; while read: ${drops(smallDone)} at ${small}, ${drops(bigDone)} at ${count}`,
  )
  for (const [n, done] of [
    [middle, midDone],
    [count, bigDone],
    [small, smallDone],
  ])
    log(
      `sessions-10k: ${n} sessions after the reads: RSS ${mb(done.rss).toFixed(0)} MB, heap ${mb(done.heapUsed).toFixed(0)} MB after forced GCs (${(done.gcMs / 1000).toFixed(1)} s)`,
    )

  // Where the big restore's time goes: one more restore of the same sessions under --cpu-prof, after the measured
  // ones (the profiler's own cost stays out of the figures).
  if (profileDir) {
    await (await restoreOf(count, bigUrl, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`])).engine.finish()
    const file = readdirSync(profileDir)
      .filter((name) => name.startsWith('CPU.'))
      .sort()
      .at(-1)
    const restore = summarize(JSON.parse(readFileSync(join(profileDir, file), 'utf8')), [
      'promiseTimeout',
      'makeWASocket',
      'validateConnection',
      'executeInitQueries',
    ])
    const share = ([key, ms]) => `${key} ${((ms / restore.total) * 100).toFixed(1)} %`
    log(
      `sessions-10k: profiled restore of ${count} (${file}, ${(restore.total / 1000).toFixed(1)} s): by owner ${restore.owners.slice(0, 8).map(share).join(', ')}; inclusive ${restore.inclusive.map(share).join(', ')}`,
    )
  }

  const b = big.report
  const perSession = (r, n) => mb(r.rss) / n
  const slope = mb(bigDone.rss - midDone.rss) / (count - middle)
  const read = (name) => median(medians[name])
  const readTail = (name) => median(tails[name])
  emit([
    {
      figure: `sessions-10k: ${count} sessions on SQLite, restart -> all connected`,
      value: b.timedOut ? `>= ${limitS} s, ${b.connected}/${count} connected` : round(b.ms / 1000, 1),
      unit: b.timedOut ? '' : 's',
      reference: round(mid.report.ms / 1000, 1),
      refUnit: `s for ${middle} sessions`,
      ratio: b.timedOut ? null : round(b.ms / mid.report.ms),
      goal: '<= 60 s',
      pass: !b.timedOut && b.ms <= 60_000,
      note: `CPU engine ${round(b.cpuMs / 1000, 1)} s, simulator ${round(big.simMs / 1000, 1)} s (restore + ${round(Number(process.env.BENCH_IDLE_MS ?? 10_000) / 1000, 0)} s idle)`,
    },
    {
      figure: `sessions-10k: RSS per connected idle session at ${count} (RSS / sessions, after forced GC)`,
      value: round(perSession(bigDone, count), 3),
      unit: 'MB',
      reference: round(perSession(midDone, middle), 3),
      refUnit: `MB at ${middle} (${round(perSession(smallDone, small), 2)} MB at ${small})`,
      ratio: round(perSession(bigDone, count) / perSession(midDone, middle)),
      goal: '<= 0.5 MB',
      pass: perSession(bigDone, count) <= 0.5,
      note: `RSS ${round(mb(bigDone.rss), 0)} MB at ${count}, ${round(mb(midDone.rss), 0)} MB at ${middle}: slope ${round(slope, 3)} MB/session; forced GCs ${round(bigDone.gcMs / 1000, 1)} s at ${count}`,
    },
    {
      figure: `sessions-10k: event-loop delay p99 during the restore of ${count}`,
      value: round(b.restoring.p99, 1),
      unit: 'ms',
      reference: round(mid.report.restoring.p99, 1),
      refUnit: `ms restoring ${middle}`,
      ratio: round(b.restoring.p99 / mid.report.restoring.p99),
      goal: 'reported',
      pass: null,
      note: `max ${round(b.restoring.max, 0)} ms against ${round(mid.report.restoring.max, 0)} ms`,
    },
    {
      figure: `sessions-10k: event-loop delay p99 idle at ${count} connected`,
      value: round(b.idle.p99, 1),
      unit: 'ms',
      reference: round(ref.report.idle.p99, 1),
      refUnit: `ms idle at ${small}`,
      ratio: round(b.idle.p99 / ref.report.idle.p99),
      goal: 'reported',
      pass: null,
      note: `idle CPU ${round(b.idleCpuShare * 100, 1)} % of a core at ${count}, ${round(ref.report.idleCpuShare * 100, 1)} % at ${small}`,
    },
    {
      figure: `sessions-10k: GET /sessions/{id} at ${count} connected, median (p99 ${round(readTail('big'), 3)} ms against ${round(readTail('small'), 3)} ms)`,
      value: round(read('big'), 3),
      unit: 'ms',
      reference: round(read('small'), 3),
      refUnit: `ms at ${small} connected`,
      ratio: round(read('big') / read('small')),
      goal: '<= 1.5x',
      pass: read('big') / read('small') <= 1.5 && readTail('big') / readTail('small') <= 1.5,
      note: `p99 ratio ${round(readTail('big') / readTail('small'))}`,
    },
  ])
} finally {
  clearTimeout(deadline)
  await sim.close()
  tmp.remove()
}
process.exit(0)
