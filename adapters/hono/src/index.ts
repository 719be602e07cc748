import { createHandler, type HandlerOptions, type SessionEngine } from '@sessionkit/core'
import { Hono } from 'hono'

export type SessionApiOptions = HandlerOptions

/**
 * The API as a Hono sub-app: `app.route('/api/v1', sessionApi(engine))`. The Request goes to the handler as
 * it came, full URL included, so give `basePath` when mounting elsewhere.
 */
export function sessionApi(engine: SessionEngine, options: SessionApiOptions = {}): Hono {
  const handler = createHandler(engine, options)
  const app = new Hono()
  app.all('*', (c) => handler(c.req.raw))
  return app
}
