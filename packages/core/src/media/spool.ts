import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** A download written whole to a temporary file, with what was learnt on the way. */
export interface SpooledFile {
  path: string
  sha256: string
  size: number
  remove(): Promise<void>
}

/** More bytes came than the cap allows; the download stops there. */
export class SpoolTooLarge extends Error {}

/**
 * Writes `stream` to a temporary file while hashing and counting it, so a file of any size costs the process a
 * stream's buffers, never its whole length; past `maxBytes` it stops and removes what it wrote.
 */
export async function spool(stream: Readable, maxBytes: number): Promise<SpooledFile> {
  const path = join(tmpdir(), `sessionkit-media-${randomUUID()}`)
  const hash = createHash('sha256')
  let size = 0
  const remove = () => rm(path, { force: true })
  try {
    await pipeline(
      stream,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length
          if (size > maxBytes) throw new SpoolTooLarge(`the file is larger than ${maxBytes} bytes`)
          hash.update(chunk)
          yield chunk
        }
      },
      createWriteStream(path),
    )
  } catch (error) {
    await remove()
    throw error
  }
  return { path, sha256: hash.digest('hex'), size, remove }
}
