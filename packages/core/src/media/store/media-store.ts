import type { Readable } from 'node:stream'

/**
 * Where the media the engine keeps lives (docs/media.md): one small interface, as the key-value store is, over
 * files named by the SHA-256 (hex) of their plaintext, so a file received twice is stored once. What refers to a
 * file (a message, a session) is kept in the engine's store, not here; a file goes when its last reference does.
 */
export interface MediaStore {
  /** `filesystem`, `s3` or the application's own. */
  readonly kind: string
  has(sha256: string): Promise<boolean>
  /**
   * Stores the file whole on local disk at `path` (`size` bytes) under `sha256`, which the caller computed from
   * those bytes; a hash already held is left as it is. The store may move the file away; the caller removes what
   * is left at `path` afterwards.
   */
  put(sha256: string, file: { path: string; size: number; mimetype: string }): Promise<void>
  /** The bytes from `start` to `end` (inclusive), or all of them without a range; null when the file is not held. */
  read(sha256: string, range?: { start: number; end: number }): Promise<Readable | null>
  /** Removes the file; one not held is no error. */
  delete(sha256: string): Promise<void>
  /** Releases what the store holds open (connections); called as the engine stops. */
  close?(): Promise<void>
}

const hexSha256 = /^[0-9a-f]{64}$/

/** A hash that names a file: anything else (a path, a key with a slash) never reaches a backend. */
export function checkedSha256(sha256: string): string {
  if (!hexSha256.test(sha256)) throw new TypeError(`not a SHA-256 in hex: "${sha256.slice(0, 80)}"`)
  return sha256
}
