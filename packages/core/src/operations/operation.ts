import type * as v from 'valibot'
import type { MultipartForm } from './upload.js'
import type { Page } from '../paging.js'
import type { KeyAccess } from './access.js'
import type { Scope } from './scope.js'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type Schema = v.GenericSchema
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined

/**
 * A paged list (paging.ts): `run` answers a `Page` of items of this schema; the client gets
 * `{ data: [...], nextCursor }`, and a GET also gets a `Link` header to the next page.
 */
export interface PagedAnswer<I extends Schema = Schema> {
  page: I
  /**
   * A list that was whole before it was paged (`GET /sessions`): asked without `limit` or `cursor`, `run` answers
   * every item as an array and the client gets `{ data: [...] }` as before; with either, a page.
   */
  whole?: true
}

/** What `run` answers: the value of `data` (checked against the response schema's type), or a page of items. */
export type Answer<R> = R extends Schema
  ? v.InferInput<R>
  : R extends PagedAnswer<infer I>
    ? R extends { whole: true }
      ? Page<v.InferInput<I>> | v.InferInput<I>[]
      : Page<v.InferInput<I>>
    : never

type In<S> = S extends Schema ? v.InferInput<S> : never

/**
 * A request and its answer as the OpenAPI document shows them: the path parameters, query or body a client sends
 * and what `data` holds in the answer (a page's items and cursor for a paged list). Typed by the schemas;
 * test/contract/route-table.test.ts also validates each against the document's own schemas.
 */
export interface OperationExample<P, Q, B, R> {
  params?: In<P>
  query?: In<Q>
  body?: In<B>
  response: Answer<R>
}

/** The validated input of an operation, the same whether it came over HTTP or from a library call. */
export interface OperationInput<P, Q, B> {
  params: Out<P>
  query: Out<Q>
  body: Out<B>
  /**
   * Who calls: the API key's scopes and sessions over HTTP (the pipeline has checked the scope and the
   * `:sessionId` already), `engineAccess` from code. Operations that list or create across sessions narrow to it.
   */
  access: KeyAccess
  /**
   * The digest of the request's Idempotency-Key with its API key and session (idempotency-scope.ts), null without
   * one: what a send derives its WhatsApp message id from (messages/message-id.ts). Only HTTP carries a key.
   */
  idempotencyId: string | null
}

/** Where an operation or route lives over HTTP, and the schemas its request is validated with. */
export interface HttpPlace<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R,
  Path extends string = string,
> {
  method: HttpMethod
  /**
   * What an API key must hold to call it (scope.ts): required, so no route is left out of the scope table
   * (docs/keys.md) or the rate limits' route classes. `null`: any valid key (`GET /keys/current`, which a key of
   * any scope reads to learn what it may do).
   */
  scope: Scope | null
  /** Relative to the base path; `:name` stands for one path segment (`/sessions/:sessionId`). */
  path: Path
  summary: string
  /** Extra words for the OpenAPI description: behaviour a client must know. */
  description?: string
  tag: string
  params?: P
  query?: Q
  body?: B
  /** The schema of the answer's `data`, `{ page: item }` for a paged list (or, for a route, a raw answer's media type). */
  response: R
  /** Accepts `multipart/form-data`; the form is turned into the same shape the JSON body has before validation. */
  multipart?: (form: MultipartForm, params: Out<P>) => unknown
  /**
   * The operation acts on the `:sessionId` session and needs it paired and connected. The pipeline checks that
   * before reading the body (404 or 409 as the sessions service answers), unless an `Idempotency-Key` with a
   * stored record must be answered from it.
   */
  session?: 'connected'
  /** Honour `Idempotency-Key` over HTTP (Stripe semantics). */
  idempotent?: boolean
  /**
   * Under an `Idempotency-Key`, a run that failed upstream (502, 503, 504) may run again: what WhatsApp sees is
   * derived from the key (a send's message id), so a repeat of a run that did reach WhatsApp is the same message.
   * Without it such an answer is the key's last (a group created by a request that timed out may exist).
   */
  rerunsAfterUpstreamFailure?: true
  /**
   * A read of the `:sessionId` session that needs no socket: stored records, and the live state every owner
   * publishes. In cluster mode the node a request reaches answers it instead of forwarding it to the session's
   * owner (docs/cluster.md).
   */
  anyNode?: true
  /** Status of a success over HTTP (200 unless given). */
  status?: number
  /** An example request and answer for the OpenAPI document. */
  example?: OperationExample<P, Q, B, R>
}

