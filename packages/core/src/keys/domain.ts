import type { EngineContext } from '../context.js'
import { defineDomain } from '../operations/domain.js'
import { keyErrors } from './errors.js'
import { keyOperations } from './operations.js'
import { KeyService } from './service.js'

/** API keys: scoped to what they may do and the sessions they reach, stored hashed (docs/keys.md). */
export const keysDomain = defineDomain({
  services: {
    keys: (context: EngineContext) =>
      new KeyService(context.store.collection('keys'), context.clock, context.scheduler),
  },
  operations: {
    /** API keys with scopes and sessions, stored hashed (docs/keys.md); the configured `apiKeys` are not among them. */
    keys: keyOperations,
  },
  errors: keyErrors,
})
