// Uploads: RSS of the server process while 16 clients each upload a 60 MiB multipart file at once, (1) to a
// session that was never paired (each refused with 409 before its body is read) and (2) to a paired, connected
// session on the simulator (each file spooled to disk, encrypted and uploaded by Baileys, and sent). The
// reference is the same process's RSS before the uploads (after forced GCs), same run; the figures are the
// peak above it (sampled every 10 ms) and what is left once the uploads ended.
import { fork } from 'node:child_process'
import { join } from 'node:path'
import { BufferJSON } from '@whiskeysockets/baileys'
import { upload } from './lib/streamed-upload.mjs'
import { benchDir, emit, log, round, startSimChild } from './lib/common.mjs'

const clients = Number(process.env.BENCH_UPLOAD_CLIENTS ?? 16)
const fileMiB = Number(process.env.BENCH_UPLOAD_MIB ?? 60)
const mb = (bytes) => bytes / 2 ** 20
const deadline = setTimeout(() => {
  log('uploads: took too long, giving up')
  process.exit(2)
}, 400_000)

const sim = await startSimChild()
const server = fork(join(benchDir, 'lib', 'upload-server.mjs'), [], {
  execArgv: ['--expose-gc'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  env: {
    ...process.env,
    SIM_URL: sim.url,
    SIM_ROOT: Buffer.from(sim.rootPublicKey).toString('base64'),
    SIM_MEDIA_CA: sim.mediaCa,
    CREDS: JSON.stringify((await sim.linkedCreds(['15554000001']))[0], BufferJSON.replacer),
    UPLOADS_PER_KEY: String(clients),
  },
})
const ask = (op) =>
  new Promise((resolve) => {
    server.once('message', resolve)
    server.send({ op })
  })
try {
  const { port } = await new Promise((resolve) => server.once('message', resolve))
  await sim.linkedCreds(['15554000002'])
  // The engine's start (the login's first syncs) settles before the first baseline is read.
  await ask('rss')
  const rows = []
  for (const [label, sessionId, expected] of [
    ['never-paired session (409 before the body)', 'unpaired', 409],
    ['connected session (sent)', 'paired', 200],
    // Again: what the first round left behind either grows (held by something) or is reused (the allocator's).
    ['connected session (sent), second round', 'paired', 200],
  ]) {
    const { rss: before } = await ask('rss')
    await ask('sample')
    const t = performance.now()
    const answers = await Promise.all(
      Array.from({ length: clients }, () => upload(`http://127.0.0.1:${port}`, sessionId, '15554000002', fileMiB)),
    )
    const statuses = answers.map((answer) => answer.status)
    const seconds = (performance.now() - t) / 1000
    const { peak } = await ask('sample')
    const { rss: after } = await ask('rss')
    const wrong = answers.filter((answer) => answer.status !== expected)
    if (wrong.length > 0) log(`uploads: ${label}: first unexpected answer ${wrong[0].status} ${wrong[0].text}`)
    log(
      `uploads: ${label}: ${clients} x ${fileMiB} MiB in ${seconds.toFixed(1)} s, RSS ${mb(before).toFixed(0)} -> peak ${mb(peak).toFixed(0)} -> ${mb(after).toFixed(0)} MB; statuses ${[...new Set(statuses)].join(',')}`,
    )
    const added = mb(peak - before)
    const left = (after - before) / before
    rows.push({
      figure: `uploads: RSS added by ${clients} concurrent ${fileMiB} MiB uploads, ${label}`,
      value: round(added, 0),
      unit: 'MB',
      reference: round(mb(before), 0),
      refUnit: 'MB RSS before (same process)',
      ratio: round(peak / before),
      goal: '< 128 MiB added; back within 10 % after',
      pass: added < 128 && left <= 0.1 && wrong.length === 0,
      note: `RSS after ${mb(after).toFixed(0)} MB (${(left * 100).toFixed(1)} % over before); ${wrong.length} of ${clients} not ${expected}`,
    })
  }
  emit(rows)
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.send({ op: 'stop' })
  await exited
  await sim.close()
  clearTimeout(deadline)
}
