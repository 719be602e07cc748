import { describe, expect, it } from 'vitest'
import { JitterBuffer, maxFrames } from '../../src/protocol/voip/media/jitter-buffer.js'

const frame = (n: number) => Buffer.from([n])

describe('the jitter buffer', () => {
  it('primes with two frames, then plays in sequence order whatever order they came in', () => {
    const buffer = new JitterBuffer()
    buffer.push(11, frame(11))
    expect(buffer.pop()).toBeUndefined()
    buffer.push(10, frame(10))
    buffer.push(12, frame(12))
    expect([buffer.pop(), buffer.pop(), buffer.pop()]).toEqual([frame(10), frame(11), frame(12)])
  })

  it('reports a missing frame as lost, an empty buffer as an underrun, and drops what comes too late', () => {
    const buffer = new JitterBuffer()
    buffer.push(0xfffe, frame(1))
    buffer.push(0, frame(3))
    expect([buffer.pop(), buffer.pop(), buffer.pop()]).toEqual([frame(1), null, frame(3)])
    buffer.push(0xffff, frame(2))
    expect(buffer.pop()).toBeUndefined()
  })

  it(`holds at most ${maxFrames} frames, dropping the oldest`, () => {
    const buffer = new JitterBuffer()
    for (let seq = 0; seq < maxFrames + 3; seq++) buffer.push(seq, frame(seq))
    expect(buffer.pop()).toEqual(frame(3))
  })
})
