import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, type TestEngine, testApiKey } from '../support/engine.js'
import { inProcess, jsonClient, type Mounted } from '../support/targets.js'

/**
 * GET /sessions: the whole list without `limit` and `cursor` (as before it was paged), and the paging rule of every
 * other list with either, in process (`inProcess`: what an adapter can change is test/contract/api's).
 */

const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }

describe.each(inProcess)('GET /sessions on $name', (target) => {
  let t: TestEngine
  let api: Mounted
  const call = jsonClient(() => api, base, auth)
  const created: string[] = []

  beforeAll(async () => {
    t = await createTestEngine()
    api = await target.mount(t.engine, { basePath: base })
    // created out of id order: pages come in id order, the whole list in creation order
    for (const n of [7, 3, 11, 0, 9, 5, 1, 10, 2, 8, 4, 6])
      created.push(
        (
          await t.engine.sessions.create({
            sessionId: `page-${String(n).padStart(2, '0')}`,
            displayName: `S${n}`,
            deviceBrowser: 'Chrome',
          })
        ).sessionId,
      )
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test('without limit and cursor: every session, `{ data }` alone, as the library call answers it', async () => {
    const whole = await call('GET', '/sessions')
    expect(whole.status).toBe(200)
    expect(Object.keys(whole.body)).toEqual(['data'])
    const ids = (whole.body.data as { sessionId: string }[]).map((s) => s.sessionId)
    expect(ids).toEqual(created)
    expect((await t.engine.sessions.list()).map((s) => s.sessionId)).toEqual(created)
  })

  test('with limit: pages in id order, a Link to the next but on the last, to the end without repeats', async () => {
    const seen: string[] = []
    let next: string | null = `${base}/sessions?limit=5`
    let pages = 0
    while (next) {
      const response = await api.fetch(next, { headers: auth })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { data: { sessionId: string }[]; nextCursor: string | null }
      expect(body.data.length).toBeLessThanOrEqual(5)
      seen.push(...body.data.map((s) => s.sessionId))
      const link = response.headers.get('link')
      if (body.nextCursor === null) expect(link).toBeNull()
      else expect(link).toMatch(/^<[^>]+>; rel="next"$/)
      next = link ? link.slice(1, link.indexOf('>')) : null
      pages += 1
    }
    expect(seen).toEqual([...created].sort())
    expect(pages).toBe(3)
    const last = await call('GET', '/sessions?limit=12')
    expect(last.body.nextCursor).toBeNull()
    expect(last.body.data).toHaveLength(12)
  })

  test('a page stays right while sessions come and go: a new id after the cursor is on a later page, none twice', async () => {
    const first = (await call('GET', '/sessions?limit=4')).body
    expect((first.data as { sessionId: string }[]).map((s) => s.sessionId)).toEqual([
      'page-00',
      'page-01',
      'page-02',
      'page-03',
    ])
    await t.engine.sessions.create({ sessionId: 'page-03a', displayName: 'Late', deviceBrowser: 'Chrome' })
    await t.engine.sessions.delete('page-04')
    const second = (await call('GET', `/sessions?limit=4&cursor=${first.nextCursor}`)).body
    expect((second.data as { sessionId: string }[]).map((s) => s.sessionId)).toEqual([
      'page-03a',
      'page-05',
      'page-06',
      'page-07',
    ])
    const fromCode = await t.engine.sessions.list({ limit: 2 })
    expect(Array.isArray(fromCode) ? null : fromCode.items.map((s) => s.sessionId)).toEqual(['page-00', 'page-01'])
  })

  test('a forged cursor is a 422 naming `cursor`; limit outside 1-100 a 422 naming `limit`', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from(JSON.stringify({ page: 2 })).toString('base64url')]) {
      const forged = await call('GET', `/sessions?cursor=${cursor}`)
      expect(forged.status).toBe(422)
      expect(forged.body.errors).toContainEqual(expect.objectContaining({ path: 'cursor' }))
    }
    for (const limit of ['0', '101', 'ten']) {
      const bad = await call('GET', `/sessions?limit=${limit}`)
      expect(bad.status).toBe(422)
      expect(bad.body.errors).toContainEqual({ path: 'limit', message: 'must be a whole number from 1 to 100' })
    }
  })
})
