import { defineErrors, engineErrors } from '../errors.js'
import type { UpstreamCodes } from '../upstream-errors.js'

/** A group or invite WhatsApp does not know, or an action the account may not take in a group. */
export const groupErrors = defineErrors({
  group_not_found: { status: 404, title: 'Group not found' },
  group_forbidden: { status: 403, title: 'Not allowed in this group' },
  invite_not_found: { status: 404, title: 'Invite not found' },
  group_not_suspended: { status: 409, title: 'Group not suspended' },
})

/** `invalid`: a group picture that is not an image. */
export const groupUpstream: UpstreamCodes = {
  kinds: {
    not_found: { error: groupErrors.group_not_found },
    forbidden: { error: groupErrors.group_forbidden },
    invalid: { error: engineErrors.validation_failed, field: 'media' },
  },
}

/** An invite code WhatsApp does not know (404), finds invalid (406) or revoked (410). */
export const inviteUpstream: UpstreamCodes = {
  kinds: {
    not_found: { error: groupErrors.invite_not_found },
    rejected: { error: groupErrors.invite_not_found },
    forbidden: { error: groupErrors.group_forbidden },
  },
}
