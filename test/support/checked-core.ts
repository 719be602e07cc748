// `@sessionkit/core` as the test suites see it (vitest.config.ts): the same module, with `createHandler` serving
// through the checked API handler (response-drift.ts).
import type { SessionEngine } from '../../packages/core/src/engine.js'
import { fromFetchRequest, toFetchResponse } from '../../packages/core/src/http/adapter.js'
import type { FetchHandler, HandlerOptions } from '../../packages/core/src/http/handler.js'
import { createApiHandler } from './checked-adapter.js'

export * from '../../packages/core/src/index.js'

export function createHandler(engine: SessionEngine, options: HandlerOptions = {}): FetchHandler {
  const handle = createApiHandler(engine, options)
  return async (request) => toFetchResponse(await handle(fromFetchRequest(request)))
}
