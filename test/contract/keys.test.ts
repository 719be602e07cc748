import { type Scope, scopes } from '@sessionkit/core'
import { grants, internals, type Route, routes } from '@sessionkit/core/internal'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testApiKey } from '../support/engine.js'
import { bodies } from '../support/route-bodies.js'
import { inProcess, type Mounted, mountWithIds, type WalkedApi } from '../support/targets.js'

/**
 * Every route of the table walked with keys generated from the declarations, once, in process (the scope rules are the
 * core's; every route's plumbing on each adapter is test/contract/route-table's): a key that lacks the route's scope
 * gets 403 insufficient_scope naming it, and on every session route a key restricted to another session gets exactly
 * what a missing session gets. One request per route and key.
 */

const base = '/api/v1'
const name = (route: Route) => `${route.method} ${route.path}`
const missingSession = 'no-such-session'

/** Every scope that does not imply `scope`: the most a key can hold and still lack it. */
const lacking = (scope: Scope): Scope[] =>
  scopes.filter((held) => !grants({ keyId: null, name: '', scopes: [held], sessionIds: null }, scope))

const sessionRoutes = routes.filter((route) => route.path.startsWith('/sessions/:sessionId'))

/** The walk's ids, and for the other parameters (a chat, a group, a call) the route's own example. */
async function call(api: Mounted, route: Route, key: string, ids: Record<string, string>) {
  const named = { ...(route.example?.params as Record<string, string> | undefined), ...ids }
  const path = route.path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(named[param] ?? param))
  const body =
    route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify(bodies[name(route)] ?? {})
  const controller = new AbortController()
  const response = await api.fetch(`${base}${path}`, {
    method: route.method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body }),
    signal: controller.signal,
  })
  if (response.headers.get('content-type')?.includes('event-stream')) {
    controller.abort()
    await response.body?.cancel().catch(() => undefined)
    return { status: response.status, body: {} as Record<string, unknown> }
  }
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe.each(inProcess)('keys through $name', (target) => {
  let walked: WalkedApi
  const keyOf = {} as Record<Scope, string>
  let restricted: string

  beforeAll(async () => {
    walked = await mountWithIds(target, base, 'Key walk')
    const { engine } = walked.t
    await engine.sessions.create({ sessionId: 'elsewhere', displayName: 'Elsewhere', deviceBrowser: 'Chrome' })
    for (const scope of scopes)
      keyOf[scope] = (await engine.keys.create({ name: `without ${scope}`, scopes: lacking(scope) })).key
    restricted = (
      await engine.keys.create({
        name: 'elsewhere only',
        scopes: ['read', 'send', 'manage'],
        sessionIds: ['elsewhere'],
      })
    ).key
  })
  afterAll(async () => {
    await walked?.api.close()
    await walked?.t.close()
  })

  const scoped = routes.filter((route): route is Route & { scope: Scope } => route.scope !== null)
  test.each(scoped.map((route) => [name(route), route] as const))(
    'a key without the scope of %s gets 403 insufficient_scope naming it',
    async (_, route) => {
      const answer = await call(walked.api, route, keyOf[route.scope], walked.ids)
      expect(answer.status, name(route)).toBe(403)
      expect(answer.body).toMatchObject({ code: 'insufficient_scope', requiredScope: route.scope })
      expect(answer.body.detail).toContain(`"${route.scope}"`)
    },
  )

  test.each(sessionRoutes.map((route) => [name(route), route] as const))(
    'a key restricted to another session gets from %s what a missing session gets',
    async (_, route) => {
      const answer = await call(walked.api, route, restricted, walked.ids)
      const missing = await call(walked.api, route, testApiKey, { ...walked.ids, sessionId: missingSession })
      expect(answer.status, name(route)).toBe(missing.status)
      expect(answer.body.code).toBe(missing.body.code)
      expect(String(answer.body.detail).replaceAll(walked.ids.sessionId, missingSession)).toBe(missing.body.detail)
      if (route.session === 'connected' || route.method === 'GET' || route.method === 'DELETE')
        expect(answer.status, name(route)).toBe(404)
    },
  )
})

