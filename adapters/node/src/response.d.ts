import type { ServerResponse } from 'node:http';
import type { ApiResponse } from '@sessionkit/core/adapter';
/**
 * The API handler's response -> Node `ServerResponse`: a document in one write with its length, a stream
 * with backpressure. Never rejects: a failure mid-body can only end the connection, which is what it does.
 */
export declare function writeApiResponse(res: ServerResponse, response: ApiResponse): Promise<void>;
