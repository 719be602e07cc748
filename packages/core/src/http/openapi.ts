import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { problemCodes, problemTypeUri } from './problem.js'
import { isPagedAnswer, isRawAnswer, type Route } from './route.js'

type JsonSchema = Record<string, unknown>

/** An OpenAPI 3.1 document, as JSON. */
export type OpenApiDocument = Record<string, unknown>

/**
 * OpenAPI 3.1 for the route table: paths, parameters and request bodies come from the same valibot schemas
 * that validate requests, so the document cannot drift from what the server accepts. Checks valibot cannot
 * express in JSON Schema (custom `check`s) are left out of the schema, never guessed.
 */
export function buildOpenApi(
  routes: readonly Route[],
  options: { basePath: string; version: string },
): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}')
    const example = route.example as
      | { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; response: unknown }
      | undefined
    const parameters = [
      ...[...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: propertySchema(route.params, name!),
        ...(example?.params?.[name!] === undefined ? {} : { example: example.params[name!] }),
      })),
      ...queryParameters(route.query, example?.query),
      ...(route.idempotent
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              schema: { type: 'string', maxLength: 255 },
              description: 'Replays the first response for 24 hours instead of sending twice.',
            },
          ]
        : []),
    ]
    const content: Record<string, unknown> = {}
    if (route.body)
      content['application/json'] = {
        schema: schemaOf(route.body),
        ...(example?.body === undefined ? {} : { example: example.body }),
      }
    if (route.multipart) content['multipart/form-data'] = { schema: multipartSchema }
    paths[path] ??= {}
    paths[path]![route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      // OpenAPI 3.1 lets a requirement of an http scheme list role names: the scope a key needs (docs/keys.md);
      // none for a route any valid key may call.
      security: [{ bearer: route.scope ? [route.scope] : [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(route.body ? { requestBody: { required: true, content } } : {}),
      responses: {
        [String(route.status ?? 200)]: successResponse(route, example?.response),
        default: {
          description: 'Problem Details (RFC 9457).',
          content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'sessionkit API',
      version: options.version,
      description:
        'WhatsApp sessions over HTTP. Every route takes `Authorization: Bearer <API key>`, a key holding the scope its `security` names (read, send, manage or admin; admin implies every scope, manage implies read).',
    },
    servers: [{ url: options.basePath }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Problem: {
          type: 'object',
          required: ['type', 'title', 'status', 'detail', 'code'],
          properties: {
            type: { type: 'string', format: 'uri', enum: problemCodes.map(problemTypeUri) },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            instance: { type: 'string' },
            code: { type: 'string', enum: problemCodes },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['path', 'message'],
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  }
}

/** The success answer of a route; `example` is what its `data` holds (a page: `{ items, nextCursor }`). */
function successResponse(route: Route, example: unknown): JsonSchema {
  const { response } = route
  if (isRawAnswer(response)) return { description: response.description, content: { [response.contentType]: {} } }
  if (isPagedAnswer(response)) {
    const page = {
      type: 'object',
      // a whole list asked without `limit` answers `{ data }` alone
      required: response.whole ? ['data'] : ['data', 'nextCursor'],
      properties: { data: { type: 'array', items: schemaOf(response.page) }, nextCursor: { type: ['string', 'null'] } },
    }
    const link =
      route.method === 'GET'
        ? {
            headers: {
              Link: {
                description: 'The next page: `<url>; rel="next"`, absent on the last page.',
                schema: { type: 'string' },
              },
            },
          }
        : {}
    return {
      description: response.whole
        ? 'Every item in `data` when asked without `limit` and `cursor`; otherwise one page: pass `nextCursor` back as `cursor` for the next page (null on the last).'
        : 'One page: the items in `data`; pass `nextCursor` back as `cursor` for the next page (null on the last).',
      ...link,
      content: { 'application/json': { schema: page, ...pageExample(example) } },
    }
  }
  return {
    description: 'Success: the payload is in `data`.',
    content: {
      'application/json': {
        schema: { type: 'object', required: ['data'], properties: { data: schemaOf(response) } },
        ...(example === undefined ? {} : { example: { data: example } }),
      },
    },
  }
}

const multipartSchema = {
  type: 'object',
  required: ['to', 'media'],
  properties: {
    to: { type: 'string' },
    media: { type: 'string', format: 'binary' },
    mimetype: { type: 'string' },
    caption: { type: 'string' },
    fileName: { type: 'string' },
    voice: { type: 'string', enum: ['true', 'false'] },
  },
}

/**
 * The JSON Schema of a request or answer schema, as the document shows it: what other descriptions of the same
 * operations (the MCP tools, @sessionkit/mcp) take their input schemas from, so they cannot drift from it either.
 */
export function schemaOf(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, { errorMode: 'ignore' }) as JsonSchema
  // `content.upload` is where a multipart file lands after parsing; JSON clients never send it.
  const content = (json.properties as Record<string, JsonSchema> | undefined)?.content
  const contentProperties = content?.properties as Record<string, JsonSchema> | undefined
  if (contentProperties) delete contentProperties.upload
  return json
}

function propertySchema(schema: v.GenericSchema | undefined, name: string): JsonSchema {
  const properties = schema ? (schemaOf(schema).properties as Record<string, JsonSchema> | undefined) : undefined
  return properties?.[name] ?? { type: 'string' }
}

function pageExample(example: unknown): { example?: unknown } {
  if (example === undefined) return {}
  const { items, nextCursor } = example as { items: unknown[]; nextCursor: string | null }
  return { example: { data: items, nextCursor } }
}

function queryParameters(schema: v.GenericSchema | undefined, example: Record<string, unknown> | undefined) {
  if (!schema) return []
  const json = schemaOf(schema)
  const required = new Set((json.required as string[] | undefined) ?? [])
  return Object.entries((json.properties as Record<string, JsonSchema> | undefined) ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(example?.[name] === undefined ? {} : { example: example[name] }),
  }))
}
