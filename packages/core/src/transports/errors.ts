import { defineErrors } from '../errors.js'

/** A transport that does not exist, a broker host not on the operator's list, a name outside the host's namespace. */
export const transportErrors = defineErrors({
  transport_not_found: { status: 404, title: 'Transport not found' },
  transport_host_forbidden: { status: 422, title: 'Broker host not allowed' },
  transport_outside_namespace: { status: 422, title: 'Outside the broker namespace' },
})
