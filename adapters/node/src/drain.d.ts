import type { ServerResponse } from 'node:http';
/**
 * Answered while the body is still arriving (a 413, a refusal before the body was read): closing the socket
 * now would leave the client's bytes unread, and the kernel answers unread bytes with a reset that can reach
 * the client before it read the answer. So the answer keeps the connection, the rest of the body is read and
 * dropped (Node does that to reach the next request), and only a body past `DRAIN_BYTES` or `DRAIN_MS` ends
 * it: a half-close after the answer, the client's bytes still read for `LINGER_MS`, then the socket closes.
 */
export declare function drainAfterAnswer(res: ServerResponse): void;
