import type { EngineContext } from '../context.js'
import { defineDomain } from '../operations/domain.js'
import { profileErrors } from './errors.js'
import { profileOperations } from './operations.js'
import { ProfileService } from './service.js'

/** The account's own profile and privacy settings (an extension of the spec). */
export const profileDomain = defineDomain({
  services: { profile: (context: EngineContext) => new ProfileService(context) },
  operations: {
    /** The account's own profile (an extension of the spec). */
    profile: profileOperations,
  },
  errors: profileErrors,
})
