import type * as v from 'valibot'
import type { SessionEngine } from '../engine.js'
import { type ApiRequest, ApiResponse } from './exchange.js'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RouteContext<P, Q, B> {
  engine: SessionEngine
  params: P
  query: Q
  body: B
  request: ApiRequest
  /** The API key that authenticated the request (idempotency keys are scoped to it). */
  apiKey: string
}

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined

export interface Route<
  P extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Q extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  B extends v.GenericSchema | undefined = v.GenericSchema | undefined,
> {
  method: HttpMethod
  /** Relative to the base path; `:name` stands for one path segment (`/sessions/:sessionId`). */
  path: string
  summary: string
  /** Extra words for the OpenAPI description: behaviour a client must know. */
  description?: string
  tag: string
  params?: P
  query?: Q
  body?: B
  /** Accepts `multipart/form-data`; the form is turned into the same shape the JSON body has before validation. */
  multipart?: (form: FormData, params: Out<P>) => Promise<unknown> | unknown
  /** Honour `Idempotency-Key` (Stripe semantics). */
  idempotent?: boolean
  /** Status of a success (200 unless given). */
  status?: number
  run(context: RouteContext<Out<P>, Out<Q>, Out<B>>): Promise<unknown>
}

/** Identity function whose only job is inference: each route's handler sees the output types of its schemas. */
export const defineRoute = <P extends v.GenericSchema | undefined = undefined, Q extends v.GenericSchema | undefined = undefined, B extends v.GenericSchema | undefined = undefined>(
  route: Route<P, Q, B>,
): Route => route as unknown as Route

/** A route may answer with a ready response (event stream, a prebuilt document) instead of `{ data }`. */
export const isResponse = (value: unknown): value is ApiResponse => value instanceof ApiResponse
