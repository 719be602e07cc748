import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Busboy, type BusboyInstance } from '@fastify/busboy'
import { EngineError, engineErrors, type FieldError } from '../errors.js'
import { type MultipartForm, SpooledFile, type UploadedFile } from '../operations/upload.js'

/** A text part longer than this is refused: the longest text a media route takes is a 4096-character caption. */
const MAX_FIELD_BYTES = 64 * 1024
/** More parts than any route declares fields; the limit stops a body of many tiny parts early. */
const MAX_PARTS = 32

export interface ParsedForm {
  form: MultipartForm
  /** Removes the spooled files; call once the request has been answered. */
  dispose(): Promise<void>
}

/**
 * Parses multipart/form-data as its chunks arrive: text parts are kept, each file part is written to a
 * temporary file while its SHA-256 is computed, so memory holds a chunk at a time, never the upload. Reading
 * follows the disk's pace (the parser's backpressure reaches the request). A part name given twice and a
 * text part over 64 KiB are 422s naming the part; a body the parser cannot read is a 400.
 */
export async function parseMultipart(chunks: AsyncIterable<Uint8Array>, contentType: string): Promise<ParsedForm> {
  // RFC 2046 5.1.1: a boundary is 1 to 70 characters; busboy would take an empty one and split on bare `--`.
  if (!/;\s*boundary\s*=\s*(?:"[^"]+"|[^";\s]+)/i.test(contentType)) throw malformed()
  let parser: BusboyInstance
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { fieldSize: MAX_FIELD_BYTES, parts: MAX_PARTS },
    })
  } catch {
    throw malformed()
  }
  const fields = new Map<string, string>()
  const files = new Map<string, Promise<UploadedFile>>()
  const open = new Set<Readable>()
  const errors: FieldError[] = []
  let dir: Promise<string> | undefined
  const dispose = async () => {
    for (const stream of open) stream.destroy()
    // Every spool settles first: one still opening its file would write into a folder being removed.
    await Promise.allSettled(files.values())
    const folder = await dir?.catch(() => undefined)
    if (folder) await rm(folder, { recursive: true, force: true })
  }
  const claim = (name: string | undefined): name is string => {
    // busboy hands on a part whose Content-Disposition names nothing with an undefined name
    if (!name) {
      errors.push({ path: '', message: 'every part needs a name' })
      return false
    }
    if (!fields.has(name) && !files.has(name)) return true
    errors.push({ path: name, message: 'given more than once' })
    return false
  }
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) errors.push({ path: name, message: `at most ${MAX_FIELD_BYTES} bytes` })
    else if (claim(name)) fields.set(name, value)
  })
  parser.on('file', (name, stream, fileName, _encoding, mimetype) => {
    // busboy fails a part (one the body ends inside) by emitting 'error' on its stream, which can come while the
    // spool still awaits its folder, before anything is piped: without a listener from this tick on, Node would
    // end the process.
    const failed = new Promise<never>((_resolve, reject) => {
      stream.on('error', reject)
      stream.once('close', () => stream.readableEnded || reject(malformed()))
    })
    failed.catch(() => undefined)
    if (!claim(name)) return void stream.resume()
    open.add(stream)
    dir ??= mkdtemp(join(tmpdir(), 'sessionkit-upload-'))
    const part = spool(stream, dir, files.size, failed)
      .finally(() => open.delete(stream))
      .then((file) => ({ file, fileName: fileName || undefined, mimetype: mimetype || undefined }))
    // A failure surfaces where the parts are awaited, which a refused body never reaches: it must not count as
    // unhandled (Node ends the process on an unhandled rejection).
    part.catch(() => undefined)
    files.set(name, part)
  })
  parser.on('partsLimit', () => errors.push({ path: '', message: `at most ${MAX_PARTS} parts` }))
  const finished = new Promise<void>((resolve, reject) => {
    parser.once('finish', resolve)
    parser.once('error', reject)
  })
  finished.catch(() => undefined)
  try {
    try {
      for await (const chunk of chunks) {
        if (!parser.write(chunk)) await drained(parser, finished)
      }
      parser.end()
      await finished
    } catch (error) {
      throw error instanceof EngineError ? error : malformed()
    }
    const form = new Map<string, string | UploadedFile>(fields)
    for (const [name, file] of files) form.set(name, await file)
    if (errors.length > 0)
      throw new EngineError(engineErrors.validation_failed, `Invalid body: ${errors[0]!.path}: ${errors[0]!.message}`, {
        errors,
      })
    return { form, dispose }
  } catch (error) {
    parser.destroy()
    await dispose()
    throw error
  }
}

async function spool(
  stream: Readable,
  dir: Promise<string>,
  index: number,
  failed: Promise<never>,
): Promise<SpooledFile> {
  const path = join(await Promise.race([dir, failed]), String(index))
  // A part destroyed meanwhile (the body was refused) would leave pipeline() waiting for ever with the file open.
  if (stream.destroyed) throw malformed()
  const hash = createHash('sha256')
  let size = 0
  stream.on('data', (chunk: Buffer) => {
    hash.update(chunk)
    size += chunk.byteLength
  })
  await Promise.race([pipeline(stream, createWriteStream(path)), failed])
  return new SpooledFile(path, size, hash.digest('hex'))
}

/** Waits for the parser to take more, or for it to fail (then `finished` rejects). */
const drained = (parser: BusboyInstance, finished: Promise<void>): Promise<void> =>
  Promise.race([new Promise<void>((resolve) => parser.once('drain', resolve)), finished])

const malformed = () =>
  new EngineError(engineErrors.malformed_json, 'The multipart/form-data body could not be parsed.')
