import { hasBody } from './request.js';
/** Bytes of a refused body read and dropped after the answer, so the connection can serve the next request. */
const DRAIN_BYTES = 1024 * 1024;
/** How long the rest of a refused body may take to arrive before the connection is closed. */
const DRAIN_MS = 5_000;
/** After the server's half-close, how long the client's last bytes are still read before the socket goes. */
const LINGER_MS = 2_000;
/**
 * Answered while the body is still arriving (a 413, a refusal before the body was read): closing the socket
 * now would leave the client's bytes unread, and the kernel answers unread bytes with a reset that can reach
 * the client before it read the answer. So the answer keeps the connection, the rest of the body is read and
 * dropped (Node does that to reach the next request), and only a body past `DRAIN_BYTES` or `DRAIN_MS` ends
 * it: a half-close after the answer, the client's bytes still read for `LINGER_MS`, then the socket closes.
 */
export function drainAfterAnswer(res) {
    const req = res.req;
    if (req === undefined || req.complete || !hasBody(req))
        return;
    // Registered now, run after Node's own finish handler, which resumes an unread request.
    res.once('finish', () => {
        const { socket } = req;
        if (req.complete || socket === null || socket.destroyed)
            return;
        let drained = 0;
        const close = () => {
            stop();
            socket.end();
            setTimeout(() => socket.destroy(), LINGER_MS).unref();
        };
        const timer = setTimeout(close, DRAIN_MS).unref();
        const count = (chunk) => {
            drained += chunk.byteLength;
            if (drained > DRAIN_BYTES)
                close();
        };
        const stop = () => {
            clearTimeout(timer);
            req.off('data', count);
            req.off('end', stop);
            req.off('close', stop);
        };
        req.on('data', count);
        req.once('end', stop);
        req.once('close', stop);
        req.resume();
    });
}
//# sourceMappingURL=drain.js.map