import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { EngineError } from '../errors.js'
import type { MediaInput } from '../protocol/ports/messages.js'

/**
 * Writes media that can break off (a fetched `mediaUrl`, ffmpeg's output) to a temporary file before the protocol
 * sees it, so a source that fails fails here, as a Problem saying why, and never inside Baileys' encryption
 * stream, where an error with nobody listening ends the process (seen on Node 24). The file is removed once its
 * stream is closed; `explain` turns a failure the source did not explain itself into the caller's Problem.
 */
export async function spoolMedia(
  source: Readable,
  failure: () => EngineError | null,
  explain: (error: Error) => EngineError,
): Promise<MediaInput> {
  // Created synchronously: awaiting before pipeline() listens would leave the source's errors unhandled.
  const dir = mkdtempSync(join(tmpdir(), 'sessionkit-media-'))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  const path = join(dir, 'media')
  try {
    await pipeline(source, createWriteStream(path))
  } catch (error) {
    remove()
    throw failure() ?? explain(error as Error)
  }
  const stream = createReadStream(path)
  stream.once('close', remove)
  return { stream }
}
