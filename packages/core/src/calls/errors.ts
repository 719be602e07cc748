import { defineErrors, engineErrors } from '../errors.js'
import type { UpstreamCodes } from '../upstream-errors.js'

/** A call the session does not have, or an action that does not fit its state. */
export const callErrors = defineErrors({
  call_not_found: { status: 404, title: 'Call not found' },
  call_state_conflict: { status: 409, title: 'Action does not fit the call state' },
})

/** The peer has no WhatsApp device to ring, or is the session's own account: the `to` the client sent. */
export const callUpstream: UpstreamCodes = {
  kinds: {
    not_found: { error: engineErrors.validation_failed, field: 'to' },
    invalid: { error: engineErrors.validation_failed, field: 'to' },
  },
}
