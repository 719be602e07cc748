// One cluster node as its own process (test/cluster, bench/cluster.mjs and bench/takeover.mjs), on the built packages: an engine in cluster mode
// (or alone, when `redis` is not given) behind the Node adapter on
// a loopback port, pointed at the test's simulator. The parent reads `{ url, nodeId }` over IPC once it serves,
// and `{ requests }` (how many HTTP requests reached this node, forwarded ones included) each time it sends
// 'requests'; SIGTERM stops it as the standalone server does (engine.stop hands its sessions off), SIGKILL is a crash.
import { createServer } from 'node:http'
import { createLogger, SessionEngine } from '../../packages/core/dist/index.js'
import { createApiHandler } from '../../packages/core/dist/adapter.js'
import { createApiListener } from '../../adapters/node/dist/index.js'

const config = JSON.parse(process.argv[2])
const server = createServer()
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${server.address().port}`
const engine = new SessionEngine({
  store: config.store,
  storeNamespace: config.namespace,
  apiKeys: [config.apiKey],
  logger: createLogger(process.env.E2E_LOG_LEVEL ?? 'error'),
  protocol: { waWebSocketUrl: config.simulatorUrl, trustedRootKey: Buffer.from(config.rootKey, 'hex') },
  reconnect: { baseDelayMs: 50, maxDelayMs: 400 },
  restoreConcurrency: 8,
  allowPrivateNetwork: true,
  transportHosts: config.transportHosts ?? [],
  proxyHosts: config.proxyHosts ?? [],
  ...(config.webhooks ? { webhooks: config.webhooks } : {}),
  ...(config.redis
    ? { cluster: { redis: config.redis, nodeId: config.nodeId, advertiseUrl: url, leaseTtlMs: config.leaseTtlMs } }
    : {}),
})
server.on('request', createApiListener(createApiHandler(engine)))
let requests = 0
server.on('request', () => {
  requests += 1
})
process.on('message', (message) => {
  if (message === 'requests') process.send({ requests })
})
await engine.start()
process.send({ url, nodeId: config.nodeId })
process.once('SIGTERM', async () => {
  await engine.stop()
  server.close()
  process.exit(0)
})