/**
 * One operation of the engine, declared once: its input and output schemas, the function, and where it lives
 * over HTTP. The engine method (`engine.<domain>.<name>`) and the route are both derived from it, and both
 * validate the input with these schemas before `run` sees it, so a library caller and an HTTP caller get the
 * same field-by-field `validation_failed`. The engine method takes the path parameters in order, then the body
 * (or the query). `S` is the services `run` reaches, by name (`{ groups: GroupService }`).
 */
export interface Operation<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | PagedAnswer = Schema | PagedAnswer,
  Path extends string = string,
  S = never,
> extends HttpPlace<P, Q, B, R, Path> {
  run(services: S, input: OperationInput<P, Q, B>): Promise<Answer<R>> | Answer<R>
}

/**
 * The `defineOperation` of a domain, for operations that run on services `S`: each operation is written with its
 * schemas' own types, and a table holds them with those types kept.
 *
 *     const defineOperation = operationsOn<{ groups: GroupService }>()
 */
export const operationsOn =
  <S>() =>
  <
    const Path extends string,
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    R extends Schema | PagedAnswer = Schema,
  >(
    operation: Operation<P, Q, B, R, Path, S>,
  ): Operation<P, Q, B, R, Path, S> =>
    operation

export const isPagedAnswer = (response: object): response is PagedAnswer => 'page' in response

/** The `:name` segments of a path, in order: the leading arguments of the engine method. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map(([, name]) => name!)

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : Path extends `${string}:${infer Name}`
    ? [Name]
    : []

type ParamArgs<Names extends string[]> = { [K in keyof Names]: string }

/** What the engine method takes after the path parameters: the body, or the query (optional when it may be empty). */
type InputArgs<Q, B> = B extends Schema
  ? [body: v.InferInput<B>]
  : Q extends Schema
    ? [query?: QueryInput<v.InferInput<Q>>]
    : []

/** A query over HTTP is text; from code its numbers and booleans may be given as such (they are sent as text). */
type QueryInput<T> = { [K in keyof T]: NonNullable<T[K]> extends string ? T[K] | number | boolean : T[K] }

/** A whole list's method: every item without a query (as before it was paged), a page or every item with one. */
interface WholeListMethod<Params extends unknown[], Q, Item> {
  (...args: Params): Promise<Item[]>
  (...args: [...Params, query: QueryInput<Q>]): Promise<Page<Item> | Item[]>
}

/** The engine method derived from an operation: `(pathParam..., body | query?) => Promise<answer>`. */
export type OperationMethod<O> =
  O extends Operation<infer _P, infer Q, infer B, infer R, infer Path, infer _S>
    ? R extends PagedAnswer<infer I> & { whole: true }
      ? WholeListMethod<ParamArgs<ParamNames<Path>>, v.InferInput<NonNullable<Q>>, v.InferInput<I>>
      : (...args: [...ParamArgs<ParamNames<Path>>, ...InputArgs<Q, B>]) => Promise<Answer<R>>
    : never

// biome-ignore lint/suspicious/noExplicitAny: a table holds operations of every schema; each keeps its own types
export type AnyOperation = Operation<any, any, any, any, any, any>
export type OperationTable = Record<string, AnyOperation>

/** A domain's engine methods, one per operation of its table. */
export type OperationMethods<T extends OperationTable> = {
  [K in keyof T]: OperationMethod<T[K]>
}
