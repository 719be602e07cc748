import * as v from 'valibot'
import { EngineError, engineErrors } from './errors.js'

/**
 * One rule for every paged list of the API (decisions.md): the answer is `{ data: [...], nextCursor }`, and a
 * GET list adds a `Link: <...>; rel="next"` header pointing at the next page. Cursors are opaque to clients:
 * base64url JSON written and read only here, so a list may change what it keeps in one without breaking anyone.
 */
export interface Page<T> {
  items: T[]
  /** Null on the last page. */
  nextCursor: string | null
}

/** `limit` 1-100 (default 20) and `cursor`, as the query of a GET list. */
export const PageQuery = v.strictObject({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'must be a whole number from 1 to 100'),
      v.transform(Number),
      v.minValue(1, 'must be a whole number from 1 to 100'),
      v.maxValue(100, 'must be a whole number from 1 to 100'),
    ),
    '20',
  ),
  cursor: v.optional(
    v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(1024, 'at most 1024 characters')),
  ),
})

/**
 * The query of a list that was whole before it was paged: without `limit` and `cursor` it answers every item;
 * `cursor` alone pages by the default 20.
 */
export const WholeOrPageQuery = v.strictObject({
  limit: v.optional(PageQuery.entries.limit.wrapped),
  cursor: PageQuery.entries.cursor,
})

/** The same two fields in a JSON body (POST lists such as searches, whose other criteria are a body too). */
export const PageFields = {
  limit: v.optional(
    v.pipe(
      v.number(),
      v.integer('must be a whole number'),
      v.minValue(1, 'must be from 1 to 100'),
      v.maxValue(100, 'must be from 1 to 100'),
    ),
    20,
  ),
  cursor: v.optional(
    v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(1024, 'at most 1024 characters')),
  ),
}

export const encodeCursor = (position: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify(position)).toString('base64url')

/**
 * A cursor's position, checked by the list that wrote it (`read` returns null for a position it does not
 * recognise). A cursor that is not one of ours is the client's input error: a 422 naming `cursor`.
 */
export function decodeCursor<T>(cursor: string, read: (position: Record<string, unknown>) => T | null): T {
  let position: unknown
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    position = null
  }
  const value =
    position !== null && typeof position === 'object' && !Array.isArray(position)
      ? read(position as Record<string, unknown>)
      : null
  if (value === null) throw invalidCursor()
  return value
}

/** The 422 for a cursor the list did not write (also for a list that is always one page, which writes none). */
export const invalidCursor = (): EngineError =>
  new EngineError(engineErrors.validation_failed, 'Invalid cursor: pass the nextCursor of a previous page unchanged.', {
    errors: [{ path: 'cursor', message: 'not a cursor this list wrote' }],
  })
