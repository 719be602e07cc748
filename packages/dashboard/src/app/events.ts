import type { SessionkitClient } from '@sessionkit/client'

/** One event of the stream, as every channel carries it (docs/events.md). */
export interface Envelope {
  id: string
  type: string
  createdAt: string
  sessionId: string
  data: unknown
}

export type StreamState = 'connecting' | 'live' | 'retrying'

/**
 * Reads `GET /events` with `fetch` streaming (EventSource cannot send the Authorization header) until `signal`
 * aborts: each envelope to `onEvent`; a dropped stream is opened again after a growing pause (1 s to 15 s) with
 * `Last-Event-ID`, so nothing published meanwhile is missed.
 */
export async function readEvents(
  api: SessionkitClient,
  onEvent: (event: Envelope) => void,
  onState: (state: StreamState) => void,
  signal: AbortSignal,
): Promise<void> {
  let lastEventId: string | null = null
  let pause = 1000
  while (!signal.aborted) {
    onState('connecting')
    try {
      const { response }: { response: Response } = await api.GET('/events', {
        parseAs: 'stream',
        signal,
        headers: lastEventId ? { 'last-event-id': lastEventId } : {},
      })
      if (response.ok && response.body) {
        onState('live')
        pause = 1000
        for await (const event of envelopes(response.body)) {
          lastEventId = event.id
          onEvent(event)
        }
      }
    } catch {
      if (signal.aborted) return
    }
    onState('retrying')
    await new Promise((resolve) => setTimeout(resolve, pause))
    pause = Math.min(pause * 2, 15_000)
  }
}

/** The Server-Sent Events framing: blocks split by a blank line, `data:` lines joined; comments are heartbeats. */
async function* envelopes(body: ReadableStream<Uint8Array>): AsyncGenerator<Envelope> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n')
    let end = buffer.indexOf('\n\n')
    while (end !== -1) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
        .join('\n')
      if (data) yield JSON.parse(data) as Envelope
      end = buffer.indexOf('\n\n')
    }
  }
}
