// The server under test of uploads.mjs, in a process of its own so its RSS is the API's alone: the standalone
// server's stack (createServer from @sessionkit/node over an engine) with one session paired on the simulator
// and one never paired. Answers `rss` (after forced GCs) and `sample` (the highest RSS since the last sample,
// read every 10 ms) over IPC.
import { createServer } from '@sessionkit/node'
import { startPairedEngine } from './common.mjs'
import { answerRssProbes } from './rss-probe.mjs'

const { SIM_URL, SIM_ROOT, SIM_MEDIA_CA, CREDS, UPLOADS_PER_KEY } = process.env
const { BufferJSON } = await import('@whiskeysockets/baileys')
const creds = JSON.parse(CREDS, BufferJSON.reviver)
const sim = { url: SIM_URL, rootPublicKey: new Uint8Array(Buffer.from(SIM_ROOT, 'base64')) }
// Media goes to the simulator's TLS media host, whose CA the engine is given as a deployment behind a proxy would be.
const protocol = { waWebSocketUrl: sim.url, trustedRootKey: sim.rootPublicKey, mediaCa: SIM_MEDIA_CA }
const engine = await startPairedEngine(sim, {
  store: 'memory://',
  sessionId: 'paired',
  creds,
  options: { apiKeys: ['bench-key'], protocol },
})
await engine.sessions.create({ sessionId: 'unpaired', displayName: 'never paired' })
const server = createServer(engine, { uploadsPerKey: Number(UPLOADS_PER_KEY) })
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))

answerRssProbes(server, engine)
process.send({ port: server.address().port })
