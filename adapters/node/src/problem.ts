import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { EngineError } from '@sessionkit/core'
import { ApiResponse, engineErrors, type ProblemBody, problemTypeUri, toProblem } from '@sessionkit/core/adapter'

const problemHeaders = {
  'content-type': 'application/problem+json',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
}

/** The bridge's own answer to a handler that broke its never-reject contract, in the API's format. */
export function bridgeProblem(detail: string): ApiResponse {
  const code = 'internal_error'
  return new ApiResponse(
    500,
    problemHeaders,
    JSON.stringify({ type: problemTypeUri(code), title: 'Internal error', status: 500, detail, code }),
  )
}

/** A refusal of the bridge's own that the engine has a code for, as the handler would answer it. */
export function engineProblem(error: EngineError): ApiResponse {
  const problem = toProblem(error)
  return new ApiResponse(problem.status, problemHeaders, JSON.stringify(problem))
}

/** What Node's parser refused, as the Problem answering it (Node's own answers are a bare status line). */
function clientProblem(error: NodeJS.ErrnoException): ProblemBody {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return toProblem(
        new EngineError(
          engineErrors.headers_too_large,
          'The request line and headers (the URL included) are larger than this server accepts.',
        ),
      )
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return toProblem(
        new EngineError(
          engineErrors.payload_too_large,
          'The chunk extensions of the body are larger than this server accepts.',
        ),
      )
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return toProblem(new EngineError(engineErrors.request_timeout, 'The request did not arrive in time.'))
    default:
      return toProblem(new EngineError(engineErrors.malformed_request, 'The request is not valid HTTP/1.1.'))
  }
}

/**
 * A `clientError` listener for a `node:http` server: answers the requests Node's parser refuses (a bad request
 * line, headers or URL too long, too slow) with Problem Details, where Node would answer 400/431/408 with no
 * body. Like Node, it answers only when no response has started on the connection (`_httpMessage` is the
 * response in progress, the same check Node's default makes), so a pipelined error cannot corrupt one.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return void socket.destroy()
  const problem = clientProblem(error)
  const body = JSON.stringify(problem)
  const head = `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\ncontent-type: application/problem+json\r\ncache-control: no-store\r\nx-content-type-options: nosniff\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n`
  socket.end(head + body)
}
