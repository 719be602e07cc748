import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { buildOpenApi } from '../../packages/core/src/http/openapi.js'
import type { ApiHandler, ApiResponse } from '../../packages/core/src/http/adapter.js'
import { createRouter, type Router } from '../../packages/core/src/http/router.js'
import { routes } from '../../packages/core/src/http/routes/index.js'
import type { Route } from '../../packages/core/src/http/route.js'
import { recordDrift } from './drift-log.js'

/**
 * The drift check: every answer an /api/v1 handler gives in the test suites is held against the OpenAPI document
 * (the one GET /openapi.json serves, built from the operation declarations): a success must come with the status
 * the document names and a `data` its schema takes, a failure must be a Problem as `components.schemas.Problem`
 * describes it. vitest's aliases (vitest.config.ts) hand every suite handlers wrapped by `checkedHandler`, so
 * every adapter, the standalone server and the e2e harness are checked without a line in the tests; a drift is
 * recorded, the answer goes out unchanged, and `response-drift-setup.ts` fails the test that saw it.
 */

type JsonSchema = Record<string, unknown>

const document = buildOpenApi(routes, { basePath: '/api/v1', version: '0.0.0' }) as {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>
  >
  components: { schemas: { Problem: JsonSchema } }
}

const ajv = new Ajv2020({ allErrors: true, strict: false })
addFormats.default(ajv)
const problemValidator = ajv.compile(document.components.schemas.Problem)
const validators = new Map<string, ReturnType<typeof ajv.compile>>()

export { takeDrifts } from './drift-log.js'

const routers = new Map<string, Router<Route>>()

/** An API handler whose answers are checked against the document; `basePath` is where it serves /api/v1. */
export function checkedHandler(handler: ApiHandler, basePath = '/api/v1'): ApiHandler {
  const base = basePath.replace(/\/+$/, '')
  let router = routers.get(base)
  if (!router) {
    router = createRouter(base, routes)
    routers.set(base, router)
  }
  const table = router
  return async (request) => {
    const response = await handler(request)
    let matched: ReturnType<typeof table.match>
    try {
      matched = table.match(request.method === 'HEAD' ? 'GET' : request.method, new URL(request.url).pathname)
    } catch {
      matched = undefined
    }
    const drift = driftOf(matched?.route, response)
    if (drift) recordDrift(`${request.method} ${matched ? `${base}${matched.route.path}` : request.url}: ${drift}`)
    return response
  }
}

/** What is wrong with an answer, or null. Streams and bodiless answers (HEAD, the event stream) are not read. */
function driftOf(route: Route | undefined, response: ApiResponse): string | null {
  if (typeof response.body !== 'string') return null
  const contentType = response.headers['content-type'] ?? ''
  if (response.status >= 400) {
    if (!contentType.startsWith('application/problem+json'))
      return `a ${response.status} answered as ${contentType}, not application/problem+json`
    return schemaDrift(problemValidator, response.body, 'the Problem schema')
  }
  if (!route) return `a ${response.status} from no route of the table`
  const documented = route.status ?? 200
  if (response.status !== documented) return `answered ${response.status}; the document says ${documented}`
  if ('contentType' in route.response) {
    return contentType.startsWith(route.response.contentType)
      ? null
      : `answered ${contentType}; the document says ${route.response.contentType}`
  }
  if (!contentType.startsWith('application/json')) return `answered ${contentType}; the document says application/json`
  const key = `${route.method} ${route.path}`
  let validate = validators.get(key)
  if (!validate) {
    const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]![route.method.toLowerCase()]!
    validate = ajv.compile(closed(operation.responses[String(documented)]!.content!['application/json']!.schema!))
    validators.set(key, validate)
  }
  return schemaDrift(validate, response.body, 'its documented schema')
}

/**
 * The schema with every object closed to the properties it lists: clients may ignore fields they do not know, but a
 * field the server sends and the document does not name is drift all the same (a generated client cannot see it).
 */
export function closed(schema: unknown): JsonSchema {
  if (Array.isArray(schema)) return schema.map(closed) as unknown as JsonSchema
  if (typeof schema !== 'object' || schema === null) return schema as JsonSchema
  const copy: JsonSchema = {}
  for (const [key, value] of Object.entries(schema))
    copy[key] = key === 'properties' ? mapValues(value, closed) : closed(value)
  if ('properties' in copy && !('additionalProperties' in copy)) copy.additionalProperties = false
  return copy
}

const mapValues = (object: unknown, map: (value: unknown) => unknown): JsonSchema =>
  Object.fromEntries(Object.entries(object as JsonSchema).map(([key, value]) => [key, map(value)]))

function schemaDrift(validate: ReturnType<typeof ajv.compile>, body: string, what: string): string | null {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return 'the body is not JSON'
  }
  if (validate(value)) return null
  const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`)
  return `does not match ${what}: ${errors.slice(0, 5).join('; ')} (body: ${body.slice(0, 300)})`
}
