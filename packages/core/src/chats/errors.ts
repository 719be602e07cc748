import { defineErrors } from '../errors.js'

/** A chat the session does not have, and chat state not synced from the phone yet. */
export const chatErrors = defineErrors({
  chat_not_found: { status: 404, title: 'Chat not found' },
  app_state_not_ready: { status: 409, title: 'Chat state not synced yet' },
})
