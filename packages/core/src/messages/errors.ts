import { defineErrors } from '../errors.js'

/** A message the session does not have, an edit too late, a send past the account's pacing. */
export const messageErrors = defineErrors({
  send_paced: { status: 429, title: 'Sending too fast for this WhatsApp account' },
  message_not_found: { status: 404, title: 'Message not found' },
  edit_window_passed: { status: 409, title: 'Too late to edit the message' },
})
