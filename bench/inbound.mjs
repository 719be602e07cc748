// Received messages: texts a second a session takes in, and the delay of each text's delivery receipt (issue 50: the
// receipt waits for the store write holding the text). One session on SQLite, a phone sending BENCH_INBOUND_TEXTS
// (300) texts, 10 in flight, BENCH_INBOUND_ROUNDS (3) rounds, targets alternated, the order turned each round.
// Targets: this tree's core build (BENCH_INBOUND_NEW, default packages/core/dist), a bare Baileys socket with an
// in-memory key store (the same-run reference: the library alone, nothing stored), and, with BENCH_INBOUND_BASE (the
// entry file of another build, e.g. the commit before the change), that build: before and after in one run.
// Throughput is counted in this process (first text sent to the last message.received); receipt delays on the
// simulator's clock, from the phone's send to the receipt from the measured companion.
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { closeSocket, memoryAuthState, openSocket, silent } from './lib/baileys.mjs'
import {
  emit,
  log,
  median,
  round,
  startSimChild,
  tempDir,
  waitAllConnected,
  writePairedSessions,
} from './lib/common.mjs'

const texts = Number(process.env.BENCH_INBOUND_TEXTS ?? 300)
const rounds = Number(process.env.BENCH_INBOUND_ROUNDS ?? 3)
const asUrl = (file) => (file.startsWith('file:') ? file : pathToFileURL(resolve(file)).href)
const builds = {
  new: asUrl(process.env.BENCH_INBOUND_NEW ?? join(import.meta.dirname, '..', 'packages', 'core', 'dist', 'index.js')),
  ...(process.env.BENCH_INBOUND_BASE ? { base: asUrl(process.env.BENCH_INBOUND_BASE) } : {}),
}
const SENDER = '15550500000'
const sim = await startSimChild({ ops: join(import.meta.dirname, 'lib', 'inbound-sim-ops.mjs') })
const tmp = tempDir('inbound')
const p = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]

/** One receiver per target, each its own account: receive(count) resolves once it took in `count` texts. */
async function receiverOf(name, account) {
  const [creds] = await sim.linkedCreds([account])
  const device = creds.me.id.split(':')[0]
  if (name === 'bare') {
    const sock = await openSocket(sim, memoryAuthState(creds))
    let seen = 0
    let want = Number.POSITIVE_INFINITY
    let wake = () => {}
    sock.ev.on('messages.upsert', ({ messages }) => {
      for (const m of messages) if (!m.key.fromMe && m.message?.conversation?.startsWith('inbound ')) seen += 1
      if (seen >= want) wake()
    })
    return {
      device,
      receive: (count) => {
        want = seen + count
        return new Promise((resolve) => (wake = resolve))
      },
      close: () => closeSocket(sock),
    }
  }
  const { SessionEngine, createStore } = await import(builds[name])
  const engine = new SessionEngine({
    store: createStore(`sqlite://${join(tmp.dir, `${name}.sqlite`)}`),
    logger: silent,
    protocol: { waWebSocketUrl: sim.url, trustedRootKey: sim.rootPublicKey },
  })
  const sessionId = `ses_inbound_${name}`
  await writePairedSessions(engine.store, [{ sessionId, creds }])
  await engine.start()
  await waitAllConnected(engine, [sessionId], 30_000)
  let seen = 0
  let want = Number.POSITIVE_INFINITY
  let wake = () => {}
  engine.on('message.received', (event) => {
    if (event.sessionId !== sessionId || !event.data.text?.startsWith('inbound ')) return
    seen += 1
    if (seen >= want) wake()
  })
  return {
    device,
    receive: (count) => {
      want = seen + count
      return new Promise((resolve) => (wake = resolve))
    },
    close: () => engine.stop(),
  }
}

try {
  await sim.call('createPhones', { numbers: [SENDER] })
  const names = ['bare', ...Object.keys(builds)]
  const receivers = {}
  for (const [i, name] of names.entries()) receivers[name] = await receiverOf(name, String(15550500001 + i))
  const accountOf = Object.fromEntries(names.map((name, i) => [name, String(15550500001 + i)]))
  const rates = Object.fromEntries(names.map((name) => [name, []]))
  const delays = Object.fromEntries(names.map((name) => [name, []]))
  // A warm-up round of 30 texts each: Signal sessions made, code paths compiled.
  for (const name of names) {
    const got = receivers[name].receive(30)
    await sim.call('sendTexts', { from: SENDER, to: accountOf[name], device: receivers[name].device, count: 30 })
    await got
  }
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? names : [...names].reverse()
    for (const name of order) {
      const got = receivers[name].receive(texts)
      const t0 = performance.now()
      const sent = sim.call('sendTexts', {
        from: SENDER,
        to: accountOf[name],
        device: receivers[name].device,
        count: texts,
      })
      await got
      const ms = performance.now() - t0
      const receipts = await sent
      rates[name].push((texts * 1000) / ms)
      delays[name].push(...receipts)
      log(
        `inbound: round ${r + 1} ${name}: ${texts} texts in ${ms.toFixed(0)} ms (${((texts * 1000) / ms).toFixed(1)}/s), receipt delay median ${median(receipts).toFixed(1)} ms, p99 ${p(receipts, 0.99).toFixed(1)} ms`,
      )
    }
  }
  for (const name of names) await receivers[name].close()
  const rows = []
  for (const name of Object.keys(builds)) {
    const rate = median(rates[name])
    rows.push(
      {
        figure: `inbound (${name} build): texts/s a session takes in (median of ${rounds} rounds of ${texts})`,
        value: round(rate, 1),
        unit: 'msg/s',
        reference: round(median(rates.bare), 1),
        refUnit: 'msg/s bare Baileys, in-memory keys',
        ratio: round(rate / median(rates.bare)),
      },
      {
        figure: `inbound (${name} build): delivery receipt delay, median / p99`,
        value: `${round(median(delays[name]), 1)} / ${round(p(delays[name], 0.99), 1)}`,
        unit: 'ms',
        reference: `${round(median(delays.bare), 1)} / ${round(p(delays.bare, 0.99), 1)}`,
        refUnit: 'ms bare Baileys',
        ratio: round(median(delays[name]) / median(delays.bare)),
      },
    )
  }
  if (builds.base)
    rows.push({
      figure: 'inbound: texts/s, this build against the base build (same run)',
      value: round(median(rates.new), 1),
      unit: 'msg/s',
      reference: round(median(rates.base), 1),
      refUnit: 'msg/s base build',
      ratio: round(median(rates.new) / median(rates.base)),
    })
  emit(rows)
} finally {
  await sim.close()
  tmp.remove()
}
// Bare Baileys sockets leave query timers behind; the figures are out, so stop here.
process.exit(0)