describe('keys and their sessions (in-process handler)', () => {
  let walked: WalkedApi
  const admin = { authorization: `Bearer ${testApiKey}` }
  const as = (key: string) => ({ authorization: `Bearer ${key}` })
  const json = async (
    path: string,
    headers: Record<string, string>,
    init: { method?: string; body?: unknown } = {},
  ) => {
    const response = await walked.api.fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, any> }
  }

  beforeAll(async () => {
    walked = await mountWithIds(inProcess[0]!, base, 'Key rules')
    await walked.t.engine.sessions.create({ sessionId: 'elsewhere', displayName: 'Elsewhere', deviceBrowser: 'Chrome' })
  })
  afterAll(async () => {
    await walked?.api.close()
    await walked?.t.close()
  })

  test('a key is shown once at creation, lists without its secret, describes itself, and stops working when deleted', async () => {
    const created = await json('/keys', admin, {
      method: 'POST',
      body: { name: 'crm', scopes: ['read', 'send'], sessionIds: ['elsewhere'] },
    })
    expect(created.status).toBe(201)
    const { key, ...shown } = created.body.data
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/)
    expect(shown).toMatchObject({ name: 'crm', scopes: ['read', 'send'], sessionIds: ['elsewhere'] })

    const listed = await json('/keys?limit=100', admin)
    const entry = listed.body.data.find((item: { id: string }) => item.id === shown.id)
    expect(entry).toEqual(shown)
    expect(JSON.stringify(listed.body)).not.toContain(key)
    expect((await json(`/keys/${shown.id}`, admin)).body.data).toEqual(shown)

    expect((await json('/keys/current', as(key))).body.data).toEqual({
      id: shown.id,
      name: 'crm',
      scopes: ['read', 'send'],
      sessionIds: ['elsewhere'],
    })
    // A key of any one scope reads itself: a send-only key learns it can only send.
    const sendOnly = await walked.t.engine.keys.create({ name: 'sender', scopes: ['send'] })
    expect((await json('/keys/current', as(sendOnly.key))).body.data).toMatchObject({
      name: 'sender',
      scopes: ['send'],
    })
    expect((await json('/keys/current', admin)).body.data).toEqual({
      id: null,
      name: 'configured',
      scopes: ['admin'],
      sessionIds: null,
    })

    // The engine called from code is trusted with every scope over every session.
    expect(await walked.t.engine.keys.current()).toEqual({
      id: null,
      name: 'engine',
      scopes: ['admin'],
      sessionIds: null,
    })

    expect((await json(`/keys/${shown.id}`, admin, { method: 'DELETE' })).body.data).toMatchObject({ deleted: true })
    const after = await json('/keys/current', as(key))
    expect(after).toMatchObject({ status: 401, body: { code: 'unauthorized' } })
    expect((await json(`/keys/${shown.id}`, admin)).body.code).toBe('key_not_found')
  })

  test('the keys list pages with nextCursor', async () => {
    for (const index of [1, 2, 3]) await walked.t.engine.keys.create({ name: `paged ${index}`, scopes: ['read'] })
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page: { body: Record<string, any> } = await json(
        `/keys?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        admin,
      )
      expect(page.body.data.length).toBeLessThanOrEqual(2)
      seen.push(...page.body.data.map((item: { id: string }) => item.id))
      cursor = page.body.nextCursor
    } while (cursor)
    const all = (await walked.t.engine.keys.list({ limit: 100 })).items.map((item) => item.id)
    expect(seen).toEqual(all)
    expect(all.length).toBeGreaterThanOrEqual(3)
  })

  test('an admin key reaches every session; admin with sessionIds is refused', async () => {
    const refused = await json('/keys', admin, {
      method: 'POST',
      body: { name: 'narrow admin', scopes: ['admin'], sessionIds: ['elsewhere'] },
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'sessionIds' })])
  })

  test('manage implies read but not send; admin implies every scope', async () => {
    const manage = (await walked.t.engine.keys.create({ name: 'manager', scopes: ['manage'] })).key
    expect((await json('/sessions', as(manage))).status).toBe(200)
    const send = await json(`/sessions/${walked.ids.sessionId}/messages`, as(manage), {
      method: 'POST',
      body: { to: '15550002222', content: { type: 'text', text: 'not mine to send' } },
    })
    expect(send.body).toMatchObject({ status: 403, code: 'insufficient_scope', requiredScope: 'send' })
    const adminKey = (await walked.t.engine.keys.create({ name: 'admin', scopes: ['admin'] })).key
    const sent = await json(`/sessions/${walked.ids.sessionId}/messages`, as(adminKey), {
      method: 'POST',
      body: { to: '15550002222', content: { type: 'text', text: 'admin sends' } },
    })
    expect(sent.status).toBe(200)
  })

  test('a restricted key lists only its sessions, cannot create one, and counts only its sessions in usage', async () => {
    const key = (
      await walked.t.engine.keys.create({ name: 'one session', scopes: ['manage'], sessionIds: ['elsewhere'] })
    ).key
    const listed = await json('/sessions', as(key))
    expect(listed.body.data.map((session: { sessionId: string }) => session.sessionId)).toEqual(['elsewhere'])
    const created = await json('/sessions', as(key), { method: 'POST', body: { displayName: 'Mine' } })
    expect(created).toMatchObject({ status: 403, body: { code: 'session_restricted' } })

    // A request to the walked session counts for it; the restricted key sees none of it.
    await json(`/sessions/${walked.ids.sessionId}`, admin)
    await json('/sessions/elsewhere', as(key))
    walked.t.engine.usage.recordMessageSent(2, 'elsewhere')
    await walked.t.engine.usage.flush()
    const all = (await json('/usage', admin)).body.data
    const mine = (await json('/usage', as(key))).body.data
    expect(mine.totalSessions).toBe(1)
    expect(all.totalSessions).toBeGreaterThan(1)
    expect(mine.apiRequestsThisMonth).toBe(1)
    expect(all.apiRequestsThisMonth).toBeGreaterThan(mine.apiRequestsThisMonth)
    expect(mine.webhooksConfigured).toBe(0)
    expect(mine.sentMessagesThisMonth).toBe(2)
    expect(all.sentMessagesThisMonth).toBeGreaterThanOrEqual(2)
    const analytics = (await json('/usage/analytics?days=1', as(key))).body.data
    expect(analytics.timeline[0].apiRequests).toBe(1)
    expect(analytics.statusBreakdown.success2xx).toBe(1)
  })

  test("a restricted key's webhooks carry sessions of its own, and it sees only those", async () => {
    const key = (await walked.t.engine.keys.create({ name: 'hooks', scopes: ['manage'], sessionIds: ['elsewhere'] }))
      .key
    const created = await json('/webhooks', as(key), {
      method: 'POST',
      body: { url: 'http://127.0.0.1:9/mine', events: ['*'] },
    })
    expect(created.status).toBe(201)
    expect(created.body.data.sessionIds).toEqual(['elsewhere'])
    const outside = await json('/webhooks', as(key), {
      method: 'POST',
      body: { url: 'http://127.0.0.1:9/theirs', events: ['*'], sessionIds: [walked.ids.sessionId] },
    })
    expect(outside.status).toBe(422)
    expect(outside.body.errors).toEqual([expect.objectContaining({ path: 'sessionIds' })])
    const everySession = await json(`/webhooks/${created.body.data.id}`, as(key), {
      method: 'PATCH',
      body: { sessionIds: null },
    })
    expect(everySession.status).toBe(422)

    const listed = await json('/webhooks', as(key))
    expect(listed.body.data.map((webhook: { id: string }) => webhook.id)).toEqual([created.body.data.id])
    const theirs = await json(`/webhooks/${walked.ids.webhookId}`, as(key))
    expect(theirs.body.code).toBe('webhook_not_found')
    const missing = await json('/webhooks/wh_nothere', as(key))
    expect(theirs.body.detail.replace(walked.ids.webhookId, 'wh_nothere')).toBe(missing.body.detail)
    expect((await json(`/webhooks/${walked.ids.webhookId}`, as(key), { method: 'DELETE' })).status).toBe(404)
    expect((await json('/webhooks', admin)).body.data.length).toBeGreaterThan(1)
  })

  test("a webhook narrowed into a restricted key's sessions shows it none of the deliveries of other sessions", async () => {
    const { engine } = walked.t
    const webhook = await engine.webhooks.create({ url: 'http://127.0.0.1:9/narrowed', events: ['session.deleted'] })
    const event = await engine[internals].bus.publish('session.deleted', walked.ids.sessionId, {
      sessionId: walked.ids.sessionId,
      deletedAt: '2026-11-24T10:00:00.000Z',
      loggedOut: false,
    })
    await engine.webhooks.update(webhook.id, { sessionIds: ['elsewhere'] })
    const [theirs] = (await engine.webhooks.listDeliveries(webhook.id)).filter((row) => row.eventId === event.id)
    const key = (await engine.keys.create({ name: 'narrowed', scopes: ['manage'], sessionIds: ['elsewhere'] })).key
    expect((await json(`/webhooks/${webhook.id}`, as(key))).status).toBe(200)
    expect((await json(`/webhooks/${webhook.id}/deliveries`, as(key))).body.data).toEqual([])
    const hidden = await json(`/webhooks/${webhook.id}/deliveries/${theirs!.id}`, as(key))
    expect(hidden.body.code).toBe('delivery_not_found')
    const redeliver = await json(`/webhooks/${webhook.id}/deliveries/${theirs!.id}/redeliver`, as(key), {
      method: 'POST',
      body: {},
    })
    expect(redeliver.body.code).toBe('delivery_not_found')
    expect((await json(`/webhooks/${webhook.id}/deliveries/${theirs!.id}`, admin)).status).toBe(200)
  })
})
