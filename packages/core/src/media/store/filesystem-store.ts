import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Readable } from 'node:stream'
import { checkedSha256, type MediaStore } from './media-store.js'

const isErrno = (error: unknown, code: string): boolean => (error as NodeJS.ErrnoException | null)?.code === code

/**
 * Media files under one directory, `<directory>/<first two hex digits>/<sha256>`: 256 folders, so none grows past
 * what a directory listing handles well. A file is written beside its place and renamed into it, so a reader never
 * sees half of one and a crash leaves only a `.partial` file behind.
 */
export class FilesystemMediaStore implements MediaStore {
  readonly kind = 'filesystem'
  readonly directory: string

  constructor(directory: string) {
    this.directory = resolve(directory)
  }

  #path(sha256: string): string {
    const hash = checkedSha256(sha256)
    return join(this.directory, hash.slice(0, 2), hash)
  }

  async has(sha256: string): Promise<boolean> {
    try {
      return (await stat(this.#path(sha256))).isFile()
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return false
      throw error
    }
  }

  async put(sha256: string, file: { path: string }): Promise<void> {
    const target = this.#path(sha256)
    if (await this.has(sha256)) return
    await mkdir(dirname(target), { recursive: true })
    const partial = `${target}.${randomUUID()}.partial`
    try {
      // A spool file on the same filesystem is moved; one elsewhere (a temporary directory on another disk) copied.
      await rename(file.path, partial).catch(async (error: unknown) => {
        if (!isErrno(error, 'EXDEV')) throw error
        await copyFile(file.path, partial)
      })
      await rename(partial, target)
    } finally {
      await rm(partial, { force: true })
    }
  }

  async read(sha256: string, range?: { start: number; end: number }): Promise<Readable | null> {
    const stream = createReadStream(this.#path(sha256), range ?? {})
    try {
      await new Promise<void>((done, fail) => {
        stream.once('open', () => done())
        stream.once('error', fail)
      })
      return stream
    } catch (error) {
      stream.destroy()
      if (isErrno(error, 'ENOENT')) return null
      throw error
    }
  }

  async delete(sha256: string): Promise<void> {
    await rm(this.#path(sha256), { force: true })
  }
}
