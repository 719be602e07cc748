import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'

/**
 * A file that came in a multipart upload, written to a temporary file as it arrived, so an upload is never
 * held whole in memory. It lives until the request that brought it has been answered.
 */
export class SpooledFile {
  constructor(
    readonly path: string,
    readonly size: number,
    /** Hex SHA-256 of the bytes, computed while they were written. */
    readonly sha256: string,
  ) {}

  /** The bytes, read from disk as they are consumed. */
  open(): Readable {
    return createReadStream(this.path)
  }

  /** What an Idempotency-Key fingerprint sees of it: the digest, never the bytes or the temporary path. */
  toJSON(): { sha256: string; size: number } {
    return { sha256: this.sha256, size: this.size }
  }
}

/** A file part: the spooled bytes and what the client said of them. */
export interface UploadedFile {
  file: SpooledFile
  fileName?: string | undefined
  mimetype?: string | undefined
}

/** A parsed multipart/form-data body: each part by name (a name given twice is refused while parsing). */
export type MultipartForm = ReadonlyMap<string, string | UploadedFile>
