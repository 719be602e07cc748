import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SessionEngine } from '@sessionkit/core'
import { sessionApi } from '@sessionkit/express'
import express from 'express'

// The API mounted in an Express app, as README's "Mount it in your server" shows.
const apiKey = 'sk_packed_express'
const engine = new SessionEngine({ store: 'memory://', apiKeys: [apiKey] })
await engine.start()
const app = express()
app.use(express.json())
app.use('/api/v1', sessionApi(engine))
const server = app.listen(0, '127.0.0.1')
try {
  await once(server, 'listening')
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }
  const created = await fetch(`${base}/sessions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ sessionId: 'packed', displayName: 'Packed' }),
  })
  const listed = (await (await fetch(`${base}/sessions`, { headers })).json()) as { data: { sessionId: string }[] }
  const refused = await fetch(`${base}/sessions`)
  console.log(
    'result',
    JSON.stringify({
      created: created.status,
      listed: listed.data.map((session) => session.sessionId),
      refused: refused.status,
      refusedAs: refused.headers.get('content-type'),
    }),
  )
} finally {
  server.close()
  await engine.stop()
}
