import { defineErrors, engineErrors } from '../errors.js'
import type { UpstreamCodes } from '../upstream-errors.js'

/** A person without a profile picture, and an account without a name to share. */
export const contactErrors = defineErrors({
  picture_not_found: { status: 404, title: 'No profile picture' },
  push_name_missing: { status: 409, title: 'The account has no name' },
})

/** A person who is not on WhatsApp, or whose LID or number the session does not know. */
export const contactUpstream: UpstreamCodes = {
  kinds: { invalid: { error: engineErrors.validation_failed, field: 'contactJid' } },
}
