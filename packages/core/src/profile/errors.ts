import { engineErrors } from '../errors.js'
import type { UpstreamCodes } from '../upstream-errors.js'

/** A profile picture that is not an image. */
export const profileUpstream: UpstreamCodes = {
  kinds: { invalid: { error: engineErrors.validation_failed, field: 'media' } },
}
