import { defineErrors } from '../errors.js'

/** What an API key may not do, and a key that does not exist. */
export const keyErrors = defineErrors({
  unauthorized: { status: 401, title: 'Missing or invalid API key' },
  insufficient_scope: { status: 403, title: 'The API key lacks the scope this route needs' },
  session_restricted: { status: 403, title: 'The API key is restricted to its sessions' },
  key_not_found: { status: 404, title: 'API key not found' },
})
