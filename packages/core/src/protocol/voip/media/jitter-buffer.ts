/**
 * Frames held before playout starts: two 60 ms frames, a cushion of one above what a tick drains (whatsapp-rust
 * `engine.rs`, `PLAYOUT_TARGET`).
 */
export const targetFrames = 2
/** Beyond this the buffer drops its oldest frames rather than fall further behind. */
export const maxFrames = 5

/**
 * A small jitter buffer of one audio stream, by RTP sequence number: frames come out in order, one per playout
 * tick, once `targetFrames` are held; a frame missing in the sequence comes out as `null` (lost), an empty buffer
 * as `undefined` (underrun, playout primes again).
 */
export class JitterBuffer {
  private readonly frames = new Map<number, Buffer>()
  private next: number | null = null
  private primed = false
  private played = false

  push(sequence: number, payload: Buffer): void {
    if (this.next === null) this.next = sequence
    const ahead = (sequence - this.next) & 0xffff
    if (ahead >= 0x8000) {
      // Before the first frame plays, an earlier one that came second still has its place.
      if (this.played || 0x1_0000 - ahead > maxFrames) return
      this.next = sequence
    } else if (ahead >= 0x100) {
      this.frames.clear()
      this.next = sequence
      this.primed = false
    }
    this.frames.set(sequence, payload)
    while (this.frames.size > maxFrames) this.frames.delete(this.advance())
  }

  pop(): Buffer | null | undefined {
    if (!this.primed) {
      if (this.frames.size < targetFrames) return undefined
      this.primed = true
    }
    if (!this.frames.size) {
      this.primed = false
      return undefined
    }
    this.played = true
    const sequence = this.advance()
    const frame = this.frames.get(sequence)
    this.frames.delete(sequence)
    return frame ?? null
  }

  private advance(): number {
    const sequence = this.next!
    this.next = (sequence + 1) & 0xffff
    return sequence
  }
}
