// Signal state across a crash: one engine process runs N paired sessions (BENCH_TAKEOVER_SESSIONS, default 20;
// ten companions of one account per phone, so each session also writes to the account's other devices) while
// every session sends to a friend, each account's phone sends too (a copy to each companion) and the friend writes
// to the accounts. Between 0.3 and 1.8 s in, the process is killed (SIGKILL), another opens the sessions on the
// same store (BENCH_TAKEOVER_MODE=cluster: a one-node cluster on Redis whose next node takes the leases over;
// single: a plain process restarted on the store) and every session sends once. Repeated BENCH_TAKEOVER_ROUNDS
// times (default 3). It counts the sends after each takeover that failed or that the friend's phone did not show
// within 15 s, and what the nodes logged: Baileys'
// "Failed to encrypt for recipient" (a device the send was not encrypted for: "No sessions"), and libsignal's
// MessageCounterError on a message received (a message whose key the store already holds as used: the crashed
// process had decrypted it, and WhatsApp, never acknowledged, delivers it again).
import { fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { benchDir, emit, log, provisionStore, sleep, startSimChild } from './lib/common.mjs'

const count = Number(process.env.BENCH_TAKEOVER_SESSIONS ?? 20)
const rounds = Number(process.env.BENCH_TAKEOVER_ROUNDS ?? 3)
const mode = process.env.BENCH_TAKEOVER_MODE ?? 'cluster'
if (mode !== 'cluster' && mode !== 'single') throw new Error('BENCH_TAKEOVER_MODE is cluster or single')
const redis = process.env.SESSIONKIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const apiKey = 'bench-key'
const namespace = `benchtakeover${randomUUID().slice(0, 8)}`
const friend = '15559990001'
const perPhone = 10
const deadline = setTimeout(() => {
  log('takeover: took too long, giving up')
  process.exit(2)
}, 900_000)

const sim = await startSimChild({ ops: new URL('./lib/takeover-sim-ops.mjs', import.meta.url).href })
/** What the nodes logged, summed over the run. */
const logged = { failedToEncrypt: 0, counterErrors: 0 }
let started = 0
const startNode = async () => {
  const nodeId = `n${++started}`
  const config = {
    store: redis,
    namespace,
    apiKey,
    ...(mode === 'cluster' ? { redis, leaseTtlMs: 3000 } : {}),
    nodeId,
    simulatorUrl: sim.url,
    rootKey: Buffer.from(sim.rootPublicKey).toString('hex'),
  }
  const child = fork(join(benchDir, '..', 'test', 'support', 'cluster-node.mjs'), [JSON.stringify(config)], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, E2E_LOG_LEVEL: 'error' },
  })
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      const text = chunk.toString()
      logged.failedToEncrypt += text.split('Failed to encrypt for recipient').length - 1
      logged.counterErrors += text.split('"MessageCounterError"').length - 1
    })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const { url } = await new Promise((resolve, reject) => {
    child.once('message', resolve)
    child.once('exit', (code) => reject(new Error(`node ${nodeId} exited with ${code}`)))
  })
  return { url, child, exited }
}
const call = async (node, method, path, body) => {
  const response = await fetch(`${node.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}
const allConnected = async (node) => {
  for (;;) {
    const list = (await call(node, 'GET', '/sessions')).body.data
    if (list.filter((s) => s.connected).length === count) return
    await sleep(100)
  }
}
const send = (node, sessionId, text) =>
  call(node, 'POST', `/sessions/${sessionId}/messages`, { to: friend, content: { type: 'text', text } })

try {
  const ids = await provisionStore(sim, redis, count, { namespace, perPhone })
  await sim.call('createPhones', { numbers: [friend] })
  const accounts = [...new Set(ids.map((_, i) => String(15551000000 + Math.floor(i / perPhone))))]
  let node = await startNode()
  await allConnected(node)
  let failed = 0
  let sent = 0
  /** Sends after a takeover answered 200 that the friend's phone had not shown 15 s later. */
  let unreceived = 0
  for (let round = 1; round <= rounds; round++) {
    let stop = false
    const traffic = [
      ...ids.map(async (id) => {
        for (let k = 0; !stop; k++) await send(node, id, `r${round} ${k}`).catch(() => undefined)
      }),
      ...accounts.map(async (from) => {
        for (let k = 0; !stop; k++) {
          await sim.call('phoneSend', { from, to: friend, text: `own r${round} ${k}` }).catch(() => undefined)
          await sleep(20)
        }
      }),
      (async () => {
        for (let k = 0; !stop; k++) {
          await sim.call('phoneSend', { from: friend, to: accounts[k % accounts.length], text: `in ${k}` })
          await sleep(10)
        }
      })(),
    ]
    await sleep(300 + Math.random() * 1500)
    node.child.kill('SIGKILL')
    await node.exited
    stop = true
    await Promise.allSettled(traffic)
    node = await startNode()
    await allConnected(node)
    const texts = ids.map((id) => `after r${round} ${id}`)
    const answers = await Promise.all(ids.map((id, i) => send(node, id, texts[i])))
    const bad = answers.filter((answer) => answer.status !== 200)
    const answered = texts.filter((_, i) => answers[i].status === 200)
    const until = performance.now() + 15_000
    let missing = answered
    while (missing.length > 0 && performance.now() < until) {
      await sleep(200)
      const received = new Set(await sim.call('receivedTexts', { phone: friend }))
      missing = answered.filter((text) => !received.has(text))
    }
    unreceived += missing.length
    for (const answer of bad)
      log(`takeover: round ${round}: ${answer.status} ${answer.body?.code}: ${answer.body?.detail}`)
    failed += bad.length
    sent += answers.length
    log(
      `takeover: round ${round}: ${answers.length - bad.length} of ${answers.length} sends after the takeover answered 200`,
    )
  }
  node.child.kill('SIGKILL')
  await node.exited
  log(`takeover (${mode}): ${JSON.stringify({ failed, unreceived, sent, ...logged })}`)
  emit([
    {
      figure: `takeover (${mode}): sends after a kill -9 that failed`,
      value: failed,
      unit: 'sends',
      reference: sent,
      refUnit: 'sends',
      goal: '0',
      pass: failed === 0,
    },
    {
      figure: `takeover (${mode}): "Failed to encrypt for recipient" logged`,
      value: logged.failedToEncrypt,
      unit: 'devices',
      goal: '0',
      pass: logged.failedToEncrypt === 0,
    },
    {
      figure: `takeover (${mode}): MessageCounterError on a received message`,
      value: logged.counterErrors,
      unit: 'messages',
      pass: null,
    },
  ])
} finally {
  clearTimeout(deadline)
  await sim.close?.()
}
process.exit(0)
