import { SessionEngine } from '@sessionkit/core'
import { pino } from 'pino'
import { Registry } from 'prom-client'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { StandaloneServer } from '../../packages/server/src/index.js'
import { startTestServer } from '../support/standalone.js'
import { parsePrometheusText, sampleValue } from '../support/prometheus-text.js'

describe('GET /metrics on the standalone server', () => {
  let instance: StandaloneServer
  const key = 'sk_metrics_api'
  const token = 'metrics_token_5d1e'

  beforeEach(async () => {
    instance = await startTestServer({ SESSIONKIT_API_KEY: key, SESSIONKIT_METRICS_TOKEN: token })
  })
  afterEach(async () => {
    await instance.close()
  })

  const bearer = (value: string) => ({ headers: { authorization: `Bearer ${value}` } })
  const scrape = async () => {
    const response = await fetch(`${instance.url}/metrics`, bearer(token))
    expect(response.status).toBe(200)
    return parsePrometheusText(await response.text())
  }

  test('reads with the API key or the metrics token, and the token opens nothing else', async () => {
    const anonymous = await fetch(`${instance.url}/metrics`)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('content-type')).toBe('application/problem+json')
    expect((await fetch(`${instance.url}/metrics`, bearer('wrong'))).status).toBe(401)
    const withKey = await fetch(`${instance.url}/metrics`, bearer(key))
    expect(withKey.status).toBe(200)
    expect(withKey.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect((await fetch(`${instance.url}/metrics`, bearer(token))).status).toBe(200)
    expect((await fetch(`${instance.url}/api/v1/sessions`, bearer(token))).status).toBe(401)
    expect((await fetch(`${instance.url}/metrics`, { method: 'POST', ...bearer(key) })).status).toBe(405)
  })

  test('sessions by state, event-stream clients and requests by route template move with the API', async () => {
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }
    const before = await scrape()
    expect(sampleValue(before, 'sessionkit_sessions', { state: 'inactive' })).toBe(0)
    for (const sessionId of ['metered-a', 'metered-b'])
      await fetch(`${instance.url}/api/v1/sessions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ sessionId, displayName: sessionId }),
      })
    await fetch(`${instance.url}/api/v1/sessions/metered-a`, { headers })
    await fetch(`${instance.url}/api/v1/sessions/nobody`, { headers })
    await fetch(`${instance.url}/api/v1/nowhere/at/all`, { headers })

    const stream = new AbortController()
    const events = await fetch(`${instance.url}/api/v1/events`, { headers, signal: stream.signal })
    expect(events.status).toBe(200)

    const text = await (await fetch(`${instance.url}/metrics`, bearer(key))).text()
    expect(text).not.toContain('metered-a')
    expect(text).not.toContain('nowhere')
    const after = parsePrometheusText(text)
    expect(sampleValue(after, 'sessionkit_sessions', { state: 'inactive' })).toBe(2)
    expect(sampleValue(after, 'sessionkit_event_stream_clients')).toBe(1)
    const requests = (labels: Record<string, string>) =>
      sampleValue(after, 'sessionkit_http_request_duration_seconds_count', labels) -
      sampleValue(before, 'sessionkit_http_request_duration_seconds_count', labels)
    expect(requests({ method: 'POST', route: '/sessions', status: '201' })).toBe(2)
    expect(requests({ method: 'GET', route: '/sessions/{sessionId}', status: '200' })).toBe(1)
    expect(requests({ method: 'GET', route: '/sessions/{sessionId}', status: '404' })).toBe(1)
    expect(requests({ method: 'GET', route: 'unmatched', status: '404' })).toBe(1)

    stream.abort()
    await expect.poll(async () => sampleValue(await scrape(), 'sessionkit_event_stream_clients')).toBe(0)
  })
})

describe('engine.metrics', () => {
  const stopping: SessionEngine[] = []
  afterEach(async () => {
    await Promise.all(stopping.splice(0).map((engine) => engine.stop()))
  })
  const engine = (options: ConstructorParameters<typeof SessionEngine>[0]) => {
    const created = new SessionEngine({ logger: pino({ level: 'silent' }), ...options })
    stopping.push(created)
    return created
  }

  test("goes into the host's registry, beside the process metrics the host collects itself", async () => {
    const registry = new Registry()
    const { collectDefaultMetrics } = await import('prom-client')
    collectDefaultMetrics({ register: registry, prefix: 'host_' })
    const mine = engine({ metrics: { registry } })
    expect(mine.metrics).toBe(registry)
    const families = parsePrometheusText(await registry.metrics())
    expect(families.has('sessionkit_sessions')).toBe(true)
    expect(families.has('host_process_cpu_user_seconds_total')).toBe(true)
    expect(families.has('process_cpu_user_seconds_total')).toBe(true)
    // Two engines in one process each have their own registry; the process metrics are shared, not duplicated.
    const other = engine({})
    expect(parsePrometheusText(await other.metrics!.metrics()).has('nodejs_eventloop_lag_seconds')).toBe(true)
  })

  test('without process metrics, and none at all with metrics: false', async () => {
    const bare = engine({ metrics: { processMetrics: false } })
    const families = parsePrometheusText(await bare.metrics!.metrics())
    expect(families.has('sessionkit_sessions')).toBe(true)
    expect(families.has('nodejs_eventloop_lag_seconds')).toBe(false)
    expect(engine({ metrics: false }).metrics).toBeNull()
  })
})

describe('the text-format parser of the tests', () => {
  test.each([
    ['a sample outside a declared histogram', '# TYPE h histogram\nh 1\n'],
    ['a family split in two', '# TYPE a counter\na 1\n# TYPE b gauge\nb 1\na 2\n'],
    ['a repeated series', 'a{x="1"} 1\na{x="1"} 2\n'],
    ['a bad escape', 'a{x="\\t"} 1\n'],
    ['a missing final line feed', 'a 1'],
    [
      'buckets that are not cumulative',
      '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n',
    ],
    ['+Inf unequal to _count', '# TYPE h histogram\nh_bucket{le="+Inf"} 2\nh_sum 1\nh_count 1\n'],
    ['a histogram without _sum', '# TYPE h histogram\nh_bucket{le="+Inf"} 1\nh_count 1\n'],
  ])('refuses %s', (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow()
  })

  test('reads labels with escapes, special values and a histogram', () => {
    const families = parsePrometheusText(
      '# HELP a Help with a \\\\ backslash.\n# TYPE a gauge\na{x="q\\"uote",y="line\\nfeed"} NaN\n' +
        '# TYPE h histogram\nh_bucket{le="0.5"} 1\nh_bucket{le="+Inf"} 3\nh_sum 4.5\nh_count 3\n',
    )
    expect(families.get('a')).toMatchObject({ type: 'gauge', help: 'Help with a \\ backslash.' })
    expect(families.get('a')!.samples[0]!.labels).toEqual({ x: 'q"uote', y: 'line\nfeed' })
    expect(sampleValue(families, 'h_count')).toBe(3)
  })
})
