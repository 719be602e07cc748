import { createHandler } from '@sessionkit/core'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createTestEngine, type TestEngine, testApiKey } from '../support/engine.js'

// Every answer here is held against the OpenAPI document by the drift check (docs/development.md).
describe('transports over HTTP', () => {
  let running: TestEngine
  let call: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>

  beforeEach(async () => {
    running = await createTestEngine({ transportHosts: ['127.0.0.1'], allowPrivateNetwork: true })
    const handler = createHandler(running.engine)
    call = async (method, path, body) => {
      const response = await handler(
        new Request(`http://localhost/api/v1${path}`, {
          method,
          headers: {
            authorization: `Bearer ${testApiKey}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      )
      const text = await response.text()
      return { status: response.status, body: text ? JSON.parse(text) : undefined }
    }
  })
  afterEach(() => running.close())

  test('create, list, get, change, list deliveries and delete, with the URL credentials never shown', async () => {
    const stream = `sessionkit.transports.sk-contract-${process.pid}`
    const created = await call('POST', '/transports', {
      kind: 'redis',
      url: 'redis://:s3cret@127.0.0.1:6379',
      stream,
      events: ['session.created'],
      sessionIds: ['contract-1'],
      description: 'contract',
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      kind: 'redis',
      url: 'redis://***@127.0.0.1:6379',
      stream,
      maxLen: 100000,
      subject: null,
      exchange: null,
      sessionIds: ['contract-1'],
      enabled: true,
    })
    const id = created.body.data.id
    expect((await call('GET', '/transports')).body.data).toEqual([created.body.data])
    expect((await call('GET', `/transports/${id}`)).body.data).toEqual(created.body.data)
    const changed = await call('PATCH', `/transports/${id}`, { enabled: false, sessionIds: null })
    expect(changed.body.data).toMatchObject({ enabled: false, sessionIds: null })
    expect((await call('GET', `/transports/${id}/deliveries?status=pending&limit=10`)).body.data).toEqual([])
    const deleted = await call('DELETE', `/transports/${id}`)
    expect(deleted.body.data).toMatchObject({ id, deleted: true })
    expect((await call('GET', `/transports/${id}`)).status).toBe(404)
    expect(JSON.stringify([created, changed, deleted])).not.toContain('s3cret')
  })

  test('webhooks and transports record the stored key that created them (null for a configured key)', async () => {
    const { id: keyId, key } = await running.engine.keys.create({ name: 'integrations', scopes: ['manage'] })
    const handler = createHandler(running.engine)
    const createWith = async (path: string, body: unknown) => {
      const response = await handler(
        new Request(`http://localhost/api/v1${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
      const answer = (await response.json()) as { data: { id: string; createdByKeyId: string | null } }
      expect(response.status, JSON.stringify(answer)).toBe(201)
      return answer.data
    }
    const stream = `sessionkit.transports.sk-created-by-${process.pid}`
    const transport = await createWith('/transports', {
      kind: 'redis',
      url: 'redis://127.0.0.1:6379',
      stream,
      events: ['*'],
    })
    const webhook = await createWith('/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['*'] })
    expect(transport.createdByKeyId).toBe(keyId)
    expect(webhook.createdByKeyId).toBe(keyId)
    expect((await call('GET', `/transports/${transport.id}`)).body.data.createdByKeyId).toBe(keyId)
    expect((await call('GET', `/webhooks/${webhook.id}`)).body.data.createdByKeyId).toBe(keyId)
    const byConfigured = await call('POST', '/transports', {
      kind: 'redis',
      url: 'redis://127.0.0.1:6379',
      stream,
      events: ['*'],
    })
    expect(byConfigured.body.data.createdByKeyId).toBeNull()
  })

  test('a Redis stream cap below 1000 is refused: a tiny cap trims events of whoever else reads the stream', async () => {
    const body = {
      kind: 'redis',
      url: 'redis://127.0.0.1:6379',
      stream: `sessionkit.transports.sk-floor-${process.pid}`,
      events: ['*'],
    }
    const trimming = await call('POST', '/transports', { ...body, maxLen: 1 })
    expect(trimming.status).toBe(422)
    expect(trimming.body.errors).toContainEqual({ path: 'maxLen', message: 'at least 1000' })
    expect((await call('POST', '/transports', { ...body, maxLen: 999 })).status).toBe(422)
    const floor = await call('POST', '/transports', { ...body, maxLen: 1000 })
    expect(floor.status).toBe(201)
    expect(floor.body.data.maxLen).toBe(1000)
  })

  test('bad bodies are 422 Problems naming the field', async () => {
    const wrongScheme = await call('POST', '/transports', {
      kind: 'nats',
      url: 'amqp://127.0.0.1',
      subject: 's',
      events: ['*'],
    })
    expect(wrongScheme.status).toBe(422)
    expect(wrongScheme.body).toMatchObject({ code: 'validation_failed', errors: [{ path: 'url' }] })
    const noExchange = await call('POST', '/transports', { kind: 'rabbitmq', url: 'amqp://127.0.0.1', events: ['*'] })
    expect(noExchange.body).toMatchObject({ code: 'validation_failed', errors: [{ path: 'exchange' }] })
    const unknownKind = await call('POST', '/transports', { kind: 'kafka', url: 'kafka://x', events: ['*'] })
    expect(unknownKind.body).toMatchObject({ code: 'validation_failed', errors: [{ path: 'kind' }] })
    const empty = await call('PATCH', '/transports/tr_x', {})
    expect(empty.body).toMatchObject({ code: 'validation_failed' })
  })
})
