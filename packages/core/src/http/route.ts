import type * as v from 'valibot'
import type { SessionEngine } from '../engine.js'
import type { MultipartForm } from '../media/upload.js'
import type { Page } from '../paging.js'
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

/** An answer that is not `{ data }` JSON (the event stream, the OpenAPI document): its media type and what it holds. */
export interface RawAnswer {
  contentType: string
  description: string
}

type Schema = v.GenericSchema
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined
/** What `run` answers: the value of `data` (checked against the response schema's type), or a ready response. */
type Answer<R> = R extends Schema
  ? v.InferInput<R>
  : R extends PagedAnswer<infer I>
    ? Page<v.InferInput<I>>
    : ApiResponse

/**
 * A paged list (paging.ts): `run` answers a `Page` of items of this schema; the client gets
 * `{ data: [...], nextCursor }`, and a GET also gets a `Link` header to the next page.
 */
export interface PagedAnswer<I extends Schema = Schema> {
  page: I
}

export interface Route<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | RawAnswer | PagedAnswer = Schema | RawAnswer | PagedAnswer,
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
  /** The schema of `data` in a success answer, `{ page: item }` for a paged list, or the media type of an answer that is not `{ data }`. */
  response: R
  /** Accepts `multipart/form-data`; the form is turned into the same shape the JSON body has before validation. */
  multipart?: (form: MultipartForm, params: Out<P>) => unknown
  /**
   * The route acts on the `:sessionId` session and needs it paired and connected. The pipeline checks that
   * before reading the body (404 or 409 as the sessions service answers), unless an `Idempotency-Key` with a
   * stored record must be answered from it.
   */
  session?: 'connected'
  /** Honour `Idempotency-Key` (Stripe semantics). */
  idempotent?: boolean
  /** Status of a success (200 unless given). */
  status?: number
  run(context: RouteContext<Out<P>, Out<Q>, Out<B>>): Promise<Answer<R>> | Answer<R>
}

/**
 * Each route is written with its schemas' own types: the handler sees the output types of params, query and
 * body, and must answer what the response schema describes. The table holds them as `Route`, where the
 * handler's types are erased; the pipeline (handler.ts) validates its inputs with the same schemas first.
 */
export const defineRoute = <
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | RawAnswer | PagedAnswer = Schema,
>(
  route: Route<P, Q, B, R>,
): Route => route as unknown as Route

/** A route may answer with a ready response (event stream, a prebuilt document) instead of `{ data }`. */
export const isResponse = (value: unknown): value is ApiResponse => value instanceof ApiResponse

export const isRawAnswer = (response: Route['response']): response is RawAnswer => 'contentType' in response

export const isPagedAnswer = (response: Route['response']): response is PagedAnswer => 'page' in response
