import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import jsQR from 'jsqr'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { StandaloneServer } from '../../../packages/server/src/index.js'
import { launchChromium } from '../../../test/support/chromium.js'
import { nextEvent } from '../../../test/support/engine.js'
import { startTestServer } from '../../../test/support/standalone.js'
import { jsonCall } from './json-call.js'

const apiKey = 'sk_dashboard_browser_test'
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
// Kept out of git (.gitignore): a look at each view after a run.
const screenshots = new URL('./screenshots/', import.meta.url)

let server: StandaloneServer
let browser: Browser
let page: Page
let receiver: Server
let receiverStatus = 500
const requested: string[] = []
const problems: string[] = []

/** The sandbox's control API, as a person holding the virtual phone would use it. */
const sandbox = jsonCall(() => `${server.url}/sandbox/v1`, apiKey)

/** Each view: a screenshot, no serious or critical axe-core violation, and no horizontal scroll at 375 px. */
async function checkView(name: string) {
  await page.screenshot({ path: new URL(`${name}.png`, screenshots).pathname, fullPage: true })
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string; help: string }[] }> }
    }
    const results = await axe.run(document)
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`)
  })
  expect(violations, name).toEqual([])
  await page.setViewportSize({ width: 375, height: 800 })
  // What sticks out past the right edge, named so a failure says where.
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .filter((element) => !element.closest('.scroll'))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  )
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${name} at 375 px: ${wider.join(' ')}`).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1280, height: 900 })
}

