import { defineErrors } from '../errors.js'
import type { UpstreamCodes } from '../upstream-errors.js'

/** A channel WhatsApp does not know. */
export const newsletterErrors = defineErrors({
  newsletter_not_found: { status: 404, title: 'Channel not found' },
  newsletter_not_admin: { status: 403, title: 'Not an admin of this channel' },
})

/**
 * A channel or channel invite code WhatsApp does not know; a change or post WhatsApp forbids (a channel the account
 * does not own); every other refusal is WhatsApp's (502, its words).
 */
export const newsletterUpstream: UpstreamCodes = {
  kinds: {
    not_found: { error: newsletterErrors.newsletter_not_found },
    forbidden: { error: newsletterErrors.newsletter_not_admin },
  },
}
