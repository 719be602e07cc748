import { EngineError, engineErrors } from '../errors.js'
import { engineAccess } from './access.js'
import type { AnyOperation, OperationInput } from './operation.js'
import { validate } from './validation.js'

/** Path parameters, validated: the first thing checked, before a body is read. */
export const validateParams = (operation: AnyOperation, params: Record<string, unknown>): unknown =>
  operation.params ? validate(operation.params, params, 'path') : undefined

export const validateQuery = (operation: AnyOperation, query: Record<string, unknown>): unknown =>
  operation.query ? validate(operation.query, query, 'query') : undefined

/**
 * The body, validated. No body is `{}`, so the schema names the missing fields. valibot's object schemas take an
 * array for an object, so `[]` would pass for a body of optional fields: anything but an object is refused first.
 */
export function validateBody(operation: AnyOperation, body: unknown): unknown {
  if (!operation.body) return undefined
  const raw = body === undefined ? {} : body
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new EngineError(engineErrors.validation_failed, 'Invalid body: must be a JSON object.', {
      errors: [{ path: '', message: 'must be a JSON object' }],
    })
  }
  return validate(operation.body, raw, 'body')
}

/** A query given from code is sent as HTTP would send it: numbers and booleans as their text. */
function asQueryText(query: unknown): Record<string, unknown> {
  if (query === undefined) return {}
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    throw new EngineError(engineErrors.validation_failed, 'Invalid query: must be an object.', {
      errors: [{ path: 'query', message: 'must be an object' }],
    })
  }
  const text: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined)
      text[name] = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value
  }
  return text
}

/**
 * The input of an engine method call, `(pathParam..., body | query?)`, validated as an HTTP request's would be.
 * The engine called from code is trusted: it runs with every scope over every session.
 */
export function validateCall(
  operation: AnyOperation,
  names: readonly string[],
  args: readonly unknown[],
): OperationInput<AnyOperation['params'], AnyOperation['query'], AnyOperation['body']> {
  const params = validateParams(operation, Object.fromEntries(names.map((name, index) => [name, args[index]])))
  const rest = args[names.length]
  const query = operation.query === undefined ? undefined : validateQuery(operation, asQueryText(rest))
  return { params, query, body: validateBody(operation, rest), access: engineAccess, idempotencyId: null }
}
