import { createDashboard } from '@sessionkit/dashboard'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { StandaloneServer } from '../../packages/server/src/index.js'
import { startTestServer } from '../support/standalone.js'
import { pageHosts } from '../support/page-hosts.js'

// The handler serves the built app (packages/dashboard/dist/app): `npx turbo run build` first.
const page = createDashboard({ basePath: '/admin', apiBasePath: '/whatsapp' })

// The mounts docs/dashboard.md shows, one per host.
const hosts = pageHosts(page, '/admin')

describe.each(hosts)('the dashboard mounted on $name', (host) => {
  let mounted: { origin: string; close(): Promise<void> }
  beforeAll(async () => {
    mounted = await host.mount()
  })
  afterAll(() => mounted.close())

  test('serves the page and its files where the host mounted it, pointing at the API where it is', async () => {
    const html = await fetch(`${mounted.origin}/admin`)
    expect(html.status).toBe(200)
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const text = await html.text()
    expect(text).toContain('<base href="/admin/" />')
    expect(text).toContain('<meta name="sessionkit-api" content="/whatsapp" />')
    const script = await fetch(`${mounted.origin}/admin/dashboard.js`, { method: 'HEAD' })
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })

  test('answers a file it does not have with a Problem', async () => {
    const missing = await fetch(`${mounted.origin}/admin/app.js`)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { code: string }).code).toBe('route_not_found')
  })
})

describe('the standalone server', () => {
  let server: StandaloneServer
  beforeAll(async () => {
    server = await startTestServer({ SESSIONKIT_API_KEY: 'sk_dashboard_contract', SESSIONKIT_STORE: 'memory://' })
  })
  afterAll(() => server.close())

  test('serves the dashboard at / and shadows none of the API, the reference page, the metrics or the probes', async () => {
    const home = await fetch(`${server.url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<meta name="sessionkit-api" content="/api/v1" />')
    expect((await fetch(`${server.url}/dashboard.css`)).status).toBe(200)
    const authorization = { authorization: 'Bearer sk_dashboard_contract' }
    expect((await fetch(`${server.url}/api/v1/sessions`, { headers: authorization })).status).toBe(200)
    expect((await fetch(`${server.url}/docs`)).status).toBe(200)
    expect((await fetch(`${server.url}/metrics`, { headers: authorization })).status).toBe(200)
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
    // Any other path is still the API's answer to an unknown route, not the page.
    const other = await fetch(`${server.url}/index.html`)
    expect(other.status).toBe(404)
    expect(other.headers.get('content-type')).toBe('application/problem+json')
  })
})
