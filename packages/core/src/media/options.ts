import { FilesystemMediaStore } from './store/filesystem-store.js'
import type { MediaStore } from './store/media-store.js'
import { S3MediaStore, type S3MediaStoreOptions } from './store/s3-store.js'

export type MediaType = 'image' | 'video' | 'audio' | 'document' | 'sticker'

const mediaTypes: readonly MediaType[] = ['image', 'video', 'audio', 'document', 'sticker']

/** Which received media the engine downloads and keeps on its own (docs/media.md). */
export interface MediaKeepPolicy {
  /** The kinds kept as they arrive (default all). */
  types?: readonly MediaType[]
  /** The largest file kept, by the size WhatsApp declares and then by the bytes read (default 64 MiB). */
  maxBytes?: number
  /** The largest video kept (default 16 MiB): a long video is what fills a disk. */
  maxVideoBytes?: number
}

/** Media kept by the engine: where (`store`), which (`keep`) and how many downloads at once. */
export interface MediaOptions {
  /**
   * `'none'` (the default: nothing is kept, media download answers from WhatsApp as before), a directory
   * (`{ filesystem: '/var/lib/sessionkit/media' }`), a bucket (`{ s3: { bucket, endpoint, … } }`), or a
   * `MediaStore` of the application's.
   */
  store?: 'none' | { filesystem: string } | { s3: S3MediaStoreOptions } | MediaStore
  keep?: MediaKeepPolicy
  /** Downloads running at once across the engine's sessions (default 4); the rest wait their turn. */
  concurrency?: number
  /** How long a kept file's reference lasts (ms); default none: until its message, chat or session ends it. */
  retentionMs?: number
  /**
   * In cluster mode a `filesystem` store is refused unless its directory is a volume every node mounts (the node
   * that serves a file is often not the one that received it): say so here.
   */
  sharedVolume?: boolean
}

/** The media settings with every default applied. */
export interface MediaSettings {
  /** null: nothing is kept. */
  store: MediaStore | null
  types: ReadonlySet<MediaType>
  maxBytes: number
  maxVideoBytes: number
  concurrency: number
  retentionMs: number | null
}

const isMediaStore = (store: object): store is MediaStore => 'put' in store && 'read' in store

export function resolveMediaSettings(options: MediaOptions, clustered: boolean): MediaSettings {
  const keep = options.keep ?? {}
  for (const type of keep.types ?? [])
    if (!mediaTypes.includes(type)) throw new TypeError(`media.keep.types: unknown media type "${type}"`)
  const settings = {
    store: openMediaStore(options.store ?? 'none'),
    types: new Set(keep.types ?? mediaTypes),
    maxBytes: keep.maxBytes ?? 64 * 1024 * 1024,
    maxVideoBytes: keep.maxVideoBytes ?? 16 * 1024 * 1024,
    concurrency: options.concurrency ?? 4,
  }
  const retentionMs = options.retentionMs ?? null
  if (retentionMs !== null && (!Number.isFinite(retentionMs) || retentionMs <= 0))
    throw new RangeError(`media.retentionMs must be a positive number of milliseconds (got ${retentionMs})`)
  for (const field of ['maxBytes', 'maxVideoBytes', 'concurrency'] as const)
    if (!Number.isInteger(settings[field]) || settings[field] < 1)
      throw new RangeError(`media.${field} must be a positive integer (got ${settings[field]})`)
  if (clustered && settings.store instanceof FilesystemMediaStore && options.sharedVolume !== true)
    throw new TypeError(
      'media.store: a filesystem store in cluster mode must be a volume every node shares; set media.sharedVolume',
    )
  return { ...settings, retentionMs }
}

function openMediaStore(store: NonNullable<MediaOptions['store']>): MediaStore | null {
  if (store === 'none') return null
  if (isMediaStore(store)) return store
  if ('filesystem' in store) return new FilesystemMediaStore(store.filesystem)
  if ('s3' in store) return new S3MediaStore(store.s3)
  throw new TypeError('media.store must be "none", { filesystem }, { s3 } or a MediaStore')
}
