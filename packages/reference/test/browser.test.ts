import { openApiDocument } from '@sessionkit/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { StandaloneServer } from '../../../packages/server/src/index.js'
import { launchChromium } from '../../../test/support/chromium.js'
import { startTestServer } from '../../../test/support/standalone.js'

const apiKey = 'sk_reference_page'

let server: StandaloneServer
let browser: Browser

beforeAll(async () => {
  server = await startTestServer({ SESSIONKIT_API_KEY: apiKey, SESSIONKIT_STORE: 'memory://' })
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

// Swagger UI parses a 1.7 MB bundle and renders every operation: slow on a loaded 2-core machine, hence the time.
test('the standalone server serves /docs: every operation rendered in Chromium, a call tried with the key, and no request to another host', async () => {
  const page = await browser.newPage()
  const requested: string[] = []
  const problems: string[] = []
  page.on('request', (request) => void requested.push(request.url()))
  page.on('websocket', (socket) => void requested.push(socket.url()))
  page.on('requestfailed', (request) => void problems.push(`failed: ${request.url()}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => void problems.push(`page: ${error.message}`))

  const operations = Object.values(openApiDocument().paths as Record<string, object>).flatMap(Object.keys).length
  await page.goto(`${server.url}/docs`)
  await expect.poll(() => page.locator('.opblock').count(), { timeout: 40_000 }).toBe(operations)
  await expect(page.locator('.opblock-summary-description', { hasText: 'Send a text message' }).count()).resolves.toBe(
    1,
  )

  // The reader enters the key under "Authorize" and tries a call: it goes to this server's /api/v1 with the key.
  await page.locator('.auth-wrapper .btn.authorize').click()
  await page.locator('.modal-ux input').fill(apiKey)
  await page.locator('.modal-ux .auth-btn-wrapper .btn.authorize').click()
  await page.locator('.modal-ux .btn-done').click()
  const listSessions = page.locator('#operations-Sessions-get_sessions')
  await listSessions.locator('.opblock-summary-control').click()
  await listSessions.locator('.try-out__btn').click()
  await listSessions.locator('.execute').click()
  await expect
    .poll(() => listSessions.locator('.live-responses-table tbody .response-col_status').first().textContent(), {
      timeout: 20_000,
    })
    .toBe('200')

  const origin = new URL(server.url).origin
  const elsewhere = requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)
  expect(elsewhere).toEqual([])
  expect(requested).toContain(`${origin}/docs/openapi.json`)
  // The list takes optional paging parameters, which Swagger UI may leave in the query empty.
  expect(requested.filter((url) => url.split('?')[0] === `${origin}/api/v1/sessions`)).toHaveLength(1)
  expect(problems).toEqual([])
  await page.close()
}, 60_000)
