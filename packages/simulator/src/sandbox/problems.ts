/**
 * The sandbox's own problem codes and their status; every other answer (unauthorized, route_not_found,
 * method_not_allowed, malformed_json, unsupported_media_type, payload_too_large, validation_failed,
 * internal_error) is core's, built by the same helpers. The `type` of a problem is
 * `https://sessionkit.dev/problems/<code with dashes>`.
 */
export const sandboxProblemCodes = {
  phone_not_found: { status: 404, title: 'No such phone' },
  message_not_found: { status: 404, title: 'No such message' },
  poll_vote_invalid: { status: 422, title: 'The message is no poll, or has no such option' },
  media_not_found: { status: 404, title: 'No such received media' },
  device_not_found: { status: 404, title: 'No such linked device' },
  phone_exists: { status: 409, title: 'A phone with this number already exists' },
  no_pending_link: { status: 409, title: 'No companion is waiting to be linked' },
  link_rejected: { status: 422, title: 'The phone could not link the companion' },
  recipient_not_found: { status: 422, title: 'The recipient has no account on this simulator' },
  group_not_found: { status: 404, title: 'No such group (or the phone is not in it)' },
  group_forbidden: { status: 403, title: 'The group server refused: not a member, or not an admin' },
  group_conflict: { status: 409, title: 'The group changed meanwhile, or the participant is already in it' },
  invite_invalid: { status: 422, title: 'The invite code is unknown or was revoked' },
  community_not_found: { status: 404, title: 'No such community (or the phone is not in it)' },
  call_not_found: { status: 404, title: "No such call in the phone's call log" },
  call_state_conflict: { status: 409, title: 'The call is not in a state that allows this' },
  channel_not_found: { status: 404, title: 'No such channel' },
  view_once_opened: { status: 409, title: 'The view-once message was already opened' },
} as const

export type SandboxProblemCode = keyof typeof sandboxProblemCodes

export class SandboxError extends Error {
  constructor(
    readonly code: SandboxProblemCode,
    message: string,
  ) {
    super(message)
    this.name = 'SandboxError'
  }
}
