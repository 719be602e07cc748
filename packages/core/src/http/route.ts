import type * as v from 'valibot'
import type { HttpPlace, Answer as OperationAnswer, OperationTable, PagedAnswer } from '../operations/operation.js'
import type { ApiResponse } from './exchange.js'
import type { ApiHost } from './host.js'
import type { RequestContext } from './pipeline.js'

export type { HttpMethod, PagedAnswer } from '../operations/operation.js'
export { isPagedAnswer } from '../operations/operation.js'

/** What an /api/v1 route runs on: its request, checked, and the engine it serves (through its ApiHost). */
export interface RouteContext<P, Q, B> extends RequestContext<P, Q, B> {
  host: ApiHost
}

/** An answer that is not `{ data }` JSON (the event stream, the OpenAPI document): its media type and what it holds. */
export interface RawAnswer {
  contentType: string
  description: string
}

type Schema = v.GenericSchema
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined
/** What `run` answers: the value of `data`, a page of items, or a ready response (raw answers). */
type Answer<R> = R extends Schema | PagedAnswer ? OperationAnswer<R> : ApiResponse

/** A route of the table: an operation's (operationRoutes), or one only HTTP has (the event stream, the document). */
export interface Route<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | RawAnswer | PagedAnswer = Schema | RawAnswer | PagedAnswer,
> extends HttpPlace<P, Q, B, R> {
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

export const isRawAnswer = (response: Route['response']): response is RawAnswer => 'contentType' in response

/**
 * The routes of an operation table: each validates its request with the operation's schemas (the pipeline does,
 * handler.ts) and runs the operation on the engine it serves.
 */
export const operationRoutes = (table: OperationTable): Route[] =>
  Object.values(table).map(
    (operation): Route => ({
      ...operation,
      run: ({ host, params, query, body, access, idempotencyId }) =>
        host.run(operation, { params, query, body, access, idempotencyId }),
    }),
  )
