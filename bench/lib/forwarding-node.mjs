// The forwarding node of forwarded-uploads.mjs, in a process of its own so its RSS is the forwarding alone: an
// engine in cluster mode that runs no session (the bench's other node runs the one session), behind the Node
// adapter with the default limits (64 MiB uploads, 8 per key). Answers `rss` (after forced GCs) and `sample` (the
// highest RSS since the last sample, read every 10 ms) over IPC, as upload-server.mjs does.
import { createServer } from 'node:http'
import { createApiHandler } from '@sessionkit/core/adapter'
import { createLogger, SessionEngine } from '@sessionkit/core'
import { createApiListener } from '@sessionkit/node'
import { answerRssProbes } from './rss-probe.mjs'

const { REDIS_URL, NAMESPACE, NODE_ID } = process.env
const server = createServer()
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${server.address().port}`
const engine = new SessionEngine({
  store: REDIS_URL,
  storeNamespace: NAMESPACE,
  apiKeys: ['bench-key'],
  logger: createLogger('error'),
  cluster: { redis: REDIS_URL, nodeId: NODE_ID, advertiseUrl: url },
})
server.on('request', createApiListener(createApiHandler(engine)))
await engine.start()

answerRssProbes(server, engine)
process.send({ url })
