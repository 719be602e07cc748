import { defineErrors } from '../errors.js'
import type { UpstreamCodes } from '../upstream-errors.js'

/** A channel WhatsApp does not know. */
export const newsletterErrors = defineErrors({
  newsletter_not_found: { status: 404, title: 'Channel not found' },
})

/** A channel or channel invite code WhatsApp does not know; every other refusal is WhatsApp's (502, its words). */
export const newsletterUpstream: UpstreamCodes = {
  kinds: { not_found: { error: newsletterErrors.newsletter_not_found } },
}
