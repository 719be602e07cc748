import { createReadStream } from 'node:fs';
/**
 * A file that came in a multipart upload, written to a temporary file as it arrived, so an upload is never
 * held whole in memory. It lives until the request that brought it has been answered.
 */
export class SpooledFile {
    path;
    size;
    sha256;
    constructor(path, size, 
    /** Hex SHA-256 of the bytes, computed while they were written. */
    sha256) {
        this.path = path;
        this.size = size;
        this.sha256 = sha256;
    }
    /** The bytes, read from disk as they are consumed. */
    open() {
        return createReadStream(this.path);
    }
    /** What an Idempotency-Key fingerprint sees of it: the digest, never the bytes or the temporary path. */
    toJSON() {
        return { sha256: this.sha256, size: this.size };
    }
}
//# sourceMappingURL=upload.js.map