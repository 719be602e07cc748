import { type ApiResponse, fromFetchRequest } from '@sessionkit/core/adapter'
import { createDashboard, dashboardPaths } from '@sessionkit/dashboard'
import { describe, expect, test } from 'vitest'

// The handler serves the built app (dist/app): `npx turbo run build` first.
const get = (handler: ReturnType<typeof createDashboard>, path: string, init: RequestInit = {}) =>
  handler(fromFetchRequest(new Request(`http://host.test${path}`, init)))
const json = (response: ApiResponse) => JSON.parse(response.body as string)

describe('dashboard handler', () => {
  const page = createDashboard()

  test('serves the page at / with its files beside it, where the API is, and a policy that allows only this origin', async () => {
    const response = await get(page, '/')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('<base href="/" />')
    expect(response.body).toContain('<meta name="sessionkit-api" content="/api/v1" />')
    expect(response.body).not.toContain('sessionkit-sandbox')
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['content-security-policy']).toContain("connect-src 'self'")
    const script = await get(page, '/dashboard.js')
    expect(script.status).toBe(200)
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect((await get(page, '/dashboard.css')).headers['content-type']).toBe('text/css; charset=utf-8')
  })

  test('mounts under another path, for an API and a sandbox mounted elsewhere', async () => {
    const elsewhere = createDashboard({ basePath: '/admin/', apiBasePath: '/whatsapp/', sandboxBasePath: '/sbx' })
    for (const path of ['/admin', '/admin/']) {
      const response = await get(elsewhere, path)
      expect(response.body).toContain('<base href="/admin/" />')
      expect(response.body).toContain('<meta name="sessionkit-api" content="/whatsapp" />')
      expect(response.body).toContain('<meta name="sessionkit-sandbox" content="/sbx" />')
    }
    expect((await get(elsewhere, '/admin/dashboard.js')).status).toBe(200)
    expect((await get(elsewhere, '/')).status).toBe(404)
    expect(dashboardPaths('/admin/')).toEqual(['/admin', '/admin/', '/admin/dashboard.js', '/admin/dashboard.css'])
    expect(dashboardPaths()).toEqual(['/', '/dashboard.js', '/dashboard.css'])
  })

  test('HEAD has the length and no body; an unchanged file is a 304', async () => {
    const full = await get(page, '/dashboard.js')
    const head = await get(page, '/dashboard.js', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body).toBeNull()
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(full.body as string)))
    const again = await get(page, '/dashboard.js', { headers: { 'if-none-match': full.headers.etag! } })
    expect(again.status).toBe(304)
    expect(again.body).toBeNull()
  })

  test('anything else is a Problem: 404 for an unknown file, 405 for another method', async () => {
    const missing = await get(page, '/index.css')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-type']).toBe('application/problem+json')
    expect(json(missing)).toMatchObject({ code: 'route_not_found', instance: '/index.css' })
    const posted = await get(page, '/', { method: 'POST', body: '{}' })
    expect(posted.status).toBe(405)
    expect(posted.headers.allow).toBe('GET, HEAD')
    expect(json(posted).code).toBe('method_not_allowed')
  })
})
