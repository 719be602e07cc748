import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { importDriver } from '../../store/drivers.js'
import { checkedSha256, type MediaStore } from './media-store.js'

/** An S3-compatible bucket (AWS S3, MinIO, R2, …) the engine keeps media in. */
export interface S3MediaStoreOptions {
  bucket: string
  /** Prepended to every object's key (default `media/`). */
  prefix?: string
  /** Default `us-east-1`, which MinIO and most S3-compatible servers take. */
  region?: string
  /** The server's URL, for anything but AWS (`http://127.0.0.1:9000`). */
  endpoint?: string
  /** Addresses the bucket in the path rather than the host name, as MinIO and most self-hosted servers need. */
  forcePathStyle?: boolean
  /** Without them the SDK's own chain (environment, profile, instance role) is asked. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string }
  /**
   * When the client adds and checks the SDK's CRC checksums: `WHEN_SUPPORTED` (the SDK's default, AWS) or
   * `WHEN_REQUIRED`, which many S3-compatible servers need (s3rver, older MinIO, R2 for some calls): they refuse
   * or ignore the newer checksum headers. Default `WHEN_SUPPORTED`.
   */
  checksums?: 'WHEN_SUPPORTED' | 'WHEN_REQUIRED'
}

/** The part of `@aws-sdk/client-s3` the store uses: a client and its commands. */
interface S3Module {
  S3Client: new (config: Record<string, unknown>) => { send(command: unknown): Promise<unknown>; destroy(): void }
  HeadObjectCommand: new (input: Record<string, unknown>) => unknown
  PutObjectCommand: new (input: Record<string, unknown>) => unknown
  GetObjectCommand: new (input: Record<string, unknown>) => unknown
  DeleteObjectCommand: new (input: Record<string, unknown>) => unknown
}

/** An answer of "no such object": HEAD has no body, so only its status says so. */
const isNotFound = (error: unknown): boolean => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null
  return failure?.name === 'NotFound' || failure?.name === 'NoSuchKey' || failure?.$metadata?.httpStatusCode === 404
}

/**
 * Media files as objects of one bucket, `<prefix><sha256>`, through `@aws-sdk/client-s3` (an optional peer
 * dependency of core, imported on first use). A put streams the spooled file with its length, one PUT (the engine's
 * media cap is far below S3's 5 GiB for one).
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3'
  readonly #options: S3MediaStoreOptions
  #client: Promise<{ s3: S3Module; client: InstanceType<S3Module['S3Client']> }> | undefined

  constructor(options: S3MediaStoreOptions) {
    if (!options.bucket) throw new TypeError('the S3 media store needs a bucket')
    this.#options = options
  }

  #key(sha256: string): string {
    return `${this.#options.prefix ?? 'media/'}${checkedSha256(sha256)}`
  }

  #open() {
    this.#client ??= importDriver('S3 media store', '@aws-sdk/client-s3').then((loaded) => {
      const s3 = loaded as S3Module
      const { region, endpoint, forcePathStyle, credentials, checksums } = this.#options
      const client = new s3.S3Client({
        region: region ?? 'us-east-1',
        ...(endpoint ? { endpoint } : {}),
        ...(forcePathStyle !== undefined ? { forcePathStyle } : {}),
        ...(credentials ? { credentials } : {}),
        requestChecksumCalculation: checksums ?? 'WHEN_SUPPORTED',
        responseChecksumValidation: checksums ?? 'WHEN_SUPPORTED',
      })
      return { s3, client }
    })
    return this.#client
  }

  async has(sha256: string): Promise<boolean> {
    const { s3, client } = await this.#open()
    try {
      await client.send(new s3.HeadObjectCommand({ Bucket: this.#options.bucket, Key: this.#key(sha256) }))
      return true
    } catch (error) {
      if (isNotFound(error)) return false
      throw error
    }
  }

  async put(sha256: string, file: { path: string; size: number; mimetype: string }): Promise<void> {
    if (await this.has(sha256)) return
    const { s3, client } = await this.#open()
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.#options.bucket,
        Key: this.#key(sha256),
        Body: createReadStream(file.path),
        ContentLength: file.size,
        ContentType: file.mimetype,
      }),
    )
  }

  async read(sha256: string, range?: { start: number; end: number }): Promise<Readable | null> {
    const { s3, client } = await this.#open()
    try {
      const answer = (await client.send(
        new s3.GetObjectCommand({
          Bucket: this.#options.bucket,
          Key: this.#key(sha256),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )) as { Body?: Readable }
      return answer.Body ?? null
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  }

  async delete(sha256: string): Promise<void> {
    const { s3, client } = await this.#open()
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.#options.bucket, Key: this.#key(sha256) }))
  }

  /** Closes the client's connections. */
  async close(): Promise<void> {
    if (this.#client) (await this.#client).client.destroy()
  }
}
