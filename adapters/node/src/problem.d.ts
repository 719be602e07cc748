import type { Duplex } from 'node:stream';
import { EngineError } from '@sessionkit/core';
import { ApiResponse } from '@sessionkit/core/adapter';
/** The bridge's own answer to a handler that broke its never-reject contract, in the API's format. */
export declare function bridgeProblem(detail: string): ApiResponse;
/** A refusal of the bridge's own that the engine has a code for, as the handler would answer it. */
export declare function engineProblem(error: EngineError): ApiResponse;
/**
 * A `clientError` listener for a `node:http` server: answers the requests Node's parser refuses (a bad request
 * line, headers or URL too long, too slow) with Problem Details, where Node would answer 400/431/408 with no
 * body. Like Node, it answers only when no response has started on the connection (`_httpMessage` is the
 * response in progress, the same check Node's default makes), so a pipelined error cannot corrupt one.
 */
export declare function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void;
