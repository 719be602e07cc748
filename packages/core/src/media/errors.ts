import { defineErrors, engineErrors } from '../errors.js'
import type { UpstreamCodes } from '../upstream-errors.js'

/** Media the engine will not fetch, could not fetch, or that is larger than allowed. */
export const mediaErrors = defineErrors({
  media_url_forbidden: { status: 422, title: 'Media URL not allowed' },
  media_fetch_failed: { status: 502, title: 'Media could not be fetched' },
  media_too_large: { status: 413, title: 'Media too large' },
  media_not_found: { status: 404, title: 'Media not found' },
  range_not_satisfiable: { status: 416, title: 'Range not satisfiable' },
})

/** A message whose media WhatsApp cannot serve, or whose host the engine will not reach. */
export const mediaUpstream: UpstreamCodes = {
  kinds: {
    invalid: { error: engineErrors.validation_failed, field: 'message' },
    disallowed: { error: mediaErrors.media_url_forbidden, field: 'message' },
  },
}
