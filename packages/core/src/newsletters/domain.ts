import type { EngineContext } from '../context.js'
import { defineDomain } from '../operations/domain.js'
import { newsletterErrors } from './errors.js'
import { newsletterOperations } from './operations.js'
import { NewsletterService } from './service.js'

/** Channels (newsletters): finding, reading and following them. */
export const newslettersDomain = defineDomain({
  services: { newsletters: (context: EngineContext) => new NewsletterService(context) },
  operations: { newsletters: newsletterOperations },
  errors: newsletterErrors,
})
