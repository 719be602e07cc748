// `@sessionkit/core/adapter` as the test suites see it (vitest.config.ts): the same module, with every API handler
// it makes checked against the OpenAPI document (response-drift.ts).
import type { SessionEngine } from '../../packages/core/src/engine.js'
import type { HandlerOptions } from '../../packages/core/src/http/handler.js'
import { type ApiHandler, createApiHandler as createUncheckedApiHandler } from '../../packages/core/src/http/adapter.js'
import { checkedHandler } from './response-drift.js'

export * from '../../packages/core/src/http/adapter.js'

export const createApiHandler = (engine: SessionEngine, options: HandlerOptions = {}): ApiHandler =>
  checkedHandler(createUncheckedApiHandler(engine, options), options.basePath)
