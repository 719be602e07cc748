import { ApiResponse, problemTypeUri } from '@sessionkit/core'

/** The bridge's own answers, for the few failures that happen before or after the handler, in the API's format. */
export function bridgeProblem(status: 405 | 500, detail: string): ApiResponse {
  const code = status === 405 ? 'method_not_allowed' : 'internal_error'
  const title = status === 405 ? 'Method not allowed' : 'Internal error'
  return new ApiResponse(status, { 'content-type': 'application/problem+json', 'cache-control': 'no-store' }, JSON.stringify({ type: problemTypeUri(code), title, status, detail, code }))
}
