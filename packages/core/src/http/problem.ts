import { EngineError, engineErrors, type FieldError, isEngineError } from '../errors.js'
import { type EngineErrorCode, errorKinds } from '../registry.js'
import { type ApiResponse, documentResponse } from './exchange.js'

export const problemTypeUri = (code: string): string => `https://sessionkit.dev/problems/${code.replaceAll('_', '-')}`

export interface ProblemBody<C extends string = EngineErrorCode> {
  type: string
  title: string
  status: number
  detail: string
  instance?: string
  code: C
  errors?: FieldError[]
  [extension: string]: unknown
}

/** Every code a Problem may carry, in the order of the registry's catalogs (the OpenAPI document lists them). */
export const problemCodes = Object.keys(errorKinds) as EngineErrorCode[]

/** Any throwable -> Problem Details. Unknown errors are masked: their message may carry internals. */
export function toProblem(error: unknown, instance?: string): ProblemBody {
  // An error of a code this engine does not know (thrown by another copy of core) is masked like any other.
  const known: EngineError =
    isEngineError(error) && error.code in errorKinds
      ? error
      : new EngineError(engineErrors.internal_error, 'The server could not complete the request.')
  return problemBody(known.code as EngineErrorCode, errorKinds[known.code]!, known.message, {
    instance,
    errors: known.errors,
    extra: known.extra,
  })
}

/**
 * The Problem Details body of one code. `toProblem` builds the engine's with it; an API built on these pieces
 * (the simulator's sandbox) builds its own codes' with it, so both read alike.
 */
export function problemBody<C extends string>(
  code: C,
  { status, title }: { status: number; title: string },
  detail: string,
  options: {
    instance?: string | undefined
    errors?: FieldError[] | undefined
    extra?: Record<string, unknown> | undefined
  } = {},
): ProblemBody<C> {
  return {
    ...options.extra,
    type: problemTypeUri(code),
    title,
    status,
    detail,
    ...(options.instance ? { instance: options.instance } : {}),
    code,
    ...(options.errors ? { errors: options.errors } : {}),
  }
}

export const problemResponse = (problem: ProblemBody<string>, headers: Record<string, string> = {}): ApiResponse =>
  documentResponse(problem.status, JSON.stringify(problem), 'application/problem+json', headers)
