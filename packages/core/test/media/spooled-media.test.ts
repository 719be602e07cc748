import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { EngineError, engineErrors } from '../../src/errors.js'
import { spoolMedia } from '../../src/media/spooled-media.js'

const spooled = () => readdirSync(tmpdir()).filter((name) => name.startsWith('sessionkit-media-'))
const explain = (error: Error) => new EngineError(engineErrors.validation_failed, `explained: ${error.message}`)

/** A source that sends `chunks` and then breaks off, as a cut download or a failing ffmpeg does. */
function breaking(chunks: string[], error = new Error('socket hang up')): Readable {
  return new Readable({
    read() {
      const next = chunks.shift()
      if (next === undefined) this.destroy(error)
      else this.push(next)
    },
  })
}

describe('spoolMedia', () => {
  it('hands on the whole media as a file stream and removes the file once it is read', async () => {
    const before = spooled()
    const input = await spoolMedia(Readable.from(['voice ', 'note']), () => null, explain)
    expect(await text(input.stream)).toBe('voice note')
    await new Promise((resolve) => (input.stream.closed ? resolve(null) : input.stream.once('close', resolve)))
    expect(spooled()).toEqual(before)
  })

  it('turns a source that breaks off into the Problem its failure names, before anything is handed on', async () => {
    const before = spooled()
    const named = new EngineError(engineErrors.validation_failed, 'too large')
    await expect(spoolMedia(breaking(['a', 'b']), () => named, explain)).rejects.toBe(named)
    await expect(spoolMedia(breaking(['a']), () => null, explain)).rejects.toThrow('explained: socket hang up')
    expect(spooled()).toEqual(before)
  })

  it('listens before it awaits: a source that fails at once is a Problem, not an uncaught error', async () => {
    const source = new Readable({ read() {} })
    const spooling = spoolMedia(source, () => null, explain)
    source.destroy(new Error('at once'))
    await expect(spooling).rejects.toThrow('explained: at once')
  })
})
