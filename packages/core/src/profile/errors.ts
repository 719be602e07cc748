import { defineErrors, engineErrors } from '../errors.js'
import type { UpstreamCodes } from '../upstream-errors.js'

/** A profile picture that is not an image. */
export const profileUpstream: UpstreamCodes = {
  kinds: { invalid: { error: engineErrors.validation_failed, field: 'media' } },
}

/** The account's own profile's codes. */
export const profileErrors = defineErrors({
  not_business_account: { status: 409, title: 'Not a WhatsApp Business account' },
})
