import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3MediaStoreOptions } from '@sessionkit/core'

/**
 * An S3-compatible server on loopback for the media store's tests: s3rver from npm (a devDependency, so a machine
 * without it fails the tests rather than skipping them), one bucket, its files in a temporary directory. It takes
 * only the SDK's older checksum behaviour, hence `checksums: 'WHEN_REQUIRED'` (its gaps: docs/decisions.md).
 */
export async function startS3(bucket = 'sessionkit-media') {
  const directory = mkdtempSync(join(tmpdir(), 'sessionkit-s3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  const options: S3MediaStoreOptions = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    checksums: 'WHEN_REQUIRED',
  }
  return {
    options,
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
