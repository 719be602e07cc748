import { createReferencePage } from '@sessionkit/reference'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pageHosts } from '../support/page-hosts.js'

const page = createReferencePage({ basePath: '/reference', apiBasePath: '/whatsapp' })

// The mounts docs/reference-page.md shows, one per host.
const hosts = pageHosts(page, '/reference')

describe.each(hosts)('the reference page mounted on $name', (host) => {
  let mounted: { origin: string; close(): Promise<void> }
  beforeAll(async () => {
    mounted = await host.mount()
  })
  afterAll(() => mounted.close())

  test('serves the page, its files and the document for the API where the host mounted it', async () => {
    const html = await fetch(`${mounted.origin}/reference`)
    expect(html.status).toBe(200)
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await html.text()).toContain('<base href="/reference/" />')
    const document = await fetch(`${mounted.origin}/reference/openapi.json`)
    expect(((await document.json()) as { servers: unknown }).servers).toEqual([{ url: '/whatsapp' }])
    const bundle = await fetch(`${mounted.origin}/reference/swagger-ui-bundle.js`, { method: 'HEAD' })
    expect(bundle.status).toBe(200)
    expect(Number(bundle.headers.get('content-length'))).toBeGreaterThan(1_000_000)
  })

  test('answers a file it does not have with a Problem', async () => {
    const missing = await fetch(`${mounted.origin}/reference/swagger-ui.js`)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { code: string }).code).toBe('route_not_found')
  })
})
