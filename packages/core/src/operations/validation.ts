import * as v from 'valibot'
import { EngineError, engineErrors, type FieldError } from '../errors.js'

/** Runs a valibot schema and turns its issues into one 422 naming every bad field by its JSON path. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  where: 'body' | 'query' | 'path',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortEarly: false })
  if (result.success) return result.output
  const errors: FieldError[] = result.issues.map((issue) => ({
    path: v.getDotPath(issue) ?? (where === 'body' ? '' : where),
    message: issue.message,
  }))
  const first = errors[0]
  const detail = first
    ? `Invalid ${where}: ${first.path ? `${first.path}: ` : ''}${first.message}`
    : `Invalid ${where}.`
  throw new EngineError(
    engineErrors.validation_failed,
    errors.length > 1 ? `${detail} (and ${errors.length - 1} more)` : detail,
    {
      errors,
    },
  )
}
