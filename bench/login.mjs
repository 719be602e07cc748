// Login: one registered (already paired) session from `connect` to `connected` on the simulator, median of
// N logins, against a bare Baileys socket opening with the same kind of credentials in the same run.
// The simulator runs in a child process; the engine uses a SQLite store, as a deployment would.
import { join } from 'node:path'
import { closeSocket, memoryAuthState, openSocket } from './lib/baileys.mjs'
import { emit, log, median, round, startPairedEngine, startSimChild, tempDir } from './lib/common.mjs'

const N = Number(process.env.BENCH_LOGIN_RUNS ?? 11)
const sim = await startSimChild()
const tmp = tempDir('login')
const deadline = setTimeout(() => {
  log('login: took too long, giving up')
  process.exit(2)
}, 180_000)

try {
  const [engineCreds, bareCreds] = await sim.linkedCreds(['15550001001', '15550001002'])
  const sessionId = 'ses_login'
  // start() restores the session: its first login (the prekey upload every fresh device does) is the warm-up.
  const engine = await startPairedEngine(sim, {
    store: `sqlite://${join(tmp.dir, 'login.sqlite')}`,
    sessionId,
    creds: engineCreds,
  })
  await engine.sessions.disconnect(sessionId)
  const bareAuth = memoryAuthState(bareCreds)
  await closeSocket(await openSocket(sim, bareAuth))

  const engineMs = []
  const bareMs = []
  for (let i = 0; i < N; i++) {
    // Alternated so that a noisy moment on the machine hits both sides alike.
    let t0 = performance.now()
    await engine.sessions.connect(sessionId)
    await engine.sessions.waitForState(sessionId, ['connected'], 20_000)
    engineMs.push(performance.now() - t0)
    await engine.sessions.disconnect(sessionId)

    t0 = performance.now()
    const sock = await openSocket(sim, bareAuth)
    bareMs.push(performance.now() - t0)
    await closeSocket(sock)
  }
  await engine.stop()
  const value = median(engineMs)
  const reference = median(bareMs)
  log(
    `login: engine ${engineMs.map((v) => v.toFixed(0)).join(' ')} ms; bare ${bareMs.map((v) => v.toFixed(0)).join(' ')} ms`,
  )
  emit([
    {
      figure: 'login: connect -> connected (median ms)',
      value: round(value, 0),
      unit: 'ms',
      reference: round(reference, 0),
      refUnit: 'ms bare Baileys open',
      ratio: round(value / reference),
      goal: '<= 1000 ms',
      pass: value <= 1000,
    },
  ])
} finally {
  clearTimeout(deadline)
  await sim.close()
  tmp.remove()
}
// A closed bare Baileys socket leaves query timers behind for ~60 s; the figures are out, so stop here.
process.exit(0)
