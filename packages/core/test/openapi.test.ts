import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { createHandler, SessionEngine } from '../src/index.js'
import { routes } from '../src/internal.js'

/** An object schema, or a choice between object schemas (a body with one shape per `action`). */
type JsonSchema = { type?: string; oneOf?: JsonSchema[]; anyOf?: JsonSchema[] }
const describesObjects = (schema: JsonSchema): boolean => {
  const choices = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]
  return schema.type === 'object' || (choices.length > 0 && choices.every(describesObjects))
}

describe('OpenAPI document', () => {
  it('lists every route of the table with its method, parameters and request body schema', async () => {
    const engine = new SessionEngine({ apiKeys: ['k'], logger: pino({ level: 'silent' }) })
    const response = await createHandler(engine, { basePath: '/wa/v1' })(
      new Request('http://x/wa/v1/openapi.json', { headers: { authorization: 'Bearer k' } }),
    )
    expect(response.status).toBe(200)
    const document = await response.json()
    expect(document.openapi).toBe('3.1.0')
    expect(document.servers).toEqual([{ url: '/wa/v1' }])
    for (const route of routes) {
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()]
      expect(operation, `${route.method} ${route.path}`).toBeDefined()
      if (route.body)
        expect(
          describesObjects(operation.requestBody.content['application/json'].schema),
          `${route.method} ${route.path}`,
        ).toBe(true)
    }
    const text = document.paths['/sessions/{sessionId}/messages'].post
    expect(text.parameters.map((p: { name: string }) => p.name)).toEqual(['sessionId', 'Idempotency-Key'])
    expect(text.requestBody.content['application/json'].schema.required).toEqual(['to', 'content'])
    expect(
      document.paths['/sessions/{sessionId}/messages/audio'].post.requestBody.content['multipart/form-data'],
    ).toBeDefined()
    expect(
      document.paths['/sessions/{sessionId}/messages/image'].post.requestBody.content['application/json'].schema
        .properties.content.properties.upload,
    ).toBeUndefined()
    expect(document.components.schemas.Problem.properties.code.enum).toContain('session_not_found')
  })
})
