import { createClient } from '@sessionkit/client'

// The typed client against a running `sessionkit sandbox`: pairs a session with a sandbox phone and sends to
// another, waiting on the server's event stream. The sandbox's phones are not part of /api/v1: plain fetch.
const [url = '', apiKey = ''] = process.argv.slice(2)
const own = '15550500100'
const friend = '15550500200'
const authorization = { authorization: `Bearer ${apiKey}` }

async function sandbox<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/sandbox/v1${path}`, {
    method,
    headers: { ...authorization, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} /sandbox/v1${path}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: T }).data
}

interface Envelope {
  type: string
  data: Record<string, unknown>
}

/** Opens the event stream; `event` is the first event `match` takes (wrapped, so awaiting the opening waits for no event). */
async function watch(sessionId: string, types: string, match: (event: Envelope) => boolean) {
  const abort = new AbortController()
  const response = await fetch(`${url}/api/v1/events?sessionId=${sessionId}&types=${types}`, {
    headers: authorization,
    signal: abort.signal,
  })
  if (!response.ok || !response.body) throw new Error(`GET /events: ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  const event = (async () => {
    let buffered = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) throw new Error(`the event stream ended before a matching ${types} event`)
      buffered += value
      const frames = buffered.split('\n\n')
      buffered = frames.pop() ?? ''
      for (const frame of frames) {
        const data = frame.split('\n').find((line) => line.startsWith('data: '))
        const event = data ? (JSON.parse(data.slice('data: '.length)) as Envelope) : null
        if (event && match(event)) {
          abort.abort()
          return event
        }
      }
    }
  })()
  return { event }
}

const api = createClient({ baseUrl: url, apiKey })
await sandbox('POST', '/phones', { phoneNumber: own })
await sandbox('POST', '/phones', { phoneNumber: friend })
const created = await api.POST('/sessions', { body: { displayName: 'Packed client' } })
if (!created.data) throw new Error(`POST /sessions: ${JSON.stringify(created.error)}`)
const { sessionId } = created.data.data
const session = { params: { path: { sessionId } } }

const connected = await watch(sessionId, 'connection.state', (event) => event.data.state === 'connected')
const pairing = await api.POST('/sessions/{sessionId}/auth/pairing-code', { ...session, body: { phoneNumber: own } })
if (!pairing.data) throw new Error(`pairing code: ${JSON.stringify(pairing.error)}`)
await sandbox('POST', `/phones/${own}/link`, { code: pairing.data.data.code })
await connected.event

const text = 'Sent through the packed client'
const delivered = await watch(sessionId, 'message.receipt', (event) => event.data.state === 'delivered')
const sent = await api.POST('/sessions/{sessionId}/messages', {
  ...session,
  body: { to: friend, content: { type: 'text', text } },
})
if (!sent.data) throw new Error(`send: ${JSON.stringify(sent.error)}`)
const receipt = await delivered.event
const received = await sandbox<{ id: string; text?: string }[]>('GET', `/phones/${friend}/messages`)
const status = await api.GET('/sessions/{sessionId}', session)
console.log(
  'result',
  JSON.stringify({
    connected: status.data?.data.connected,
    receiptFor: receipt.data.messageId === sent.data.data.messageId,
    received: received.find((message) => message.id === sent.data?.data.messageId)?.text,
  }),
)
