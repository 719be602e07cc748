import { drainAfterAnswer } from './drain.js';
/**
 * The API handler's response -> Node `ServerResponse`: a document in one write with its length, a stream
 * with backpressure. Never rejects: a failure mid-body can only end the connection, which is what it does.
 */
export async function writeApiResponse(res, response) {
    const { body } = response;
    if (res.headersSent || res.destroyed) {
        if (typeof body === 'object' && body !== null)
            await body.cancel().catch(() => undefined);
        return;
    }
    // Object.assign, not a spread: a spread copy that then gains a property takes V8's slow path.
    const headers = Object.assign({}, response.headers);
    drainAfterAnswer(res);
    if (typeof body === 'string') {
        headers['content-length'] = Buffer.byteLength(body);
        res.writeHead(response.status, headers);
        res.end(body);
        return;
    }
    res.writeHead(response.status, headers);
    if (body === null)
        res.end();
    else
        await pipeBody(body, res).catch((error) => {
            res.destroy(error);
        });
}
async function pipeBody(body, res) {
    const reader = body.getReader();
    const stop = () => void reader.cancel().catch(() => undefined);
    res.once('close', stop);
    // Headers, the chunks already available and the end leave in one write instead of several small packets
    // (which meet Nagle and delayed ACKs); the next tick flushes whatever has been written so far.
    res.cork();
    process.nextTick(() => res.uncork());
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done)
                break;
            if (res.destroyed)
                return;
            if (!res.write(value))
                await drained(res);
        }
        res.end();
    }
    finally {
        res.off('close', stop);
        reader.releaseLock();
    }
}
const drained = (res) => new Promise((resolve) => {
    const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
    };
    res.once('drain', done);
    res.once('close', done);
});
//# sourceMappingURL=response.js.map