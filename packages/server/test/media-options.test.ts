import { expect, test } from 'vitest'
import { mediaOf } from '../src/engine-options.js'
import { readSettings } from '../src/environment.js'

test('media is kept under the data directory by default, not at all in cluster mode, and S3 needs its bucket', () => {
  expect(mediaOf(readSettings({}), '/srv/data')).toMatchObject({
    store: { filesystem: '/srv/data/media' },
    keep: { maxBytes: 64 * 1024 * 1024, maxVideoBytes: 16 * 1024 * 1024 },
  })
  expect(mediaOf(readSettings({ SESSIONKIT_CLUSTER_REDIS: 'redis://127.0.0.1:6379' }), '/srv/data')).toEqual({
    store: 'none',
  })
  expect(() => mediaOf(readSettings({ SESSIONKIT_MEDIA_STORE: 's3' }), '/srv/data')).toThrow(
    'SESSIONKIT_MEDIA_S3_BUCKET must name the bucket',
  )
  expect(
    mediaOf(
      readSettings({
        SESSIONKIT_MEDIA_STORE: 'S3',
        SESSIONKIT_MEDIA_S3_BUCKET: 'media',
        SESSIONKIT_MEDIA_S3_ENDPOINT: 'http://minio:9000',
        SESSIONKIT_MEDIA_S3_PATH_STYLE: 'true',
        SESSIONKIT_MEDIA_S3_CHECKSUMS: 'when_required',
      }),
      '/srv/data',
    ).store,
  ).toEqual({
    s3: {
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      checksums: 'WHEN_REQUIRED',
    },
  })
  expect(() => readSettings({ SESSIONKIT_MEDIA_STORE: 'ftp' })).toThrow(
    'SESSIONKIT_MEDIA_STORE must be one of filesystem, s3, none, not "ftp"',
  )
})