const open = (view: string) => page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: view }).click()

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true })
  server = await startTestServer({ SESSIONKIT_API_KEY: apiKey, SESSIONKIT_STORE: 'memory://' }, { sandbox: true })
  receiver = createServer((req, res) => {
    req.resume()
    req.on('end', () => res.writeHead(receiverStatus).end())
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  browser = await launchChromium()
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  page.on('request', (request) => void requested.push(request.url()))
  page.on('requestfailed', (request) => {
    // The event stream is cut when the page goes away: not a failure of the page.
    if (!request.url().endsWith('/api/v1/events')) problems.push(`failed: ${request.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => void problems.push(`page: ${error.message}`))
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => receiver?.close(resolve))
  await server?.close()
})

// One person's walk through the page, in order: each step starts where the one before left the page.
describe('the dashboard in Chromium, against the sandbox server', { timeout: 60_000 }, () => {
  test('a wrong key is refused with a message; the right one signs in, kept in the tab only', async () => {
    await page.goto(`${server.url}/`)
    await page.getByLabel('API key').fill('sk_not_this_one')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert').textContent()).resolves.toContain('refused this API key')
    await checkView('sign-in')
    // The refusal is the one failed request the walk expects (Chromium logs the 401 to the console).
    expect(problems).toEqual([expect.stringContaining('401 (Unauthorized)')])
    problems.length = 0

    await page.getByLabel('API key').fill(apiKey)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Sessions', level: 1 }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor()
    expect(await page.evaluate(() => sessionStorage.getItem('sessionkit.apiKey'))).toBe(apiKey)
    expect(await page.evaluate(() => document.cookie)).toBe('')
    expect(page.url()).not.toContain(apiKey)
  })

  test('a session paired by pairing code turns connected without a reload', async () => {
    await sandbox('POST', '/phones', { phoneNumber: '15550001111' })
    await page.getByLabel('Display name').fill('Orders')
    await page.getByLabel('Session ID (optional)').fill('orders')
    await page.getByRole('button', { name: 'Create session' }).click()
    await page.getByRole('heading', { name: 'Orders', level: 2 }).waitFor()
    await page.getByLabel('Pairing code', { exact: true }).check()
    // Typed as people write numbers: the page keeps the digits.
    await page.getByLabel('Phone number with country code').fill('+1 555 000 1111')
    await page.getByRole('button', { name: 'Get pairing code' }).click()
    const code = (await page.getByTestId('pairing-code').textContent())!.trim()
    // Shown as WhatsApp shows it, two groups of four; entered on the phone without the dash.
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    await page.getByRole('button', { name: 'Copy code' }).waitFor()
    await checkView('session-pairing-code')

    await sandbox('POST', '/phones/15550001111/link', { code: code.replace('-', '') })
    const details = page.getByRole('region', { name: 'Orders' })
    await details.getByTestId('session-state').filter({ hasText: 'connected' }).waitFor()
    await details.getByText('15550001111@s.whatsapp.net').waitFor()
  })

  test('a session paired by QR: the code is read from the page canvas, and the session turns connected', async () => {
    await sandbox('POST', '/phones', { phoneNumber: '15550003333' })
    await page.getByLabel('Display name').fill('Support')
    await page.getByLabel('Session ID (optional)').fill('support')
    await page.getByRole('button', { name: 'Create session' }).click()
    await page.getByRole('heading', { name: 'Support', level: 2 }).waitFor()
    // The QR shows as soon as the session is created, with when WhatsApp replaces it.
    await page.getByText(/^WhatsApp replaces it at /).waitFor()
    const canvas = page.getByRole('img', { name: 'QR code to scan with WhatsApp on the phone' })
    await canvas.waitFor()
    await checkView('session-pairing-qr')
    const pixels = await canvas.evaluate((element) => {
      const qr = element as HTMLCanvasElement
      const image = qr.getContext('2d')!.getImageData(0, 0, qr.width, qr.height)
      return { width: image.width, height: image.height, data: Array.from(image.data) }
    })
    const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)
    expect(decoded).not.toBeNull()

    await sandbox('POST', '/phones/15550003333/link', { qr: decoded!.data })
    const details = page.getByRole('region', { name: 'Support' })
    await details.getByTestId('session-state').filter({ hasText: 'connected' }).waitFor()
    await details.getByText('15550003333@s.whatsapp.net').waitFor()
    await checkView('sessions')
  })

  test('pairing in four steps: a name, Create session, a virtual phone number, Link; 515 is not a failure', async () => {
    await page.getByLabel('Display name').fill('Deliveries')
    await page.getByRole('button', { name: 'Create session' }).click()
    await page.getByLabel('Sandbox: virtual phone number').fill('+1 555 000 6666')
    await page.getByRole('button', { name: 'Link to a virtual phone' }).click()
    const details = page.getByRole('region', { name: 'Deliveries' })
    await details.getByTestId('session-state').filter({ hasText: 'connected' }).waitFor()
    await details.getByText('15550006666@s.whatsapp.net').waitFor()
    // Baileys' routine restart after pairing reads as such, not as a failure.
    await details.getByText(/restarted after pairing, as WhatsApp asks \(routine\)/).waitFor()

    // Restart: the session stops (credentials kept) and logs in again.
    const sessionId = (await details.getByText('Session ID').locator('xpath=following-sibling::dd[1]').textContent())!
    const stopped = nextEvent(server.engine, 'connection.state', sessionId, (e) => !e.data.connected)
    const back = stopped.then(() =>
      nextEvent(server.engine, 'connection.state', sessionId, (e) => e.data.state === 'connected'),
    )
    await details.getByRole('button', { name: 'Restart' }).click()
    await back
    await details.getByTestId('session-state').filter({ hasText: 'connected' }).waitFor()
  })

  test('Disconnect takes the QR away: it pairs nothing once the session stopped', async () => {
    await page.getByLabel('Display name').fill('Idle')
    await page.getByRole('button', { name: 'Create session' }).click()
    const canvas = page.getByRole('img', { name: 'QR code to scan with WhatsApp on the phone' })
    await canvas.waitFor()
    await page.getByRole('region', { name: 'Idle' }).getByRole('button', { name: 'Disconnect' }).click()
    await canvas.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Show QR code' }).waitFor()
  })

  test('a text sent from the page reaches the phone, and the sandbox panel shows it received', async () => {
    await sandbox('POST', '/phones', { phoneNumber: '15550002222' })
    await open('Send')
    await page.getByLabel('Session', { exact: true }).selectOption('orders')
    await page.getByLabel('To (phone number or JID)').fill('15550002222')
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Hello from the dashboard')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    const sent = page.getByRole('status').filter({ hasText: 'Sent to 15550002222@s.whatsapp.net' })
    await sent.waitFor()
    await checkView('send')
    // An image uploaded from the computer: the form goes as multipart through the typed client.
    await page.getByLabel('Image upload').check()
    await page.getByLabel('Image file').setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: randomBytes(2_000),
    })
    await page.getByRole('textbox', { name: 'Caption (optional)' }).fill('A photo')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await sent.waitFor({ state: 'detached' })
    await sent.waitFor()

    await open('Sandbox')
    await page.getByRole('button', { name: '15550002222' }).click()
    await page.getByRole('list', { name: 'Received messages' }).getByText('Hello from the dashboard').waitFor()
    await page.getByRole('list', { name: 'Received messages' }).getByText('[image] A photo').waitFor()
    const received = await sandbox<{ text: string | null }[]>('GET', '/phones/15550002222/messages')
    expect(received.map((m) => m.text)).toContain('Hello from the dashboard')
    const media = await sandbox<{ type: string; caption: string | null; sizeBytes: number }[]>(
      'GET',
      '/phones/15550002222/media',
    )
    expect(media).toEqual([expect.objectContaining({ type: 'image', caption: 'A photo', sizeBytes: 2_000 })])
    await page.getByLabel('To (phone number)').fill('15550001111')
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Hi back')
    // The phone's send answered first, so a failure names the step: the phone's send, or the session's receiving.
    const phoneSent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/phones/15550002222/messages'),
    )
    await page.getByRole('button', { name: 'Send from phone' }).click()
    const answer = await phoneSent
    expect(answer.ok(), await answer.text()).toBe(true)
    await checkView('sandbox')

    await open('Events')
    await page.getByRole('button', { name: 'message.received' }).first().click()
    await expect(page.locator('pre').textContent()).resolves.toContain('"text": "Hi back"')
    await checkView('events')
  })

  test('a webhook: its secret shown once, a 500 shown as a failed delivery, redelivered to a 200', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
    await open('Webhooks')
    await page.getByRole('textbox', { name: 'URL', exact: true }).fill(url)
    await page.getByRole('button', { name: 'Create webhook' }).click()
    const secret = (await page.getByTestId('webhook-secret').textContent())!
    expect(secret.length).toBeGreaterThan(16)
    await checkView('webhook-secret')
    await page.getByRole('button', { name: 'I have saved it' }).click()
    await expect(page.getByTestId('webhook-secret').count()).resolves.toBe(0)
    expect(await page.content()).not.toContain(secret)

    const webhook = page.getByRole('article', { name: `Webhook ${url}` })
    await webhook.getByRole('button', { name: 'Send test event' }).click()
    const failed = webhook.getByTestId('delivery').filter({ hasText: 'webhook.test' })
    await failed.getByText(/^failed/).waitFor()
    await failed.getByText(/^500 · \d+ ms/).waitFor()
    await checkView('webhook-failed-delivery')

    receiverStatus = 200
    await failed.getByRole('button', { name: 'Redeliver' }).click()
    await failed.getByText('delivered', { exact: true }).waitFor()
    await failed.getByText(/^200 · \d+ ms/).waitFor()
  })

  test("a webhook set up by a stored key names that key, so a leaked key's webhooks can be found", async () => {
    const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }
    const created = await fetch(`${server.url}/api/v1/keys`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'integration', scopes: ['manage'] }),
    })
    const { id, key } = ((await created.json()) as { data: { id: string; key: string } }).data
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/by-key`
    const hook = await fetch(`${server.url}/api/v1/webhooks`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${key}` },
      body: JSON.stringify({ url, events: ['message.received'] }),
    })
    expect(hook.status, await hook.clone().text()).toBe(201)
    // Away and back: the list is read when the view opens.
    await open('Usage')
    await open('Webhooks')
    await page
      .getByRole('article', { name: `Webhook ${url}` })
      .getByText(`created by key ${id}`)
      .waitFor()
  })

  test('usage: the counters and the daily chart', async () => {
    await open('Usage')
    await page.getByRole('img', { name: /^Last 7 days: Sent [1-9]/ }).waitFor()
    await expect(page.locator('.chart polyline').count()).resolves.toBe(3)
    await page.getByRole('button', { name: '30 days' }).click()
    await page.getByRole('img', { name: /^Last 30 days/ }).waitFor()
    await checkView('usage')
  })

  test('groups and chats of a session, read-only', async () => {
    await open('Groups & chats')
    await page.getByLabel('Session', { exact: true }).selectOption('orders')
    await page.getByRole('button', { name: 'Chats' }).click()
    await page.getByRole('region', { name: 'Chats' }).getByText('15550002222@s.whatsapp.net').waitFor()
    await checkView('directory')
  })

  test('a key that may only read sees only what it may do: no sending, no webhooks, no session changes', async () => {
    const created = await fetch(`${server.url}/api/v1/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'watcher', scopes: ['read'] }),
    })
    const { key } = ((await created.json()) as { data: { key: string } }).data
    const reader = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await reader.goto(`${server.url}/`)
    await reader.getByLabel('API key').fill(key)
    await reader.getByRole('button', { name: 'Sign in' }).click()
    await reader.getByText('Key: read').waitFor()
    const nav = reader.getByRole('navigation', { name: 'Views' })
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual([
      'Sessions',
      'Inbox',
      'Events',
      'Usage',
      'Groups & chats',
    ])
    await reader.getByRole('button', { name: 'Orders' }).click()
    await reader.getByRole('region', { name: 'Orders' }).getByTestId('session-state').waitFor()
    await expect(
      reader.getByRole('button', { name: /^(Create session|Connect|Disconnect|Delete)$/ }).count(),
    ).resolves.toBe(0)
    await reader.close()
  })

  test('every request went to the server itself, with nothing failed and no console error', () => {
    const origin = new URL(server.url).origin
    expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([])
    expect(problems).toEqual([])
  })
})
