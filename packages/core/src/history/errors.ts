import { defineErrors } from '../errors.js'

/** A history request with nothing stored to count back from. */
export const historyErrors = defineErrors({
  history_anchor_missing: { status: 409, title: 'No stored message to count back from' },
})
