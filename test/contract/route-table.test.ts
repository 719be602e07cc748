import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { type Route, routes } from '@sessionkit/core/internal'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, type TestEngine, testApiKey } from '../support/engine.js'
import { closed } from '../support/response-drift.js'
import { bodies } from '../support/route-bodies.js'
import { type Mounted, mountWithIds, targets } from '../support/targets.js'

/**
 * The route table walked as a whole: every route is described by the OpenAPI document (request and response
 * schemas), the document is valid OpenAPI 3.1 to an independent validator, and every route answers through
 * every adapter with what its response schema says.
 */

const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }
const key = (route: Route) => `${route.method} ${route.path}`
const isRaw = (route: Route) => 'contentType' in route.response

type JsonSchema = { type?: string; oneOf?: JsonSchema[]; anyOf?: JsonSchema[] }
/** An object schema, or a choice between object schemas (a body with one shape per `action`). */
const describesObjects = (schema: JsonSchema): boolean => {
  const choices = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]
  return schema.type === 'object' || (choices.length > 0 && choices.every(describesObjects))
}

describe('the OpenAPI document', () => {
  let document: Record<string, any>

  beforeAll(async () => {
    const t = await createTestEngine()
    const api = await targets[0]!.mount(t.engine, { basePath: base })
    document = await (await api.fetch(`${base}/openapi.json`, { headers: auth })).json()
    await t.close()
  })

  test('describes every route of the table with its request and response schemas', () => {
    for (const route of routes) {
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()]
      expect(operation, key(route)).toBeDefined()
      if (route.body)
        expect(describesObjects(operation.requestBody.content['application/json'].schema), key(route)).toBe(true)
      const success = operation.responses[String(route.status ?? 200)]
      if (isRaw(route)) {
        expect(Object.keys(success.content), key(route)).toEqual([
          (route.response as { contentType: string }).contentType,
        ])
        continue
      }
      const data = success.content['application/json'].schema.properties.data
      // An empty schema ({}) describes nothing: every `data` says what it is.
      expect(Object.keys(data).length, `${key(route)} data schema`).toBeGreaterThan(0)
    }
  })

  test("has an example for every operation, each valid against its own schema in the document and in the operation's declaration", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false })
    addFormats.default(ajv)
    const failures: string[] = []
    const check = (where: string, schema: object, example: unknown) => {
      const validate = ajv.compile(closed(schema))
      if (!validate(example)) failures.push(`${where}: ${ajv.errorsText(validate.errors)}`)
    }
    const valibot = (where: string, schema: v.GenericSchema | undefined, example: unknown) => {
      const parsed = schema ? v.safeParse(schema, example) : { issues: [{ message: 'no schema' }] }
      if (parsed.issues) failures.push(`${where}: ${parsed.issues.map((issue) => issue.message).join('; ')}`)
    }
    let examples = 0
    for (const route of routes) {
      const { example } = route
      if (!example) continue
      examples += 1
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()]
      for (const parameter of operation.parameters ?? [])
        if ('example' in parameter) check(`${key(route)} ${parameter.name}`, parameter.schema, parameter.example)
      const body = operation.requestBody?.content['application/json']
      if (body && 'example' in body) check(`${key(route)} body`, body.schema, body.example)
      const answer = operation.responses[String(route.status ?? 200)].content['application/json']
      expect('example' in answer, `${key(route)} shows its answer`).toBe(true)
      check(`${key(route)} answer`, answer.schema, answer.example)
      if (example.params) valibot(`${key(route)} params (valibot)`, route.params, example.params)
      if (example.query) valibot(`${key(route)} query (valibot)`, route.query, example.query)
      if (example.body !== undefined) valibot(`${key(route)} body (valibot)`, route.body, example.body)
      const response = route.response as v.GenericSchema | { page: v.GenericSchema }
      if ('page' in response)
        valibot(
          `${key(route)} answer (valibot)`,
          v.array(response.page),
          (example.response as { items: unknown }).items,
        )
      else valibot(`${key(route)} answer (valibot)`, response, example.response)
    }
    expect(failures).toEqual([])
    // Every operation shows one; only the raw answers (the event stream, this document) have none to show.
    expect(routes.filter((route) => !isRaw(route) && !route.example).map(key)).toEqual([])
    expect(examples).toBe(routes.filter((route) => !isRaw(route)).length)
  })

  test('is valid OpenAPI 3.1 to an independent validator', async () => {
    const result = await new Validator().validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/)
  })
})

describe.each(targets)('every route through $name', (target) => {
  let t: TestEngine
  let api: Mounted
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    const walked = await mountWithIds(target, base, 'Route walk')
    ;({ t, api } = walked)
    Object.assign(ids, walked.ids)
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  // Disconnecting and deleting last, so the routes before them find the session connected and the webhook there.
  const late = (route: Route) => (route.method === 'DELETE' ? 2 : route.path.endsWith('/disconnect') ? 1 : 0)
  const ordered = [...routes].sort((a, b) => late(a) - late(b))

  test.each(ordered.map((route) => [key(route), route] as const))('%s', async (_, route) => {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? name)
    const body =
      route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify(bodies[key(route)] ?? {})
    const controller = new AbortController()
    const response = await api.fetch(`${base}${path}`, {
      method: route.method,
      headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
      signal: controller.signal,
    })
    // A 502 is the fake WhatsApp refusing (media download); a 500 would be the server failing on a client's request.
    expect(response.status, `${key(route)} answered ${response.status}`).not.toBe(500)
    // Browsers must take every answer (documents, problems, the event stream) as the type it declares.
    expect(response.headers.get('x-content-type-options'), key(route)).toBe('nosniff')
    if (response.status >= 400) {
      const problem = (await response.json()) as { code: string }
      expect(['route_not_found', 'method_not_allowed']).not.toContain(problem.code)
      return
    }
    if (isRaw(route)) {
      expect(response.headers.get('content-type')).toContain((route.response as { contentType: string }).contentType)
      controller.abort()
      await response.body?.cancel().catch(() => undefined)
      return
    }
    const { data } = (await response.json()) as { data: unknown }
    // A paged list's `data` is an array of its items (the `nextCursor` beside it is the paging contract's, test/contract/calls).
    const schema =
      'page' in route.response ? v.array(route.response.page as v.GenericSchema) : (route.response as v.GenericSchema)
    const parsed = v.safeParse(schema, data)
    expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? [], key(route)).toEqual([])
  })
})
