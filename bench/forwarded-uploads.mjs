// Forwarded uploads: RSS of a cluster node that forwards 8 concurrent 60 MiB multipart uploads to the node that
// runs their session (docs/cluster.md: the body is streamed to the owner as the owner reads it, never held
// whole). Two nodes on one Redis: the forwarding node in a child process of its own (lib/forwarding-node.mjs,
// default limits), the owner in this process with one session paired on the simulator, which spools, encrypts,
// uploads and sends each file. The reference is the forwarding process's RSS before the uploads (after forced
// GCs), same run; the figure is the peak above it (sampled every 10 ms). Needs Redis (BENCH_REDIS_URL).
import { fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { createLogger, SessionEngine } from '@sessionkit/core'
import { createApiHandler } from '@sessionkit/core/adapter'
import { createApiListener } from '@sessionkit/node'
import { placeSession } from '@sessionkit/core/internal'
import { upload } from './lib/streamed-upload.mjs'
import { benchDir, emit, log, round, startSimChild, waitAllConnected, writePairedSessions } from './lib/common.mjs'

const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const clients = Number(process.env.BENCH_FORWARD_CLIENTS ?? 8)
const fileMiB = Number(process.env.BENCH_FORWARD_MIB ?? 60)
const mb = (bytes) => bytes / 2 ** 20
const deadline = setTimeout(() => {
  log('forwarded-uploads: took too long, giving up')
  process.exit(2)
}, 400_000)

const namespace = `fwdbench${randomUUID().replaceAll('-', '').slice(0, 10)}`
const nodes = ['bench-a', 'bench-b']
// A session rendezvous hashing places on the owner, bench-b.
let sessionId
do sessionId = `fwd-${randomUUID().slice(0, 8)}`
while (placeSession(sessionId, nodes) !== 'bench-b')

const sim = await startSimChild()
const [creds] = await sim.linkedCreds(['15554100001'])
await sim.linkedCreds(['15554100002'])
const ownerServer = createServer()
await new Promise((resolve) => ownerServer.listen(0, '127.0.0.1', resolve))
const owner = new SessionEngine({
  store: redisUrl,
  storeNamespace: namespace,
  apiKeys: ['bench-key'],
  logger: createLogger('error'),
  protocol: { waWebSocketUrl: sim.url, trustedRootKey: sim.rootPublicKey, mediaCa: sim.mediaCa },
  cluster: { redis: redisUrl, nodeId: 'bench-b', advertiseUrl: `http://127.0.0.1:${ownerServer.address().port}` },
})
ownerServer.on('request', createApiListener(createApiHandler(owner)))
await writePairedSessions(owner.store, [{ sessionId, creds }])
await owner.start()
await waitAllConnected(owner, [sessionId], 30_000)

const forwarder = fork(join(benchDir, 'lib', 'forwarding-node.mjs'), [], {
  execArgv: ['--expose-gc'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, REDIS_URL: redisUrl, NAMESPACE: namespace, NODE_ID: 'bench-a' },
})
const ask = (op) =>
  new Promise((resolve) => {
    forwarder.once('message', resolve)
    forwarder.send({ op })
  })
try {
  const { url } = await new Promise((resolve) => forwarder.once('message', resolve))
  // The forwarding node sees the session on bench-b before the count starts.
  for (;;) {
    const answer = await fetch(`${url}/api/v1/sessions/${sessionId}`, {
      headers: { authorization: 'Bearer bench-key' },
    })
    if ((await answer.json()).data?.node === 'bench-b') break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const rows = []
  for (const label of ['first round', 'second round']) {
    const { rss: before } = await ask('rss')
    await ask('sample')
    const t = performance.now()
    const answers = await Promise.all(
      Array.from({ length: clients }, () => upload(url, sessionId, '15554100002', fileMiB)),
    )
    const seconds = (performance.now() - t) / 1000
    const { peak } = await ask('sample')
    const { rss: after } = await ask('rss')
    const wrong = answers.filter((answer) => answer.status !== 200)
    if (wrong.length > 0)
      log(`forwarded-uploads: ${label}: first unexpected answer ${wrong[0].status} ${wrong[0].text}`)
    log(
      `forwarded-uploads: ${label}: ${clients} x ${fileMiB} MiB in ${seconds.toFixed(1)} s, forwarding node RSS ${mb(before).toFixed(0)} -> peak ${mb(peak).toFixed(0)} -> ${mb(after).toFixed(0)} MB; statuses ${[...new Set(answers.map((answer) => answer.status))].join(',')}`,
    )
    const added = mb(peak - before)
    rows.push({
      figure: `forwarded uploads: RSS added on the forwarding node by ${clients} concurrent ${fileMiB} MiB uploads to a session another node runs, ${label}`,
      value: round(added, 0),
      unit: 'MB',
      reference: round(mb(before), 0),
      refUnit: 'MB RSS before (same process)',
      ratio: round(peak / before),
      goal: '< 128 MiB added',
      pass: added < 128 && wrong.length === 0,
      note: `${seconds.toFixed(1)} s; RSS after ${mb(after).toFixed(0)} MB; ${wrong.length} of ${clients} not 200 (sent by the owner)`,
    })
  }
  emit(rows)
} finally {
  const exited = new Promise((resolve) => forwarder.once('exit', resolve))
  forwarder.send({ op: 'stop' })
  await exited
  await owner.stop()
  ownerServer.closeAllConnections()
  ownerServer.close()
  await sim.close()
  clearTimeout(deadline)
}
